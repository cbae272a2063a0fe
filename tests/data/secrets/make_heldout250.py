# ruff: noqa: E501
"""Writes heldout250_credentials.yaml and heldout250_lookalikes.yaml: held-out batch 250.

Persona: an operations manager (driftsleder) at a salmon farm company in Bergen, who writes
Norwegian bokmål with some English mixed in. She asks the assistant to remember the feed
system's (AKVA) SCADA admin password, the Altinn/MinID login, the PIN of the bank's code
brick (kodebrikke), the workboat's chartplotter PIN, the Starlink Wi-Fi password, the door
code of the barracks, the Mattilsynet reporting login, the site VPN's pre-shared key, the
Microsoft 365 admin password and a Fishtalk API key. Her look-alikes are the everyday
numbers of the trade: organisasjonsnummer, lokalitetsnummer, call signs and MMSI numbers,
net pen ids, lice count report receipts, invoice, KID and IMO numbers, serial numbers and
GPS positions.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    age_public_key,
    anthropic_key,
    b64,
    b64u_bytes,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
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
    sendgrid_key,
    uid,
    wg_key,
    write_corpora,
)

NO_WORDS = [
    "laks", "torsk", "merd", "fjord", "skjær", "brygge", "tare", "måke", "fôr", "not",
    "bølge", "storm", "hav", "sild", "sei", "kveite", "fyr", "holme", "vind", "tåke",
]
SITES = ["Sjøholmen", "Ytre Lauvøy", "Kvernavika", "Storeskjer", "Nordre Bolstad", "Hellevika"]
BOATS = ["Merdbas 1", "Fôrflåte 2", "Lauvøy Service", "Havørn", "Brønnbas", "Sjøgutten"]


def nopw() -> str:
    """A password a fish-farm office would pick or a manager would generate."""
    return pick(
        f"{pick('Laks', 'Torsk', 'Merd', 'Fjord', 'Skjær', 'Brygge', 'Sei', 'Havet', 'Fôrflåte', 'Fonna')}{pick('', '_', '-', '.')}{digits(4)}{pick('!', '#', '?', '%', '&')}",
        f"{pick('Bergen', 'Sotra', 'Fedje', 'Austevoll', 'Hardanger')}{pick('!', '#', '@')}{rnd(ALNUM, 6)}",
        pw(),
        rnd(ALNUM + "!#%&*+-?", 14),
    )


def urlpw() -> str:
    return rnd(ALNUM, pick(14, 16, 18))


def ip() -> str:
    return f"10.{pick(20, 30, 40)}.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 2}"


def lok() -> str:
    return digits(5, lead=True)


def site() -> str:
    return pick(*SITES)


def boat() -> str:
    return pick(*BOATS)


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick(2025, 2026)}"


def week() -> int:
    return secrets.randbelow(52) + 1


def mod11(body: str, weights: list[int]) -> str | None:
    r = 11 - sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
    if r == 10:
        return None
    return "0" if r == 11 else str(r)


def orgnr() -> str:
    """A Norwegian organisasjonsnummer with a valid mod-11 check digit."""
    while True:
        body = pick("8", "9") + digits(7)
        check = mod11(body, [3, 2, 7, 6, 5, 4, 3, 2])
        if check is not None:
            return body + check


def kontonr() -> str:
    """A Norwegian bank account number (11 digits, mod 11)."""
    while True:
        body = digits(10, lead=True)
        check = mod11(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])
        if check is not None:
            return body + check


def kontonr_dotted() -> str:
    n = kontonr()
    return f"{n[:4]}.{n[4:6]}.{n[6:]}"


def kid(length: int | None = None) -> str:
    return luhn("", length or pick(9, 11, 13, 15))


def imo() -> str:
    body = pick("7", "8", "9") + digits(5)
    return body + str(sum(int(c) * w for c, w in zip(body, [7, 6, 5, 4, 3, 2], strict=True)) % 10)


def mmsi() -> str:
    return pick("257", "258", "259") + digits(6)


def callsign() -> str:
    prefix = pick("LA", "LC", "LD", "LF", "LG", "LH", "LJ", "LK", "LL", "LM", "LN")
    return prefix + pick(rnd(UPPER, 2), digits(4, lead=True))


def lat() -> str:
    return f"60.{digits(5)}"


def lon() -> str:
    return f"{pick('4', '5')}.{digits(5)}"


def nmea() -> str:
    body = (
        f"GPGGA,{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}.00,"
        f"60{secrets.randbelow(60):02d}.{digits(3)},N,00{pick(4, 5)}{secrets.randbelow(60):02d}.{digits(3)},E,"
        f"1,{secrets.randbelow(8) + 5:02d},0.{secrets.randbelow(9) + 1},{secrets.randbelow(20)}.{secrets.randbelow(10)},M,45.{secrets.randbelow(10)},M,,"
    )
    check = 0
    for ch in body:
        check ^= ord(ch)
    return f"${body}*{check:02X}"


def azure_secret() -> str:
    """An Entra ID (Azure AD) client secret: three characters, a digit, Q~, 34 more."""
    return f"{rnd(ALNUM, 3)}{secrets.choice(DIGITS)}Q~{rnd(ALNUM + '-_.~', 34)}"


def ed25519_pub() -> str:
    name = b"ssh-ed25519"
    return b64(len(name).to_bytes(4, "big") + name + (32).to_bytes(4, "big") + secrets.token_bytes(32))


def ecdsa_pub() -> str:
    name, curve = b"ecdsa-sha2-nistp256", b"nistp256"
    point = b"\x04" + secrets.token_bytes(64)
    return b64(b"".join(len(x).to_bytes(4, "big") + x for x in (name, curve, point)))


def teams_webhook() -> str:
    return f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}"


def ms_recovery_code() -> str:
    return "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "akva_scada_admin_password",
        f"AKVA connect fôringsanlegg, admin-bruker: admin / {nopw()}",
        f"Husk: passord til AKVA SCADA på flåten (lok. {lok()}) er {nopw()} – bare for meg og driftsleder på {site()}",
        f"akva scada\nuser: akvaadmin\npw: {nopw()}\nIP {ip()}",
        f"Nytt admin-passord på fôringssystemet etter service fra AKVA i dag: {nopw()} (det gamle sluttet å virke)",
        f"SCADA login feed barge '{boat()}' -> operator: drift / {nopw()} ; admin: akva / {nopw()}",
    )
    r.add(
        "altinn_minid_login",
        f"Altinn via MinID: passord {nopw()}, PIN-koder fra brevet: 1) {digits(5)} 2) {digits(5)} 3) {digits(5)} 4) {digits(5)}",
        f"Altinn-innlogging for selskapet (MinID) – passord: {nopw()}",
        f"min id passord er {nopw()} , brukes til altinn når bankid ikke virker ute på flåten",
        f"Altinn systembruker for lusetelling-integrasjonen: brukernavn fishtalk_sys_{digits(4)}, passord {rnd(ALNUM, 18)}",
        f"Altinn login for Anna (new HR): she uses MinID, password = {nopw()} until she gets BankID",
    )
    r.add(
        "kodebrikke_pin",
        f"Kodebrikke DNB bedrift, PIN: {digits(4)}",
        f"pin til kodebrikka (Sparebanken Vest) = {digits(4)}",
        f"Husk kodebrikke-PIN {digits(4)}, brikken ligger i øverste skuff på kontoret",
        f"Nettbank bedrift: bruker-ID {digits(8, lead=True)}, kodebrikke pin {digits(4)}",
        f"Ny PIN på kodebrikka etter at den ble sperret: {digits(4)} (ikke skriv den på baksiden igjen!!)",
    )
    r.add(
        "chartplotter_pin",
        f"Kartplotter på {boat()} (Garmin) PIN: {digits(4)}",
        f"Chartplotter PIN for the Simrad on the workboat: {digits(4)}",
        f"kartplotter kode {digits(4)} – den spør etter den ved oppstart",
        f"Raymarine Axiom på arbeidsbåten, sikkerhets-PIN {digits(4)}, må tastes etter strømbrudd",
        f"PIN plotter «{boat()}»: {digits(6)}",
    )
    r.add(
        "starlink_wifi_password",
        f"Starlink wifi på flåten: SSID Fôrflåte-Starlink, passord {nopw()}",
        f"starlink router pw: {rnd(LOWER + DIGITS, 12)}",
        f"Wifi-passord Starlink ({site()}): {phrase(NO_WORDS, 3, '-')}{digits(2)}",
        f"Starlink Gen3 router\nnettverk: STARLINK-BRAKKA\npassord: {nopw()}",
        f"Gjestenett på Starlink for fôrteknikeren fra AKVA: {rnd(ALNUM, 10)}",
    )
    r.add(
        "barracks_door_code",
        f"Dørkode brakka på {site()}: {digits(4)}#",
        f"Kode til døra på boligbrakka = {digits(6)}",
        f"brakkedør {digits(4)} + enter",
        f"Door code for the barracks (tell the divers on Thursday): {digits(4)}, then press the key symbol",
        f"Ny dørkode brakke fra mandag: {digits(5)}. Gammel kode slutter å virke søndag kl 24",
    )
    r.add(
        "mattilsynet_portal_login",
        f"Mattilsynet skjematjenester: bruker drift@havbruk.example, passord {nopw()}",
        f"Innlogging Mattilsynet rapportering (lus/dødelighet): kari.drift / {nopw()}",
        f"mattilsynet portal pw {nopw()}  (user = kari.drift)",
        f"Mattilsynet rapportering\nBrukernavn: acme_lok{lok()}\nPassord: {nopw()}",
        f"Passordet til Mattilsynets innrapportering er endret i dag til {nopw()}",
    )
    r.add(
        "vpn_preshared_key",
        f"VPN pre-shared key (site-to-site kontoret i Bergen ↔ flåten): {rnd(ALNUM, 32)}",
        f"IPsec PSK for FortiGate på lokaliteten {site()}: {rnd(ALNUM + '!#%', 24)}",
        f"vpn psk = {b64(secrets.token_bytes(24))}",
        f"L2TP VPN for hjemmekontor: server vpn.acme.internal, bruker kari, passord {nopw()}, delt nøkkel {rnd(ALNUM, 20)}",
        f"Config for the barge router:\ncrypto isakmp key {rnd(ALNUM, 28)} address 203.0.113.{secrets.randbelow(250) + 2}\n(the PSK, don't lose it)",
    )
    r.add(
        "m365_admin_password",
        f"Microsoft 365 global admin: admin@acme.onmicrosoft.com / {nopw()}",
        f"M365 admin-passord {nopw()} (break glass-konto, uten MFA)",
        f"Office 365 admin-konto\nbruker: it-admin@havbruk.example\npassord: {nopw()}",
        f"Husk nytt passord til 365-admin: {nopw()}",
        f"m365 admin pw er endret til {nopw()} etter phishing-forsøket forrige uke",
    )
    r.add(
        "fishtalk_api_key",
        f"Fishtalk API key: {hexs(32)}",
        f"FishTalk Control API – nøkkel for lusedata-eksport: {rnd(ALNUM, 40)}",
        f"fishtalk apikey={uid()}  (prod, ikke test)",
        f"Fishtalk integrasjon\nurl: https://fishtalk.acme.internal/api/v2\nX-Api-Key: {b64u_bytes(32)}",
        f'curl -H "Authorization: Bearer {rnd(ALNUM, 48)}" https://fishtalk.acme.internal/api/sites/{lok()}/lice',
    )
    r.add(
        "bankid_password",
        f"BankID-passord (kodebrikke-BankID): {nopw()}",
        f"bankid pw {rnd(ALNUM, 10)}",
        f"BankID på mobil – PIN {digits(5)}",
        f"Mitt BankID-passord for bedriftsnettbanken er {nopw()}",
    )
    r.add(
        "alarm_code",
        f"Alarmkode fôrflåten (Sector Alarm): {digits(4)}",
        f"Innbruddsalarm flåte {site()}: kode {digits(6)}, kodeord ved utrykning: «{phrase(NO_WORDS, 2, '')}{digits(2)}»",
        f"alarm kode {digits(4)} for å slå av alarmen i fôrrommet",
        f"Verisure kontoret Bergen: kode {digits(4)}, kodeord til vaktsentralen: {phrase(NO_WORDS, 2, '')}",
    )
    r.add(
        "camera_nvr_password",
        f"Hikvision NVR undervannskamera: admin / {nopw()}",
        f"Kamerasystem merdene – web login http://{ip()}  admin {rnd(ALNUM, 12)}",
        f"Passord til kamera-opptakeren på {site()}: {nopw()}",
        f"camera NVR pw reset today → {nopw()}",
    )
    r.add(
        "office_safe_code",
        f"Safen på kontoret: {digits(6)}",
        f"Kode til safen (der kodebrikkene ligger): {digits(4)}-{digits(2)}",
        f"safe kode {digits(6)} – ikke del med sommervikarene",
        f"Nøkkelskap brakke, kombinasjon {digits(4)}",
    )
    r.add(
        "sim_pin_puk",
        f"PUK til ruter-SIM (Telenor) på flåten: {digits(8)}, PIN {digits(4)}",
        f"SIM PIN for 4G-backup ruter: {digits(4)}  PUK: {digits(8)}",
        f"Telia mobilt bredbånd SIM på {boat()}: PIN {digits(4)}",
        f"puk {digits(8)} (jobbtelefonen min)",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker-gjenopprettingsnøkkel kontor-PC: {bitlocker_key()}",
        f"bitlocker key for the SCADA laptop: {bitlocker_key()}",
        f"Gjenopprettingsnøkkel (BitLocker) for laptop DRIFT-{digits(2)}\nNøkkel-ID: {hexs(8).upper()}\n{bitlocker_key()}",
        f"Recovery key {bitlocker_key()}",
    )
    r.add(
        "ssh_private_key",
        f"SSH-nøkkel til gatewayen på flåten (for AKVA support):\n{openssh_private()}",
        f"privat nøkkel for sensor-raspberryen:\n{pem('RSA PRIVATE KEY', 6)}",
        f"id_ed25519 for backup-serveren:\n{openssh_private()}",
    )
    r.add(
        "database_connection_string",
        f"postgresql://fishtalk_ro:{urlpw()}@db.acme.internal:5432/fishtalk",
        f"DB til lusetellings-dashbordet: Server=sql01.acme.internal;Database=Lusedata;User Id=dash;Password={nopw()};",
        f"mssql connection: Server=tcp:fishtalk-sql.acme.internal,1433;Initial Catalog=FTControl;User ID=ftsvc;Password={nopw()};Encrypt=True",
        f"mongodb://sensor_writer:{urlpw()}@mongo.merd.internal:27017/oksygen?authSource=admin",
        f"DATABASE_URL=mysql://feed:{urlpw()}@{ip()}/feedlog",
    )
    r.add(
        "azure_client_secret",
        f"Azure app-registrering 'Fishtalk-sync': client id {uid()}, client secret {azure_secret()}",
        f"client secret (utløper {date()}): {azure_secret()}",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"Entra ID secret for rapport-roboten: verdi {azure_secret()}, secret ID {uid()}",
    )
    r.add(
        "teams_webhook_url",
        f"Teams-webhook for alarmer fra oksygenmålerne: {teams_webhook()}",
        f"webhook til kanalen «Drift sjø»:\n{teams_webhook()}",
        f"Incoming webhook (Teams) for the feed alarms – keep it private: {teams_webhook()}",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid-nøkkel for e-postvarsler fra lusetellingen: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"sendgrid key (alarm-mail fra {site()}) {sendgrid_key()}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI-nøkkel til rapportskriveren: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"api key for chatgpt-scriptet som lager ukesrapport: sk-{rnd(ALNUM, 48)}",
        f"openai nøkkel (prosjekt Lusrapport) {openai_project_key()}",
    )
    r.add(
        "anthropic_api_key",
        f"Claude API-nøkkel for oversettelse av HMS-dokumenter: {anthropic_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"anthropic key til testing: {anthropic_key()}",
    )
    r.add(
        "barentswatch_client_secret",
        f"BarentsWatch API: client_id drift@havbruk.example:lusedata, client_secret {rnd(ALNUM, 24)}",
        f"Barentswatch fiskehelse-API secret = {rnd(ALNUM + '!#', 20)}",
        f"BW API\nid: kari@havbruk.example:fishtalk-sync\nsecret: {rnd(ALNUM, 32)}",
        f"curl -d 'client_id=drift@havbruk.example:lus&client_secret={rnd(ALNUM, 24)}&grant_type=client_credentials&scope=api' https://id.barentswatch.test/connect/token",
    )
    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key (bedriftskontoen): {onepassword_secret_key()}",
        f"Emergency kit 1Password – secret key {onepassword_secret_key()}, master password {nopw()}",
        f"1password hemmelig nøkkel: {onepassword_secret_key()}",
    )
    r.add(
        "github_token",
        f"GitHub token for sensor-repoet: ghp_{rnd(ALNUM, 36)}",
        f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://drift-bot:ghp_{rnd(ALNUM, 36)}@github.acme.internal/drift/feed-scripts.git",
        f"PAT (utløper {date()}): ghp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "wireguard_private_key",
        f"WireGuard på laptopen til flåten:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.{secrets.randbelow(200) + 2}/32",
        f"wg privat nøkkel for Raspberry-en i fôrrommet: {wg_key()}",
        f"WireGuard config mobilen\n[Interface]\nPrivateKey = {wg_key()}\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
    )
    r.add(
        "m365_app_password",
        f"App-passord M365 for skanneren på kontoret: {rnd(LOWER, 16)}",
        f"appassord (Outlook på fôrflåte-PC-en) {rnd(LOWER, 16)}",
        f"SMTP for alarmsentralen: smtp.office365.com:587, bruker alarm@havbruk.example, app password {rnd(LOWER, 16)}",
        f"Google app-passord for den gamle gmail-kontoen til båten: {groups(rnd(LOWER, 16), 4)}",
    )
    r.add(
        "twilio_auth_token",
        f"Twilio for SMS-varsling oksygen: Account SID AC{hexs(32)}, Auth Token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"sms-gateway auth token {hexs(32)} (twilio, konto for {site()})",
        f"twilio\nsid: AC{hexs(32)}\ntoken: {hexs(32)}",
    )
    r.add(
        "company_card",
        f"Firmakort Visa: {groups(luhn('4'), 4)}, utløp {card_expiry()}, CVC {digits(3)}",
        f"kortnr {luhn('5' + pick('1', '2', '3', '4', '5'))} exp {card_expiry()} cvc {digits(3)} – til bestilling av reservedeler",
        f"Company Mastercard for Starlink subscription: {groups(luhn('55'), 4)} {card_expiry()} CVV {digits(3)}",
        f"Drivstoffkort båt: {groups(luhn('7', 16), 4)}, PIN {digits(4)}",
    )
    r.add(
        "mqtt_sensor_password",
        f"MQTT-broker for oksygensensorene: bruker sensor, passord {rnd(ALNUM, 16)}",
        f"mqtt://o2sensor:{urlpw()}@mqtt.merd.internal:1883",
        f"mosquitto passwd for temp-sensorene: {nopw()}",
        f"MQTT_USER=merd_{digits(2)}\nMQTT_PASS={rnd(ALNUM, 20)}",
    )
    r.add(
        "feed_pc_local_admin_password",
        f"Lokal administrator på fôr-PC-en: .\\Administrator / {nopw()}",
        f"Windows-passord på kontroll-PC-en i fôrrommet: {nopw()}",
        f"local admin pw feed PC (LAPS er ikke satt opp ennå): {rnd(ALNUM + '!#%', 15)}",
        f"Fôr-PC {site()}: bruker operatør, passord {nopw()}",
    )
    r.add(
        "microsoft_recovery_code",
        f"Gjenopprettingskode Microsoft-kontoen: {ms_recovery_code()}",
        f"Microsoft account recovery code (admin) {ms_recovery_code()}",
        f"MS-konto – ny gjenopprettingskode etter at jeg brukte den gamle: {ms_recovery_code()}",
    )
    r.add(
        "github_recovery_codes",
        f"GitHub recovery codes (drift-bot):\n{recovery_codes(8, 'github')}",
        f"Gjenopprettingskoder GitHub, kontoen min:\n{recovery_codes(6, 'github')}",
        f"github 2fa backup-koder\n{recovery_codes(8, 'github')}",
    )
    r.add(
        "altinn_subscription_key",
        f"Altinn API subscription key (Ocp-Apim-Subscription-Key): {hexs(32)}",
        f"Altinn 3 API-nøkkel for lusetelling: {hexs(32)}",
        f"curl -H 'Ocp-Apim-Subscription-Key: {hexs(32)}' https://platform.altinn.test/authentication/api/v1/exchange/maskinporten",
        f"altinn apim key (prod) {hexs(32)}",
    )
    r.add(
        "network_switch_admin_password",
        f"Switchen i fôrflåten (UniFi): admin / {nopw()}",
        f"Cisco-switch på {site()}: enable secret {rnd(ALNUM, 12)}",
        f"ssh admin@{ip()} passord {nopw()} – det er switchen bak SCADA-skapet",
        f"nettverksutstyr flåte:\nruter: admin / {nopw()}\nswitch: admin / {nopw()}",
    )
    r.add(
        "visma_payroll_login",
        f"Visma lønn: bruker kari.drift, passord {nopw()}",
        f"Passord til lønnssystemet (timelister for røkterne): {nopw()}",
        f"visma.net login {nopw()}",
        f"Timeføring/lønn – English: username kari@havbruk.example, password {nopw()}",
    )
    r.add(
        "boat_tablet_passcode",
        f"iPad på arbeidsbåten, kode {digits(6)}",
        f"nettbrettet i styrehuset – skjermlås {digits(4)}",
        f"Kode til Samsung-nettbrettet vi bruker til lusetelling: {digits(6)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "organisasjonsnummer",
        f"Org.nr. for selskapet: {orgnr()} MVA",
        f"Fakturaadresse: Acme Havbruk AS, org.nr {groups(orgnr(), 3)}, Postboks {digits(3, lead=True)}, 5{digits(3)} Bergen",
        f"orgnr til fôrleverandøren: {orgnr()}",
        f"Our company registration number (organisasjonsnummer) is {orgnr()} – they need it for the AKVA service contract",
        f"Brønnøysund: underenhet {orgnr()}, hovedenhet {orgnr()}",
    )
    r.add(
        "lokalitetsnummer",
        f"Lokalitetsnummer {lok()} – {site()}",
        f"Lok.nr. {lok()} ({site()}) og {lok()} ({site()}) rapporteres sammen denne uka",
        f"site number for {site()}: {lok()}",
        f"Husk: lusetelling for lok {lok()} skal inn innen tirsdag",
        f"Lokaliteter: {lok()} Sjøholmen, {lok()} Kvernavika, {lok()} Storeskjer",
    )
    r.add(
        "vessel_call_sign",
        f"Kallesignal arbeidsbåten: {callsign()}",
        f"Brønnbåten kommer torsdag, kallesignal {callsign()}, VHF kanal 12",
        f"call sign {callsign()} (servicebåten fra notvaskeriet)",
        f"Kallesignaler: {boat()} {callsign()}, {boat()} {callsign()}",
        f"Fôrbåten meldte seg på VHF som {callsign()} kl 0715",
    )
    r.add(
        "mmsi_number",
        f"MMSI {mmsi()} – {boat()}",
        f"AIS: MMSI {mmsi()}, kallesignal {callsign()}",
        f"mmsi til den nye arbeidsbåten er {mmsi()}, registrert hos Nkom",
        f"The well boat's MMSI is {mmsi()} – use it to follow her on MarineTraffic",
        f"DSC-oppkall fra {mmsi()} i går, sjekk hvem det var",
    )
    r.add(
        "net_pen_id",
        f"Merd M{secrets.randbelow(12) + 1:02d} på lok. {lok()} har høyest dødelighet denne uka",
        f"Not-ID NOT-{digits(6)} står i merd {secrets.randbelow(12) + 1}",
        f"net pen id {lok()}-M{secrets.randbelow(12) + 1:02d} → flyttes til {lok()}-M{secrets.randbelow(12) + 1:02d}",
        f"Merd-ID i Fishtalk: {hexs(8).upper()} (M{secrets.randbelow(12) + 1})",
        f"Ringnr. {digits(5, lead=True)}, merd {secrets.randbelow(12) + 1}, nottype 160 m omkrets",
    )
    r.add(
        "lice_count_report_id",
        f"Lusetelling uke {week()} sendt, Altinn-kvittering AR{digits(9, lead=True)}",
        f"Referanse lusetellingsrapport: {uid()}",
        f"Lice count report for week {week()} accepted, reference AR{digits(9, lead=True)}",
        f"lus rapport id {lok()}-{pick(2025, 2026)}-{week():02d}",
        f"Mattilsynet bekreftet mottak av rapport nr. {digits(8, lead=True)} (lakselus, lok {lok()})",
    )
    r.add(
        "invoice_number",
        f"Faktura {digits(7, lead=True)} fra AKVA, forfall {date()}",
        f"Fakturanr. {pick(2025, 2026)}-{digits(5)} fra notvaskeriet er betalt",
        f"Invoice INV-{digits(6)} (Starlink) – send til regnskap",
        f"Kreditnota {digits(6, lead=True)} mot faktura {digits(6, lead=True)}",
        f"Skipets faktura fra verftet: nr {digits(8, lead=True)}, beløp 184 350,00 kr",
    )
    r.add(
        "imo_number",
        f"IMO {imo()} – brønnbåten som kommer neste uke",
        f"IMO-nr. for fôrbåten: {imo()}",
        f"Vessel IMO number {imo()}, call sign {callsign()}",
        f"imo {imo()} / mmsi {mmsi()}",
    )
    r.add(
        "kid_number",
        f"KID: {kid()} – betal før {date()}",
        f"Fôrfaktura, KID {kid()}, kontonr {kontonr_dotted()}",
        f"kid nr {kid()}",
        f"Payment reference (KID) {kid()} for the Mattilsynet fee",
        f"Husk riktig KID ved betaling av tilsynsavgift: {kid(15)}",
    )
    r.add(
        "equipment_serial_number",
        f"Serienr. fôrkanon: {rnd(UPPER + DIGITS, 10)}",
        f"Oksygensensor på M{secrets.randbelow(12) + 1:02d}, S/N {digits(8, lead=True)}",
        f"Serial number of the underwater camera: {rnd(UPPER, 3)}-{digits(7)}",
        f"Kartplotter serienummer {digits(10, lead=True)} (garanti til {date()})",
        f"Påhengsmotor {boat()}: serienr {digits(1, lead=True)}{rnd(UPPER, 1)}{digits(6)}",
    )
    r.add(
        "gps_coordinates",
        f"Lokalitet {site()}: {lat()} N, {lon()} Ø",
        f"Posisjon fôrflåte: 60°{secrets.randbelow(60):02d}.{digits(3)}'N 00{pick(4, 5)}°{secrets.randbelow(60):02d}.{digits(3)}'E",
        f"GPS for the new mooring buoy: {lat()}, {lon()}",
        f"ankerpunkt 3: {lat()} / {lon()} (dybde 87 m)",
        f"Hjørneboye NØ: N {lat()} E {lon()}",
    )
    r.add(
        "nmea_sentence",
        f"Rå NMEA fra plotteren når den hang: {nmea()}",
        f"GPS output from the barge: {nmea()}",
        f"logglinje: {nmea()}",
    )
    r.add(
        "password_rotation_note",
        "Husk å bytte passordet på AKVA-admin hver 90. dag – neste gang 1. mars",
        "M365: passordpolicy er minst 14 tegn, ingen utløp, MFA påkrevd for alle brukere",
        f"Mattilsynet-passordet utløper om {secrets.randbelow(14) + 2} dager, bytt det før neste rapportering",
        "The Starlink wifi password was changed after the summer crew left – the new one is on the note in the feed room",
        "Passordet til kamera-NVR-en er fortsatt fabrikkinnstilling — MÅ byttes ved neste service!",
    )
    r.add(
        "secret_location_reference",
        "Kodebrikka ligger i safen på kontoret, PIN-en vet bare jeg og daglig leder",
        "Alle passord til flåten ligger i 1Password-hvelvet «Drift Sjø»",
        "Dørkoden til brakka står i vaktboka, ikke send den på SMS",
        "Admin-passord til SCADA: se forseglet konvolutt i brannskapet",
        "VPN-nøkkelen ligger i Azure Key Vault kv-acme-drift, secret-navn vpn-psk-flate",
    )
    r.add(
        "vault_path_reference",
        "Fishtalk API-nøkkelen hentes fra Vault: secret/data/drift/fishtalk/api_key",
        "az keyvault secret show --vault-name kv-acme-drift --name m365-breakglass --query value",
        "FISHTALK_API_KEY=${FISHTALK_API_KEY} i .env.example, den ekte ligger i Key Vault",
        "op read \"op://Drift Sjø/Starlink flåte/password\"",
    )
    r.add(
        "ci_secret_reference",
        "env:\n  SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}\n  FISHTALK_URL: https://fishtalk.acme.internal",
        "I workflowen: client_secret: ${{ secrets.BW_CLIENT_SECRET }} – legg den inn under repo settings",
        "password: ${{ secrets.MATTILSYNET_PASSWORD }} (ikke hardkod!)",
        "AZURE_CLIENT_SECRET: $(azure-client-secret)  # pipeline-variabel, låst",
    )
    r.add(
        "masked_secret",
        f"Firmakort **** **** **** {digits(4)} belastet for Starlink-abonnementet",
        f"Visa som slutter på {digits(4)}, utløper {card_expiry()}",
        f"API-nøkkel i Fishtalk-portalen vises bare som ••••••••{hexs(4)}",
        f"OpenAI-dashbordet: nøkkel sk-proj-…{rnd(ALNUM, 4)} opprettet {date()}",
    )
    r.add(
        "ssh_public_key",
        f"Legg denne i authorized_keys på gatewayen: ssh-ed25519 {ed25519_pub()} kari@drift-laptop",
        f"AKVA support sin offentlige nøkkel:\nssh-ed25519 {ed25519_pub()} support@akva.example",
        f"public key backup-server: ssh-ed25519 {ed25519_pub()}",
        f"Fingerprint på vertsnøkkelen til flåte-gatewayen: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.20.0.0/16",
        f"Offentlig WG-nøkkel for flåten (kan deles med IT): {wg_key()}",
        f"wg show: peer {wg_key()} latest handshake 42 seconds ago",
    )
    r.add(
        "azure_public_ids",
        f"Tenant ID: {uid()}, Application (client) ID: {uid()}",
        f"Fishtalk-sync app reg, klient-ID {uid()} (hemmeligheten ligger i Key Vault)",
        f"Object ID til drift-gruppa i Entra: {uid()}",
        f"Abonnement-ID Azure: {uid()}",
    )
    r.add(
        "starlink_kit_number",
        f"Starlink kit-nummer KIT30{digits(7)}, terminal-ID ut{hexs(8)}-{hexs(8)}-{hexs(8)}",
        f"Starlink på brakka: kitnr KITP00{digits(6)}",
        f"Dish serial {rnd(UPPER + DIGITS, 12)} – send to support for the RMA",
        f"Starlink kontonummer ACC-{digits(7)}-{digits(5)}-{digits(2)}",
    )
    r.add(
        "tracking_number",
        f"Sendingsnummer Bring: 370{digits(15)}",
        f"Reservedeler til fôrkanon sendt, sporing CP{digits(9)}NO",
        f"Tracking number {pick('LA', 'RR', 'EE')}{digits(9)}NO (camera from the supplier)",
        f"PostNord kolli-ID 00{digits(16)}",
    )
    r.add(
        "pod_name",
        f"Podden {pod_name('fishtalk-sync')} krasjet i natt, restartet kl 0340",
        f"kubectl logs {pod_name('lice-report-api')} -n drift",
        f"CrashLoopBackOff: {pod_name('o2-ingest')}",
    )
    r.add(
        "git_commit_hash",
        f"Fiksen for temperatur-grafen er i commit {hexs(40)}",
        f"deployet {hexs(7)} til fôr-PC-ene i dag",
        f"Revert {hexs(12)} – den ødela KID-importen",
        f"build {hexs(40)} OK",
    )
    r.add(
        "vaccine_batch_number",
        f"Vaksine ALPHA JECT, batch {digits(6, lead=True)}, brukt på smolt til M{secrets.randbelow(12) + 1:02d}",
        f"Lot nr. {rnd(UPPER, 2)}{digits(5)} – behandling mot lus, utløp {date()}",
        f"Batch {digits(2)}-{digits(4)} vaksine, journalført i Fishtalk",
        f"Vaccine batch {rnd(UPPER + DIGITS, 8)} for the smolt delivered week {week()}",
    )
    r.add(
        "bank_account_number",
        f"Kontonummer for innbetaling: {kontonr_dotted()}",
        f"Send refusjonen til konto {kontonr()}",
        f"Bank account for the supplier (Norway): {kontonr_dotted()}",
        f"Ny leverandør, kontonr {kontonr_dotted()} – sjekk mot faktura før betaling",
    )
    r.add(
        "iban_on_invoice",
        f"IBAN: {iban('NO', kontonr())}, BIC DNBANOKKXXX",
        f"For the Scottish supplier: our IBAN is {iban('NO', kontonr(), spaced=False)}",
        f"Utenlandsbetaling til Færøyene: IBAN {iban('FO', digits(14))}",
        f"Mottakers IBAN {iban('DK', digits(14))} (notleverandør)",
    )
    r.add(
        "support_ticket_number",
        f"AKVA support sak #{digits(6, lead=True)} – fôrkanon stopper",
        f"ServiceNow INC{digits(7)} for nettverket på flåten",
        f"Starlink support ticket {digits(8, lead=True)}-{rnd(UPPER, 4)}",
        f"Fishtalk helpdesk-sak FT-{digits(5)}, venter på svar",
    )
    r.add(
        "mac_address",
        f"MAC-adresse til kamera {secrets.randbelow(12) + 1}: {mac()}",
        f"DHCP-reservasjon for fôr-PC: {mac('-', True)} → {ip()}",
        f"Oksygensensor M{secrets.randbelow(12) + 1:02d} MAC {mac()}",
        f"Starlink-ruteren har MAC {mac(':', True)}",
    )
    r.add(
        "pin_policy_setting",
        "Kodebrikke: PIN må være 4 siffer, den sperres etter 3 feil forsøk",
        "Intune: PIN på nettbrett minst 6 siffer, låses etter 10 feil, ingen enkle sekvenser",
        "Konto låses i 30 minutter etter 5 feil passord (gjelder også SCADA)",
        "BankID: passordet må ha minst 6 tegn, og du får nytt etter 3 feil",
    )
    r.add(
        "door_code_changed_notice",
        "Dørkoden på brakka byttes den 1. hver måned, ny kode sendes på SMS fra vaktsentralen",
        "Info til dykkerne: dørkoden er endret, spør vaktleder når dere kommer",
        "Nøkkelskapet har fått ny kode – den står i vaktboka",
        "Door code for the barracks will change on Monday; the skipper gets it by phone",
    )
    r.add(
        "firmware_checksum",
        f"AKVA firmware 4.{secrets.randbelow(10)}.{secrets.randbelow(20)} SHA256: {hexs(64)}",
        f"sjekksum for plotter-oppdateringen (md5): {hexs(32)}",
        f"sha1 {hexs(40)}  starlink-router-fw.bin",
        f"Verifiser nedlastingen: sha256sum gir {hexs(64)}",
    )
    r.add(
        "purchase_order_number",
        f"Innkjøpsordre PO-{pick(2025, 2026)}-{digits(5)} for ny not til M{secrets.randbelow(12) + 1:02d}",
        f"Bestillingsnr. {digits(8, lead=True)} hos Biomar",
        f"Ordre {rnd(UPPER, 2)}{digits(6)} bekreftet – levering uke {week()}",
        f"PO {digits(7, lead=True)} (tau og sjakler)",
    )
    r.add(
        "wifi_ssid_without_password",
        "Nettverket på flåten heter Fôrflåte-Starlink, passordet står på lappen i fôrrommet",
        f"SSID for gjester: STARLINK-{hexs(6).upper()} (åpent nett, ingen kode)",
        "Wifi on the barracks is BRAKKA-5G; ask the skipper for the password",
        f"Brakkens nett: SSID Sjøholmen-{digits(3)}, kanal 36, WPA3",
    )
    r.add(
        "feed_lot_number",
        f"Fôrparti {digits(8, lead=True)} (Skretting 9 mm) gitt til M{secrets.randbelow(12) + 1:02d}",
        f"Lot {rnd(UPPER, 1)}{digits(7)} – fôrsekk med fuktskade, reklamert",
        f"Feed batch no. {digits(10, lead=True)} from the silo, week {week()}",
        f"Silo {secrets.randbelow(6) + 1}: batch {hexs(6).upper()}-{digits(4)}",
    )
    r.add(
        "public_host_key_or_thumbprint",
        f"ECDSA vertsnøkkel til SCADA-serveren (offentlig): ecdsa-sha2-nistp256 {ecdsa_pub()}",
        f"Sertifikat-thumbprint for fishtalk.acme.internal: {hexs(40).upper()}",
        f"Publisert age-mottakernøkkel for backup: {age_public_key()}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout250.py", [
        ("heldout250_credentials.yaml", credentials(), "Held-out batch 250: credentials a Bergen fish-farm operations manager asks to keep, in bokmål and English"),
        ("heldout250_lookalikes.yaml", lookalikes(), "Held-out batch 250: fish-farm identifiers and secret references that hold no credential"),
    ])


if __name__ == "__main__":
    main()
