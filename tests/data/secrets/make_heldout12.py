# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout12_credentials.yaml and heldout12_lookalikes.yaml: the twelfth blind batch.

Written blind: without reading the detector, its tests or the earlier corpora (only the
helpers of make_heldout.py are reused). The persona is developers outside web and cloud work:
mobile (keystores, signing, App Store Connect, Firebase, push), games (Unity, Steamworks, Epic,
PlayFab, dev kits), data science (notebooks, Kaggle, W&B, Hugging Face, Databricks, BigQuery,
Snowflake, R), embedded and IoT (MQTT, LoRaWAN, Zigbee, ESP32, Particle, serial consoles),
Windows and Active Directory (PowerShell, RDP, GPO, BitLocker, LAPS) and network engineering
(Cisco and Juniper configs, SNMP, RADIUS/TACACS, BGP, IPsec). About one note in seven is in
German, French, Spanish, Japanese or Portuguese.

Every credential is synthetic: its random parts come from the `secrets` module at run time,
hosts are under `.test`, `.internal`, `.example` or `acme`, so a rerun draws new values. The
look-alikes are identifiers, fingerprints, hashes of data, public-by-design keys, placeholders,
redactions and references to a secret by name, none of which grants access. Cisco type 5/8/9
hashes are left out of both files (ambiguous). Run from this folder:
`python make_heldout12.py`.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    bitlocker_key,
    digits,
    hexs,
    pem,
    pw,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["anchor", "basalt", "cinder", "dune", "ember", "fjord", "granite", "heron", "island",
         "juniper", "kestrel", "lagoon", "meadow", "nebula", "orchid", "pylon", "quarry",
         "raven", "sierra", "tundra", "umber", "violet", "willow", "yonder", "zephyr"]


# --- small format helpers -------------------------------------------------------------

def npw(n: int = 14) -> str:
    """A device or network secret someone typed into a config."""
    return secrets.choice([
        rnd(ALNUM + "!#%*@", n),
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(['#', '!', '%', '@'])}{secrets.choice(WORDS)}{secrets.randbelow(900) + 100}",
        rnd(ALNUM, n + 4),
    ])


def words_pw(n: int = 4, sep: str = "-") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n)) + str(secrets.randbelow(90) + 10)


def upper_id(n: int = 10) -> str:
    return rnd(UPPER + DIGITS, n)


def mac(sep: str = ":") -> str:
    octets = [secrets.randbelow(256) for _ in range(6)]
    octets[0] &= 0xFC
    return sep.join(f"{o:02x}" for o in octets)


def cisco_mac() -> str:
    return ".".join(hexs(4) for _ in range(3))


def eui() -> str:
    return hexs(16).upper()


def guid_upper() -> str:
    return uid().upper()


def c_bytes(nbytes: int) -> str:
    """A C array initialiser of random bytes: { 0x1A, 0x2B, ... }."""
    return "{ " + ", ".join(f"0x{b:02X}" for b in secrets.token_bytes(nbytes)) + " }"


def sid(rid: int | None = None) -> str:
    sub = "-".join(str(secrets.randbelow(2**32 - 10**9) + 10**9) for _ in range(3))
    return f"S-1-5-21-{sub}-{rid if rid is not None else secrets.randbelow(9000) + 1100}"



def dpapi_blob() -> str:
    """The hex of a DPAPI blob, as mstsc writes it after `password 51:b:`."""
    header = "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000"
    return header + hexs(8).upper() + "0000000002000000000003660000C000000010000000" + hexs(560).upper()


CISCO7_XLAT = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"


def cisco_type7(plain: str) -> str:
    """Cisco type 7: a Vigenere-style XOR with a published key, so anyone can reverse it."""
    seed = secrets.randbelow(16)
    return f"{seed:02d}" + "".join(
        f"{ord(c) ^ ord(CISCO7_XLAT[(seed + i) % len(CISCO7_XLAT)]):02X}" for i, c in enumerate(plain))


JUNOS_FAMILY = ["QzF3n6/9CAtpu0O", "B1IREhcSyrleKvMW8LXx", "7N-dVbwsY2g4oaJZGUDj", "iHkq.mPf5T"]
JUNOS_EXTRA = {c: 3 - i for i, fam in enumerate(JUNOS_FAMILY) for c in fam}
JUNOS_ALPHA = "".join(JUNOS_FAMILY)
JUNOS_ENCODING = [[1, 4, 32], [1, 16, 32], [1, 8, 32], [1, 64], [1, 32], [1, 4, 16, 128], [1, 32, 64]]


def junos9(plain: str) -> str:
    """Junos `$9$` obfuscation: reversible by anyone who has the (public) algorithm."""
    salt = secrets.choice(JUNOS_ALPHA)
    out = "$9$" + salt + "".join(secrets.choice(JUNOS_ALPHA) for _ in range(JUNOS_EXTRA[salt]))
    prev = salt
    for pos, ch in enumerate(plain):
        value = ord(ch)
        gaps: list[int] = []
        for mod in reversed(JUNOS_ENCODING[pos % len(JUNOS_ENCODING)]):
            gaps.insert(0, value // mod)
            value %= mod
        for gap in gaps:
            prev = JUNOS_ALPHA[(gap + JUNOS_ALPHA.index(prev) + 1) % len(JUNOS_ALPHA)]
            out += prev
    return out


def pkcs8_ec() -> str:
    """An App Store Connect / APNs .p8 key: PKCS#8 P-256, fixed ASN.1 prefix then random."""
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(secrets.token_bytes(105))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def json_pem() -> str:
    """A PKCS#8 RSA private key as it sits inside a Google service-account JSON (escaped newlines)."""
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(secrets.token_bytes(300))
    lines = "\\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\\n{lines}\\n-----END PRIVATE KEY-----\\n"


def service_account(project: str, name: str) -> str:
    client_id = digits(21, lead=True)
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": "@@KEY@@",
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": client_id,
        "token_uri": "https://oauth2.googleapis.com/token",
    }).replace("@@KEY@@", json_pem())


def asc_key_id() -> str:
    return upper_id(10)


def p12_blob() -> str:
    return b64(b"\x30\x82\x0a\x1f\x02\x01\x03" + secrets.token_bytes(150))


def jks_blob() -> str:
    return b64(b"\xfe\xed\xfe\xed\x00\x00\x00\x02" + secrets.token_bytes(150))


def unity_serial() -> str:
    return "SC-" + "-".join(upper_id(4) for _ in range(5))


def playfab_title() -> str:
    return rnd("0123456789ABCDEF", 5)


def playfab_secret() -> str:
    return upper_id(52)


def ttn_key() -> str:
    return f"NNSXS.{upper_id(39)}.{upper_id(52)}"


def fp(nbytes: int) -> str:
    return ":".join(f"{b:02X}" for b in secrets.token_bytes(nbytes))


def steamid64() -> str:
    return str(76561197960265728 + secrets.randbelow(10**9))


def manifest_id() -> str:
    return digits(19, lead=True)


def appid() -> str:
    return str(secrets.randbelow(2_000_000) + 1_000_000)


def wandb_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def ip(prefix: str = "10.") -> str:
    rest = 4 - prefix.count(".")
    return prefix + ".".join(str(secrets.randbelow(254) + 1) for _ in range(rest))


def v6() -> str:
    return "2001:db8:" + ":".join(hexs(4).lstrip("0") or "0" for _ in range(6))


# --- credentials ----------------------------------------------------------------------

