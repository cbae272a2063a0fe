# ruff: noqa: E501
"""Writes heldout267_credentials.yaml and heldout267_lookalikes.yaml: held-out batch 267.

Persona: an embedded firmware engineer at an IoT startup in Taipei who writes English with
some Traditional Chinese. He keeps AWS IoT device certificates and private keys, MQTT broker
passwords, BLE pairing passkeys, JTAG/bootloader unlock passwords, code-signing key
passphrases, OTA update signing keys, the factory test station's logins and his Nordic and
Espressif accounts; beside them sit many look-alikes: MAC addresses, device serials,
firmware hashes, partition tables, UUIDs of BLE services, public keys, register addresses.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["solder", "antenna", "typhoon", "bubble", "milk", "tea", "scooter", "night",
         "market", "taro", "mango", "reflow", "crystal", "harbor", "lantern", "monsoon",
         "keelung", "jade", "noodle", "ferry", "kite", "copper", "relay", "pixel"]

ED25519_PRIV_PREFIX = bytes.fromhex("302e020100300506032b657004220420")
ED25519_PUB_PREFIX = bytes.fromhex("302a300506032b6570032100")
P256_PUB_PREFIX = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004")


def ed25519_private_pem() -> str:
    body = b64(ED25519_PRIV_PREFIX + secrets.token_bytes(32))
    return f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----"


def ed25519_public_pem() -> str:
    body = b64(ED25519_PUB_PREFIX + secrets.token_bytes(32))
    return f"-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"


def p256_public_pem() -> str:
    body = b64(P256_PUB_PREFIX + secrets.token_bytes(64))
    return f"-----BEGIN PUBLIC KEY-----\n{body[:64]}\n{body[64:]}\n-----END PUBLIC KEY-----"


def c_bytes(data: bytes, per_line: int = 8) -> str:
    cells = [f"0x{b:02x}" for b in data]
    return ",\n    ".join(", ".join(cells[i:i + per_line]) for i in range(0, len(cells), per_line))


def serial() -> str:
    return f"AC{pick('SNS', 'GW', 'TAG', 'PLG')}-{pick('2407', '2411', '2502', '2505')}-{rnd(UPPER + DIGITS, 6)}"


def thing() -> str:
    return f"acme-{pick('sensor', 'gateway', 'tag', 'plug')}-{rnd(LOWER + DIGITS, 8)}"


def ble_uuid() -> str:
    return uid().upper()


def fingerprint(n: int = 32) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(n))


def imei() -> str:
    return luhn(pick("35", "86", "35"), 15)


def addr(base: int, span: int) -> str:
    return f"0x{base + 4 * secrets.randbelow(span // 4):08X}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def slack_webhook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "aws_iot_device_private_key",
        f"AWS IoT dev board #3 private key (thing {thing()}), 記得不要 commit:\n{pem('RSA PRIVATE KEY', 8)}",
        f"{thing()}-private.pem.key\n{pem('RSA PRIVATE KEY', 6)}",
        f"devkit EC key for IoT Core (generated w/ openssl ecparam, CSR already signed):\n{pem('EC PRIVATE KEY', 3)}",
        f"pilot batch gateway key 先存這邊, 之後搬到 ATECC608:\n{pem('PRIVATE KEY', 5)}",
        f"main/certs/device.key (only on my laptop!!)\n{pem('RSA PRIVATE KEY', 7)}",
    )
    r.add(
        "aws_iot_cert_and_key_bundle",
        f"bundle for {thing()}\n# certificate.pem.crt\n{pem('CERTIFICATE', 5)}\n# private.pem.key\n{pem('RSA PRIVATE KEY', 6)}",
        f"provisioning claim cert + key (fleet provisioning template acme-fp-v2), all test units use this:\n{pem('CERTIFICATE', 4)}\n{pem('EC PRIVATE KEY', 3)}",
        f"idf.py menuconfig 用的 cert/key 貼在這:\nclient.crt\n{pem('CERTIFICATE', 4)}\nclient.key\n{pem('PRIVATE KEY', 4)}",
        f"{thing()} 憑證跟金鑰 (Lisa 要測 shadow update)\n{pem('CERTIFICATE', 5)}\n\n{pem('RSA PRIVATE KEY', 6)}",
    )
    r.add(
        "aws_access_key",
        f"aws cli profile iot-dev\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"CI user for uploading OTA images to S3: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=ap-northeast-1",
        f"factory provisioning script IAM key (只有 CreateKeysAndCertificate 權限)\nid: {aws_key_id()}\nsecret: {aws_secret()}",
        f"new key after rotation -> {aws_key_id()}  secret {aws_secret()}  (old one deleted 3/14)",
    )
    r.add(
        "mqtt_broker_password",
        f"mosquitto on mqtt.acme.internal\nuser: fw-test\npass: {pw()}",
        f"MQTT broker 密碼 (staging): {pw()}",
        f"EMQX dashboard admin pw {rnd(ALNUM, 14)} — change it back after the demo",
        f"broker creds for the gateways: username gw_fleet, password {rnd(ALNUM + '!@#', 18)}",
        f"mqtt pwd for lab-bench: {pick('Maple', 'Harbor', 'Cobalt')}{digits(4)}#{pick('tw', 'tpe', 'lab')}",
        f"mosquitto_pub -h broker.acme.test -p 8883 -u sensor01 -P '{rnd(ALNUM, 16)}' -t acme/dev/test -m hi",
    )
    r.add(
        "mqtt_connection_url",
        f"MQTT_URL=mqtts://gateway:{rnd(ALNUM, 20)}@broker.acme.internal:8883",
        f"node-red flow uses mqtt://nodered:{rnd(ALNUM, 12)}@10.20.0.5:1883 (lab only)",
        f"CONFIG_BROKER_URL=\"mqtts://fw-ci:{rnd(ALNUM, 18)}@mqtt-stg.acme.example:8883\"",
        f"staging 連線字串 mqtt://tester:{rnd(ALNUM, 10)}@mqtt.acme.test:1883/",
    )
    r.add(
        "ble_pairing_passkey",
        f"demo unit static BLE passkey = {digits(6)}",
        f"pairing code for the smart plug prototype: {digits(6)} (固定的, fixed in NVS)",
        f"BLE passkey {digits(6)} for the sales demo kits, don't give to customers",
        f"CONFIG_BLE_SM_STATIC_PASSKEY={digits(6)}",
        f"藍牙配對碼 {digits(6)} — gateway GW-07 in the meeting room",
    )
    r.add(
        "ble_long_term_key",
        f"bonded LTK for my phone <-> DK (sniffer decrypt): {hexs(32)}",
        f"LTK={hexs(32)} EDIV=0x{hexs(4)} Rand=0x{hexs(16)}",
        f"IRK {hexs(32)} + LTK {hexs(32)} from the nrf connect bond export",
        f"wireshark BLE LTK to decrypt trace_0412.pcapng: {hexs(32)}",
    )
    r.add(
        "jtag_debug_unlock_password",
        f"Renesas RA6M4 OCD ID code (JTAG unlock): {hexs(32).upper()}",
        f"JTAG password for the ACME-R2 production boards: 0x{hexs(8)} 0x{hexs(8)} 0x{hexs(8)} 0x{hexs(8)}",
        f"debug auth key (SDA) for locked units — {hexs(64)}",
        f"J-Link unlock script password = {rnd(ALNUM, 12)} (RMA units only)",
        f"CC2652 JTAG 密碼 {hexs(16).upper()}  不要外流",
    )
    r.add(
        "bootloader_unlock_password",
        f"u-boot autoboot stop password on gateway rev C: {rnd(ALNUM, 10)}",
        f"bootloader console pw: {pw()}",
        f"uboot 解鎖密碼 {rnd(LOWER + DIGITS, 8)} (press any key 之後輸入)",
        f"to get into the MCUboot serial recovery on the tag you need the shell passphrase {phrase(WORDS, 4, '-')}",
        f"fastboot oem unlock token for the android panel: {hexs(32).upper()}",
    )
    r.add(
        "code_signing_key_passphrase",
        f"imgtool key root-ec-p256.pem passphrase: {phrase(WORDS, 5)}",
        f"passphrase for the release GPG key (0x{hexs(16).upper()}) is {phrase(WORDS, 4, '.')}",
        f"EV code signing token PIN (for signing the Windows flasher tool): {digits(8)}",
        f"signtool pfx password {rnd(ALNUM + '!#%', 16)}",
        f"code-sign key 密語: {pick('Harbor', 'Typhoon', 'Keelung')}-{digits(3)}-{phrase(WORDS, 2, '-')}!",
    )
    r.add(
        "ota_signing_private_key",
        f"OTA image signing key (ed25519), offline copy:\n{ed25519_private_pem()}",
        f"MCUboot signing key root-ec-p256.pem\n{pem('EC PRIVATE KEY', 3)}",
        f"ota_sign_priv.pem 給 Jenkins 用:\n{ed25519_private_pem()}",
        f"dev signing key for the ota-server (NOT the prod one, but still):\n{pem('PRIVATE KEY', 3)}",
        f"firmware update signer, ECDSA P-256:\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "esp32_flash_encryption_key",
        f"flash encryption key for dev batch (espsecure generate_flash_encryption_key): {hexs(64)}",
        f"XTS_AES_128 key burned into BLOCK_KEY0 on the 20 EVT boards:\n{groups(hexs(64), 8)}",
        f"ESP32 flash_enc_key.bin (hex) = {hexs(64)}\n用 espefuse burn_key 燒進去",
        f"NVS encryption keys (nvs_keys partition) eKey={hexs(64)} tKey={hexs(64)}",
    )
    r.add(
        "secure_boot_signing_key",
        f"secure_boot_signing_key.pem (ESP32-S3 SB v2, RSA-3072):\n{pem('RSA PRIVATE KEY', 10)}",
        f"Espressif secure boot key — 只能在離線筆電用\n{pem('RSA PRIVATE KEY', 9)}",
        f"nRF5340 bootloader key (b0 / NSIB) priv.pem\n{pem('EC PRIVATE KEY', 3)}",
        f"SB v1 ECDSA key for the old ESP32 gateways:\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "factory_test_station_login",
        f"FCT station 03 (Windows) login: fct_op / {pw()}",
        f"工廠測試站 帳號 tester 密碼 {rnd(ALNUM, 10)}",
        f"MES web (mes.acme.internal) station account: line2-st05 pw {pw()}",
        f"test station SQL Server sa password: {rnd(ALNUM + '!@#$', 16)}",
        f"RDP into calib-pc-01.acme.internal -> admin / {pick('Acme', 'Fct', 'Line')}@{digits(4)}{rnd(LOWER, 3)}",
        f"Foxlink line test jig PC: user=engineer pass={rnd(ALNUM, 12)}  (給 Kevin)",
    )
    r.add(
        "nordic_account_password",
        f"Nordic DevZone login: firmware@acme.example / {pw()}",
        f"nrf cloud account pw {pw()}",
        f"nordicsemi.com 帳號 hsu.fw@acme.example 密碼 {rnd(ALNUM, 14)}",
        f"Nordic portal (for the NDA docs) - password {pick('Maple', 'Otter', 'Cobalt')}{digits(2)}!{rnd(ALNUM, 6)}",
    )
    r.add(
        "espressif_account_password",
        f"Espressif ESP RainMaker admin: ops@acme.example pass {pw()}",
        f"espressif 帳號 (for module pre-provisioning orders): fw-team@acme.example / {rnd(ALNUM + '!#', 14)}",
        f"ESP Insights dashboard login pwd: {pw()}",
        f"esp-rainmaker cli login -> email firmware@acme.example  password {rnd(ALNUM, 16)}",
    )
    r.add(
        "wifi_psk",
        f"lab wifi acme-lab-2G psk: {rnd(ALNUM, 12)}",
        f"provisioning AP password used in factory: {phrase(WORDS, 3, '')}{digits(2)}",
        f"CONFIG_ESP_WIFI_PASSWORD=\"{rnd(ALNUM, 14)}\"",
        f"WiFi 密碼 (公司 IoT SSID acme-iot): {pick('Taipei', 'Neihu', 'Xinyi')}{digits(4)}{rnd(LOWER, 4)}",
        f"wpa_passphrase acme-factory {rnd(ALNUM + '!', 16)}",
    )
    r.add(
        "github_token",
        f"GitHub PAT for pulling private components in CI: {ghp()}",
        f"gh token (repo scope) {ghp()}  expires in 90d",
        f"git clone https://x-access-token:{ghp()}@github.com/acme-iot/fw-core.git",
        f"fine-grained token for fw-release bot: github_pat_11{rnd(UPPER + DIGITS, 22)}_{rnd(ALNUM, 59)}",
        f"新的 GitHub token -> {ghp()}",
    )
    r.add(
        "gitlab_token",
        f"self-hosted gitlab (git.acme.internal) PAT: glpat-{rnd(URLSAFE, 20)}",
        f"gitlab runner registration token GR1348941{rnd(URLSAFE, 20)}",
        f"CI_JOB for HIL rig uses deploy token gldt-{rnd(URLSAFE, 20)}",
        f"glpat-{rnd(URLSAFE, 20)} ← read_registry for the build image",
    )
    r.add(
        "ssh_private_key",
        f"ssh key for the build server (hil-runner.acme.internal):\n{openssh_private()}",
        f"~/.ssh/id_ed25519 of the raspberry pi test fixture\n{openssh_private()}",
        f"deploy key for fw-core repo (read only)\n{openssh_private()}",
        f"Jenkins agent key 備份\n{openssh_private()}",
        f"jump host key (bastion.acme.example), passphrase-less:\n{openssh_private()}",
    )
    r.add(
        "ota_server_api_key",
        f"OTA server admin API key: {rnd(ALNUM, 40)}",
        f"curl -H 'X-Api-Key: {rnd(ALNUM, 32)}' https://ota.acme.example/v1/releases",
        f"Memfault organization auth token: oat_{rnd(ALNUM, 40)}",
        f"OTA_UPLOAD_TOKEN={rnd(URLSAFE, 43)}",
    )
    r.add(
        "slack_webhook",
        f"Slack webhook for #fw-ci alerts: {slack_webhook()}",
        f"factory yield bot posts to {slack_webhook()}",
        f"HIL failure notify webhook = {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}  # fw-release channel",
    )
    r.add(
        "llm_api_key",
        f"Claude API key (for the log triage script): {anthropic_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"幫我記: anthropic key {anthropic_key()}",
        f"openai key for datasheet summarizer {openai_project_key()}",
    )
    r.add(
        "database_connection_string",
        f"telemetry DB: postgresql://fleet:{rnd(ALNUM, 18)}@pg.acme.internal:5432/telemetry",
        f"DATABASE_URL=postgres://factory_rw:{rnd(ALNUM, 16)}@mes-db.acme.internal/mes",
        f"influx token for device metrics: {b64(secrets.token_bytes(64))}",
        f"mongodb://ota:{rnd(ALNUM, 14)}@mongo.acme.test:27017/ota?authSource=admin",
        f"timescale 連線 host=ts.acme.internal user=grafana password={rnd(ALNUM, 15)} dbname=fleet",
    )
    r.add(
        "android_keystore_password",
        f"companion app release keystore: storePassword={rnd(ALNUM, 14)} keyPassword={rnd(ALNUM, 14)} alias=acme-release",
        f"acme-release.jks 密碼 {pw()}",
        f"upload keystore pw (Play Console) {pw()} / key alias upload",
        f"signingConfigs {{ release {{ storePassword '{rnd(ALNUM, 12)}'; keyAlias 'acme'; keyPassword '{rnd(ALNUM, 12)}' }} }}",
    )
    r.add(
        "totp_seed",
        f"AWS root account MFA seed (backup): {totp_seed()}",
        f"otpauth://totp/ACME:hsu@acme.example?secret={totp_seed()}&issuer=ACME",
        f"2FA secret key for the Espressif portal: {groups(totp_seed(), 4)}",
        f"TOTP 種子 (GitHub) {totp_seed()}",
        f"nordic account authenticator secret: {totp_seed().lower()}",
    )
    r.add(
        "recovery_codes",
        f"GitHub recovery codes:\n{recovery_codes(8, 'github')}",
        f"AWS SSO backup codes\n{recovery_codes(6, 'plain')}",
        f"Nordic account 2FA 備用碼:\n{recovery_codes(5, 'digits')}",
        f"google workspace backup codes {recovery_codes(4, 'digits')}",
    )
    r.add(
        "piv_token_pin",
        f"YubiKey for release signing: PIN {digits(6)}, PUK {digits(8)}",
        f"PIV management key {hexs(48)}",
        f"signing yubikey pin={digits(8)} (3 tries left!!)",
        f"Nitrokey HSM SO-PIN {digits(16)} / user PIN {digits(6)}",
        f"HSM 用戶 PIN: {digits(6)}",
    )
    r.add(
        "router_admin_password",
        f"lab router 192.168.50.1 admin / {pw()}",
        f"MikroTik in the test room: admin pw {rnd(ALNUM, 12)}",
        f"4G LTE router (field trial) web login: admin {rnd(ALNUM, 10)}",
        f"OpenWrt root password on the RF shielding box AP: {pw()}",
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf (factory VPN)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.12/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
        f"wireguard private key for my laptop: {wg_key()}",
        f"工廠 VPN 私鑰 {wg_key()}",
        f"[Interface] PrivateKey={wg_key()} ListenPort=51820  (gateway GW-07 remote debug tunnel)",
    )
    r.add(
        "device_shared_secret",
        f"HMAC key devices use to sign telemetry (v1 protocol): {hexs(64)}",
        f"PSK for DTLS (LwM2M bootstrap) identity acme-{digits(6)} key {hexs(32)}",
        f"AES-128 key for the legacy 433MHz tags: {groups(hexs(32).upper(), 2)}",
        f"Matter PAI private key for dev attestation:\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "vendor_portal_login",
        f"Digi-Key business account: purchasing@acme.example / {pw()}",
        f"JLCPCB login {pw()} (team account)",
        f"Quectel support portal 帳密 fw@acme.example {rnd(ALNUM, 12)}",
        f"SEGGER license server admin pass {pw()}",
        f"Mouser acct 密碼 {rnd(ALNUM, 11)}!  (user: acme_purchasing)",
    )
    r.add(
        "npm_or_pypi_token",
        f"PyPI token for our flasher tool: pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 60)}",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"internal pypi (pypi.acme.internal) user ci, password {rnd(ALNUM, 20)}",
        f"~/.pypirc\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 70)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mac_address",
        f"DK #2 BLE addr {mac(':', True)} (random static)",
        f"ESP32 base MAC from efuse: {mac()}",
        f"gateway eth0 {mac('-', True)}, wlan0 {mac(':', True)}",
        f"whitelist these tags in the scanner: {mac(':', True)}, {mac(':', True)}, {mac(':', True)}",
        f"Wi-Fi STA MAC = base + 0, BT = base + 2, so {mac()} -> ends in +2",
        f"藍牙位址 {mac(':', True)} 是 Lisa 桌上那台",
    )
    r.add(
        "device_serial_number",
        f"RMA unit serial {serial()} — antenna detuned",
        f"EVT boards: {serial()}, {serial()}, {serial()}",
        f"S/N {serial()} failed FCT at RF power step",
        f"序號 {serial()} 送去做 ESD test",
        f"serial format: ACSNS-YYMM-XXXXXX (6 chars base36), e.g. {serial()}",
    )
    r.add(
        "firmware_hash",
        f"v1.4.2 release bin sha256: {hexs(64)}",
        f"esptool image_info: Validation Hash: {hexs(64)} (valid)",
        f"fw_gateway_2.0.0-rc3.bin  sha256sum {hexs(64)}",
        f"OTA manifest: {{\"version\": \"1.5.0\", \"size\": {secrets.randbelow(900000) + 100000}, \"sha256\": \"{hexs(64)}\"}}",
        f"MCUboot image hash TLV = {hexs(64)}",
    )
    r.add(
        "partition_table",
        f"partitions.csv (8MB flash)\n# Name, Type, SubType, Offset, Size, Flags\nnvs, data, nvs, 0x9000, 0x6000,\notadata, data, ota, 0xf000, 0x2000,\nphy_init, data, phy, 0x11000, 0x1000,\nota_0, app, ota_0, 0x20000, 0x{pick('1E0000', '300000', '380000')},\nota_1, app, ota_1, , 0x{pick('1E0000', '300000', '380000')},\nnvs_key, data, nvs_keys, , 0x1000, encrypted",
        "4MB layout: factory @0x10000 (1MB), ota_0 @0x110000, ota_1 @0x210000, spiffs @0x310000 size 0xF0000",
        f"nRF9160 pm_static.yml: mcuboot 0x0 size 0xc000, mcuboot_primary 0xc000 size 0x{pick('70000', '74000')}, mcuboot_secondary 0x{pick('7c000', '80000')}",
        "分區表改了 → nvs 從 0x6000 加大到 0x10000, 記得 erase_flash 再燒",
    )
    r.add(
        "ble_service_uuid",
        f"ACME sensor service UUID {ble_uuid()}\n  temp char {ble_uuid()}\n  batt char 0x2A19",
        "Nordic UART service 6E400001-B5A3-F393-E0A9-E50E24DCCA9E (RX ...0002, TX ...0003)",
        f"OTA service UUID: {ble_uuid()}, control point {ble_uuid()}",
        f"#define BT_UUID_ACME_CFG_VAL BT_UUID_128_ENCODE(0x{hexs(8)}, 0x{hexs(4)}, 0x{hexs(4)}, 0x{hexs(4)}, 0x{hexs(12)})",
        f"provisioning GATT char uuid {uid()} 只有 write, no read",
        "standard ones we use: 0x180A device info, 0x180F battery, 0x181A environmental sensing",
    )
    r.add(
        "public_key",
        f"OTA verify public key (baked into bootloader):\n{ed25519_public_pem()}",
        f"MCUboot root pubkey (imgtool getpub output, P-256):\n{p256_public_pem()}",
        f"ssh pubkey for hil-runner authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} hsu@fw-laptop",
        f"const unsigned char ota_pub_key[65] = {{\n    0x04, {c_bytes(secrets.token_bytes(64))}\n}};",
        f"wireguard peer PublicKey (factory gateway) = {wg_key()}  -- public half only",
    )
    r.add(
        "register_address",
        f"NRF_UICR->APPROTECT is at 0x10001208, write 0x00 to lock; CTRL-AP at {addr(0x40000000, 0x1000)}",
        f"ESP32 GPIO_OUT_REG 0x3FF44004, GPIO_ENABLE_REG 0x3FF44020, RTC_CNTL {addr(0x3FF48000, 0x400)}",
        f"BME280 regs: chip_id 0xD0 (=0x60), ctrl_meas 0xF4, press_msb 0xF7, weird value at {addr(0x40020000, 0x400)} after reset",
        "STM32 FLASH_OPTR @ 0x40022020, RDP level byte = 0xAA (level 0). UID base 0x1FFF7590",
        f"暫存器 {addr(0x50000000, 0x800)} 讀到 0x{hexs(8).upper()} 很奇怪",
        f"SPI flash JEDEC id 0x{pick('EF4018', 'C84017', '204018')}, status reg 0x{hexs(2).upper()}",
    )
    r.add(
        "aws_iot_thing_arn",
        f"arn:aws:iot:ap-northeast-1:{aws_account()}:thing/{thing()}",
        f"policy resource arn:aws:iot:ap-northeast-1:{aws_account()}:topic/acme/{thing()}/telemetry",
        f"thing group arn:aws:iot:ap-northeast-1:{aws_account()}:thinggroup/evt-batch-{digits(2)}",
        f"OTA job target: arn:aws:iot:ap-northeast-1:{aws_account()}:thing/{thing()}",
        f"role alias arn:aws:iot:ap-northeast-1:{aws_account()}:rolealias/acme-s3-upload",
    )
    r.add(
        "aws_iot_certificate_id",
        f"certificate id for {thing()}: {hexs(64)} (ACTIVE)",
        f"aws iot update-certificate --certificate-id {hexs(64)} --new-status INACTIVE",
        f"revoked cert ids: {hexs(64)}, {hexs(64)}",
        f"憑證 ID {hexs(64)} 已經 attach policy acme-device-v3",
    )
    r.add(
        "device_certificate_public",
        f"AmazonRootCA1.pem (public root, fine to ship in firmware):\n{pem('CERTIFICATE', 6)}",
        f"{thing()} certificate.pem.crt (cert only, the key stays in the secure element):\n{pem('CERTIFICATE', 5)}",
        f"our internal CA root for mqtt.acme.internal (public):\n{pem('CERTIFICATE', 5)}",
        f"CSR from the ATECC608 (key never leaves the chip):\n{pem('CERTIFICATE REQUEST', 4)}",
    )
    r.add(
        "git_commit_sha",
        f"regression started at {hexs(40)}, last good {hexs(7)}",
        f"cherry-pick {hexs(40)} into release/1.4",
        f"IDF pinned to v5.2.1 ({hexs(40)})",
        f"git bisect good {hexs(12)}; git bisect bad {hexs(12)}",
        f"submodule components/acme-ble @ {hexs(40)}",
    )
    r.add(
        "ota_job_id",
        f"AWS IoT job id ota-{uid()} — 37/40 succeeded",
        f"OTA campaign {rnd(LOWER + DIGITS, 10)}-{digits(4)} rolled back, see job doc",
        f"Memfault release id {digits(6)} / deployment {uid()}",
        f"job ARN arn:aws:iot:ap-northeast-1:{aws_account()}:job/ota-1-5-0-{hexs(8)}",
    )
    r.add(
        "secret_reference",
        "OTA signing key is in Vault at secret/firmware/ota-signing (ask Jerry for the unseal, don't copy it out)",
        "CI: IMGTOOL_KEY: ${{ secrets.MCUBOOT_SIGNING_KEY }} and PASS: ${{ secrets.MCUBOOT_KEY_PASSPHRASE }}",
        "mqtt password comes from `aws secretsmanager get-secret-value --secret-id factory/mqtt-broker` at station boot",
        "espsecure.py sign_data --version 2 --keyfile /media/offline-usb/secure_boot_signing_key.pem build/app.bin",
        "broker creds: env MQTT_USER / MQTT_PASS in /etc/acme/station.env (root only, 600)",
        "金鑰在保險箱裡的 USB (offline laptop), 不在 git 也不在 NAS",
    )
    r.add(
        "password_policy_discussion",
        "factory station passwords rotate every 90 days, min 14 chars, no reuse of last 5",
        "reminder: change the default BLE passkey before shipping — 000000 / 123456 are rejected by the app now",
        "JTAG lock procedure: burn JTAG_DISABLE efuse after FCT, the unlock password lives with QA lead only",
        "MQTT broker: move from password auth to mTLS by Q3, then delete all shared passwords",
        "密碼規則: 至少 12 碼, 要有大小寫和數字, 三個月換一次",
        "rule for OTA signing: 2 people present, key on offline laptop, passphrase split between me and CTO",
    )
    r.add(
        "masked_credential",
        f"mqtt pw for gw_fleet: ********{rnd(ALNUM, 3)} (full one in 1Password)",
        f"AWS key AKIA************{rnd(UPPER + DIGITS, 4)} belongs to ci-ota-upload",
        "station login shows as fct_op / •••••••• on the sticker, real one is in the binder",
        f"token ghp_****…****{rnd(ALNUM, 4)} expired yesterday, regenerate",
        "flash enc key: <redacted>, key digest only: see efuse summary",
    )
    r.add(
        "ble_pairing_settings",
        "BLE security: LESC, MITM required, IO cap DISPLAY_ONLY -> passkey random per pairing, shown on e-paper",
        "CONFIG_BT_SMP=y\nCONFIG_BT_SMP_SC_ONLY=y\nCONFIG_BT_FIXED_PASSKEY=n\nCONFIG_BT_MAX_PAIRED=4",
        "pairing fails with reason 0x05 (pairing not supported) on iOS 17 — check bonding flag",
        "passkey entry timeout is 30s, after 3 wrong passkeys the device refuses pairing for 60s",
    )
    r.add(
        "mqtt_topic",
        f"telemetry topic acme/v1/{thing()}/telemetry, cmds on acme/v1/{thing()}/cmd",
        "$aws/things/{thingName}/shadow/update/delta — subscribe with QoS1",
        f"keepalive 60s, clean session false, client id = {thing()}",
        "$aws/things/+/jobs/notify-next  ← the OTA agent listens here",
    )
    r.add(
        "certificate_fingerprint",
        f"broker cert SHA-256 fingerprint {fingerprint()}",
        f"pinning: sha1 {fingerprint(20)} (expires 2026-03)",
        f"openssl x509 -noout -fingerprint -sha256 -> {fingerprint()}",
        f"ca fingerprint 給 app team 做 pinning: {fingerprint()}",
    )
    r.add(
        "efuse_summary",
        f"espefuse summary\nMAC (BLOCK1) = {mac()} (OK) R/W\nBLOCK_KEY0 (BLOCK4) Purpose: XTS_AES_128_KEY\n  = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? -/-\nSPI_BOOT_CRYPT_CNT = Enable (0b111) R/W",
        f"SECURE_BOOT_EN = True, KEY_PURPOSE_1 = SECURE_BOOT_DIGEST0, digest {hexs(64)}",
        "FLASH_CRYPT_CNT 0x7f → flash encryption permanently on, key read-protected (shows ??)",
        f"chip rev v0.{pick(1, 2, 3)}, WAFER_VERSION_MINOR {secrets.randbelow(4)}, PKG_VERSION 0, efuse block3 empty",
    )
    r.add(
        "core_dump_backtrace",
        "Guru Meditation Error: Core 0 panic'ed (LoadProhibited)\nBacktrace: " + " ".join(f"0x400{hexs(5)}:0x3ffb{hexs(4)}" for _ in range(5)),
        f"HardFault PC=0x{hexs(8)} LR=0x{hexs(8)} CFSR=0x00008200 BFAR=0x{hexs(8)}",
        f"coredump ELF sha256 {hexs(64)}, crash in ble_gap_event+0x{hexs(2)}",
        f"stack canary watchpoint triggered (btController) at 0x4008{hexs(4)}",
    )
    r.add(
        "ticket_number",
        f"FW-{secrets.randbelow(3000) + 100}: OTA resume after power loss",
        f"Espressif support case #{digits(8, True)} about PSRAM cache bug",
        f"DevZone case {digits(6, True)} — nRF9160 PSM current too high",
        f"Jira FACT-{secrets.randbelow(900) + 100} / GitHub acme-iot/fw-core#{secrets.randbelow(900) + 100}",
    )
    r.add(
        "tracking_number",
        f"PCBA samples from Shenzhen DHL {digits(10, True)}",
        f"Mouser order {digits(8, True)}, FedEx {digits(12, True)}",
        f"stencil shipping 1Z{rnd(UPPER + DIGITS, 16)}",
        f"黑貓宅急便 {digits(12, True)} 是 EVT 外殼",
    )
    r.add(
        "container_image_digest",
        f"build image ghcr.io/acme-iot/idf-builder@sha256:{hexs(64)}",
        f"espressif/idf:v5.2.1 digest sha256:{hexs(64)}",
        f"HIL runner container {hexs(12)} exited 137",
        f"ota-server pod {pod_name('ota-server')} CrashLoopBackOff",
    )
    r.add(
        "kubernetes_pod",
        f"kubectl logs {pod_name('mqtt-bridge')} -n iot",
        f"{pod_name('telemetry-ingest')} OOMKilled at 02:13",
        f"restart {pod_name('device-registry')} after the schema migration",
        f"pods: {pod_name('ota-server')}, {pod_name('ota-server')}",
    )
    r.add(
        "ci_build_reference",
        f"nightly build #{secrets.randbelow(5000) + 100} artifact fw-{hexs(8)}.zip",
        f"https://git.acme.internal/fw/fw-core/-/pipelines/{digits(6, True)}",
        f"GitHub Actions run https://github.com/acme-iot/fw-core/actions/runs/{digits(10, True)}",
        f"build id {uid()} produced the 1.5.0-rc2 bin",
    )
    r.add(
        "cellular_identifiers",
        f"nRF9160 DK IMEI {imei()}",
        f"nRF Cloud device id nrf-{imei()}",
        f"SIM ICCID {luhn('89886', 20)} (中華電信 IoT plan)",
        f"field unit 07: IMEI {imei()}, ICCID {luhn('89886', 20)}, IMSI 46692{digits(10)}",
        f"modem fw mfw_nrf9160_1.3.{pick(4, 5, 6)}, IMEI {imei()}",
    )
    r.add(
        "checksum_value",
        f"CRC32 of the config blob 0x{hexs(8).upper()}, header crc16 0x{hexs(4).upper()}",
        f"OTA chunk 17/52 crc mismatch: expected 0x{hexs(8)}, got 0x{hexs(8)}",
        f"md5 of factory_cal.bin {hexs(32)}",
        f"checksum 檢查碼 {hexs(8).upper()} 對不上",
    )
    r.add(
        "wifi_network_info",
        f"lab SSIDs: acme-lab-2G / acme-lab-5G, BSSID {mac(':', True)}, ch 6",
        f"factory AP acme-factory BSSID {mac(':', True)} RSSI -{secrets.randbelow(40) + 40} dBm at station 5",
        "WPA2-PSK / AES, PMF optional; password is on the sticker under the AP (not writing it here)",
        f"softAP for provisioning SSID: ACME-SETUP-{hexs(4).upper()}, open + SoftAP provisioning with PoP printed on device",
    )
    r.add(
        "pin_mapping",
        "I2C0 SDA=GPIO21 SCL=GPIO22 addr 0x76 (BME280), 0x18 (LIS3DH)",
        "SWD: SWDIO P0.18? no -> nRF52840 DK uses SWDIO/SWDCLK dedicated, RESET P0.18",
        "UART0 TX GPIO1 RX GPIO3 115200 8N1, boot strap GPIO0 low = download mode",
        "JTAG on ESP32: MTDI GPIO12, MTCK GPIO13, MTMS GPIO14, MTDO GPIO15",
    )
    r.add(
        "kms_key_reference",
        f"code signing uses KMS key arn:aws:kms:ap-northeast-1:{aws_account()}:key/{uid()}",
        f"AWS Signer profile acme_ota_{digits(4)} (signing cert arn:aws:acm:ap-northeast-1:{aws_account()}:certificate/{uid()})",
        f"GPG release key id 0x{hexs(16).upper()}, fingerprint {groups(hexs(40).upper(), 4)}",
        f"key alias alias/acme-fw-signing, key id {uid()}",
    )
    r.add(
        "elf_build_id",
        f"GNU build id {hexs(40)} for fw_sensor_1.4.2.elf",
        f"app ELF SHA256 (esp app desc): {hexs(16)}",
        f"symbol file for crash: build-id {hexs(40)}",
        f"ELF sha 對應 {hexs(16)} → 用這個 elf 解 backtrace",
    )
    r.add(
        "nonce_and_iv_config",
        "AES-GCM nonce is 12 bytes: 4-byte device id + 8-byte counter, never reuse after reset (persist in NVS)",
        "test vector from NIST SP 800-38D case 2 (public): IV 000000000000000000000000",
        "HKDF info string \"acme-telemetry-v2\", salt = device serial; output 32 bytes",
        "key size 256 bits, PBKDF2 iterations 600000 — numbers only, settings for the app team",
    )
    r.add(
        "hardware_part_numbers",
        f"BOM rev C: ESP32-S3-WROOM-1-N8R2, nRF52840-QIAA-R7, ATECC608B-TNGTLSU-G, lot {rnd(UPPER + DIGITS, 10)}",
        f"module date code {digits(4)}, reel id {rnd(UPPER + DIGITS, 12)}",
        f"Quectel BG95-M3 fw BG95M3LAR02A03_01.{digits(3)}.01.{digits(3)}",
        f"PCB revision ACME-GW-MB-{pick('A', 'B', 'C')}{digits(2)}, panel id {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "ble_advertising_data",
        f"adv payload: 02 01 06 03 03 AA FE {' '.join(hexs(2).upper() for _ in range(10))}",
        f"manufacturer data company id 0x{hexs(4).upper()} then {hexs(16)} (temp, batt, counter)",
        f"iBeacon UUID {ble_uuid()} major {secrets.randbelow(65536)} minor {secrets.randbelow(65536)}",
        f"廣播間隔 100ms, device name ACME-{hexs(4).upper()}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout267.py", [
        ("heldout267_credentials.yaml", credentials(), "Held-out batch 267 credentials: an embedded firmware engineer's notes in Taipei (IoT keys, MQTT, BLE, signing, factory logins)"),
        ("heldout267_lookalikes.yaml", lookalikes(), "Held-out batch 267 look-alikes: the same firmware engineer's identifiers, hashes, public keys and references with no secret in them"),
    ])


if __name__ == "__main__":
    main()
