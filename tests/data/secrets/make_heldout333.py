# ruff: noqa: E501
"""Writes heldout333_credentials.yaml and heldout333_lookalikes.yaml: held-out batch 333.

Persona: a retired Scottish civil engineer in Aberdeen, a keen home-automation hobbyist, who
writes terse lowercase shorthand with Scots words ('aye', 'ken', 'wee', 'dinnae'). He keeps
Home Assistant long-lived tokens, MQTT and Zigbee2MQTT credentials, ESPHome API encryption
keys and OTA passwords, Tasmota passwords, his Octopus Energy API key, a Tailscale auth key,
Pi-hole and router admin passwords, the garage and shed codes, his Nuki keypad PIN and more;
and many look-alikes: entity ids, MAC addresses, Zigbee IEEE addresses, firmware hashes,
MPAN/MPRN meter numbers, meter serials, device ids, public node keys, masked values and
references to secrets rather than the secrets.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
"""

from __future__ import annotations

import base64
import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    b64u,
    b64u_bytes,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_fingerprint,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "bennachie", "lochnagar", "granite", "haar", "thistle", "puffin", "stonehaven",
    "footdee", "torry", "cairngorm", "dram", "bothy", "midgie", "smirr", "gloaming",
    "dreich", "clachan", "brig", "neep", "tattie", "bosie", "dubs", "kirk", "pittodrie",
    "ythan", "deeside", "spey", "cullen", "skink", "bannock", "oxter", "blether",
]
PRIMES = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
TUYA_KEY_CHARS = ALNUM + "!#$%&()*+,-./:;<=>?@[]^_`{|}~"


def pwd() -> str:
    """A password he chose himself or let a generator make."""
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS).capitalize()}{digits(pick(2, 3, 4))}{pick('!', '#', '?', '*')}",
        f"{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{digits(2)}",
        rnd(ALNUM, pick(14, 16, 20)),
        pw(),
    )


def passphrase() -> str:
    return phrase(WORDS, pick(3, 4), pick(" ", "-", ".")) + digits(pick(2, 3))


def keycode(n: int) -> str:
    """A door or alarm code: n digits, never a run like 1234 or a repeat like 0000."""
    while True:
        code = digits(n)
        if len(set(code)) > 2 and code not in "01234567890" and code not in "09876543210":
            return code


def nuki_pin() -> str:
    """A Nuki Keypad code: six digits 1-9, not starting with 12."""
    while True:
        code = "".join(secrets.choice("123456789") for _ in range(6))
        if not code.startswith("12") and len(set(code)) > 2:
            return code


def compact(data: dict) -> str:
    return b64u(json.dumps(data, separators=(",", ":")).encode())


def ha_token() -> str:
    """A Home Assistant long-lived access token: an HS256 JWT valid for ten years."""
    t = epoch()
    head = compact({"alg": "HS256", "typ": "JWT"})
    return f"{head}.{compact({'iss': hexs(32), 'iat': t, 'exp': t + 315360000})}.{b64u_bytes(32)}"


def esphome_key() -> str:
    return b64(secrets.token_bytes(32))


def ota_pw() -> str:
    return hexs(32)


def zigbee_key() -> str:
    return "[" + ", ".join(str(secrets.randbelow(256)) for _ in range(16)) + "]"


def octopus_key() -> str:
    return f"sk_live_{rnd(ALNUM, 24)}"


def tailscale_key() -> str:
    return f"tskey-auth-k{rnd(ALNUM, pick(10, 11, 12))}CNTRL-{rnd(ALNUM, 33)}"


def github_pat() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def ha_backup_key() -> str:
    """A Home Assistant backup encryption key: seven groups of four."""
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{pick('E', 'F', 'G', 'H')}{rnd(URLSAFE, 32)}"


def pushover_token() -> str:
    return "a" + rnd(ALNUM, 29)


def influx_token() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(64)).decode()


def cf_tunnel_token() -> str:
    body = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(body, separators=(",", ":")).encode())


def hue_key() -> str:
    return rnd(ALNUM, 40)


def tuya_local_key() -> str:
    return rnd(TUYA_KEY_CHARS, 16)


def totp_seed() -> str:
    return rnd(BASE32, pick(16, 32))


def lan_ip() -> str:
    return f"192.168.{pick(1, 10, 20, 50)}.{secrets.randbelow(200) + 20}"


def mpan_core(distributor: str = "17") -> str:
    """An MPAN core: distributor id, ten digits and the mod-11 prime-weighted check digit."""
    body = distributor + digits(10)
    return body + str(sum(int(d) * p for d, p in zip(body, PRIMES, strict=True)) % 11 % 10)


def mprn() -> str:
    return digits(pick(8, 9, 10), lead=True)