def credentials() -> list[tuple[str, str]]:
    r = Rows()

    # mobile
    r.add("android_keystore",
          f"# ~/.gradle/gradle.properties on the release Mac\nRELEASE_STORE_FILE=/Users/dana/keys/acme-upload.jks\nRELEASE_STORE_PASSWORD={pw()}\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD={pw()}",
          f'signingConfigs {{\n    create("release") {{\n        storeFile = file("keystore/widgets-release.keystore")\n        storePassword = "{rnd(ALNUM, 18)}"\n        keyAlias = "widgets"\n        keyPassword = "{rnd(ALNUM, 18)}"\n    }}\n}}',
          f"apksigner sign --ks upload.jks --ks-key-alias upload --ks-pass pass:{npw()} --key-pass pass:{npw()} app/build/outputs/apk/release/app-release-unsigned.apk",
          f"CI secrets for the Android job:\nANDROID_KEYSTORE_B64={jks_blob()}\nANDROID_KEYSTORE_PASSWORD={rnd(ALNUM, 20)}\nANDROID_KEY_ALIAS=upload",
          f"Keystore-Passwort für den Play-Upload-Key (Alias upload, Schlüsselpasswort identisch): {pw()}")
    kid, team, iss = asc_key_id(), upper_id(10), uid()
    r.add("appstore_connect_key",
          f"App Store Connect API key for the CI uploader. Key ID {kid}, Issuer ID {iss}\n{pkcs8_ec()}",
          'app_store_connect_api_key(\n  key_id: "' + asc_key_id() + '",\n  issuer_id: "' + uid() + '",\n  key_content: "' + pkcs8_ec().replace("\n", "\\n") + '"\n)',
          json.dumps({"key_id": asc_key_id(), "issuer_id": uid(), "key": pkcs8_ec(), "in_house": False}, indent=1))
    r.add("apns_key",
          f"AuthKey_{asc_key_id()}.p8 for push (APNs token auth, team {team}, topic test.acme.widgets):\n{pkcs8_ec()}",
          "const provider = new apn.Provider({\n  token: { key: `" + pkcs8_ec() + "`, keyId: '" + asc_key_id() + "', teamId: '" + team + "' },\n  production: true,\n});",
          f"APNs本番用の証明書 (.p12) を書き出しました。base64: {p12_blob()}\nエクスポートパスワード: {npw()}")
    r.add("fastlane_match",
          f"MATCH_PASSWORD={words_pw()}\nMATCH_GIT_BASIC_AUTHORIZATION={basic('acme-ci-bot', 'ghp_' + rnd(ALNUM, 36))}",
          f"fastlane match decrypt passphrase for the certificates repo (git@git.acme.test:mobile/certs.git): {pw()}",
          f"Contraseña de match para el repo de certificados: {words_pw(3)} (sin ella no se pueden descifrar los perfiles)",
          f"FASTLANE_USER=release@acme.test\nFASTLANE_PASSWORD={pw()}\nFASTLANE_ITC_TEAM_ID={digits(9, lead=True)}")
    asp = "-".join(rnd(LOWER, 4) for _ in range(4))
    r.add("apple_app_specific_password",
          f'xcrun notarytool store-credentials "AC_NOTARY" --apple-id release@acme.test --team-id {team} --password {asp}',
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={'-'.join(rnd(LOWER, 4) for _ in range(4))}",
          f"xcrun altool --upload-app -t ios -f build/Widgets.ipa -u release@acme.test -p {'-'.join(rnd(LOWER, 4) for _ in range(4))}")
    r.add("firebase_server_credential",
          f"curl -X POST https://fcm.googleapis.com/fcm/send -H 'Authorization: key=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}' -H 'Content-Type: application/json' -d @push.json",
          f"firebase login:ci gave us this for the deploy job:\nFIREBASE_TOKEN=1//0{rnd(URLSAFE, 99)}",
          "serviceAccountKey.json for firebase-admin (project acme-widgets):\n" + service_account("acme-widgets", "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5)))
    r.add("play_service_account",
          "supply json_key_data for the Play Console uploader:\n" + service_account("acme-play-publisher", "fastlane-supply"),
          "Chave da conta de serviço do Google Play Console (upload automático das builds):\n" + service_account("acme-mobile-ci", "play-upload"))

    # games
    r.add("unity_license",
          f"game-ci secrets for the Windows runner:\nUNITY_EMAIL=builds@acme.test\nUNITY_PASSWORD={pw()}\nUNITY_SERIAL={unity_serial()}",
          f'"C:\\Program Files\\Unity\\Hub\\Editor\\2022.3.21f1\\Editor\\Unity.exe" -batchmode -quit -serial {unity_serial()} -username builds@acme.test -password {npw()}',
          f"Licence Unity Pro du poste de build : compte builds@acme.test, mot de passe {pw()}, numéro de série {unity_serial()}")
    app = appid()
    r.add("steamworks_webapi_key",
          f'curl "https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={hexs(32).upper()}&steamid={steamid64()}&appid={app}"',
          f"STEAM_PUBLISHER_WEB_API_KEY={hexs(32).upper()}  # server-side only, group key for app {app}",
          f"Steamworks のパブリッシャー Web API キー: {hexs(32).upper()} (サーバー側だけで使うこと)")
    r.add("steamcmd_login",
          f"steamcmd +login acme_buildbot {npw()} +run_app_build ../scripts/app_build_{app}.vdf +quit",
          f"Steam build account for uploads: acme_buildbot / {pw()} (Steam Guard mails go to builds@acme.test)")
    title = playfab_title()
    r.add("playfab_secret_key",
          f'curl -X POST https://{title}.playfabapi.com/Admin/GetUserAccountInfo -H "X-SecretKey: {playfab_secret()}" -H "Content-Type: application/json" -d \'{{"PlayFabId": "{hexs(16).upper()}"}}\'',
          f'PlayFabSettings.staticSettings.TitleId = "{title}";\nPlayFabSettings.staticSettings.DeveloperSecretKey = "{playfab_secret()}";',
          f"PLAYFAB_TITLE_ID={title}\nPLAYFAB_DEV_SECRET_KEY={playfab_secret()}")
    r.add("eos_client_secret",
          f"EOS_CLIENT_ID=xyza7891{rnd(ALNUM, 24)}\nEOS_CLIENT_SECRET={rnd(URLSAFE, 43)}",
          f'PlatformOptions.ClientCredentials.ClientId = "xyza7891{rnd(ALNUM, 24)}";\nPlatformOptions.ClientCredentials.ClientSecret = "{rnd(URLSAFE, 43)}";',
          f"curl -u xyza7891{rnd(ALNUM, 24)}:{rnd(URLSAFE, 43)} -d grant_type=client_credentials -d deployment_id={hexs(32)} https://api.epicgames.dev/auth/v1/oauth/token")
    r.add("console_devkit_login",
          f"Xbox Device Portal on the devkit in room 3 (https://10.20.4.31:11443): user devportal, password {npw()}",
          f"Steam Deck devkit: ssh deck@10.20.4.40, password {npw()} (set with passwd for the devkit client)",
          f"Kit de desarrollo en la sala QA: usuario admin, contraseña {npw()} (panel web en https://10.20.4.52)")

    # data science
    r.add("kaggle_api",
          json.dumps({"username": "dana_ml", "key": hexs(32)}),
          f'import os\nos.environ["KAGGLE_USERNAME"] = "acme-ds"\nos.environ["KAGGLE_KEY"] = "{hexs(32)}"\n!kaggle competitions download -c acme-churn-2024',
          f"Kaggle-API-Zugang für den Team-Account: Nutzer acme_research, key {hexs(32)}")
    r.add("wandb_api_key",
          f"!wandb login {hexs(40)}",
          f"WANDB_ENTITY=acme-ml\nWANDB_API_KEY={hexs(40)}",
          f"machine api.wandb.ai\n  login user\n  password {hexs(40)}",
          f"wandb login --host https://wandb.acme.internal local-{hexs(40)}")
    r.add("huggingface_token",
          f"huggingface-cli login --token hf_{rnd(ALNUM, 34)} --add-to-git-credential",
          f"HF_TOKEN=hf_{rnd(ALNUM, 34)}  # write token for the acme org",
          f'from huggingface_hub import login\nlogin(token="hf_{rnd(ALNUM, 34)}")',
          f"git remote set-url origin https://dana:hf_{rnd(ALNUM, 34)}@huggingface.co/acme/ner-base",
          f"Token de escritura de Hugging Face para la organización acme: hf_{rnd(ALNUM, 34)}")
    r.add("databricks_pat",
          f"~/.databrickscfg\n[DEFAULT]\nhost = https://acme-ml.cloud.databricks.com\ntoken = dapi{hexs(32)}",
          f"export DATABRICKS_HOST=https://acme-ml.cloud.databricks.com\nexport DATABRICKS_TOKEN=dapi{hexs(32)}",
          f"jdbc:databricks://acme-ml.cloud.databricks.com:443/default;transportMode=http;ssl=1;httpPath=/sql/1.0/warehouses/{hexs(16)};AuthMech=3;UID=token;PWD=dapi{hexs(32)}")
    r.add("bigquery_service_account",
          "bq-reader key for the dashboards notebook:\n" + service_account("acme-analytics", "bq-reader"),
          "from google.oauth2 import service_account\ninfo = " + service_account("acme-warehouse", "etl-loader") + "\ncreds = service_account.Credentials.from_service_account_info(info)",
          "Clé du compte de service BigQuery (lecture seule sur analytics) :\n" + service_account("acme-bi", "looker-ro"))
    r.add("snowflake_login",
          f"~/.snowsql/config\n[connections.analytics]\naccountname = acme-xy{digits(5)}\nusername = DANA\npassword = {pw()}\nwarehousename = ANALYST_WH",
          f'conn = snowflake.connector.connect(\n    account="acme-xy{digits(5)}", user="ETL_SVC", password="{npw()}",\n    warehouse="TRANSFORM_WH", database="RAW")',
          f"SNOWFLAKE_USER=DBT_SVC\nSNOWFLAKE_PRIVATE_KEY_PASSPHRASE={words_pw()}\nSNOWFLAKE_PRIVATE_KEY=\n{pem('ENCRYPTED PRIVATE KEY', 3)}")
    r.add("jupyter_token",
          f"The shared Jupyter on gpu01: http://gpu01.internal:8888/lab?token={hexs(48)}",
          f"# /etc/jupyter/jupyter_server_config.py on the lab box\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.token = '{hexs(48)}'",
          f'curl -H "Authorization: token {hexs(32)}" https://hub.acme.internal/hub/api/users  # JupyterHub admin service token')
    r.add("rstudio_connect",
          f"rsconnect::setAccountInfo(name='acme-analytics', token='{hexs(32).upper()}', secret='{rnd(B64, 40)}')",
          f"# ~/.Renviron\nCONNECT_SERVER=https://connect.acme.internal\nCONNECT_API_KEY={rnd(ALNUM, 32)}",
          f'con <- DBI::dbConnect(odbc::odbc(), Driver = "PostgreSQL", Server = "warehouse.acme.internal",\n                      Database = "marts", UID = "analyst", PWD = "{npw()}", Port = 5432)',
          f"Login do RStudio Server da equipe (https://rstudio.acme.internal): usuário rs-equipe, senha {pw()}")
    neptune = b64(json.dumps({"api_address": "https://neptune.acme.internal", "api_url": "https://neptune.acme.internal", "api_key": uid()}).encode())
    r.add("neptune_token",
          f"NEPTUNE_API_TOKEN={neptune}",
          'run = neptune.init_run(project="acme/churn", api_token="' + b64(json.dumps({"api_address": "https://neptune.acme.internal", "api_url": "https://neptune.acme.internal", "api_key": uid()}).encode()) + '")')

    # embedded / IoT
    r.add("mqtt_login",
          f"mosquitto_pub -h broker.acme.internal -p 8883 --cafile ca.crt -u sensor-gw -P '{npw()}' -t plant/line3/temp -m 21.4",
          f"MQTT_URL=mqtts://telemetry:{rnd(ALNUM, 20)}@mqtt.acme.internal:8883",
          f'client = mqtt.Client(client_id="esp-node-17")\nclient.username_pw_set("esp-node", "{npw()}")\nclient.tls_set("ca.pem")\nclient.connect("mqtt.acme.internal", 8883)',
          f"mqtt:\n  broker: 10.0.30.5\n  port: 1883\n  username: homeassistant\n  password: {pw()}",
          f"# mosquitto bridge to the cloud broker\nconnection cloud-bridge\naddress mqtt.acme.test:8883\nremote_username bridge01\nremote_password {rnd(ALNUM, 22)}\ntopic sensors/# out 1")
    r.add("lorawan_root_key",
          f"ChirpStack device plant-sensor-17: DevEUI {eui()} (label), AppKey {hexs(32).upper()} (OTAA root key)",
          f"// LMIC keys for node 4\nstatic const u1_t PROGMEM APPKEY[16] = {c_bytes(16)};",
          f"LoRaWAN 1.1 node keys:\nNwkKey = {hexs(32).upper()}\nAppKey = {hexs(32).upper()}",
          f"AT+NJM=1\nAT+DEVEUI={eui()}\nAT+APPEUI={eui()}\nAT+APPKEY={hexs(32).upper()}\nAT+JOIN=1:0:10:8",
          f"LoRaWANノード #9 のAppKey: {hexs(32).upper()} (OTAA、ChirpStackに登録済み)")
    r.add("zigbee_network_key",
          "# zigbee2mqtt configuration.yaml\nadvanced:\n  pan_id: 0x1A62\n  network_key: [" + ", ".join(str(b) for b in secrets.token_bytes(16)) + "]\n  channel: 15",
          f"Zigbee network key for the office mesh (coordinator backup): {hexs(32).upper()}",
          f"Zigbee-Netzwerkschlüssel aus dem Coordinator-Backup: {':'.join(hexs(2) for _ in range(16))}")
    r.add("esp32_wifi",
          f'#define WIFI_SSID     "AcmeLab-IoT"\n#define WIFI_PASSWORD "{npw()}"\n#define MQTT_HOST     "10.0.30.5"',
          f'CONFIG_EXAMPLE_WIFI_SSID="plant-floor"\nCONFIG_EXAMPLE_WIFI_PASSWORD="{pw()}"',
          f'# ESPHome secrets.yaml\nwifi_ssid: "greenhouse"\nwifi_password: "{npw()}"\nota_password: "{rnd(ALNUM, 16)}"\napi_encryption_key: "{b64(secrets.token_bytes(32))}"',
          f"Identifiants Wi-Fi flashés dans le firmware ESP32 : SSID atelier-capteurs, mot de passe {npw()}")
    r.add("wlan_psk",
          f"# hostapd.conf on the sensor AP\ninterface=wlan0\nssid=acme-iot\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={npw()}",
          f"wlan IOT-SENSORS 5 IOT-SENSORS\n security wpa psk set-key ascii 0 {npw()}\n no security wpa akm dot1x\n security wpa akm psk",
          f"network={{\n    ssid=\"lab-2g\"\n    psk=\"{npw()}\"\n}}")
    r.add("particle_token",
          f"PARTICLE_ACCESS_TOKEN={hexs(40)}",
          f"curl https://api.particle.io/v1/devices/{hexs(24)}/led -d arg=on -d access_token={hexs(40)}",
          f"$ particle token create --never-expires\nNew access token never expires\n    {hexs(40)}")
    r.add("arduino_cloud_secret",
          f'// arduino_secrets.h\n#define SECRET_SSID "workshop"\n#define SECRET_OPTIONAL_PASS "{npw()}"\n#define SECRET_DEVICE_KEY "{rnd(UPPER + DIGITS, 20)}"',
          f"ARDUINO_CLIENT_ID={rnd(ALNUM, 32)}\nARDUINO_CLIENT_SECRET={rnd(ALNUM, 64)}")
    r.add("serial_console_login",
          f"Serial console on the gateway (screen /dev/ttyUSB0 115200): login root, password {npw()}",
          f"Serielle Konsole am Router im Keller (115200 8N1): root / {npw()}",
          f"OpenWrt root password on the field units, set over UART: {pw()}",
          f"シリアルコンソール (ttyS0, 115200) のログイン: ユーザー admin / パスワード {npw()}")
    r.add("ttn_api_key",
          f"TTN_API_KEY={ttn_key()}",
          f"ttn-lw-cli login --api-key {ttn_key()}")
    r.add("iot_device_key",
          f"certs/device-private.pem.key for thing plant-sensor-17:\n{pem('RSA PRIVATE KEY', 5)}",
          f"HostName=acme-hub.azure-devices.net;DeviceId=sensor-17;SharedAccessKey={b64(secrets.token_bytes(32))}")

    # Windows / Active Directory
    r.add("bitlocker_recovery_key",
          f"BitLocker recovery key for LAP-0421 (C:): {bitlocker_key()}",
          f"PS> manage-bde -protectors -get C:\n    Numerical Password:\n      ID: {{{guid_upper()}}}\n      Password:\n        {bitlocker_key()}",
          f"BitLocker-Wiederherstellungsschlüssel von NB-MUC-017: {bitlocker_key()}",
          f"Clave de recuperación de BitLocker del portátil de Lucía: {bitlocker_key()}")
    r.add("laps_password",
          f"PS> Get-LapsADPassword -Identity WS-0142 -AsPlainText\nComputerName        : WS-0142\nDistinguishedName   : CN=WS-0142,OU=Workstations,DC=acme,DC=internal\nAccount             : Administrator\nPassword            : {rnd(ALNUM + '{}%&#', 20)}\nPasswordUpdateTime  : 5/14/2024 9:12:03 AM",
          f"PS> Get-AdmPwdPassword -ComputerName SRV-FILE02\nComputerName DistinguishedName                              Password             ExpirationTimestamp\n------------ -----------------                              --------             -------------------\nSRV-FILE02   CN=SRV-FILE02,OU=Servers,DC=acme,DC=internal     {rnd(ALNUM + '+-', 16)}     6/1/2024 3:00:00 AM",
          f"ms-Mcs-AdmPwd for KIOSK-03 (local Administrator): {rnd(ALNUM + '!%', 18)}",
          f"Mot de passe LAPS du poste ACC-PC22 (compte Administrateur local) : {rnd(ALNUM + '#%', 20)}")
    r.add("rdp_saved_password",
          f"full address:s:ts01.acme.internal\nusername:s:ACME\\svc_backup\nprompt for credentials:i:0\npassword 51:b:{dpapi_blob()}",
          f"jumpbox.rdp\nscreen mode id:i:2\nfull address:s:10.0.8.15:3389\nusername:s:ACME\\admin.dana\npassword 51:b:{dpapi_blob()}",
          f"cmdkey /generic:TERMSRV/ts01.acme.internal /user:ACME\\admin.dana /pass:{pw()}")
    r.add("powershell_credential",
          f"$secpw = ConvertTo-SecureString '{pw()}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('ACME\\svc_sql', $secpw)",
          f"Invoke-Command -ComputerName SQL01 -Credential (New-Object PSCredential 'ACME\\admin.dana', (ConvertTo-SecureString \"{npw()}\" -AsPlainText -Force)) -ScriptBlock {{ Restart-Service MSSQLSERVER }}",
          f"net use Z: \\\\fs01.acme.internal\\deploy /user:ACME\\svc_deploy {npw()} /persistent:no",
          f"$p = ConvertTo-SecureString -String \"{pw()}\" -AsPlainText -Force\n$c = [pscredential]::new('ACME\\svc_join', $p)\nAdd-Computer -DomainName acme.internal -Credential $c -Restart",
          f"# script de migração: credencial do serviço, senha em texto puro (trocar depois)\n$senha = ConvertTo-SecureString '{npw()}' -AsPlainText -Force\n$cred = New-Object PSCredential('ACME\\svc_migracao', $senha)")
    r.add("windows_service_password",
          f'sc.exe config MSSQLSERVER obj= "ACME\\svc_sql" password= "{pw()}"',
          f"schtasks /create /tn NightlyExport /tr C:\\jobs\\export.cmd /sc daily /st 02:00 /ru ACME\\svc_batch /rp {npw()}",
          f'%windir%\\system32\\inetsrv\\appcmd set apppool "Intranet" /processModel.identityType:SpecificUser /processModel.userName:ACME\\svc_iis /processModel.password:{npw()}',
          f"Dienstkonto ACME\\svc_backup für Veeam — Kennwort {pw()} (läuft nie ab)")
    r.add("gpp_cpassword",
          f'<User clsid="{{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}}" name="LocalAdmin" image="2" changed="2019-03-11 10:20:33" uid="{{{guid_upper()}}}"><Properties action="U" newName="" fullName="" description="" cpassword="{b64(secrets.token_bytes(32)).rstrip("=")}" changeLogon="0" noChange="1" neverExpires="1" acctDisabled="0" userName="LocalAdmin"/></User>',
          f'Found in SYSVOL ScheduledTasks.xml (GPP, the AES key is public so this decrypts): runAs="ACME\\svc_task" cpassword="{b64(secrets.token_bytes(48)).rstrip("=")}"')
    r.add("unattend_password",
          f"<UserAccounts>\n  <AdministratorPassword>\n    <Value>{pw()}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>",
          f"<AutoLogon>\n  <Enabled>true</Enabled>\n  <Username>kiosk</Username>\n  <Password>\n    <Value>{npw()}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n</AutoLogon>",
          f"<Identification>\n  <Credentials>\n    <Domain>acme.internal</Domain>\n    <Username>svc_join</Username>\n    <Password>{npw()}</Password>\n  </Credentials>\n  <JoinDomain>acme.internal</JoinDomain>\n</Identification>")
    r.add("dsrm_password",
          f"Install-ADDSForest -DomainName acme.internal -InstallDns -SafeModeAdministratorPassword (ConvertTo-SecureString '{pw()}' -AsPlainText -Force)",
          f"DSRM password on DC01 and DC02 (reset 2024-03): {pw()}")

    # network
    r.add("cisco_enable_password",
          f"hostname SW-ACCESS-12\n!\nenable password {npw()}\n!\nno ip domain-lookup",
          f"enable password 0 {npw()}",
          f"Contraseña de enable en los switches del almacén: {npw()}")
    r.add("cisco_local_user",
          f"username admin privilege 15 password 0 {npw()}",
          f"username netops privilege 15 password {npw()}\nusername backup privilege 1 password 0 {npw()}",
          f"aaa new-model\naaa authentication login default local\nusername breakglass privilege 15 password 0 {pw()}")
    r.add("cisco_type7",
          f"username backup privilege 15 password 7 {cisco_type7(npw())}",
          f"enable password 7 {cisco_type7(npw())}",
          f"old edge router still has: tacacs-server host 10.10.1.31 key 7 {cisco_type7(npw())} (type 7 decodes with any online tool)",
          f"line con 0\n password 7 {cisco_type7(npw())}\n login")
    r.add("cisco_line_password",
          f"line vty 0 15\n password {npw()}\n login\n transport input ssh",
          f"line con 0\n exec-timeout 5 0\n password {npw()}\n login")
    r.add("snmp_write_community",
          f"snmp-server community {rnd(ALNUM, 14)} RW 10\naccess-list 10 permit 10.10.1.0 0.0.0.255",
          f"snmpset -v2c -c {rnd(ALNUM, 12)} 10.0.0.1 1.3.6.1.2.1.2.2.1.7.3 i 2   # shut Gi0/3 remotely",
          f"set snmp community {rnd(ALNUM, 16)} authorization read-write\nset snmp community {rnd(ALNUM, 16)} clients 10.10.1.0/24",
          f"Communauté SNMP en écriture (RW) des switches du site de Lyon : {rnd(ALNUM, 14)}")
    r.add("radius_shared_secret",
          f"radius server ISE-1\n address ipv4 10.10.1.20 auth-port 1812 acct-port 1813\n key {npw()}",
          f"radius-server host 10.10.1.21 auth-port 1812 acct-port 1813 key 0 {npw()}",
          f"# /etc/freeradius/3.0/clients.conf\nclient access-switches {{\n    ipaddr = 10.20.0.0/16\n    secret = {rnd(ALNUM, 24)}\n}}",
          f"RADIUS-Shared-Secret für die WLAN-Controller: {npw()}")
    r.add("tacacs_key",
          f"tacacs server TAC-PRIMARY\n address ipv4 10.10.1.30\n key 0 {npw()}",
          f"tacacs-server host 10.10.1.31 key {npw()}",
          f'# /etc/tac_plus.conf\nkey = "{rnd(ALNUM, 20)}"\naccounting file = /var/log/tac_plus.acct',
          f"TACACS+ の共有キー (全ルーター共通): {npw()}")
    r.add("bgp_md5_password",
          f"router bgp 65010\n neighbor 203.0.113.1 remote-as 64500\n neighbor 203.0.113.1 password {npw()}",
          f"! frr.conf\nrouter bgp 64512\n neighbor 198.51.100.9 remote-as 64496\n neighbor 198.51.100.9 password {rnd(ALNUM, 16)}",
          f'set protocols bgp group transit neighbor 192.0.2.5 authentication-key "{npw()}"',
          f"Senha MD5 da sessão BGP com o route server do IX (AS 64520): {npw()}")
    r.add("ipsec_psk",
          f"crypto isakmp key {npw(18)} address 203.0.113.10",
          f'# /etc/ipsec.secrets\n198.51.100.7 203.0.113.22 : PSK "{rnd(ALNUM, 32)}"',
          f'config vpn ipsec phase1-interface\n    edit "to-branch-07"\n        set interface "wan1"\n        set remote-gw 203.0.113.40\n        set psksecret {npw(20)}\n    next\nend',
          f"crypto ikev2 keyring KR-BRANCH\n peer BRANCH-07\n  address 203.0.113.40\n  pre-shared-key local {npw()}\n  pre-shared-key remote {npw()}",
          f"Clé pré-partagée du tunnel IPsec vers l'agence de Nantes (203.0.113.50) : {npw(20)}")
    r.add("juniper_9_secret",
          f'set system radius-server 10.10.1.20 secret "{junos9(npw())}"',
          f'set protocols ospf area 0.0.0.0 interface ge-0/0/1.0 authentication md5 1 key "{junos9(npw())}"',
          f'set security ike policy IKE-POL-BRANCH pre-shared-key ascii-text "{junos9(npw(20))}"   ## SECRET-DATA')
    r.add("snmpv3_user_keys",
          f"snmp-server user nms-poller NMS-GROUP v3 auth sha {npw()} priv aes 128 {npw()}",
          f'# /etc/snmp/snmpd.conf\ncreateUser monitor SHA "{rnd(ALNUM, 16)}" AES "{rnd(ALNUM, 16)}"\nrouser monitor priv')
    r.add("routing_auth_key",
          f"key chain OSPF-KEYS\n key 1\n  key-string {npw()}\n  cryptographic-algorithm hmac-sha-256",
          f"interface GigabitEthernet0/1\n ip ospf message-digest-key 1 md5 {npw()}\n ip ospf authentication message-digest",
          f"interface Vlan10\n standby 1 ip 10.0.10.1\n standby 1 authentication md5 key-string {npw()}")
    return r


# --- look-alikes ----------------------------------------------------------------------

def lookalikes() -> list[tuple[str, str]]:
    r = Rows()
    team = upper_id(10)
    kid = asc_key_id()

    # mobile
    r.add("android_cert_fingerprint",
          f"./gradlew signingReport\nVariant: release\nStore: /Users/dana/keys/acme-upload.jks\nAlias: upload\nMD5: {fp(16)}\nSHA1: {fp(20)}\nSHA-256: {fp(32)}\nValid until: Tuesday, 12 March 2052",
          f"Add the debug keystore SHA-1 {fp(20)} to the Firebase console so Google Sign-In works on the emulator.",
          '[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "test.acme.widgets", "sha256_cert_fingerprints": ["' + fp(32) + '"]}}]',
          f"SHA-256-Fingerabdruck des App-Signaturschlüssels aus der Play Console: {fp(32)}")
    r.add("ios_bundle_team_id",
          f"Bundle ID test.acme.widgets, Team ID {team}, app group group.test.acme.widgets, keychain group {team}.test.acme.shared",
          json.dumps({"applinks": {"details": [{"appIDs": [f"{team}.test.acme.widgets"], "components": [{"/": "/orders/*"}]}]}}),
          f"DEVELOPMENT_TEAM = {team};\nPRODUCT_BUNDLE_IDENTIFIER = test.acme.widgets.NotificationService;\nCODE_SIGN_STYLE = Manual;")
    pp = guid_upper()
    r.add("provisioning_profile_uuid",
          f"Xcode keeps picking ~/Library/MobileDevice/Provisioning Profiles/{pp}.mobileprovision; delete it and rerun match.",
          f"<key>provisioningProfiles</key>\n<dict>\n  <key>test.acme.widgets</key>\n  <string>{guid_upper()}</string>\n</dict>",
          f"$ security cms -D -i embedded.mobileprovision | grep -A1 UUID\n<key>UUID</key>\n<string>{pp.lower()}</string>")
    store_id = digits(10, lead=True)
    r.add("app_store_app_id",
          f"The App Store link for the release notes: https://apps.apple.com/app/id{store_id}",
          f"ASC app record: Apple ID {store_id}, SKU WIDGETS-IOS-01, bundle test.acme.widgets",
          f"App Store の Apple ID (数値) は {digits(10, lead=True)} です。レビュー用リンクに使う。")
    pnum = digits(12, lead=True)
    gs = {"project_info": {"project_number": pnum, "project_id": "acme-widgets", "storage_bucket": "acme-widgets.appspot.com"},
          "client": [{"client_info": {"mobilesdk_app_id": f"1:{pnum}:android:{hexs(16)}", "android_client_info": {"package_name": "test.acme.widgets"}},
                      "api_key": [{"current_key": f"AIza{rnd(URLSAFE, 35)}"}]}]}
    r.add("firebase_public_config",
          "google-services.json, committed on purpose: the api_key of a Firebase Android app is public by design (it ships in every APK and is restricted to our package and SHA-1).\n" + json.dumps(gs),
          f"GoogleService-Info.plist values (public, bundled into the IPA): GOOGLE_APP_ID 1:{pnum}:ios:{hexs(16)}, GCM_SENDER_ID {pnum}, API_KEY AIza{rnd(URLSAFE, 35)} (iOS-restricted browser key, not a secret)",
          f"const firebaseConfig = {{ apiKey: 'AIza{rnd(URLSAFE, 35)}', authDomain: 'acme-widgets.firebaseapp.com', projectId: 'acme-widgets', appId: '1:{pnum}:web:{hexs(22)}', measurementId: 'G-{upper_id(10)}' }}; // public web config, access is enforced by security rules",
          f"La api_key de google-services.json (AIza{rnd(URLSAFE, 35)}) es pública por diseño: va dentro del APK y está restringida por paquete y SHA-1. No hace falta rotarla.")
    r.add("asc_key_reference",
          f"App Store Connect API: Key ID {kid}, Issuer ID {uid()}. The .p8 (AuthKey_{kid}.p8) is in 1Password under Mobile/CI and never in the repo.",
          'app_store_connect_api_key(key_id: ENV["ASC_KEY_ID"], issuer_id: ENV["ASC_ISSUER_ID"], key_filepath: ENV["ASC_KEY_PATH"], in_house: false)',
          f"APNs key id {asc_key_id()}, team {team}, topic test.acme.widgets; the push server reads the key from Secret Manager (apns-auth-key).")
    r.add("dependency_checksum",
          f'<component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">\n   <artifact name="okhttp-4.12.0.jar">\n      <sha256 value="{hexs(64)}" origin="Generated by Gradle"/>\n   </artifact>\n</component>',
          f"SPEC CHECKSUMS:\n  Alamofire: {hexs(40)}\n  FirebaseCore: {hexs(40)}\n\nPODFILE CHECKSUM: {hexs(40)}",
          f'"identity" : "swift-collections",\n"location" : "https://github.com/apple/swift-collections.git",\n"state" : {{ "revision" : "{hexs(40)}", "version" : "1.1.0" }}')
    r.add("adb_device_serial",
          f"$ adb devices\nList of devices attached\nR58M{upper_id(7)}\tdevice\nemulator-5554\tdevice",
          f"Pixel test phone serial {upper_id(12)}; use adb -s with it when two phones are plugged in.")
    r.add("ios_udid",
          f"Registered the QA iPhone: UDID 0000{digits(4)}-00{hexs(14).upper()} (iPhone 15), added to the ad hoc profile.",
          f"xcrun xctrace list devices shows Dana's iPad ({hexs(40)})")
    r.add("crashlytics_issue",
          f"Crashlytics issue {hexs(32)} (NullPointerException in CartAdapter) spiked after 3.4.1.",
          f"Firebase installation id {rnd(URLSAFE, 22)} from the bug report; the crash is on build 341.")

    # games
    r.add("unity_meta_guid",
          f"fileFormatVersion: 2\nguid: {hexs(32)}\nMonoImporter:\n  externalObjects: {{}}\n  serializedVersion: 2\n  executionOrder: 0",
          f"  m_Script: {{fileID: 11500000, guid: {hexs(32)}, type: 3}}\n  m_Name: PlayerController",
          f"Merge conflict in PlayerController.cs.meta: both branches changed the guid ({hexs(32)} vs {hexs(32)}); keep ours or every prefab loses the script.")
    r.add("unity_cloud_ids",
          f"ProjectSettings.asset:\n  cloudProjectId: {uid()}\n  projectName: Widgets Arena\n  organizationId: acme-games",
          f"Unity Build Automation target {uid()} built #{secrets.randbelow(900) + 100} from commit {hexs(7)}")
    dep = str(int(app_base := appid()) + 1)
    r.add("steam_app_depot",
          f'"AppBuild"\n{{\n    "AppID" "{app_base}"\n    "Depots"\n    {{\n        "{dep}" "depot_build_{dep}.vdf"\n    }}\n}}',
          f"To repro the old build: download_depot {app_base} {dep} {manifest_id()} in the steamcmd console (you will need to be logged in with your own account).",
          f"Build {digits(8, lead=True)} is live on the beta branch; depot {dep} manifest {manifest_id()}",
          f"Le build {digits(8, lead=True)} (dépôt {dep}, manifeste {manifest_id()}) est passé en branche publique.")
    r.add("steam_public_ids",
          f"Playtester SteamID64 {steamid64()}, profile https://steamcommunity.com/profiles/{steamid64()}",
          f"Leaderboard id {digits(8, lead=True)} (weekly_time_trial) and workshop item {digits(10, lead=True)} are the ones to check.")
    title = playfab_title()
    r.add("playfab_title_id",
          f"PlayFab title id {title}; endpoint https://{title}.playfabapi.com. The developer secret key lives in Key Vault, not here.",
          f'PlayFabSharedSettings.asset: TitleId: {playfab_title()}, RequestType: UnityWebRequest')
    r.add("eos_product_ids",
          f"EOS ProductId {hexs(32)}, SandboxId {hexs(32)}, DeploymentId {hexs(32)}; none of these is secret, the client secret sits in the build server's secret store.",
          f"[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName=\"WidgetsArena\",ProductId=\"{hexs(32)}\",SandboxId=\"{hexs(32)}\",DeploymentId=\"{hexs(32)}\",EncryptionKey=\"\")")

    # data science
    r.add("dvc_dataset_hash",
          f"# data/raw.dvc\nouts:\n- md5: {hexs(32)}.dir\n  size: {secrets.randbelow(10**10)}\n  nfiles: {secrets.randbelow(9000) + 100}\n  path: raw",
          f"stages:\n  featurize:\n    deps:\n    - path: data/raw\n      md5: {hexs(32)}.dir\n    outs:\n    - path: data/features.parquet\n      md5: {hexs(32)}",
          f"Kaggle dataset version 7 has sha256 {hexs(64)}, same as what we trained on.",
          f"Datensatz-Prüfsumme (md5) der bereinigten Kundendaten: {hexs(32)}; bitte vor dem Training vergleichen.")
    r.add("wandb_run_id",
          f"Best run so far: https://wandb.ai/acme-ml/churn/runs/{wandb_id()} (val_auc 0.912)",
          f'wandb.init(project="churn", id="{wandb_id()}", resume="allow")',
          f"Le sweep {wandb_id()} est terminé ; meilleur run {wandb_id()}, deuxième {wandb_id()}.")
    r.add("mlflow_run_id",
          f'model = mlflow.pyfunc.load_model("runs:/{hexs(32)}/model")',
          f"MLflow: experiment 3 (churn), run id {hexs(32)}, artifact uri s3://acme-mlflow/3/{hexs(32)}/artifacts",
          f"models:/churn-classifier/7 stammt aus Run {hexs(32)}; bei schlechterem Recall auf Version 6 zurückgehen.")
    r.add("checkpoint_sha256",
          f"$ sha256sum checkpoints/epoch_12.ckpt\n{hexs(64)}  checkpoints/epoch_12.ckpt",
          f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(64)}\nsize {secrets.randbelow(10**10)}",
          f"チェックポイント model.safetensors の sha256 は {hexs(64)}。配布前に照合すること。")
    r.add("notebook_cell_id",
          json.dumps({"cell_type": "code", "execution_count": 12, "id": hexs(8), "metadata": {}, "outputs": [], "source": ["df.groupby('region').size()"]}),
          f"nbdime says cell {uid()} moved above cell {uid()}; nothing else changed in the notebook.",
          '"metadata": {"colab": {"provenance": [], "gpuType": "T4"}, "accelerator": "GPU"}, "cells": [{"cell_type": "code", "metadata": {"id": "' + rnd(URLSAFE, 12) + '"}, "source": ["!nvidia-smi"]}]')
    r.add("hf_commit_hash",
          f'model = AutoModel.from_pretrained("acme/ner-base", revision="{hexs(40)}")',
          f"Pinned https://huggingface.co/acme/ner-base/commit/{hexs(40)} in the eval config.",
          f"~/.cache/huggingface/hub/models--acme--ner-base/snapshots/{hexs(40)}/config.json is the stale one")
    r.add("kaggle_reference",
          "kaggle competitions download -c acme-churn-2024 (credentials come from ~/.kaggle/kaggle.json, which must be chmod 600)",
          f"kaggle kernels push -p . ; the kernel slug is dana/churn-baseline-{rnd(LOWER, 5)}")
    r.add("bigquery_ids",
          f"BigQuery job acme-analytics:US.bquxjob_{hexs(8)}_{hexs(11)} scanned 2.3 TB; add a partition filter.",
          f"SELECT event_name, COUNT(*) FROM `acme-analytics.analytics_{digits(9, lead=True)}.events_2024*` GROUP BY 1",
          f"bq-reader@acme-analytics.iam.gserviceaccount.com has roles/bigquery.dataViewer; its old key id {hexs(40)} was deleted in the console.")
    r.add("databricks_ids",
          f'"cluster_id": "0601-182128-{rnd(LOWER + DIGITS, 8)}", "spark_version": "14.3.x-scala2.12", "node_type_id": "i3.xlarge"',
          f"Job run https://acme-ml.cloud.databricks.com/?o={digits(16, lead=True)}#job/{digits(15, lead=True)}/run/{digits(15, lead=True)} failed on the join step.",
          f'pw = dbutils.secrets.get(scope="acme-warehouse", key="snowflake-password")  # SQL warehouse /sql/1.0/warehouses/{hexs(16)}')
    r.add("snowflake_ids",
          f"Snowflake query id 01b{hexs(5)}-0{digits(3)}-{hexs(4)}-0000-00{hexs(10)} took 14 minutes on TRANSFORM_WH.",
          f"Account locator XY{digits(5)}.eu-central-1, org ACME-ANALYTICS; the connection uses authenticator=externalbrowser, so no password is stored.")
    r.add("experiment_config",
          f"seed: 1337\nlr: 3.0e-4\nbatch_size: 256\nrun_name: churn-{hexs(6)}\nsplit_hash: {hexs(16)}",
          f"torch.manual_seed({digits(9, lead=True)}) reproduces the split; the index file hash is {hexs(16)}")

    # embedded / IoT
    r.add("lorawan_eui",
          f"Node 17 label: DevEUI {eui()}, JoinEUI {eui()}. EUIs are identifiers printed on the case; the AppKey is only in ChirpStack.",
          f"dev_eui,name,device_profile\n{eui().lower()},plant-sensor-17,class-a-eu868\n{eui().lower()},plant-sensor-18,class-a-eu868",
          f"// LMIC expects these little-endian; the key array lives in keys_local.h (gitignored)\nstatic const u1_t PROGMEM APPEUI[8] = {c_bytes(8)};\nstatic const u1_t PROGMEM DEVEUI[8] = {c_bytes(8)};",
          f"Les EUI (DevEUI {eui()}, AppEUI {eui()}) ne sont pas secrets : ce sont des identifiants imprimés sur l'étiquette.")
    r.add("mac_address",
          f"$ arp -a\n? (10.0.30.17) at {mac()} on en0 ifscope [ethernet]\n? (10.0.30.18) at {mac()} on en0 ifscope [ethernet]",
          f"host sensor-17 {{ hardware ethernet {mac()}; fixed-address 10.0.30.17; }}",
          f"Endereço MAC do gateway LoRa da fábrica: {mac().upper()} (reserva DHCP na VLAN 30)",
          f"SW-ACCESS-12#show mac address-table interface Gi1/0/7\n  30    {cisco_mac()}    DYNAMIC     Gi1/0/7")
    dev = hexs(12)
    r.add("mqtt_topic",
          f"Telemetry lands on acme/plant1/line3/{dev}/telemetry and commands go to acme/plant1/line3/{dev}/cmd",
          "# mosquitto acl_file\nuser homeassistant\ntopic read zigbee2mqtt/#\npattern readwrite devices/%c/#",
          f"mosquitto_sub -h 10.0.30.5 -t 'zigbee2mqtt/0x00158d000{hexs(7)}/#' -v",
          f"Tópico de telemetria do sensor da câmara fria: acme/frio/{hexs(12)}/estado")
    r.add("firmware_build_hash",
          f"Firmware v2.4.1 build {hexs(8)}-dirty, ELF sha256 {hexs(64)}",
          f"I (31) boot: ESP-IDF v5.2.1 2nd stage bootloader\nI (412) app_init: App version:      v1.3.0-14-g{hexs(7)}\nI (412) app_init: ELF file SHA256:  {hexs(16)}...",
          json.dumps({"version": "1.8.2", "url": "https://ota.acme.internal/fw/sensor-1.8.2.bin", "sha256": hexs(64), "min_hw": "rev-c"}))
    r.add("esp32_chip_id",
          f"esptool.py v4.7.0\nChip is ESP32-S3 (QFN56) (revision v0.2)\nFeatures: WiFi, BLE, Embedded PSRAM 8MB\nCrystal is 40MHz\nMAC: {mac()}",
          f"Serial.printf(\"chip id %llx\") printed {hexs(12)} on board 4",
          f"Chip-ID des ESP32 im Gewächshaus: {hexs(12).upper()} (aus ESP.getEfuseMac()); dient nur als Gerätename.")
    r.add("zigbee_ids",
          f"Coordinator IEEE 0x00124b00{hexs(8)}, PAN ID 0x{hexs(4).upper()}, extended PAN ID {hexs(16)}, channel 15 (the network key is not in this note)",
          f"'0x00158d000{hexs(7)}':\n  friendly_name: kitchen_sensor\n'0x00158d000{hexs(7)}':\n  friendly_name: hall_motion")
    r.add("particle_device_id",
          f"$ particle list\nsensor-17 [{hexs(24)}] (Argon) is online",
          f"Webhook payload: {{\"event\": \"temp\", \"coreid\": \"{hexs(24)}\", \"published_at\": \"2024-05-03T10:11:12Z\"}}")

    # Windows / AD
    r.add("windows_sid",
          f"PS> whoami /user\nUSER INFORMATION\n----------------\nUser Name  SID\n========== ==============================================\nacme\\dana  {sid()}",
          f"SID huérfano {sid()} en la ACL de \\\\fs01\\finanzas; la cuenta se borró el año pasado.",
          "S-1-5-32-544 is BUILTIN\\Administrators and S-1-5-18 is LocalSystem; the domain admins group ends in -512.")
    r.add("gpo_guid",
          f"\\\\acme.internal\\SYSVOL\\acme.internal\\Policies\\{{{guid_upper()}}}\\Machine\\Registry.pol",
          f"PS> Get-GPO -Name 'Workstation Baseline'\nDisplayName      : Workstation Baseline\nDomainName       : acme.internal\nOwner            : ACME\\Domain Admins\nId               : {uid()}\nGpoStatus        : AllSettingsEnabled",
          f"gpresult /r: Applied Group Policy Objects -> Workstation Baseline {{{guid_upper()}}}, BitLocker Policy {{{guid_upper()}}}")
    blid = guid_upper()
    r.add("bitlocker_key_id",
          f"User read the recovery key ID {blid[:8]} off the blue screen (full ID {{{blid}}}); look the key up in AD, do not paste it into the ticket.",
          f"PS> manage-bde -protectors -get C: -Type TPM\n    TPM:\n      ID: {{{guid_upper()}}}\n      PCR Validation Profile:\n        7, 11",
          f"ID de clave de recuperación de BitLocker del portátil de Lucía: {{{guid_upper()}}} (la clave está en Entra ID)")
    r.add("cert_thumbprint",
          f"PS> Get-ChildItem Cert:\\LocalMachine\\My\nThumbprint                                Subject\n----------                                -------\n{hexs(40).upper()}  CN=intranet.acme.internal\n{hexs(40).upper()}  CN=WS-0142.acme.internal",
          f"netsh http add sslcert ipport=0.0.0.0:443 certhash={hexs(40)} appid={{{uid()}}}",
          f"Set-AdfsSslCertificate -Thumbprint {hexs(40).upper()}",
          f"サーバー証明書のサムプリント: {hexs(40).upper()} (IISのバインドで選択する)")
    r.add("kerberos_spn",
          "setspn -S MSSQLSvc/sql01.acme.internal:1433 ACME\\svc_sql",
          "PS> setspn -L ACME\\svc_iis\nRegistered ServicePrincipalNames for CN=svc_iis,OU=Service Accounts,DC=acme,DC=internal:\n        HTTP/intranet.acme.internal\n        HTTP/intranet",
          "Duplicate SPN HTTP/reports.acme.internal on svc_ssrs and svc_iis breaks Kerberos; remove it from svc_iis.")
    r.add("windows_update_ids",
          "KB5034441 fails with 0x80070643 on 14 laptops; the WinRE partition is too small.",
          "Event ID 4625 (logon failure, status 0xC000006A) floods from 10.0.5.22 every 30 seconds.")
    r.add("laps_reference",
          "Get-LapsADPassword -Identity <computer> -AsPlainText shows the current password; only Tier1-Helpdesk may run it.",
          "LAPS policy: BackupDirectory=AD, PasswordComplexity=4, PasswordLength=20, PasswordAgeDays=30, PostAuthenticationActions=3")
    r.add("msi_product_code",
          f"msiexec /x {{{guid_upper()}}} /qn removes the old agent; its UpgradeCode is {{{guid_upper()}}}",
          f"HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{{{guid_upper()}}} DisplayName=Acme Sync Client")
    r.add("redacted_config",
          "SW-CORE-01#show running-config | include username|key\nusername admin privilege 15 secret <removed>\n key <removed>\nenable secret <removed>",
          "full address:s:ts01.acme.internal\nusername:s:ACME\\svc_backup\nprompt for credentials:i:1\n(no password line: the RDP file is shared, everyone types their own)",
          "radius server ISE-1\n address ipv4 10.10.1.20 auth-port 1812 acct-port 1813\n key ******",
          "Config-Backup im Ticket hochgeladen; alle Schlüssel und Passwörter wurden vorher durch <REDACTED> ersetzt.")

    # network
    r.add("cisco_placeholder",
          "snmp-server community <community> RO SNMP-ACL\nsnmp-server location DC1-ROW4-R12",
          "radius server <NAME>\n address ipv4 <IP> auth-port 1812 acct-port 1813\n key <RADIUS_KEY>",
          "crypto isakmp key {{ ipsec_psk }} address {{ peer_ip }}\nneighbor {{ peer_ip }} password {{ bgp_md5 }}")
    r.add("interface_description",
          f"interface TenGigabitEthernet1/1/1\n description UPLINK-TO-CORE-01 Te1/0/{secrets.randbelow(48) + 1} CKT-{upper_id(8)}\n switchport mode trunk",
          f"interface GigabitEthernet0/0/0\n description ISP-A circuit 4X/KFGN/{digits(6)}/TWCC",
          'set interfaces ge-0/0/0 description "to fw01 port 3 (patch panel B-14)"')
    r.add("vlan_config",
          "vlan 30\n name IOT-SENSORS\nvlan 40\n name VOIP\nvlan 99\n name MGMT",
          "interface Po1\n switchport trunk allowed vlan 10,20,30,40,99\n switchport trunk native vlan 999",
          "VLAN 30 = capteurs IoT, VLAN 40 = téléphonie, VLAN 99 = administration ; le trunk vers le cœur les transporte toutes.")
    r.add("bgp_as_rd",
          "router bgp 65010\n bgp router-id 10.255.0.1\n neighbor 203.0.113.1 remote-as 64500\n neighbor 203.0.113.1 description TRANSIT-A\n address-family ipv4 unicast\n  network 198.51.100.0 mask 255.255.255.0",
          f"vrf definition CUST-A\n rd 65010:{secrets.randbelow(900) + 100}\n route-target export 65010:{secrets.randbelow(900) + 100}\n route-target import 65010:{secrets.randbelow(900) + 100}",
          "Nosso ASN é 64512 (privado); o route server do IX usa AS 64520 e o ROA cobre 198.51.100.0/24.")
    r.add("switch_serial",
          f"System Serial Number            : FOC{digits(4)}{upper_id(4)}\nModel Number                    : C9300-48P\nSW Version                      : 17.9.4a",
          f'NAME: "Chassis", DESCR: "Cisco Catalyst 9300 Series Chassis"\nPID: C9300-24T         , VID: V02  , SN: FCW{digits(4)}{upper_id(4)}',
          f"Chassis                                {upper_id(12)}      EX4300-48P")
    r.add("ipv6_address",
          "interface Vlan30\n ipv6 address 2001:db8:30::1/64\n ipv6 nd ra suppress all",
          f"ping6 {v6()} works, but fe80::{hexs(4)}:{hexs(4)}:{hexs(4)}:{hexs(4)}%en0 times out",
          f"Dirección IPv6 del servidor MQTT: {v6()} (prefijo 2001:db8::/32 de documentación)")
    r.add("snmp_oid",
          "1.3.6.1.2.1.1.3.0 is sysUpTime and 1.3.6.1.2.1.31.1.1.1.6 is ifHCInOctets",
          f"Poll 1.3.6.1.4.1.9.9.109.1.1.1.1.8.{secrets.randbelow(20000) + 1000} (cpmCPUTotal5minRev) every 60 s",
          "snmpwalk against the lab switch uses the credentials from the monitoring vault; OID tree 1.3.6.1.2.1.2.2.1")
    r.add("key_chain_reference",
          "interface GigabitEthernet0/1\n ip ospf authentication key-chain OSPF-KEYS",
          "BGP to TRANSIT-A uses TCP-AO key chain TRANSIT-AO; the keys are in Vault at secret/network/bgp/transit-a.",
          'tacacs_servers:\n  - host: 10.10.1.30\n    key: "{{ vault_tacacs_key }}"')
    r.add("secret_reference",
          "$env:SVC_SQL_PASSWORD is set by the pipeline from the Key Vault secret svc-sql-password.",
          "Get-Secret -Name BuildSigningPfxPassword -Vault AcmeVault -AsPlainText is run by the signing step; nobody types it.",
          "MQTT_PASSWORD is read from the NVS partition at boot (namespace 'cfg', key 'mqtt_pw'); the firmware image has none.",
          "from google.colab import userdata\nhf_token = userdata.get('HF_TOKEN')",
          "storePassword System.getenv(\"RELEASE_STORE_PASSWORD\")\nkeyPassword System.getenv(\"RELEASE_KEY_PASSWORD\")")
    r.add("prose_about_credentials",
          "Rotated the RADIUS shared secret on all access switches; the new value is only in the network vault.",
          "Die BitLocker-Wiederherstellungsschlüssel sind im AD gesichert. Niemals in Tickets kopieren, nur die Schlüssel-ID nennen.",
          "W&BのAPIキーは各自の環境変数に置くこと。ノートブックに直接書かないでください。",
          "A senha do keystore de upload está no cofre; se for perdida, pedimos o reset da upload key no Play Console.",
          "Les clés LoRaWAN (AppKey, NwkKey) restent dans ChirpStack ; dans le wiki on ne met que les DevEUI.")
    r.add("ipsec_nonsecret",
          "crypto ikev2 proposal PROP-AES256\n encryption aes-cbc-256\n integrity sha256\n group 19\ncrypto ikev2 profile PROF-BRANCH\n authentication remote pre-share\n authentication local pre-share\n keyring local KR-BRANCH",
          f"show crypto ipsec sa | include spi\n     current outbound spi: 0x{hexs(8).upper()}({secrets.randbelow(2**32)})\n      spi: 0x{hexs(8).upper()}({secrets.randbelow(2**32)})",
          "conn branch07\n  ike=aes256-sha256-modp2048!\n  esp=aes256gcm16!\n  authby=secret   # the PSK is in /etc/ipsec.secrets, not here")
    return r


def main() -> None:
    write_corpora("make_heldout12.py", [
        ("heldout12_credentials.yaml", credentials(), "twelfth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout12_lookalikes.yaml", lookalikes(), "twelfth blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
