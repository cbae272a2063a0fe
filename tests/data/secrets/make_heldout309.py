# ruff: noqa: E501
"""Writes heldout309_credentials.yaml and heldout309_lookalikes.yaml: held-out batch 309.

Persona: a smart-home hobbyist and electrician in rural Trøndelag, Norway, who writes his
notes in Norwegian bokmål (now and then in dialect) with English tech terms. He keeps the
Home Assistant long-lived access token, the MQTT broker password, the Zigbee2MQTT network
key, the Tibber and Easee API tokens, the UniFi and Proxmox root passwords, the Vipps PIN and
BankID password, the DNB nettbank login, the garage and cabin key-safe codes and the boat's
alarm PIN, next to many look-alikes: Home Assistant entity ids, Zigbee IEEE addresses, MAC
addresses, Tibber home ids, masked fødselsnummer, KID numbers, bank account numbers, meter
point ids (målepunkt-ID), order numbers, firmware hashes and public SSH keys.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    b64u,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

ORD = ["fjøs", "traktor", "elg", "multe", "snø", "fjord", "hytte", "laks", "gran", "bjørk",
       "kaffe", "lefse", "brunost", "nordlys", "skog", "myr", "vidde", "rein", "torsk", "båt",
       "låve", "slåtte", "vedkubbe", "kjøttkake", "sjark", "gaupe", "tyttebær", "sildre"]
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
ZIGBEE_OUI = ["00158d00", "00124b00", "00178801", "a4c13800", "84fd27ff", "540f57ff", "0c4314ff"]


def d(n: int) -> str:
    """n random digits (a PIN, a key-safe code)."""
    return "".join(secrets.choice(DIGITS) for _ in range(n))


def npw() -> str:
    """A password the way he makes them: a word from the farm, digits, a sign; or generated."""
    word = secrets.choice(["Fjøsnisse", "Traktor", "Snøscooter", "Elgjakt", "Gravøl",
                           "Myrull", "Sjarken", "Vedovn", "Tyttebær", "Lefsebaker"])
    return pick(
        f"{word}{d(4)}{pick('!', '#', '?', '%')}",
        f"{word.lower()}_{secrets.choice(ORD)}{d(2)}",
        pw(),
        rnd(ALNUM, 14),
        rnd(ALNUM + "!#%&*-_", 18),
    )


def dato() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def ha_token() -> str:
    """A Home Assistant long-lived access token: an HS256 JWT whose issuer is a refresh-token id."""
    iat = epoch()
    return jwt({"iss": hexs(32), "iat": iat, "exp": iat + 315_360_000})


def easee_token() -> str:
    iat = epoch()
    return jwt({"AccountId": int(d(6)), "UserId": int(d(6)), "unique_name": "ola.gard@example.no",
                "role": "User", "nbf": iat, "exp": iat + 86_400, "iat": iat}, alg="HS256")


def z2m_key() -> str:
    return "[" + ", ".join(str(secrets.randbelow(256)) for _ in range(16)) + "]"


def tibber_token() -> str:
    return rnd(URLSAFE, 43)


def tuya_key() -> str:
    return rnd(ALNUM + "!#$%&()*+,-./:;<=>?@[]^_{|}~", 16)


def cf_tunnel_token() -> str:
    payload = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(payload, separators=(",", ":")).encode())


def telegram_token() -> str:
    return f"{d(1).replace('0', '7')}{d(9)}:AA{rnd(URLSAFE, 33)}"


def influx_token() -> str:
    return b64(secrets.token_bytes(64)).replace("/", "_").replace("+", "-")


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def ha_backup_key() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def kontonr(bank: str | None = None) -> str:
    """A Norwegian bank account number (11 digits, mod 11 check digit)."""
    while True:
        body = (bank or pick("1503", "1506", "1207", "4212", "4202", "1254")) + d(6)
        total = sum(int(c) * w for c, w in zip(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2], strict=True))
        check = 11 - total % 11
        if check == 10:
            continue
        return body + ("0" if check == 11 else str(check))


def kontonr_fmt(n: str) -> str:
    return f"{n[:4]}.{n[4:6]}.{n[6:]}"


def orgnr() -> str:
    """A Norwegian organisation number (9 digits, mod 11 check digit)."""
    while True:
        body = pick("9", "8") + d(7)
        total = sum(int(c) * w for c, w in zip(body, [3, 2, 7, 6, 5, 4, 3, 2], strict=True))
        check = 11 - total % 11
        if check == 10:
            continue
        return body + ("0" if check == 11 else str(check))


def gsrn() -> str:
    """A målepunkt-ID: an 18-digit GSRN under the Norwegian prefix, with its GS1 check digit."""
    body = "707057500" + d(8)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def s10(service: str) -> str:
    """A UPU S10 parcel number, e.g. LA123456785NO, with its check digit."""
    body = d(8)
    total = sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7], strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service}{body}{check}NO"


def fnr_masked() -> str:
    return f"{secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(40) + 60:02d}"


def ieee() -> str:
    prefix = secrets.choice(ZIGBEE_OUI)
    return "0x" + prefix + hexs(16 - len(prefix))


def ed25519_pub() -> str:
    """An OpenSSH ed25519 public key blob: length-prefixed name, then the length-prefixed key."""
    name = b"ssh-ed25519"
    return b64(len(name).to_bytes(4, "big") + name + (32).to_bytes(4, "big") + secrets.token_bytes(32))


def ulid() -> str:
    return pick("01J", "01H") + rnd(CROCKFORD, 23)


def fingerprint() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def credentials() -> Rows:
    r = Rows()

    t1, t2, t3, t4, t5 = (ha_token() for _ in range(5))
    r.add("home_assistant_long_lived_token",
          f"HA long-lived token for Node-RED (laget {dato()}): {t1}",
          f"Husk: token te Home Assistant på hytta, brukes av nodered-flowen for varmekablan\n{t2}",
          f'curl -s -H "Authorization: Bearer {t3}" -H "Content-Type: application/json" https://ha.gard.internal:8123/api/states/sensor.tibber_pulse_power',
          f"LLAT ha-gard (Profil > Sikkerhet > Long-lived access tokens) = {t4}   ikkje del denne!",
          f"token for kiosk-nettbrettet i gangen (fully kiosk):\n  url: https://ha.gard.internal:8123\n  token: {t5}")

    r.add("mqtt_broker_password",
          f"Mosquitto brukar: ha / {npw()}",
          f"MQTT broker på pve (mqtt.gard.internal:1883) – user zigbee2mqtt, passord {npw()}",
          f"mqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://mqtt.gard.internal:1883\n  user: z2m\n  password: {npw()}",
          f"mosquitto_pub -h mqtt.gard.internal -u shelly -P '{npw()}' -t test/hei -m 'hallo fra låven'",
          f"mqtt-passordet for tasmota-pluggan e {npw()} (samma på alle 6 stk)",
          f"Mosquitto add-on logins:\n- username: nodered\n  password: {npw()}\n- username: esp\n  password: {npw()}")

    r.add("zigbee2mqtt_network_key",
          f"advanced:\n  pan_id: {secrets.randbelow(60000) + 1000}\n  channel: 15\n  network_key: {z2m_key()}",
          f"Z2M network key (ta vare på ved bytte av coordinator te SLZB-06!): {z2m_key()}",
          f"nettverksnøkkel zigbee hytta\nnetwork_key: {z2m_key()}",
          f'ZHA backup (gammel sonoff-dongle): "network_key": {{"key": "{hexs(32)}", "seq": 0}}',
          f"zigbee nøkkel fra configuration.yaml før migrering: {z2m_key()} – uten denne må alle enhetene pares på nytt")

    r.add("tibber_api_token",
          f"Tibber API token: {tibber_token()}",
          f"Tibber GraphQL (v1-beta/gql), header Authorization: Bearer {tibber_token()}",
          f"tibber token nytt etter at dæm resatte kontoen: {tibber_token()}",
          f"secrets.yaml\ntibber_token: {tibber_token()}\ntibber_home: hus",
          f"Tibber personal access token (developer portal) {tibber_token()} – for the tibber integration + pyTibber script på pi-en")

    r.add("easee_login",
          f"Easee-appen: ola.gard@example.no / {npw()}",
          f"Easee API accessToken (gyldig 24t, lagra for testing av script): {easee_token()}",
          f'easee login svar: {{"accessToken": "{easee_token()}", "expiresIn": 86400, "refreshToken": "{b64(secrets.token_bytes(48))}"}}',
          f"easee integrasjon i HA: brukernavn ola.gard@example.no, passord {npw()}",
          f"Easee Cloud (hytta sin lader): bruker hytta.frosta@example.no  pw: {npw()}")

    r.add("unifi_root_password",
          f"UniFi device SSH (Settings > System > Device Authentication): root / {npw()}",
          f"UDM Pro root passord: {npw()}",
          f"unifi kontroller admin (lokal konto) admin_ola – {npw()}",
          f"ssh root@udm.gard.internal   pw: {npw()}",
          f"Unifi: brukar 'ubnt-hytta', pass {npw()} (bytta fra default ubnt/ubnt)")

    r.add("proxmox_root_password",
          f"Proxmox pve1 root@pam: {npw()}",
          f"root på pve.gard.internal:8006 = {npw()}",
          f"PVE-noden i kjellern, root passord {npw()}, 2FA ikkje skrudd på enda",
          f"proxmox backup server (pbs.gard.internal) root / {npw()}",
          f"Proxmox login – user root, realm Linux PAM, pw {npw()}")

    r.add("proxmox_api_token",
          f"PVEAPIToken=root@pam!homeassistant={uid()}",
          f"Proxmox API token\n  token id: terraform@pve!tf\n  secret: {uid()}",
          f"proxmoxve integrasjon: user ha@pve, token_name ha, token secret {uid()}",
          f"curl -k -H 'Authorization: PVEAPIToken=root@pam!backup={uid()}' https://pve.gard.internal:8006/api2/json/nodes")

    r.add("vipps_pin",
          f"Vipps PIN: {d(4)}",
          f"vipps-koden min e {d(4)} (ikkje samma som bankkortet)",
          f"Ny Vipps PIN etter at telefonen ble bytta: {d(4)}",
          f"PIN te Vipps på jobbtelefonen = {d(4)}",
          f"vipps pin {d(4)} – Marit vet den også, i tilfelle")

    r.add("bankid_password",
          f"BankID passord: {rnd(ALNUM, 10)}",
          f"Personlig BankID-passord (DNB) {npw()}",
          f"BankID-appen kode: {d(6)}",
          f"Nytt BankID passord etter at det gikk ut: {rnd(ALNUM, 9)} (gammelt va {rnd(ALNUM, 9)})",
          f"BankID: fnr som vanlig, så engangskode fra appen, så passordet {npw()}")

    r.add("dnb_nettbank_login",
          f"DNB nettbank: logg inn med BankID, passord {npw()}",
          f"DNB-appen hurtiginnlogging kode: {d(4)}",
          f"DNB Bedrift (enkeltpersonforetaket): brukar-ID OLAELEKTRO, passord {npw()}",
          f"Nettbank DNB\n  bruker: fødselsnr\n  passord: {rnd(ALNUM, 11)}\n  PIN app: {d(4)}",
          f"dnb.no innlogging for Marit (ho glømme alltid): passord {npw()}, app-pin {d(4)}")

    r.add("key_safe_code",
          f"Nøkkelboks garasjen: {d(4)}",
          f"Koden te nøkkelboksen på hytta e {d(4)} – skift ette utleie i juli",
          f"Hytta (Masterlock 5401): kode {d(4)}",
          f"nøkkelsafe ved fjøsdøra {'-'.join(d(4))}",
          f"Garasjeport keypad: {d(6)} + #",
          f"Key safe at the cabin: {d(4)} (gave it to the tenants from Germany, change it after)")

    r.add("boat_alarm_pin",
          f"Båtalarmen PIN {d(4)}",
          f"Alarm på båten i havna: kode {d(4)}, SMS-kommando for av/på: {d(4)}#ARM / {d(4)}#DISARM",
          f"båt-alarm pin e {d(5)}",
          f"GSM-alarmen i sjarken: master pin {d(4)}, bruker pin {d(4)}",
          f"Boat alarm disarm code: {d(4)} (bytta i mai)")

    r.add("wifi_password",
          f"WiFi hytta: SSID Hytta-Frosta, passord {npw()}",
          f"IoT-nettet (VLAN 30) wpa2: {npw()}",
          f"Gjestenett: Gjest-Gard / {phrase(ORD, 3, '-')}{d(2)}",
          f"QR for gjestane: WIFI:T:WPA;S:Gard-IoT;P:{rnd(ALNUM, 16)};;",
          f'wpa_supplicant.conf på pi-en i fjøset:\nnetwork={{\n  ssid="Fjos-2G"\n  psk="{npw()}"\n}}')

    r.add("router_admin_password",
          f"Fiber-ruteren admin: admin / {npw()}",
          f"4G-ruter på hytta (Huawei B535) web admin passord {npw()}",
          f"Mikrotik på låven: admin {npw()}",
          f"ruteren i fjøset: bruker admin, pw {npw()}, ip 192.168.88.1",
          f"pfSense (fw.gard.internal) admin passord {npw()}")

    r.add("esphome_api_key",
          f'api:\n  encryption:\n    key: "{b64(secrets.token_bytes(32))}"\nota:\n  - platform: esphome\n    password: "{hexs(32)}"',
          f"ESPHome krypteringsnøkkel varmepumpe-noden: {b64(secrets.token_bytes(32))}",
          f"esphome ota passord (alle nodan): {hexs(32)}",
          f"noise psk for garasjeport-esp: {b64(secrets.token_bytes(32))}",
          f'ESPHome wifi fallback AP "Garasje Fallback Hotspot" passord {rnd(ALNUM, 12)}')

    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/24\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.gard.example:51820\nAllowedIPs = 192.168.10.0/24",
          f"WG privatnøkkel for hytta-peer: {wg_key()}",
          f"wireguard (telefonen min) private key {wg_key()}",
          f"wg0 på pve: PrivateKey {wg_key()} / PresharedKey {wg_key()}")

    r.add("ssh_private_key",
          f"SSH-nøkkel te pve (id_ed25519), privat:\n{openssh_private()}",
          f"deploy key for ha-config repoet på git.gard.internal:\n{openssh_private()}",
          f"privat nøkkel for pi-en i fjøset (gammel rsa):\n{pem('RSA PRIVATE KEY', 8)}")

    r.add("ha_backup_encryption_key",
          f"HA backup krypteringsnøkkel: {ha_backup_key()}",
          f"Nøkkel for å gjenopprette backup (Home Assistant 2025.1): {ha_backup_key()} – skrevet ut og lagt i safen også",
          f"emergency kit HA, encryption key {ha_backup_key()}",
          f"backup-nøkkel hytta-HA {ha_backup_key()}")

    r.add("nabu_casa_login",
          f"Nabu Casa / HA Cloud: ola@gard.example / {npw()}",
          f"home assistant cloud passord {npw()}",
          f"Nabu Casa account – email olaelektro@example.no, pw: {npw()}",
          f"HA Cloud innlogging bytta te: {npw()}")

    r.add("duckdns_token",
          f"duckdns token: {uid()}",
          f"DuckDNS (domene gardha) token {uid()}",
          f"addon-config duckdns:\n  lets_encrypt:\n    accept_terms: true\n  token: {uid()}\n  domains:\n    - gardha",
          f"dyndns for hytta – duckdns-token {uid()}, oppdateres hvert 5. min")

    r.add("cloudflare_token",
          f"cloudflared tunnel token (hytta): {cf_tunnel_token()}",
          f"docker run -d cloudflare/cloudflared:latest tunnel --no-autoupdate run --token {cf_tunnel_token()}",
          f"Cloudflare API token for DNS-01 (zone edit gard.example): {rnd(URLSAFE, 40)}",
          f"CF tunnel token i add-on-en: {cf_tunnel_token()}")

    r.add("telegram_bot_token",
          f"Telegram-bot for varsling (GardVarselBot) token {telegram_token()}",
          f"telegram_bot:\n  - platform: polling\n    api_key: {telegram_token()}\n    allowed_chat_ids:\n      - {d(9)}",
          f"bot token fra BotFather: {telegram_token()}",
          f"Token te fjøs-boten: {telegram_token()}",
          f"TELEGRAM_BOT_TOKEN={telegram_token()}")

    r.add("influxdb_token",
          f"InfluxDB 2 admin token: {influx_token()}",
          f"influxdb:\n  api_version: 2\n  host: influx.gard.internal\n  port: 8086\n  token: {influx_token()}\n  organization: gard\n  bucket: homeassistant",
          f"influx config create -n gard -u http://influx.gard.internal:8086 -o gard -t {influx_token()}",
          f"Skrive-token for energi-bucket: {influx_token()}",
          f"influx 1.8 på hytta: brukar homeassistant passord {npw()}")

    r.add("grafana_credentials",
          f"Grafana service account token (HA-dashboard): {glsa()}",
          f"grafana admin passord: {npw()}",
          f"GF_SECURITY_ADMIN_PASSWORD={npw()}",
          f"API-nøkkel grafana for kiosk-skjermen i verkstedet: {glsa()}")

    r.add("recorder_db_url",
          f"recorder:\n  db_url: mysql://homeassistant:{rnd(ALNUM, 16)}@db.gard.internal:3306/homeassistant?charset=utf8mb4\n  purge_keep_days: 30",
          f"postgresql://ha:{rnd(ALNUM, 18)}@pg.gard.internal/ha_recorder",
          f"MariaDB root: {npw()}",
          f"db_url for hytta-HA: mysql://ha:{rnd(ALNUM, 12)}@192.168.20.5/ha",
          f"TimescaleDB (ltss): postgresql://ltss:{rnd(ALNUM, 20)}@timescale.gard.internal:5432/homeassistant")

    ap = app_password()
    r.add("gmail_app_password",
          f"App-passord gmail for HA-varsler (smtp): {app_password()}",
          f"notify:\n  - name: epost\n    platform: smtp\n    server: smtp.gard.example\n    port: 587\n    sender: varsel.gard@example.no\n    username: varsel.gard@example.no\n    password: {app_password()}",
          f"google app password 'frigate mail' {app_password()}",
          f"Apppassord (16 tegn) te epost fra Proxmox: {ap.replace(' ', '')}")

    r.add("tuya_local_key",
          f"Tuya local_key for varmeovnen i stua: {tuya_key()}, device id bf{hexs(20)}",
          f"localtuya:\n  - host: 192.168.30.41\n    device_id: bf{hexs(20)}\n    local_key: {tuya_key()}\n    protocol_version: '3.3'",
          f'tinytuya devices.json: {{"name": "Avfukter kjeller", "id": "bf{hexs(20)}", "key": "{tuya_key()}"}}',
          f"local key fra tuya-cli wizard – panelovn bad: {tuya_key()}")

    r.add("git_token",
          f"GitHub token te HACS: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained PAT for backup av ha-config: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"git remote set-url origin https://ola:{hexs(40)}@git.gard.internal/ola/ha-config.git",
          f"Gitea access token (ha-push) {hexs(40)}")

    r.add("camera_rtsp_password",
          f"rtsp://admin:{rnd(ALNUM, 12)}@192.168.30.21:554/Streaming/Channels/101",
          f"frigate:\n  cameras:\n    fjos:\n      ffmpeg:\n        inputs:\n          - path: rtsp://frigate:{rnd(ALNUM, 14)}@kam-fjos.gard.internal:554/h264Preview_01_main",
          f"Reolink-kamera garasjen: admin / {npw()}",
          f"kamera på låven, passord {npw()}",
          f"FRIGATE_RTSP_PASSWORD={npw()}")

    r.add("alarm_system_code",
          f"Alarmkode huset: {d(4)}",
          f"Ny alarmkode etter servicen: {d(6)}",
          f"Tvangskode (duress) alarm: {d(4)} – gir stille alarm te vaktsentralen",
          f"alarm_control_panel:\n  - platform: manual\n    name: Hus\n    code: '{d(4)}'",
          f"Sector-appen bruker-PIN {d(4)}")

    r.add("door_lock_code",
          f"Yale Doorman ytterdøra: brukerkode {d(6)}",
          f"Nuki keypad kode (bare 1-9 tillatt): {''.join(str(secrets.randbelow(9) + 1) for _ in range(6))}",
          f"kode te verkstedsdøra {d(4)}, Kristian har fått den",
          f"Doorman masterkode: {d(8)}")

    r.add("sim_pin_puk",
          f"SIM i 4G-ruteren på hytta: PIN {d(4)}, PUK {d(8)}",
          f"Båtalarmen sitt SIM-kort: pin {d(4)}",
          f"PUK te mobilen min: {d(8)}")

    r.add("push_notification_token",
          f"Pushover: app token a{rnd(LOWER + UPPER + DIGITS, 29)}, user key u{rnd(ALNUM, 29)}",
          f"ntfy access token for varsler.gard.internal: tk_{rnd(LOWER + DIGITS, 29)}",
          f"notify:\n  - name: pushover\n    platform: pushover\n    api_key: a{rnd(ALNUM, 29)}\n    user_key: u{rnd(ALNUM, 29)}",
          f"ntfy brukar ola passord {npw()}")

    r.add("password_manager_master",
          f"Bitwarden master: {phrase(ORD, 5, '-')}",
          f"Vaultwarden ADMIN_TOKEN={b64u(secrets.token_bytes(48))}",
          f"KeePass-fila (gard.kdbx) master passord: {npw()}",
          f"1Password secret key: {onepassword_secret_key()}")

    r.add("vpn_and_remote_access",
          f"Tailscale auth key for pve-noden: tskey-auth-{rnd(ALNUM, 17)}-{rnd(ALNUM, 33)}",
          f"AnyDesk på PC-en til mor: passord for ubetinget tilgang {npw()}",
          f"TeamViewer hytta-PC ID 1 {d(3)} {d(3)} {d(3)}, passord {npw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("ha_entity_id",
          f"sensor.easee_home_{rnd('abcdefghijklmnopqrstuvwxyz0123456789', 6)}_power og sensor.tibber_pulse_gard_power skal inn på energi-dashboardet",
          f"Automasjonen bruker binary_sensor.{ieee()}_contact – bytt navn te binary_sensor.garasjeport_kontakt",
          "sensor.nordpool_kwh_no3_nok_3_10_025 gir timespris for Trøndelag (NO3)",
          f"device_id i automasjonen for varmekabel bad: {hexs(32)}",
          f"light.hue_ambiance_{hexs(6)} heter no light.gang_tak",
          f"trigger:\n  - platform: state\n    entity_id: sensor.{ieee()}_temperature\n    above: 25")

    r.add("zigbee_ieee_address",
          f"Aqara dørsensor ytterdør: 0x00158d00{hexs(8)}",
          f"Zigbee-enheter:\n| ieee | navn |\n| 0x{ZIGBEE_OUI[2]}{hexs(8)} | Hue gang |\n| 0x{ZIGBEE_OUI[3]}{hexs(8)} | Temp kjeller |\n| 0x{ZIGBEE_OUI[1]}{hexs(8)} | Ruter låve |",
          f"IEEE-adressen te Hue-pæra i gangen: {ieee()}",
          f"Z2M friendly_name '{ieee()}' -> 'Fuktsensor bad'",
          f"coordinator SLZB-06, ieee {ieee()}, firmware 20240710",
          f"fjerna {ieee()} fra nettet, den hang i 'interview failed'")

    r.add("mac_address",
          f"Shelly Pro 3EM i sikringsskapet: MAC {mac(upper=True)}",
          f"DHCP-reservasjon pve: {mac()} -> 192.168.10.5",
          f"varmepumpa (Panasonic CZ-TACG1) wifi-MAC {mac('-', True)}",
          f"UniFi AP i fjøset, MAC {mac()}, skal adopteres på nytt",
          f"ESP32 i garasjen: {mac()} / ip .42")

    r.add("tibber_home_id",
          f"Tibber home id (hytta): {uid()}",
          f"homeId huset {uid()}, hytta {uid()}",
          f"Tibber Pulse: homeId {uid()} – brukes i subscription-queryen liveMeasurement",
          f"tibber home id for Marit sin leilighet: {uid()}",
          f'{{"query": "{{ viewer {{ home(id: \\"{uid()}\\") {{ currentSubscription {{ priceInfo {{ today {{ total }} }} }} }} }} }}"}}')

    r.add("masked_fodselsnummer",
          f"Fnr på fakturaen stod som {fnr_masked()}*****",
          f"Jonas (sønnen) sitt fnr: {fnr_masked()} *****, resten står på helsenorge",
          f"fødselsnr for søknad om elsertifikat: {fnr_masked()}-XXXXX (fylles ut i Altinn)",
          "Fødselsnummer: ***********, skal ikkje ligge i notatan",
          f"Leietaker på hytta oppga født {fnr_masked()}, personnr maskert i kontrakten")

    r.add("kid_number",
          f"Straumregninga fra nettselskapet: KID {luhn('', 15)}, forfall 20.",
          f"KID for kommunale avgifter {luhn('', 12)}",
          f"Fakturakunde Berg: husk KID {luhn('', 10)} når han betaler",
          f"Tibber-fakturaen, KID {luhn('', 16)}, beløp 2 314,50",
          f"Årsavgift båthavna KID {luhn('', 9)}")

    k1, k2, k3 = kontonr(), kontonr(), kontonr()
    r.add("bank_account_number",
          f"Kontonr for firmaet: {kontonr_fmt(k1)}",
          f"Send depositum for hytta te kontonr {kontonr_fmt(k2)}",
          f"IBAN: {iban('NO', k3)} BIC DNBANOKKXXX",
          f"Skattetrekkskonto {kontonr()}",
          f"Brøyting: betal te {kontonr_fmt(kontonr())} (Per på nabogården)")

    r.add("malepunkt_id",
          f"Målepunkt-ID huset: {gsrn()}",
          f"målepunkt hytta {gsrn()}, nettselskap Tensio",
          f"Meter point id for Elhub (AMS): {gsrn()}",
          f"Strømavtale Tibber: målepunkt {gsrn()}, målernr {d(16)}",
          f"Nytt målepunkt for verkstedet (eget inntak 63A): {gsrn()}")

    r.add("order_number",
          f"AliExpress bestilling {d(16)} – 10 stk Sonoff ZBMINI, forventa 3 uker",
          f"Elektroimportøren ordrenr {d(8)}",
          f"Kjell & Company ordre #{d(9)}, hente på Steinkjer",
          f"Bestilt SLZB-06, order SL{d(6)}",
          f"Komplett ordrenummer {d(9)}, RMA {d(7)}")

    r.add("firmware_hash",
          f"sha256sum ncp-uart-sw_7.4.4.0.gbl = {hexs(64)}",
          f"Shelly Plus 1PM fw 1.4.4, build 20241011-114455/1.4.4-g{hexs(7)}",
          f"md5 for tasmota32.factory.bin: {hexs(32)}",
          f"HA OS 14.2 (generic-x86-64) sha256 {hexs(64)} – stemmer med release-sida",
          f"ESPHome bygg varmepumpe.bin, md5 {hexs(32)}, 1 034 224 bytes")

    r.add("ssh_public_key",
          f"ssh-ed25519 {ed25519_pub()} ola@verksted",
          f"authorized_keys på pve:\nssh-ed25519 {ed25519_pub()} ola@laptop\nssh-rsa {ssh_pub('ssh-rsa', 270)} ola@gammel-pc",
          f"Public key for deploy (lim inn i Gitea > Deploy keys): ssh-ed25519 {ed25519_pub()} ha-config",
          f"offentlig nøkkel, trygt å dele: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} pi@fjos",
          f"Sjekk at hytta-pi har denne i authorized_keys: ssh-ed25519 {ed25519_pub()}")

    r.add("wireguard_public_key",
          f"[Peer]\n# telefonen\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.3/32",
          f"publickey for hytta: {wg_key()} (det e den offentlige, trygt å sende)",
          f"wg show: peer {wg_key()}, latest handshake 1 minute ago",
          f"Server public key: {wg_key()}, endpoint vpn.gard.example:51820")

    r.add("zigbee2mqtt_config_no_key",
          "advanced:\n  pan_id: GENERATE\n  ext_pan_id: GENERATE\n  network_key: GENERATE\n  channel: 25",
          f"Zigbee-kanal 15, pan_id 0x{hexs(4)} – kollisjon med wifi kanal 1?",
          "network_key: !secret zigbee_network_key",
          f"ext_pan_id: [{', '.join(str(secrets.randbelow(256)) for _ in range(8))}] (offentlig, sendes i beacon)")

    r.add("ha_secret_reference",
          "mqtt:\n  broker: mqtt.gard.internal\n  username: ha\n  password: !secret mqtt_password",
          "tibber:\n  access_token: !secret tibber_token",
          "alle passord ligg i /config/secrets.yaml, som e i .gitignore",
          "influxdb:\n  token: !secret influx_token\n  bucket: homeassistant",
          "rest_command:\n  easee_pause:\n    headers:\n      Authorization: !secret easee_bearer")

    r.add("password_rotation_talk",
          "Bytta BankID-passordet i går, nytt står i Bitwarden under 'Bank'",
          "Husk å rotere HA long-lived tokenet i januar – det gamle slettes under Profil > Sikkerhet",
          "Proxmox root-passordet e bytta og ligg i KeePass (gard.kdbx), ikkje skriv det her",
          "Vipps sa PIN-en va sperra etter 3 feil – valgte ny PIN i appen",
          "MQTT-passordet e det samma som før, bare brukarnavnet endra seg te 'z2m'",
          "Nøkkelboks-koden på hytta byttes etter hver utleie; ny kode sendes på SMS te leietaker")

    r.add("key_safe_without_code",
          "Nøkkelboksen står på venstre side av garasjeporten, bak vedstabelen. Koden har Kari.",
          "Hytta: nøkkelsafe Masterlock 5401D, må monteres på nytt etter maling",
          f"kjøpt ny nøkkelboks (Biltema art. 17-{d(4)}) – 4-sifra kode, settes før montering",
          "Båtnøkkelen henger i nøkkelboksen i naust, samme kode som i fjor",
          "Key safe code for tenants: sent separately by SMS the day before")

    r.add("easee_charger_serial",
          f"Easee Home serienr EH{rnd(UPPER + DIGITS, 6)}",
          f"Equalizer id QP{rnd(UPPER + DIGITS, 6)}, montert i inntakskapet",
          f"Easee site id {d(6)}, circuit id {d(7)}",
          f"Ladeboks på hytta EH{rnd(UPPER + DIGITS, 6)} – tilgangskontroll på, RFID-brikke nr {d(10)}",
          f"easee.set_charger_dynamic_limit: charger_id EH{rnd(UPPER + DIGITS, 6)}, current 10")

    r.add("tls_certificate_fingerprint",
          f"pve cert SHA256 Fingerprint={fingerprint()}",
          f"SSH host key udm.gard.internal: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"Proxmox Backup Server fingerprint (til storage.cfg): {fingerprint().lower()}",
          f"Let's Encrypt-sertifikat ha.gard.example, serial {hexs(36)}")

    r.add("unifi_ids",
          f"UniFi site id {hexs(24)}",
          "set-inform http://unifi.gard.internal:8080/inform",
          f"AP-en i fjøset: U6-Pro, device _id {hexs(24)}",
          f"unifi network integration: client {mac()} blokkert kl 23-06")

    r.add("docker_image_digest",
          f"homeassistant/home-assistant:2025.1.4@sha256:{hexs(64)}",
          f"docker ps:\n{hexs(12)}   koenkk/zigbee2mqtt:1.42.0   Up 3 days\n{hexs(12)}   eclipse-mosquitto:2   Up 3 days",
          f"LXC 105 (mqtt) template debian-12-standard_12.7-1_amd64.tar.zst, sha512 {hexs(128)}",
          f"image id {hexs(12)} for frigate:0.14.1 – rulla tilbake hit om oppdatering feiler",
          f"Pulled nodered/node-red:4.0 digest sha256:{hexs(64)}")

    r.add("git_commit_hash",
          f"ha-config repo, siste fungerende commit {hexs(40)}",
          f"rulla tilbake te {hexs(7)} etter at automasjonene for varmekabel brakk",
          f"esphome-configs: tag v2024.12 = {hexs(40)}",
          f"git bisect: feilen kom i {hexs(7)} (endra templaten for nettleie)")

    r.add("tracking_number",
          f"Pakke fra Posten: {s10('LA')}",
          f"Bring sporing 7073{d(13)}",
          f"Rekommandert brev fra Statens vegvesen: {s10('RR')}",
          f"Sendinga med Zigbee-dongle fra Kina: {s10('LP')[:-2]}CN, henta på Joker",
          f"Sporingsnr {s10('CP')} (retur av defekt Shelly)")

    r.add("customer_and_invoice_number",
          f"Tensio kundenr {d(8)}, anleggsnr {d(7)}",
          f"Faktura {d(6)} te Hansen – 12 timer el-arbeid + materiell",
          f"Tibber kundenummer {d(7)}",
          f"Elhub-ID for leverandørbytte: {d(10)}",
          f"Forsikring (båt) polisenr {d(8)}, skadesak {d(9)}")

    r.add("uuid_in_url",
          f"https://ha.gard.internal:8123/config/integrations/integration/mqtt#config_entry={ulid()}",
          f"https://pve.gard.internal:8006/#v1:0:=qemu%2F10{secrets.randbelow(10)}:4:::::::",
          f"Grafana: https://grafana.gard.internal/d/{rnd(ALNUM, 9)}/straumforbruk?orgId=1&from=now-7d",
          f"node-red flow id {hexs(16)}, tab 'Varmekabel'",
          f"https://ha.gard.internal:8123/config/devices/device/{hexs(32)}")

    r.add("masked_card_number",
          f"Visa som slutter på {d(4)} utløper {secrets.randbelow(12) + 1:02d}/27",
          f"**** **** **** {d(4)} (firmakortet)",
          f"Mastercard ending {d(4)} brukt på Komplett",
          f"Kortet ({d(4)}) sperra – nytt kommer i posten")

    r.add("org_number",
          f"Enkeltpersonforetaket mitt: org.nr {groups(orgnr(), 3)} MVA",
          f"Faktura fra grossisten, org {orgnr()}",
          f"Båtforeningen org.nr {orgnr()}",
          f"Registrert installatørvirksomhet (DSB) org {orgnr()}")

    r.add("device_hostname",
          f"esphome-web-{hexs(6)} dukka opp i discovery",
          f"shellyplus1pm-{hexs(12)} på 192.168.30.17",
          f"tasmota-{hexs(6).upper()}-{d(4)} = stikkontakt i verkstedet",
          f"Hue bridge ecb5fa{hexs(6)}, id {hexs(6).upper()}FFFE{hexs(6).upper()}")

    r.add("boat_registration",
          f"Båten: Askeladden 660, reg.nr {rnd(UPPER, 3)} {d(3)}",
          f"MMSI {pick('257', '258', '259')}{d(6)}, kallesignal L{rnd(UPPER + DIGITS, 4)}",
          f"HIN NO-{rnd(UPPER, 3)}{d(5)}{rnd('ABCDEFGHIJKL', 1)}{d(3)}",
          f"Yamaha F100 serienr 6{rnd(UPPER, 2)}X-{d(7)}, ICCID på alarm-SIM 8947{d(15)}")

    r.add("pin_policy_settings",
          "alarm_control_panel: code_arm_required: false, arming_time: 30, delay_time: 45",
          "BankID krever passord på minst 8 tegn, både bokstaver og tall",
          "Yale keypad: maks 20 brukerkoder, koden må ha 4-8 siffer",
          "fail2ban på pve: maxretry 5, bantime 3600 for sshd",
          "mosquitto.conf:\nlistener 1883\nallow_anonymous false\npassword_file /mosquitto/config/passwd")

    r.add("ci_secret_reference",
          "env:\n  HA_TOKEN: ${{ secrets.HA_TOKEN }}\n  HA_URL: https://ha.gard.internal:8123",
          "- name: Deploy\n  run: rsync -az ./ ha@ha.gard.internal:/config\n  env:\n    SSH_KEY: ${{ secrets.DEPLOY_KEY }}",
          "Gitea action sjekker config med `hass --script check_config`, token ligg som repo-secret HA_TOKEN",
          "with:\n  password: ${{ secrets.MQTT_PASSWORD }}\n  username: ci")

    r.add("env_var_placeholder",
          "environment:\n  - MQTT_PASSWORD=${MQTT_PASSWORD}\n  - TZ=Europe/Oslo",
          "export INFLUX_TOKEN=$(cat /run/secrets/influx_token)",
          ".env.example:\nTIBBER_TOKEN=<lim inn token her>\nEASEE_USER=\nEASEE_PASSWORD=",
          "GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/grafana_admin")

    mapbox = f"pk.{b64u(json.dumps({'u': 'olagard', 'a': rnd(ALNUM, 25)}, separators=(',', ':')).encode())}.{rnd(URLSAFE, 22)}"
    r.add("public_client_id",
          f"Google Nest Device Access: project id {uid()}, OAuth client ID {d(12)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"Netatmo app client id {hexs(24)}",
          f"Mapbox public token for kartkortet: {mapbox}",
          f"age public key for backup-kryptering: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}")

    r.add("masked_token",
          "HA-token starter på eyJhbGciOi… resten ligg i Bitwarden",
          f"Tibber token: ****{rnd(URLSAFE, 4)} (vises bare sånn i developer-portalen)",
          f"ghp_****{rnd(ALNUM, 4)}, utløper {dato()}",
          "Easee passord: ******** (samma som Easee-appen, se KeePass)",
          f"API-nøkkel Grafana: glsa_…{hexs(8)} (service account 'kiosk')")

    r.add("zwave_and_matter_ids",
          f"Z-Wave JS: home id 0x{hexs(8)}, node 14 = termostat bad",
          f"Matter fabric id {hexs(16).upper()}, node id {hexs(16).upper()}",
          f"Thread network name OpenThread-{hexs(4)}, ext PAN id {hexs(16)}, channel 20",
          f"zwave-js-ui serial /dev/serial/by-id/usb-Zooz_800_Z-Wave_Stick_{hexs(16)}-if00-port0")

    r.add("fuse_panel_notes",
          "Kurs 7 – varmekabel bad, 13A C, PFSP 3x2,5, jordfeil type A 30mA",
          f"Inntak 3x230V IT, 50A, målernr {d(16)}, AMS-HAN port aktivert",
          "sikringsskap hytta: kurs 1-12, kurs 9 og 10 går te panelovnan på loftet",
          "Målt isolasjon kurs 4: >999 MOhm, jordfeilbryter løste ut på 22 ms")

    return r


def main() -> None:
    write_corpora("make_heldout309.py", [
        ("heldout309_credentials.yaml", credentials(),
         "Held-out batch 309: credentials a Trøndelag smart-home hobbyist and electrician keeps (HA, MQTT, Zigbee, Tibber, Easee, UniFi, Proxmox, Vipps, BankID, DNB, key safes, boat alarm)"),
        ("heldout309_lookalikes.yaml", lookalikes(),
         "Held-out batch 309: his look-alikes with no secret (entity ids, IEEE addresses, MACs, Tibber home ids, masked fnr, KID, account numbers, målepunkt-ID, orders, hashes, public keys)"),
    ])


if __name__ == "__main__":
    main()
