# ruff: noqa: E501
"""Writes heldout273_credentials.yaml and heldout273_lookalikes.yaml: held-out batch 273.

Persona: a retired engineer in Reykjavík who writes his notes in Icelandic and English, is
careful but no sysadmin, and asks the assistant to remember the things he would otherwise
write on a slip of paper: his rafræn skilríki (electronic ID) PIN for Island.is, the
Landsbankinn online-banking login, the car app, the summer house's key box and alarm codes,
the home router, his Home Assistant tokens and the Synology NAS. Beside them sit the many
numbers of an orderly household that look random but are safe to share: company kennitala,
licence plates, invoices, meter and serial numbers, masked cards and model numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    amex,
    anthropic_key,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
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

WORDS = [
    "hestur", "fjall", "jökull", "hraun", "lundi", "kría", "sjór", "vindur", "norðurljós",
    "eldfjall", "kaffi", "bátur", "snjór", "tungl", "steinn", "fiskur", "harbour", "kettle",
    "granite", "lantern", "glacier", "puffin", "saga", "geysir", "rúgbrauð", "ullarpeysa",
]
SSIDS = ["Heima", "Holtsgata", "Bustadur", "Grimsnes-4G", "Afi-net", "Sumarhus"]
VOWELS_FREE_PLATE = "ABDEFGHIJKLMNOPRSTUVXYZ"


def user() -> str:
    return pick("jonolafs", "j.olafsson", "afijon", "jon.o", "olafsson.j") + digits(2)


def email() -> str:
    return f"{user()}@{pick('heima.example', 'simnet.example', 'postur.example')}"


def ha_token() -> str:
    iat = 1_700_000_000 + secrets.randbelow(60_000_000)
    return jwt({"iss": hexs(32), "iat": iat, "exp": iat + 315_360_000})


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def influx_token() -> str:
    return rnd(URLSAFE, 86) + "=="


def kt_company(dash: bool = True) -> str:
    """A company kennitala (day + 40) with a valid check digit."""
    while True:
        day = secrets.randbelow(28) + 41
        month = secrets.randbelow(12) + 1
        year = secrets.randbelow(100)
        body = f"{day:02d}{month:02d}{year:02d}{digits(2)}"
        total = sum(int(c) * w for c, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2), strict=True))
        check = (11 - total % 11) % 11
        if check == 10:
            continue
        century = "9" if year > 30 else "0"
        text = f"{body}{check}{century}"
        return f"{text[:6]}-{text[6:]}" if dash else text


def bank_account() -> str:
    """An Icelandic account number: bank, ledger, account."""
    return f"{pick('0111', '0133', '0515', '0322', '0101')}-{pick('26', '15', '05')}-{digits(6)}"


def is_iban() -> str:
    return iban("IS", pick("0111", "0133", "0515") + pick("26", "15") + digits(6) + kt_company(False))


def plate() -> str:
    shape = pick("AA999", "AA-999", "AAA99", "AA-A99")
    return "".join(
        secrets.choice(VOWELS_FREE_PLATE) if c == "A" else secrets.choice(DIGITS) if c == "9" else c
        for c in shape
    )


def s10(prefix: str | None = None, country: str = "IS") -> str:
    """A UPU S10 tracking number with its mod-11 check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix or pick('RR', 'CP', 'UA', 'LX', 'EE')}{body}{check}{country}"


def vin(wmi: str | None = None) -> str:
    chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    return (wmi or pick("KNA", "YV1", "WVW", "JTD", "TMB")) + "".join(secrets.choice(chars) for _ in range(14))