def ieee(oui: str | None = None) -> str:
    prefix = oui or pick("00158d00", "00178801", "84fd27fffe", "a4c138", "0c4314fffe", "54ef4410")
    return "0x" + prefix + hexs(16 - len(prefix))


def octopus_account() -> str:
    return "A-" + rnd("0123456789ABCDEF", 8)


def elec_serial() -> str:
    return pick(f"{digits(2)}{pick('L', 'E', 'J', 'P')}{digits(7)}", f"Z{digits(2)}N{digits(6)}")


def gas_serial() -> str:
    return f"E6S{digits(11)}"


def tuya_device_id() -> str:
    return pick("bf", "eb") + rnd(LOWER + DIGITS, pick(18, 20))


def vin() -> str:
    return pick("SAL", "WVW", "SJN", "VF1", "TMB", "WF0") + rnd(VIN_CHARS, 14)


def broadlink_code() -> str:
    return b64(b"\x26\x00" + secrets.token_bytes(pick(46, 70, 94)))


def nec_code() -> str:
    return "0x" + rnd("0123456789ABCDEF", 8)


def used_code(n: int = 6) -> str:
    return digits(n)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ha_long_lived_token",
        f"ha long-lived token fer node-red (made it under profile > security)\n{ha_token()}",
        f"curl -s -H \"Authorization: Bearer {ha_token()}\" http://homeassistant.internal:8123/api/states | jq length",
        f"secrets.yaml\n  grafana_ha_token: {ha_token()}\naye dinnae lose this again",
        f"HA token for the wee e-ink dashboard on the kitchen wall -> {ha_token()}",
        f"- tablet in the shed, fully kiosk, token {ha_token()} (10 yr expiry ken)",
    )

    r.add(
        "mqtt_password",
        f"mosquitto_pub -h mqtt.internal -u ha_bridge -P '{pwd()}' -t 'test/ping' -m hello",
        f"mqtt broker login\nuser: z2m\npass: {pwd()}",
        f"```yaml\nmqtt:\n  server: mqtt://mqtt.internal:1883\n  user: zigbee2mqtt\n  password: {pwd()}\n```",
        f"mosquitto passwd file, regenerated — tasmota user pw now {rnd(ALNUM, 18)}",
        f"esp32 shed thing connects as shed_node, pwd {pwd()} (ken it's the same as the greenhouse one, change it sometime)",
    )

    r.add(
        "zigbee_network_key",
        f"z2m configuration.yaml advanced bit — dinnae lose or repair everything:\nadvanced:\n  network_key: {zigbee_key()}\n  pan_id: {secrets.randbelow(65000) + 100}",
        f"zigbee netwrk key (from the old sonoff dongle before the swap) {zigbee_key()}",
        "network_key:\n" + "\n".join(f"  - {secrets.randbelow(256)}" for _ in range(16)),
        f"if the coordinator dies: same channel 25, same key\nnetwork_key {zigbee_key()}",
        f"zha backup json had \"network_key\": {{\"key\": \"{hexs(32)}\", \"seq\": 0}} — keep it wi the coordinator backup",
    )

    r.add(
        "esphome_api_encryption_key",
        f"```yaml\napi:\n  encryption:\n    key: \"{esphome_key()}\"\n```\nthat's the garage door esp",
        f"esphome noise psk for the bin-day light {esphome_key()}",
        f"when HA asks for the encryption key of the porch sensor:\n{esphome_key()}",
        f"api key (esphome, utility room esp32-c3) = {esphome_key()}",
        f"secrets.yaml (esphome dir)\napi_key_boiler: \"{esphome_key()}\"\napi_key_shed: \"{esphome_key()}\"",
    )

    r.add(
        "esphome_ota_password",
        f"ota:\n  - platform: esphome\n    password: \"{ota_pw()}\"",
        f"ota pw for all the esp's {ota_pw()} (wizard made it, aye)",
        f"esphome ota password on the attic fan board is {pwd()}",
        f"flashing the greenhouse node ower wifi needs ota password\n{ota_pw()}",
        f"esphome secrets: ota_password: {ota_pw()}  # same on the 3 plugs",
    )

    r.add(
        "tasmota_password",
        f"tasmota console: Backlog WebPassword {pwd()}; MqttPassword {rnd(ALNUM, 16)}",
        f"sonoff basic in the garage, web login admin / {pwd()}",
        f"tasmota plugs web ui pw {pwd()} — all 6 o them",
        f"| device | ip | web pass |\n| athom plug 1 | {lan_ip()} | {pwd()} |",
        f"tasmota mqtt pass (set via console MqttPassword)\n{pwd()}",
    )

    r.add(
        "octopus_api_key",
        f"octopus energy api key {octopus_key()} — for the HA integration",
        f"octopus api: {octopus_key()}\nacct {octopus_account()}",
        f"curl -u {octopus_key()}: https://api.octopus.energy/v1/accounts/{octopus_account()}/",
        f"new octopus key after the leak scare (regenerated on dashboard > developer)\n{octopus_key()}",
        f"OCTOPUS_API_KEY={octopus_key()}  # agile pricing script",
    )

    r.add(
        "tailscale_auth_key",
        f"tailscale up --authkey={tailscale_key()} --advertise-routes=192.168.1.0/24",
        f"tailscale auth key (reusable, 90 days) for the pi's {tailscale_key()}",
        f"TS_AUTHKEY={tailscale_key()}",
        f"ts authkey fer the HA addon\n{tailscale_key()}\nexpires in march mind",
        f"tailscale pre-auth key — tagged tag:iot: {tailscale_key()}",
    )

    r.add(
        "pihole_password",
        f"pihole admin pw {pwd()}",
        f"pi-hole web login (pihole.internal/admin) → {pwd()}",
        f"pihole -a -p '{pwd()}'  # set it again after the reinstall",
        f"pihole v6 app password for the HA integration\n{b64(secrets.token_bytes(32))}",
        f"sudo pihole setpassword {pwd()}",
    )

    r.add(
        "router_admin_password",
        f"router (bt smart hub) admin pw {rnd(ALNUM, 10)}",
        f"openwrt root pw {pwd()} — ssh root@{lan_ip()}",
        f"new router admin login\nadmin\n{pwd()}",
        f"- fritzbox ui pass: {pwd()}\n- fritzbox wifi is the other note",
        f"routr passwrd changed fae the sticker one to {pwd()}",
    )

    r.add(
        "garage_door_code",
        f"garage keypad code {keycode(6)}#",
        f"garage door code is {keycode(4)} (hit the bell button first)",
        f"new garage code {keycode(6)} — telt Morag, naebody else",
        f"garage\n{keycode(5)}",
        f"esphome garage: keypad accepted codes: [\"{keycode(6)}\"]",
    )

    r.add(
        "shed_padlock_code",
        f"shed padlock combo {keycode(4)}",
        f"shed lock is {keycode(4)} — aye the big master lock no the wee one",
        f"combi fer the bike shed {keycode(3)}",
        f"shed key safe code: {keycode(4)}",
    )

    r.add(
        "nuki_keypad_pin",
        f"nuki keypad pin {nuki_pin()}",
        f"nuki front door keypad code: {nuki_pin()} (mine) / {nuki_pin()} (morag)",
        f"nuki pin for the back door\n{nuki_pin()}",
        f"nuki smart lock 3.0 admin security PIN {keycode(4)}  # needed to change settings in the app",
        f"front door: {nuki_pin()} then ✓",
    )

    r.add(
        "wifi_passphrase",
        f"wifi (main) SSID Bennachie_5G key {passphrase()}",
        f"iot wifi vlan 20 — ssid granite-iot psk {rnd(ALNUM, 16)}",
        f"guest wifi pw: {passphrase()}",
        f"esphome secrets\nwifi_ssid: \"granite-iot\"\nwifi_password: \"{pwd()}\"",
        f"WIFI:T:WPA;S:Ythan-Hame;P:{passphrase()};; (for the qr code on the fridge)",
    )

    r.add(
        "alarm_panel_code",
        f"alarm code {keycode(4)}",
        f"house alarm (texecom) user code {keycode(4)}, engineer code {keycode(4)}",
        f"alarmo in HA — code for arming away: {keycode(6)}",
        f"burglar alarm: {keycode(4)} then unset. dinnae tell the grandweans",
    )

    r.add(
        "github_token",
        f"github token for the HA config backup addon {github_pat()}",
        f"git remote set-url origin https://dougie:{github_pat()}@github.com/dougie-acme/ha-config.git",
        f"GH PAT (repo scope, 1 yr) → {github_pat()}",
        f"esphome configs backup to github, token\n{github_pat()}",
        f"export GITHUB_TOKEN={github_pat()}",
    )

    r.add(
        "ha_backup_key",
        f"HA backup encryption key (emergency kit) {ha_backup_key()}",
        f"home assistant backups key:\n{ha_backup_key()}\nwithout it the .tar is useless",
        f"ha backup key {ha_backup_key()} — printed copy in the desk drawer",
        f"- nas backups of HA are encrypted wi {ha_backup_key()}",
    )

    r.add(
        "telegram_bot_token",
        f"telegram bot fer the doorbell pics {telegram_token()}",
        f"```yaml\ntelegram_bot:\n  - platform: polling\n    api_key: {telegram_token()}\n    allowed_chat_ids:\n      - {digits(9, lead=True)}\n```",
        f"botfather gave me {telegram_token()} for @dougies_hoose_bot",
        f"tg bot token\n{telegram_token()}",
        f"curl https://api.telegram.org/bot{telegram_token()}/getUpdates",
    )

    r.add(
        "pushover_token",
        f"pushover app token (HA alerts) {pushover_token()} user key {rnd(ALNUM, 30).lower()}",
        f"notify:\n  - name: pushover_phone\n    platform: pushover\n    api_key: {pushover_token()}\n    user_key: {rnd(LOWER + DIGITS, 30)}",
        f"pushover api token for the freezer alarm: {pushover_token()}",
        f"po token {pushover_token()}",
    )

    r.add(
        "influxdb_token",
        f"influx token (all-access, made it in the ui) {influx_token()}",
        f"influxdb:\n  api_version: 2\n  host: influx.internal\n  token: {influx_token()}\n  organization: hame\n  bucket: homeassistant",
        f"INFLUX_TOKEN=\"{influx_token()}\"",
        f"grafana datasource token (read only on the energy bucket):\n{influx_token()}",
        f"influx write token for the weather station script — {influx_token()}",
    )

    r.add(
        "camera_password",
        f"frigate: rtsp://admin:{pwd()}@{lan_ip()}:554/cam/realmonitor?channel=1&subtype=0",
        f"reolink driveway cam login admin / {pwd()}",
        f"cameras:\n  garden:\n    ffmpeg:\n      inputs:\n        - path: rtsp://frigate:{rnd(ALNUM, 14)}@{lan_ip()}:554/h264Preview_01_main",
        f"tapo c200 camera account pw (the local one, no the cloud) {pwd()}",
        f"doorbell cam onvif user ha, pass {pwd()}",
    )

    r.add(
        "ssh_private_key",
        f"ssh key for the pi in the loft (id_ed25519) — copy of it:\n{openssh_private()}",
        f"backup o the key HA ssh addon uses\n{openssh_private()}",
        openssh_private(),
        f"deploy key for pushing configs fae the nas:\n{openssh_private()}",
    )

    r.add(
        "totp_seed",
        f"octopus 2fa seed (if phone dies) {totp_seed()}",
        f"otpauth://totp/Home%20Assistant:dougie?secret={totp_seed()}&issuer=Home%20Assistant",
        f"HA mfa secret key — typed in by hand:\n{groups(totp_seed(), 4)}",
        f"github 2fa setup key {totp_seed()}",
        f"tailscale (via github) totp secret {groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "backup_codes",
        f"github recovery codes\n{recovery_codes(8, 'github')}",
        f"nabu casa / google acct backup codes: {recovery_codes(5, 'digits')}",
        f"recovery codes fer the tailscale login (github)\n{recovery_codes(6, 'github')}",
        f"octopus? no — microsoft acct recovery codes:\n{recovery_codes(5, 'alnum')}",
    )

    r.add(
        "duckdns_token",
        f"duckdns token {uid()}",
        f"duckdns addon\ndomains:\n  - acme-hame\ntoken: {uid()}",
        f"curl \"https://www.duckdns.org/update?domains=acme-hame&token={uid()}&ip=\"",
        f"duck dns tok for the letsencrypt renew: {uid()}",
        f"DUCKDNS_TOKEN={uid()}",
    )

    r.add(
        "cloudflare_tunnel_token",
        f"cloudflared tunnel token (HA remote access)\n{cf_tunnel_token()}",
        f"cloudflared service install {cf_tunnel_token()}",
        f"TUNNEL_TOKEN={cf_tunnel_token()}",
        f"cf tunnel addon config:\ntunnel_token: \"{cf_tunnel_token()}\"",
    )

    r.add(
        "webhook_url",
        f"webhook fer the bin-day automation https://homeassistant.acme.test/api/webhook/{hexs(64)}",
        f"ha webhook for the garage (iphone shortcut hits it) -> https://ha.acme.test/api/webhook/garage-open-{rnd(ALNUM, 24)}",
        f"discord webhook for the HA alerts channel https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}",
        f"trigger:\n  - platform: webhook\n    webhook_id: \"{hexs(64)}\"\n    local_only: false",
        f"ifttt -> HA webhook url\nhttps://ha.acme.test/api/webhook/{rnd(URLSAFE, 32)}",
    )

    r.add(
        "hue_bridge_key",
        f"hue bridge username (api key) {hue_key()}",
        f"curl -k -H 'hue-application-key: {hue_key()}' https://{lan_ip()}/clip/v2/resource/light",
        f"hue app key + clientkey for entertainment:\n{hue_key()}\n{hexs(32).upper()}",
        f"hue bridge v2 — key {hue_key()}, keep fer when HA loses it again",
    )

    r.add(
        "tuya_local_key",
        f"tuya local key fer the dehumidifier {tuya_local_key()}",
        f"localtuya: device_id {tuya_device_id()} local_key {tuya_local_key()}",
        f"tinytuya devices.json entry:\n{{\"name\": \"landing heater\", \"id\": \"{tuya_device_id()}\", \"key\": \"{tuya_local_key()}\", \"ip\": \"{lan_ip()}\"}}",
        f"the smart plug local key changed after re-pairing, new one:\n{tuya_local_key()}",
    )

    r.add(
        "password_manager_master",
        f"bitwarden master pw {passphrase()}",
        f"vaultwarden (vault.acme.test) master password — {passphrase()}",
        f"if I'm deid: bitwarden email dougie@acme.test, master password {passphrase()}",
        f"keepass db master {pwd()}",
        f"1password? naw, bitwarden. master passphrase\n{passphrase()}",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password for HA smtp notify {app_password()}",
        f"notify:\n  - name: email_me\n    platform: smtp\n    server: smtp.gmail.com\n    port: 587\n    username: dougie.acme@gmail.com\n    password: {app_password()}",
        f"app pw (google) for the nas alerts {app_password().replace(' ', '')}",
        f"google app password — \"frigate emails\":\n{app_password()}",
        f"smtp pw fer the pi's msmtp {app_password()}",
    )

    r.add(
        "nodered_secret",
        f"node-red settings.js credentialSecret: \"{rnd(ALNUM, 32)}\"",
        f"node-red flows_cred.json key {hexs(64)}",
        f"nodered admin login dougie / {pwd()}",
        f"node-red addon options\ncredential_secret: {rnd(ALNUM, 24)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()
    mpan = mpan_core

    r.add(
        "ha_entity_id",
        f"sensor.octopus_energy_electricity_{elec_serial().lower()}_{mpan()}_current_rate — the agile price one",
        f"binary_sensor.garage_door_contact_{hexs(4)} and cover.garage_door in the dashboard",
        f"entities fer the heating card:\nclimate.hallway_trv\nsensor.0x{hexs(16)}_temperature\nsensor.0x{hexs(16)}_battery",
        f"sensor.octopus_energy_gas_{gas_serial().lower()}_{mprn()}_current_consumption shows zero, ken why?",
        f"lock.front_door_nuki, sensor.front_door_nuki_battery, update.esphome_{hexs(6)}_firmware",
    )

    r.add(
        "device_mac_address",
        f"shed esp mac {mac()}",
        f"dhcp reservations:\n{mac(upper=True)} -> {lan_ip()} (garage esp)\n{mac(upper=True)} -> {lan_ip()} (hue bridge)",
        f"new plug mac {mac('-', True)} — add it to the iot vlan",
        f"pihole shows client {mac()} doing thousands o queries, it's the telly",
        f"esphome log: wifi connected, MAC address {mac(upper=True)}",
    )

    r.add(
        "zigbee_ieee_address",
        f"z2m friendly names\n'{ieee()}': landing_motion\n'{ieee()}': back_door_contact",
        f"xiaomi temp sensor in the loft is {ieee('00158d00')}",
        f"ieee addr of the coordinator {ieee('00124b00')}",
        f"hue bulb {ieee('00178801')} keeps dropping aff the mesh",
        f"zigbee2mqtt/{ieee()}/set {{\"state\": \"ON\"}} works fae mosquitto_pub",
    )

    r.add(
        "firmware_checksum",
        f"tasmota 14.4.1 bin sha256 {hexs(64)} — matches the github release",
        f"esphome build firmware.bin md5 {hexs(32)}",
        f"zigbee coordinator fw CC1352P2_CC2652P_launchpad_coordinator_20240710.zip\nsha256sum: {hexs(64)}",
        f"ota log: md5 of the image {hexs(32)} ok, rebooting",
        f"HAOS 14.2 rpi4-64 img.xz checksum\n{hexs(64)}  haos_rpi4-64-14.2.img.xz",
    )

    r.add(
        "electricity_mpan",
        f"mpan {mpan()}",
        f"electric meter MPAN (top line S 01 801 100)\n{groups(mpan(), 4)}",
        f"octopus switch form: mpan core {mpan()}, scottish hydro area",
        f"MPAN fer the shed supply (separate meter) {mpan()} — export mpan {mpan()}",
        f"S\n01 801 {digits(3)}\n{mpan()[:2]} {digits(4)} {digits(4)} {digits(3)}",
    )

    r.add(
        "gas_mprn",
        f"gas mprn {mprn()}",
        f"MPRN: {mprn()} (SGN)",
        f"gas meter point ref no. {mprn()} — on the yellow sticker by the meter",
        f"octopus gas: mprn {mprn()}, tariff flexible",
        f"- mprn {mprn()}\n- meter serial {gas_serial()}",
    )

    r.add(
        "meter_serial_number",
        f"elec meter serial {elec_serial()}",
        f"smets2 meter serial no {elec_serial()} / IHD guid {'-'.join(rnd('0123456789ABCDEF', 2) for _ in range(8))}",
        f"gas meter s/n {gas_serial()}",
        f"octopus integration wants the serials:\nelec {elec_serial()}\ngas {gas_serial()}",
        f"meter swap done, new serial {elec_serial()} (old one {elec_serial()})",
    )

    r.add(
        "energy_account_number",
        f"octopus acct no {octopus_account()}",
        f"account number: {octopus_account()} (in case they ask on the phone)",
        f"octopus account {octopus_account()}, referral code dougie-{rnd(LOWER, 3)}-{digits(2)}",
        f"old sse account ref {digits(10, lead=True)} — closed",
        f"https://octopus.energy/dashboard/new/accounts/{octopus_account()}/ is where the bills are",
    )

    r.add(
        "zigbee_pan_id",
        f"z2m: pan_id {secrets.randbelow(65000) + 100}, ext_pan_id [{', '.join(str(secrets.randbelow(256)) for _ in range(8))}], channel 25",
        f"zigbee pan id 0x{hexs(4)} ext pan 0x{hexs(16)}",
        "ext_pan_id:\n" + "\n".join(f"  - {secrets.randbelow(256)}" for _ in range(8)),
        f"zha network info: PAN ID 0x{rnd('0123456789ABCDEF', 4)}, extended PAN id {':'.join(hexs(2) for _ in range(8))}, channel 15",
        f"dinnae put the new dongle on pan {secrets.randbelow(65000) + 100}, the neighbour's hub is there",
    )

    r.add(
        "tailscale_node_key",
        f"tailscale node key for the HA box nodekey:{hexs(64)}",
        f"tailscale status --json bits:\n\"PublicKey\": \"nodekey:{hexs(64)}\"",
        f"machine key mkey:{hexs(64)} — pi in the loft, expiry disabled",
        f"tailnet lock: trusted key tlpub:{hexs(64)}",
        f"node id n{rnd(ALNUM, 11)}CNTRL is the old pi, remove it",
    )

    r.add(
        "ssh_host_fingerprint",
        f"pi host key fingerprint ED25519 {ssh_fingerprint()}",
        f"ssh warned: ECDSA key fingerprint is {ssh_fingerprint()}. aye that's right, it was reinstalled",
        f"HA ssh addon fingerprint\n{ssh_fingerprint()}",
        f"nas: 256 {ssh_fingerprint()} root@nas (ED25519)",
        f"MD5 fp of the router: {':'.join(hexs(2) for _ in range(16))}",
    )

    r.add(
        "ssh_public_key",
        f"authorized_keys on the HA ssh addon:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dougie@laptop",
        f"my pub key ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"id_rsa.pub (old desktop)\nssh-rsa {ssh_pub('ssh-rsa', 270)} dougie@tower",
        f"ha ssh addon options:\nauthorized_keys:\n  - ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} phone",
        f"give the nephew this: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)} dougie@tablet",
    )

    r.add(
        "git_commit_id",
        f"ha-config repo last good commit {hexs(40)}",
        f"git checkout {hexs(7)} (before I broke the template sensors)",
        f"esphome dev build from commit {hexs(12)}",
        f"z2m fix is in {hexs(40)}, no released yet",
        f"git log --oneline\n{hexs(7)} heating schedule\n{hexs(7)} garage automations\n{hexs(7)} bins",
    )

    r.add(
        "software_version",
        f"HA core 2025.{secrets.randbelow(12) + 1}.{secrets.randbelow(5)}, supervisor 2025.0{secrets.randbelow(9) + 1}.{secrets.randbelow(3)}, os 14.{secrets.randbelow(3)}",
        f"esphome 2024.12.{secrets.randbelow(5)} on all nodes except the shed ({'2023.11.' + str(secrets.randbelow(7))})",
        f"z2m 2.{secrets.randbelow(3)}.{secrets.randbelow(4)}, coordinator rev {20230000 + secrets.randbelow(10000)}",
        f"nuki fw {secrets.randbelow(5) + 3}.{secrets.randbelow(10)}.{secrets.randbelow(20)}, bridge {secrets.randbelow(3) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(10)}",
        f"tasmota 14.{secrets.randbelow(5)}.{secrets.randbelow(3)}(release-tasmota) build {secrets.randbelow(28) + 1:02d}.0{secrets.randbelow(9) + 1}.2025",
    )

    r.add(
        "device_serial_number",
        f"nuki smart lock serial {rnd('0123456789ABCDEF', 8)}",
        f"hue bridge id {hexs(6).upper()}FFFE{hexs(6).upper()}",
        f"boiler (worcester) serial {digits(3)}-{digits(6)}-{digits(4)}-{digits(5)}",
        f"pi 4 serial 10000000{hexs(8)}",
        f"sonoff zbdongle-e s/n {rnd(UPPER + DIGITS, 12)} — for the warranty",
    )

    r.add(
        "masked_value",
        f"octopus key in HA ends ...{rnd(ALNUM, 4)}, the full one's in bitwarden",
        f"card for octopus dd: visa ending {digits(4)}",
        f"tailscale shows key tskey-auth-k{rnd(ALNUM, 4)}••••••• expiring 12 mar",
        f"ha token list: \"node-red\" eyJh…{rnd(URLSAFE, 4)} (masked in ui)",
        f"bank a/c ****{digits(4)}, sort code **-**-{digits(2)}",
    )

    r.add(
        "secret_reference",
        "mqtt:\n  password: !secret mqtt_password\nota:\n  password: !secret ota_password",
        "esphome: api: encryption: key: !secret api_key_boiler  # the real one's in secrets.yaml, no here",
        "github action for the config check: HA_TOKEN: ${{ secrets.HA_TOKEN }}",
        "export OCTOPUS_API_KEY=$(bw get password octopus-api)",
        "tailscale addon reads authkey fae TS_AUTHKEY env, set in the addon ui. see bitwarden 'tailscale iot'",
    )

    r.add(
        "used_one_time_code",
        f"octopus login code {used_code()} — used it, done",
        f"nuki gave the window cleaner a one-off code {nuki_pin()}, expired friday",
        f"github sms code {used_code()} (expired, it sent another)",
        f"tailscale device approval code {used_code()} already used on the pi",
        f"ha mfa code {used_code()} didnae work — clock was oot, fixed wi ntp",
    )

    r.add(
        "parcel_tracking_number",
        f"zigbee dongle parcel: royal mail {rnd(UPPER, 2)}{digits(9)}GB",
        f"dpd tracking {digits(14, lead=True)}",
        f"aliexpress plugs tracking LP{digits(14)} then evri {'H' + digits(15)}",
        f"parcelforce {rnd(UPPER, 2)}{digits(7)}",
        f"amazon pi case, tracking nr\nQ{digits(11)}",
    )

    r.add(
        "order_invoice_number",
        f"amazon order {pick('202', '203', '204', '026')}-{digits(7)}-{digits(7)} (the esp32 boards)",
        f"screwfix order no {digits(10, lead=True)} — cable and a junction box",
        f"aliexpress order {digits(16, lead=True)}, athom plugs x6",
        f"invoice INV-{digits(6)} fae the sparky, £{secrets.randbelow(400) + 80}.{digits(2)}",
        f"toolstation ref {rnd(UPPER, 2)}{digits(8)}",
    )

    r.add(
        "phone_number",
        f"octopus helpline {pick('0808', '0800')} {digits(3)} {digits(4)} (free fae a landline)",
        f"sparky (gordon) 07{digits(3)} {digits(6)}",
        f"nuki support +49 {digits(3)} {digits(7)}",
        f"alarm monitoring co. 01224 {digits(6, lead=True)}",
    )

    r.add(
        "tariff_and_bill",
        f"agile today: min {secrets.randbelow(10)}.{digits(2)}p, max {secrets.randbelow(30) + 20}.{digits(2)}p/kWh, standing {secrets.randbelow(20) + 45}.{digits(2)}p/day",
        f"jan bill £{secrets.randbelow(200) + 90}.{digits(2)} elec, £{secrets.randbelow(150) + 60}.{digits(2)} gas — dreich month",
        f"export (outgoing fixed) 15p/kWh, {secrets.randbelow(300) + 50}.{digits(1)} kWh in {pick('may', 'june', 'july')} {2024 + secrets.randbelow(2)}",
        f"dd goes oot on day {secrets.randbelow(27) + 1} o the month, £{secrets.randbelow(150) + 100}.00 since 01/{secrets.randbelow(12) + 1:02d}/2025",
    )

    r.add(
        "ip_address",
        f"HA {lan_ip()}, pihole {lan_ip()}, mqtt {lan_ip()}",
        f"tailscale ip of the loft pi 100.{secrets.randbelow(64) + 64}.{secrets.randbelow(256)}.{secrets.randbelow(256)}",
        "iot vlan 192.168.20.0/24, gw .1, dhcp .100-.200",
        f"ha ipv6 fd7a:115c:a1e0::{hexs(4)}:{hexs(4)}",
    )

    r.add(
        "uuid_in_url",
        f"energy dashboard http://homeassistant.internal:8123/config/devices/device/{hexs(32)}",
        f"automation editor link http://ha.internal:8123/config/automation/edit/{digits(13, lead=True)}",
        f"grafana board https://grafana.acme.test/d/{rnd(ALNUM, 9)}/hoose-energy?orgId=1",
        f"z2m frontend http://z2m.internal:8080/#/device/{ieee()}/info",
        f"octopus integration page https://ha.acme.test/config/integrations/integration/octopus_energy#config_entry={rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}",
    )

    r.add(
        "automation_device_id",
        f"trigger:\n  - platform: device\n    device_id: {hexs(32)}\n    domain: zha\n    type: remote_button_short_press",
        f"action:\n  - device_id: {hexs(32)}\n    domain: light\n    entity_id: {hexs(32)}\n    type: turn_on",
        f"the nuki's device id in HA is {hexs(32)} (needed for the template)",
        f"config_entry_id: {rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)} for octopus",
        f"zha event device_ieee {':'.join(hexs(2) for _ in range(8))} unique_id {':'.join(hexs(2) for _ in range(8))}:1:0x0006",
    )

    r.add(
        "tuya_device_id",
        f"tuya dev id fer the dehumidifier {tuya_device_id()} — the key's elsewhere",
        f"tinytuya scan found {tuya_device_id()} at {lan_ip()} ver 3.3",
        f"tuya product id {rnd(LOWER + DIGITS, 16)}, device {tuya_device_id()}",
        f"smart life app says virtual id {tuya_device_id()}",
    )

    r.add(
        "bank_details",
        f"pay the sparky: sort code 80-{digits(2)}-{digits(2)} acc {digits(8)}",
        f"octopus refund to {iban('GB', 'BOFS' + '80' + digits(4) + digits(8))}",
        f"bank of scotland BIC BOFSGBS1, iban {iban('GB', 'BOFS' + '80' + digits(4) + digits(8), spaced=False)}",
        f"standing order ref HOOSE{digits(4)} fer the allotment fees",
    )

    r.add(
        "docker_image_digest",
        f"ghcr.io/home-assistant/home-assistant@sha256:{hexs(64)} is what's running",
        f"koenkk/zigbee2mqtt:2.{secrets.randbelow(3)}.{secrets.randbelow(4)} digest sha256:{hexs(64)}",
        f"docker images\nghcr.io/esphome/esphome   latest   {hexs(12)}   3 days ago",
        f"docker ps -> {hexs(12)} eclipse-mosquitto:2 up 14 days",
    )

    r.add(
        "vehicle_vin",
        f"car vin {vin()} (for the ev charger grant)",
        f"VIN {vin()} reg SV{digits(2)} {rnd(UPPER, 3)}",
        f"ohme charger wants the vin\n{vin()}",
        f"morag's car vin: {vin()}",
    )

    r.add(
        "token_metadata",
        "HA long-lived tokens: node-red (made 03/2024), grafana (made 11/2024), old-tablet — revoked",
        f"octopus key regenerated {secrets.randbelow(27) + 1:02d}/0{secrets.randbelow(9) + 1}/2025, old one dead. new one in bitwarden",
        "tailscale authkey for the pis: reusable, tagged, expires in 90 days — remember tae make a new one",
        f"github pat 'ha-config-backup' expires {2025 + secrets.randbelow(2)}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(27) + 1:02d}, scope repo only",
    )

    r.add(
        "ir_remote_code",
        f"telly power NEC {nec_code()}, vol up {nec_code()}",
        f"broadlink learnt code fer the heater on:\nb64:{broadlink_code()}",
        f"remote.send_command data: command: b64:{broadlink_code()}",
        f"tasmota IRsend {{\"Protocol\":\"NEC\",\"Bits\":32,\"Data\":\"{nec_code()}\"}} — amp mute",
    )

    r.add(
        "wireguard_public_key",
        f"wg peer (my brother's place) PublicKey = {wg_key()}",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.6.0.2/32\nEndpoint = vpn.acme.test:51820",
        f"wireguard addon: server public key {wg_key()} — gie this to the phone",
        f"wg show: peer: {wg_key()}\n  latest handshake: 2 minutes ago",
    )

    return r


def main() -> None:
    write_corpora("make_heldout333.py", [
        ("heldout333_credentials.yaml", credentials(), "Held-out batch 333: credentials an Aberdeen home-automation hobbyist keeps (Home Assistant, MQTT, Zigbee2MQTT, ESPHome, Tasmota, Octopus, Tailscale, Pi-hole, door codes and more)"),
        ("heldout333_lookalikes.yaml", lookalikes(), "Held-out batch 333: a home-automation hobbyist's entity ids, MACs, IEEE addresses, firmware hashes, meter numbers, public keys, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