def sha256() -> str:
    return hexs(64)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "rafraen_skilriki_pin",
        f"Rafræn skilríki í símanum: PIN {digits(4)}, PUK {digits(8)}. Ekki gleyma!",
        f"e-ID PIN for the Island.is login is {digits(6)} - the phone asks for it every time I log in",
        f"minnispunktur: skilríkja-PIN = {digits(5)}  (breytti því eftir að ég fékk nýja símann)",
        f"Auðkennisappið\nPIN: {digits(4)}\nPUK ef ég læsi mig úti: {digits(8)}",
        f"Island.is innskráning m. rafrænum skilríkjum, pinnið er {digits(4)}. Sama og á gamla kortinu.",
        f"skilriki pin {digits(6)}",
    )
    r.add(
        "landsbankinn_login",
        f"Landsbankinn netbanki\nnotandanafn: {user()}\nlykilorð: {pw()}",
        f"L.bankinn appið - username {user()} pw {pw()}",
        f"Landsbankinn online banking: user {user()}, password {pw()}",
        f"netbanki LÍ: {user()} / {pw()}  (auðkennislykillinn ekki notaður lengur)",
        f"Remember for Landsbankinn: login {user()}, lykilorð {pw()} - changed it in March",
        f"landsbanki lykilrð {pw()}",
    )
    r.add(
        "car_app_login",
        f"Kia Connect app: {email()} / {pw()}  PIN for remote start: {digits(4)}",
        f"bíllinn (Kia Niro EV) appið - netfang {email()}, lykilorð {pw()}",
        f"Car app login so I can preheat the car in winter: user={email()} password={pw()}",
        f"Kia Connect\n  email: {email()}\n  pw: {pw()}\n  4-digit PIN (needed for unlock/climate): {digits(4)}",
        f"lykilorð að bílaappinu: {pw()} (notandi {email()})",
    )
    r.add(
        "summer_house_keybox_code",
        f"Lyklaboxið við sumarbústaðinn í Grímsnesi - kóðinn er {digits(4)}",
        f"Key box at the summer house: {digits(4)}. Turn the dials, then push the button down.",
        f"bústaðurinn: lyklabox kóði {digits(4)}, hliðið {digits(4)}#",
        f"Fyrir gestina í sumarhúsinu: lyklaboxið opnast með {digits(4)}, ljósrofinn er til vinstri í forstofunni.",
        f"keybox code changed to {digits(4)} (was {digits(4)}) - told Sigga the new one",
    )
    r.add(
        "summer_house_alarm_code",
        f"Securitas viðvörunarkerfið í bústaðnum: kóði {digits(4)}, leyniorð ef vaktstöðin hringir: {pick(*WORDS)}{digits(2)}",
        f"Alarm at the summer house - disarm code {digits(6)}, you have 30 seconds after opening the door",
        f"þjófavörn bústaður: {digits(4)} + OFF. Þvingunarkóði: {digits(4)}",
        f"summer house alarm panel: user code {digits(4)}, installer code {digits(4)}",
        f"Öryggiskerfið í Grímsnesi\nkóði: {digits(4)}\nlykilorð hjá vaktstöð: {pick(*WORDS)}-{digits(2)}",
    )
    r.add(
        "router_admin_password",
        f"Routerinn (frá Símanum) stjórnsíða 192.168.1.254 - notandi admin, lykilorð {rnd(ALNUM, 12)}",
        f"Home router admin: http://192.168.1.1  user: admin  pass: {pw()}",
        f"Vodafone beinirinn - lykilorð á stjórnborðið {rnd(ALNUM, 10)} (ekki það sem stendur á miðanum, ég breytti því)",
        f"router login admin/{pw()}",
        f"Nova router web UI password: {pw()}\nI changed it from the default on the sticker.",
    )
    r.add(
        "home_assistant_token",
        f"Home Assistant long-lived token (for the weather Python script):\n{ha_token()}",
        f"HA token fyrir veðurstöðvarskriftuna: {ha_token()}",
        f'curl -H "Authorization: Bearer {ha_token()}" http://homeassistant.internal:8123/api/states',
        f"headers = {{'Authorization': 'Bearer {ha_token()}', 'Content-Type': 'application/json'}}",
        f"Langlífur aðgangslykill (long-lived access token) sem ég bjó til fyrir spjaldtölvuna í eldhúsinu:\n{ha_token()}",
        f"HA_TOKEN={ha_token()}",
    )
    r.add(
        "synology_nas_admin",
        f"Synology DS920+ (diskstation.internal:5001): admin user {user()}, password {pw()}",
        f"NAS-inn: notandi {user()} lykilorð {pw()}",
        f"Synology DSM login {user()} / {pw()} - 2FA is off on the local network",
        f"DiskStation\n  url: https://nas.heima.internal:5001\n  admin: {user()}\n  pw: {pw()}",
        f"mount: smb://{user()}:{rnd(ALNUM, 14)}@diskstation.internal/photo",
    )
    r.add(
        "wifi_password",
        f"WiFi heima: SSID {pick(*SSIDS)}, lykilorð {pw()}",
        f'Gestanetið: "{pick(*SSIDS)}-Gestir" / {phrase(WORDS, 3, "-")}',
        f"sumarbústaðurinn wifi: {pick(*SSIDS)} - pw {rnd(ALNUM, 12)}",
        f"QR kóðinn fyrir gestina: WIFI:T:WPA;S:{pick(*SSIDS)};P:{rnd(ALNUM, 14)};;",
        f"Wi-Fi password for the 4G router at the summer house: {digits(8)}",
    )
    r.add(
        "gmail_app_password",
        f"Gmail app password for Home Assistant notify (smtp): {app_password()}",
        f"Google forritslykilorð fyrir Thunderbird: {app_password()}",
        f"smtp.gmail.com:587 user {user()}@gmail.example pass {app_password()}",
        f"app pw (Synology tölvupósttilkynningar) - {app_password()}",
        f"Thunderbird á nýju tölvunni vill forritslykilorð:  {app_password().replace(' ', '')}",
    )
    r.add(
        "email_password",
        f"Netfangið mitt ({email()}): lykilorð {pw()}",
        f"email login - {email()} / {pw()}",
        f"Outlook lykilorðið: {pw()}",
        f"póstur: IMAP imap.simnet.example, notandi {email()}, password {pw()}",
        f"lykilorð á tölvupóstinn breytt í {pw()} (gamla var lekið, fékk viðvörun)",
    )
    r.add(
        "ssh_private_key",
        f"SSH lykill fyrir raspberry pi-inn (pi-heima.internal):\n{openssh_private()}",
        f"private key for the nas admin account, keep this:\n{openssh_private()}",
        f"Gamli RSA lykillinn fyrir bústaðar-Pi:\n{pem('RSA PRIVATE KEY', 6)}",
        f"id_ed25519 af gömlu fartölvunni\n{openssh_private()}",
        f"Lykillinn sem Pi-inn í bústaðnum notar til að senda afrit á NAS-inn (ekki deila!):\n{openssh_private()}",
    )
    r.add(
        "wireguard_private_key",
        f"WireGuard VPN to the summer house Pi:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = bustadur.example:51820\nAllowedIPs = 10.8.0.0/24",
        f"wg einkalykill fyrir símann: {wg_key()}",
        f"WireGuard private key (laptop): {wg_key()}",
        f"[Interface]\nPrivateKey = {wg_key()}\nListenPort = 51820",
        f"WG bústaður - privkey: {wg_key()}  pubkey: {wg_key()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key fyrir Dell fartölvuna: {bitlocker_key()}",
        f"Endurheimtarlykill BitLocker (auðkenni {hexs(8).upper()}): {bitlocker_key()}",
        f"bitlocker: {bitlocker_key()}",
        f"Recovery key for the small Lenovo (Sigga's), key ID {hexs(8).upper()}-{hexs(4).upper()}:\n{bitlocker_key()}",
    )
    r.add(
        "account_recovery_codes",
        f"Google varakóðar (backup codes):\n{recovery_codes(8, 'digits')}",
        f"GitHub recovery codes:\n{recovery_codes(8, 'github')}",
        f"Microsoft account recovery code: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
        f"Synology 2FA neyðarkóðar:\n{recovery_codes(5, 'other')}",
        f"Island.is? nei - Dropbox backup codes: {recovery_codes(6, 'other').replace(chr(10), ', ')}",
    )
    r.add(
        "password_manager_secret",
        f"1Password Secret Key: {onepassword_secret_key()}\nMaster password: {phrase(WORDS, 4, '-')}",
        f"Bitwarden aðallykilorð: {phrase(WORDS, 5, ' ')}",
        f"Emergency kit (1Password): netfang {email()}, secret key {onepassword_secret_key()}",
        f"KeePass gagnagrunnurinn á NAS-inum - master password: {pw()}",
        f"aðallykilorð Bitwarden (skrifað líka á blað í skápnum): {phrase(WORDS, 4, '.')}{digits(2)}",
    )
    r.add(
        "bank_card_pin",
        f"PIN debetkort Landsbankinn: {digits(4)}",
        f"Visa kreditkortið - PIN {digits(4)}",
        f"pinnið á kortinu {digits(4)} (nýja kortið frá því í maí)",
        f"Kortin:\n  debet {digits(4)}\n  kredit {digits(4)}",
        f"Card PIN for the Mastercard ending {digits(4)}: {digits(4)}",
    )
    r.add(
        "credit_card_full",
        f"Kreditkort (Visa) {groups(luhn('4'), 4)} gildir til {card_expiry()} CVC {digits(3)}",
        f"Mastercard for online orders: {groups(luhn('5' + str(secrets.randbelow(5) + 1)), 4)}, exp {card_expiry()}, security code {digits(3)}",
        f"kortanúmer {luhn('4')} {card_expiry()} {digits(3)}",
        f"Amex (ferðakortið): {amex()} exp {card_expiry()} CID {digits(4)}",
        f"Kort til að panta á netinu\nnúmer: {groups(luhn('4'), 4, '-')}\ngildir: {card_expiry()}\nöryggisnúmer: {digits(3)}",
    )
    r.add(
        "mqtt_broker_password",
        f"Mosquitto í HA: notandi mqtt_{user()}, lykilorð {rnd(ALNUM, 18)}",
        f"zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://192.168.1.20\n  user: zigbee2mqtt\n  password: {rnd(ALNUM, 20)}",
        f"mqtt://ha:{rnd(ALNUM, 16)}@homeassistant.internal:1883",
        f"Tasmota plugs connect to MQTT with user tasmota, pw {pw()}",
        f"mosquitto_pub -h homeassistant.internal -u ha -P '{rnd(ALNUM, 18)}' -t heima/test -m hallo",
    )
    r.add(
        "home_assistant_secrets_yaml",
        f"# secrets.yaml\nwifi_password: {pw()}\nmqtt_password: {rnd(ALNUM, 20)}\nelevation: 40",
        f"secrets.yaml í HA:\nsmtp_password: {app_password()}\nnas_password: {pw()}",
        f"synology_dsm_password: {pw()}\nrouter_password: {rnd(ALNUM, 14)}",
        f"HA secrets file snippet:\ntelegram_api_key: {telegram_token()}\ninflux_token: {influx_token()}",
        f"secrets.yaml (bústaðar-HA):\nha_token_main: {ha_token()}\nalarm_code: '{digits(4)}'",
    )
    r.add(
        "openai_api_key",
        f"OpenAI lykill fyrir tilraunirnar mínar: {openai_project_key()}",
        f"export OPENAI_API_KEY={openai_project_key()}",
        f"api key (OpenAI, monthly limit set to $10): {openai_project_key()}",
        f"openai:\n  api_key: \"{openai_project_key()}\"\n  model: gpt-4o-mini",
    )
    r.add(
        "anthropic_api_key",
        f"Claude API key for the Home Assistant voice assistant: {anthropic_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"lykillinn fyrir Anthropic: {anthropic_key()}",
        f"client = anthropic.Anthropic(api_key=\"{anthropic_key()}\")",
    )
    r.add(
        "sim_pin_puk",
        f"SIM kort (Nova): PIN {digits(4)}, PUK {digits(8)}",
        f"Símakortið í 4G routernum í bústaðnum - PIN {digits(4)} PUK {digits(8)}",
        f"PUK code for my phone SIM: {digits(8)}",
        f"gamla símakortið: pin {digits(4)} / puk {digits(8)}",
        f"Nýja eSIM-ið: PIN1 {digits(4)}, PUK1 {digits(8)}, PIN2 {digits(4)}",
    )
    r.add(
        "door_gate_code",
        f"Bílskúrshurðin: takkaborðskóði {digits(4)}#",
        f"Garage door keypad: {digits(6)}",
        f"Hliðið að sumarhúsabyggðinni: kóði {digits(4)} (skipt um hann í júní ár hvert)",
        f"Dyrasíminn hjá dóttur minni í blokkinni: kóði {digits(4)}, íbúð 302",
        f"door code for the boat shed at the harbour: *{digits(4)}#",
    )
    r.add(
        "safe_combination",
        f"Peningaskápurinn í kjallaranum: {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
        f"Skjalaskápurinn, talnalás: {digits(3)}",
        f"safe combination: L {secrets.randbelow(99)} - R {secrets.randbelow(99)} - L {secrets.randbelow(99)}",
        f"Byssuskápurinn - talnakóði {digits(6)}",
    )
    r.add(
        "rsk_veflykill",
        f"Veflykill hjá Skattinum: {rnd(LOWER + DIGITS, 10)}",
        f"RSK veflykill (ef rafrænu skilríkin klikka við framtalið): {rnd(ALNUM, 8)}",
        f"skattframtal - veflykill {rnd(ALNUM, 10)}",
        f"Tax return web key (veflykill) for Sigga: {rnd(LOWER + DIGITS, 9)}",
        f"veflykill RSK {rnd(ALNUM, 10)} (nýr, fékk hann sendan í pósthólfið á island.is)",
    )
    r.add(
        "influxdb_token",
        f"InfluxDB token for the energy dashboard: {influx_token()}",
        f"influx config create --config-name heima --host-url http://nas.internal:8086 --org heima --token {influx_token()} --active",
        f"Influx skrifaðgangur (write token) fyrir hitamælana:\n{influx_token()}",
        f"telegraf.conf\n[[outputs.influxdb_v2]]\n  urls = [\"http://nas.internal:8086\"]\n  token = \"{influx_token()}\"\n  organization = \"heima\"\n  bucket = \"orka\"",
    )
    r.add(
        "backup_encryption_secret",
        f"Hyper Backup dulkóðunarlykilorð fyrir afritið á ytri diskinn: {phrase(WORDS, 5, ' ')}",
        f"restic repo password: {rnd(ALNUM, 24)}\nrestic -r sftp:backup@nas.internal:/restic backup ~/Myndir",
        f"age secret key for the offsite backup:\n{age_secret_key()}",
        f"VeraCrypt gámurinn með skönnuðu skjölunum - lykilorð: {pw()}",
        f"RESTIC_PASSWORD={rnd(ALNUM + '!#%', 20)}",
    )
    r.add(
        "telegram_bot_token",
        f"Telegram bot sem sendir mér tilkynningar frá HA: {telegram_token()}",
        f"telegram_bot:\n  - platform: polling\n    api_key: {telegram_token()}\n    allowed_chat_ids: [{digits(9, lead=True)}]",
        f"bot token (BotFather gave me this): {telegram_token()}",
        f"curl https://telegram.test/bot{telegram_token()}/getUpdates",
    )
    r.add(
        "dynamic_dns_token",
        f"duckdns:\n  domain: heimaha\n  access_token: {uid()}",
        f"DuckDNS token fyrir bústaðinn: {uid()}",
        f"Cloudflare API token (DNS edit, zone heima.example): {rnd(URLSAFE, 40)}",
        f"ddclient.conf:\nprotocol=cloudflare\nzone=heima.example\nlogin=token\npassword={rnd(URLSAFE, 40)}",
    )
    r.add(
        "grafana_admin_password",
        f"Grafana á NAS-inum: admin / {pw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 16)}",
        f"grafana login fyrir orkunotkunarmælaborðið - notandi jon, lykilorð {pw()}",
        f"Grafana service account token: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
    )
    r.add(
        "weather_station_key",
        f"Veðurstöðin (Ecowitt) sendir á Weather Underground: station ID IREYKJ{digits(2)}, station key {rnd(ALNUM, 8)}",
        f"WU upload password for my weather station: {rnd(ALNUM, 8)}",
        f"Ecowitt API: application key {rnd(HEX.upper(), 32)}, api key {uid()}",
        f"veðurstöðin: WU lykilorð stöðvarinnar {rnd(ALNUM, 8)} (ID IREYKJ{digits(3)})",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "company_kennitala",
        f"Reikningur frá Rafvirkjanum ehf., kt. {kt_company()}, greiða fyrir 15. maí",
        f"kennitala húsfélagsins: {kt_company()}",
        f"Company ID (kennitala) of the roofing contractor: {kt_company()} - needed for the VSK refund form",
        f"Sumarhúsafélagið Ásgarður, kt. {kt_company()}, reikn. {bank_account()}",
        f"kt. {kt_company(False)} (Lagnir og Varmi ehf.)",
    )
    r.add(
        "license_plate",
        f"Bílnúmerið á Kia-inum: {plate()}",
        f"Skoðun: {plate()} á að fara í skoðun í október",
        f"Sigga's car plate {plate()} - parking permit at the summer house",
        f"Tengivagninn: {plate()}",
        f"Bílastæðasjóður: sekt á {plate()}, málsnúmer {digits(9, lead=True)}",
    )
    r.add(
        "invoice_number",
        f"Reikningur nr. {digits(7, lead=True)} frá Veitum, upphæð 14.870 kr.",
        f"Invoice INV-{digits(4, lead=True)}-{digits(5)} for the heat pump service",
        f"Síminn reikningur {digits(10, lead=True)} - á að vera í beingreiðslu",
        f"reikn.nr. {rnd(UPPER, 2)}{digits(6)} frá pípulagningamanninum, greitt 3. mars",
        f"Invoice #{digits(8, lead=True)} (Elko) - warranty for the dishwasher, keep until 2027",
    )
    r.add(
        "meter_number",
        f"Orkumælir (rafmagn) nr. {digits(8, lead=True)}, staða 1. jan: {secrets.randbelow(40000)} kWh",
        f"Hitaveitumælir í bústaðnum: {digits(9, lead=True)}",
        f"Water meter serial {rnd(UPPER, 2)}{digits(8)}, reading {secrets.randbelow(900)} m3",
        f"Veitur spurðu um mælanúmer: {digits(8, lead=True)} (rafmagn), {digits(8, lead=True)} (heitt vatn)",
        f"meter no {digits(10, lead=True)} - álestur sendur inn 30.9.",
    )
    r.add(
        "device_serial_number",
        f"Synology DS920+ serial: {digits(4, lead=True)}PDN{digits(6)}",
        f"Varmadælan (Mitsubishi): raðnúmer {digits(2)}{rnd(UPPER, 1)}{digits(5)}",
        f"Router S/N: CP{digits(4)}{rnd(UPPER + DIGITS, 6)}",
        f"Raðnúmer á þvottavélinni: {digits(3)}{rnd(UPPER, 2)}{digits(6)} - fyrir ábyrgðina",
        f"laptop serial number {rnd(UPPER + DIGITS, 10)} (Dell service tag {rnd(UPPER + DIGITS, 7)})",
        f"Raspberry Pi serial 10000000{hexs(8)}",
    )
    r.add(
        "masked_card_number",
        f"Visa kortið sem endar á {digits(4)} rennur út {card_expiry()}",
        f"Beingreiðsla á kort **** **** **** {digits(4)}",
        f"Card on file with the car charger app: Mastercard •••• {digits(4)}",
        f"Greitt með korti {luhn('4')[:6]}******{digits(4)}",
        f"kortið XXXX-XXXX-XXXX-{digits(4)} lokað, nýtt kort á leiðinni",
    )
    r.add(
        "model_number",
        "NAS: Synology DS920+, diskar 2x WD Red Plus WD40EFZX",
        "Varmadælan: Mitsubishi MSZ-LN35VG / MUZ-LN35VG",
        "Uppþvottavél: Bosch SMV4HVX33E",
        "Router model: Technicolor DGA4130, firmware 2.2.1",
        "Home Assistant Yellow + SkyConnect dongle, Zigbee bulbs IKEA LED1836G9",
    )
    r.add(
        "bank_account_for_payment",
        f"Húsfélagsgjöld: leggja inn á {bank_account()}, kt. {kt_company()}",
        f"Sumarhúsafélagið - árgjald á reikning {bank_account()}",
        f"IBAN for the Norwegian cousin to pay me back: {is_iban()} (SWIFT NBIIISRE)",
        f"Greiða smiðnum: {bank_account()} kt. {kt_company(False)}, 185.000 kr.",
        f"reikn. kórsins: {bank_account()}",
    )
    r.add(
        "tracking_number",
        f"Pakkinn frá Þýskalandi: {s10(country='DE')}",
        f"Pósturinn sendingarnúmer {s10()}",
        f"tracking {s10('LX', 'CN')} - varahlutir í reiðhjólið",
        f"DHL waybill {digits(10, lead=True)}",
        f"Sending frá Elko: {s10('CP')} - sótt á pósthúsið",
    )
    r.add(
        "order_number",
        f"Pöntun #{digits(6, lead=True)} hjá Húsasmiðjunni - pallaefni",
        f"Amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)}",
        f"Order ref {rnd(UPPER + DIGITS, 8)} (new battery for the key fob)",
        f"pantanir: {digits(8, lead=True)}, {digits(8, lead=True)}",
        f"AliExpress order {digits(16, lead=True)} - Zigbee hitaskynjarar x4",
    )
    r.add(
        "uuid_in_url",
        f"Automation sem kveikir á hitanum: http://homeassistant.internal:8123/config/automation/edit/{hexs(13)}",
        f"HA device page for the heat pump: http://homeassistant.internal:8123/config/devices/device/{hexs(32)}",
        f"Shared photo album doc: https://docs.acme.example/d/{uid()}/view",
        f"Málið mitt á island.test: https://island.test/mal/{uid()}",
        f"Uppskriftin sem Sigga sendi: https://uppskriftir.example/r/{uid()}",
    )
    r.add(
        "mac_address",
        f"MAC vistfang á NAS-inum: {mac(':', True)} - fast IP 192.168.1.20",
        f"Pi í bústaðnum: {mac()}",
        f"DHCP reservation: {mac('-', True)} -> 192.168.1.35 (varmadælan)",
        f"unknown device on the network {mac()} - turned out to be the new TV",
        f"Bluetooth address of the hearing aid remote {mac(':', True)}",
    )
    r.add(
        "ssh_public_key",
        f"Public lykillinn minn fyrir authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jon@fartolva",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} pi@bustadur",
        f"Settu þennan public key á NAS-inn: ssh-rsa {ssh_pub('ssh-rsa', 270)} jon@heima",
        f"host key fingerprint for nas.internal: SHA256:{rnd(ALNUM + '+/', 43)}",
        f"ssh-keygen -lf id_ed25519.pub  ->  256 SHA256:{rnd(ALNUM + '+/', 43)} jon@fartolva (ED25519)",
    )
    r.add(
        "wireguard_public_key",
        f"WireGuard public key símans (má deila): {wg_key()}",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.3/32",
        f"Peer 'fartölva' public key {wg_key()} - endpoint bustadur.example:51820",
        f"wg show: peer: {wg_key()}  latest handshake: 2 minutes ago",
    )
    r.add(
        "checksum_hash",
        f"DSM_DS920+_72806.pat SHA256: {sha256()}",
        f"sha256sum haos_yellow-12.4.img.xz = {sha256()}",
        f"MD5 af myndasafninu fyrir afritun: {hexs(32)}",
        f"Checksum matches: {sha256()}  ubuntu-24.04-desktop-amd64.iso",
        f"Git LFS oid sha256:{sha256()} (myndin af bústaðnum í repo-inu)",
    )
    r.add(
        "container_identifier",
        f"docker ps: {hexs(12)}  grafana/grafana:latest  Up 3 days",
        f"image digest ghcr.io/home-assistant/home-assistant@sha256:{sha256()}",
        f"pod that keeps restarting on the test cluster: {pod_name('influxdb')}",
        f"container id {hexs(64)} (mosquitto)",
        f"docker logs {hexs(12)} | tail  - zigbee2mqtt hrundi í nótt",
    )
    r.add(
        "git_commit",
        f"HA config repo: rolled back to commit {hexs(40)}",
        f"git checkout {hexs(7)} - before I broke the automations",
        f"Commit {hexs(40)}: 'bætti við hitaskynjara í bílskúr'",
        f"HA core version 2025.1.{secrets.randbelow(5)} build {hexs(7)}",
    )
    r.add(
        "secret_reference",
        "mqtt:\n  password: !secret mqtt_password",
        "The workflow uses ${{ secrets.HA_TOKEN }} - set in the repo settings, not in the file",
        "Skriftan les tokenið úr umhverfisbreytunni $HA_TOKEN",
        "vault kv get secret/heima/synology  (lykilorðið er geymt þar)",
        "api_key: ${OPENAI_API_KEY}  # kemur úr .env á NAS-inum",
    )
    r.add(
        "password_location",
        "Lykilorðið að netbankanum er í umslagi í peningaskápnum, ekki í tölvunni",
        "Router admin password: written on the card taped inside the fuse box door",
        "Kóðinn að lyklaboxinu - Sigga veit hann, spyrja hana",
        "NAS admin password is in 1Password under 'DiskStation'",
        "Alarm code for the summer house: see the blue notebook, page 3",
    )
    r.add(
        "password_policy_talk",
        "Landsbankinn vill að lykilorðið sé minnst 10 stafir með tölustaf og tákni",
        "Remember to change the router password every year in January",
        "Skipti um öll lykilorð eftir að gamla fartölvan var seld - búið 12. apríl",
        "Synology: password must be at least 8 characters and not contain the username",
        "Ekki nota sama lykilorð á NAS og router - eitt lykilorð á hvern stað",
    )
    r.add(
        "pin_settings",
        "Rafræn skilríki: PIN-ið má vera 4 til 8 tölustafir; eftir 3 rangar tilraunir þarf PUK",
        "Alarm: exit delay 30 s, entry delay 45 s, siren 3 min",
        "Kia app asks for the 4-digit PIN only for unlock and climate, not for location",
        "Debetkort: PIN breytt í hraðbanka, ekki í appinu",
        "Router: admin page only reachable from the wired LAN, remote admin off",
    )
    r.add(
        "wifi_settings",
        f"WiFi heima: SSID {pick(*SSIDS)}, rás 36, 5 GHz, WPA3",
        f"Gestanet {pick(*SSIDS)}-Gestir slökkt á nóttunni (kl. 23-07)",
        "Wi-Fi band steering off - the heat pump only sees 2.4 GHz",
        f"Mesh node in the garage: channel 11, IP 192.168.1.{secrets.randbelow(200) + 20}",
        "Lykilorðið á gestanetinu er á kortinu á ísskápnum í bústaðnum",
    )
    r.add(
        "public_client_id",
        f"Google OAuth client ID for the HA calendar integration: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Netatmo client_id {hexs(24)} (secret geymt í HA, ekki hér)",
        f"Synology QuickConnect ID: afijon-{rnd(LOWER, 4)}",
        f"Weather Underground station ID: IREYKJ{digits(3)} - opin síða, hver sem er getur skoðað",
        f"Home Assistant instance id (sést í Settings > System): {hexs(32)}",
    )
    r.add(
        "age_recipient",
        f"age public key (recipient) fyrir afritin: {age_public_key()}",
        f"age -r {age_public_key()} -o skjol.tar.age skjol.tar",
        f"recipients.txt:\n{age_public_key()}\n{age_public_key()}",
        f"Sigga's age public key, so I can encrypt the scans for her: {age_public_key()}",
    )
    r.add(
        "property_number",
        f"Fastanúmer íbúðarinnar: F{digits(7, lead=True)}",
        f"Sumarbústaðurinn: fastanúmer F{digits(7, lead=True)}, landnúmer {digits(6, lead=True)}",
        f"Property registry number for the insurance: F{digits(7, lead=True)}",
        f"Bílskúr: matshluti 02, fastanúmer F{digits(7, lead=True)}",
        f"Landeignanúmer bústaðarlóðarinnar: L{digits(6, lead=True)}",
    )
    r.add(
        "insurance_policy_number",
        f"Heimilistrygging, skírteini nr. {digits(8, lead=True)}",
        f"Car insurance policy {rnd(UPPER, 2)}-{digits(7)}, renews 1 March",
        f"Sumarhúsatrygging: tjónanúmer {digits(6, lead=True)}-{digits(2)}",
        f"Ferðatrygging (með kortinu) - mál {digits(7, lead=True)}",
        f"Bílatrygging: viðskiptavinanúmer {digits(7, lead=True)}",
    )
    r.add(
        "payment_claim_reference",
        f"Krafa í netbanka: {bank_account()}, gjalddagi 01.06., kröfunúmer {digits(6, lead=True)}",
        f"Greiðsluseðill fasteignagjalda, tilvísun {digits(10, lead=True)}",
        f"Payment reference for the electricity bill: {digits(12, lead=True)}",
        f"Bifreiðagjald, seðilnúmer {digits(7, lead=True)}",
        f"Beingreiðslusamningur nr. {digits(9, lead=True)} (hiti og rafmagn)",
    )
    r.add(
        "vehicle_vin",
        f"VIN á Kia-inum: {vin('KNA')} (þarf við varahlutapöntun)",
        f"Verkstæðið bað um verksmiðjunúmer: {vin()}",
        f"Chassis number {vin()} - for the tyre hotel booking",
        f"Gamli Volvo-inn, VIN {vin('YV1')}, seldur 2019",
        f"vin {vin()}",
    )
    r.add(
        "case_ticket_number",
        f"Málsnúmer hjá Island.is: {digits(4, lead=True)}-{digits(5)}",
        f"Síminn support ticket #{digits(7, lead=True)} - slow internet at the summer house",
        f"Synology support case {digits(8, lead=True)} (disk 2 warning)",
        f"Tjónaskýrsla, málsnr. {rnd(UPPER, 3)}-{digits(6)}",
        f"Heilsuvera: beiðni nr. {digits(8, lead=True)} - endurnýjun lyfseðils",
    )
    r.add(
        "backup_file_name",
        f"Síðasta HA afrit: backup_2025-01-{secrets.randbelow(28) + 1:02d}_{hexs(8)}.tar",
        f"Hyper Backup task 'Myndir-ytri' -> DS920_{hexs(12)}.hbk",
        f"photo IMG_2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}_{digits(6)}.jpg is the one for the Christmas card",
        f"Skráin {uid()}.pdf í Downloads er reikningurinn frá Veitum",
        f"Afrit af stillingum routersins: config_{mac('', True)}_{digits(8, lead=True)}.bin",
    )
    r.add(
        "token_admin_note",
        "Bjó til nýjan long-lived token í HA sem heitir 'eldhus-spjald', gildir í 10 ár; eyddi gamla 'ipad'",
        "Revoked the Home Assistant token for the old phone today",
        "The OpenAI key is limited to $10 a month and only the chat models",
        "Telegram botinn: nafnið er @BustadurHA_bot, token geymt í secrets.yaml",
        "Tveggja þrepa auðkenning virk á Synology síðan í mars (Google Authenticator)",
    )
    r.add(
        "phone_imei",
        f"IMEI á símanum mínum: {luhn('35', 15)} (fyrir tryggingarnar)",
        f"4G routerinn í bústaðnum, IMEI {luhn('86', 15)}",
        f"Sigga's phone IMEI {luhn('35', 15)}",
        f"IMEI2 (eSIM) {luhn('35', 15)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout273.py", [
        ("heldout273_credentials.yaml", credentials(), "Held-out batch 273: credentials a retired Reykjavík engineer keeps (e-ID PIN, Landsbankinn, car app, summer house codes, router, Home Assistant, Synology), in Icelandic and English"),
        ("heldout273_lookalikes.yaml", lookalikes(), "Held-out batch 273: that household's safe-to-share look-alikes (kennitala of companies, plates, invoices, meters, serials, masked cards, model numbers, public keys, references)"),
    ])


if __name__ == "__main__":
    main()
