# ruff: noqa: E501
"""Writes heldout124_credentials.yaml and heldout124_lookalikes.yaml: held-out batch 124.

Persona: a customs broker at a freight forwarder in Rotterdam (Waalhaven). Writes to the
assistant in Dutch and English, with some Polish from home. Holds the DigiD and banking
(ING, Rabobank, mBank/PKO) logins, Portbase and customs (AGS/DMS) access, the Exact Online
API secret and refresh token, SFTP accounts for carrier EDI feeds, the warehouse alarm code,
Microsoft 365 passwords, the TMS admin account and a Teams webhook. The look-alikes are the
daily paperwork: EORI/VAT numbers, container and B/L numbers, MRNs, HS codes, seals, plates.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

# --- shapes of this trade -------------------------------------------------------------

ISO6346_LETTERS = {}
_v = 10
for _c in UPPER:
    if _v % 11 == 0:
        _v += 1
    ISO6346_LETTERS[_c] = _v
    _v += 1


def _iso6346_check(body: str) -> str:
    total = sum((int(c) if c.isdigit() else ISO6346_LETTERS[c]) * 2**i for i, c in enumerate(body))
    return str(total % 11 % 10)


def container(owner: str | None = None) -> str:
    """An ISO 6346 container number with its check digit."""
    owner = owner or pick("MSKU", "MSCU", "CMAU", "HLXU", "TGHU", "OOLU", "TCLU", "SEGU", "EGSU")
    body = owner + digits(6)
    return body + _iso6346_check(body)


def mrn(country: str = "NL") -> str:
    """An EU movement reference number: year, country, 12 characters, procedure, check."""
    body = f"{pick('24', '25', '26')}{country}{rnd(UPPER + DIGITS, 12)}{pick('A', 'B', 'H', 'J', 'M')}"
    return body + _iso6346_check(body)


def awb() -> str:
    prefix = pick("074", "057", "020", "176", "618")
    serial = digits(7)
    return f"{prefix}-{serial}{int(serial) % 7}"


def imo() -> str:
    body = digits(6, lead=True)
    return "IMO " + body + str(sum(int(d) * w for d, w in zip(body, range(7, 1, -1), strict=True)) % 10)


def sscc() -> str:
    body = "0" + "87" + digits(14)
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def rsin() -> str:
    """Nine digits passing the Dutch eleven test (as a BV's VAT/RSIN does)."""
    while True:
        d = digits(9, lead=True)
        if (sum(int(c) * w for c, w in zip(d[:8], range(9, 1, -1), strict=True)) - int(d[8])) % 11 == 0:
            return d


def nl_vat() -> str:
    return f"NL{rsin()}B{pick('01', '02', '01')}"


def eori_nl() -> str:
    return f"NL{rsin()}"


def nip() -> str:
    while True:
        d = digits(9, lead=True)
        c = sum(int(x) * w for x, w in zip(d, (6, 5, 7, 2, 3, 4, 5, 6, 7), strict=True)) % 11
        if c < 10:
            return d + str(c)


def postcode() -> str:
    while True:
        letters = "".join(secrets.choice(UPPER) for _ in range(2))
        if letters not in ("SA", "SD", "SS"):
            return f"{digits(4, lead=True)} {letters}"


NL_PLATE = "BDFGHJKLNPRSTVXZ"


def truck_plate() -> str:
    return pick(
        f"B{secrets.choice(NL_PLATE)}-{digits(3, lead=True)}-{secrets.choice(NL_PLATE)}",
        f"V{secrets.choice(NL_PLATE)}{secrets.choice(NL_PLATE)}-{digits(2, lead=True)}-{secrets.choice(NL_PLATE)}",
        f"{digits(2, lead=True)}-B{secrets.choice(NL_PLATE)}{secrets.choice(NL_PLATE)}-{digits(1, lead=True)}",
    )


def pl_plate() -> str:
    return pick(f"PO {digits(5, lead=True)}", f"WGM {digits(4, lead=True)}{secrets.choice('ACEFHJKLMNPRSTUVWXY')}", f"DW {digits(3, lead=True)}{rnd(UPPER, 2)}")


def nl_mobile() -> str:
    return pick(f"06-{digits(8)}", f"+31 6 {digits(8)}", f"06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}")


def nl_landline() -> str:
    return pick(f"010-{digits(7, lead=True)}", f"+31 10 {digits(3, lead=True)} {digits(4)}", f"0181-{digits(6, lead=True)}")


def pl_phone() -> str:
    return f"+48 {digits(3, lead=True)} {digits(3)} {digits(3)}"


def nl_iban(bank: str) -> str:
    return iban("NL", bank + digits(10))


def hs_code(n: int = 8) -> str:
    chapter = pick("84", "85", "39", "61", "62", "94", "73", "87", "64", "95")
    return chapter + digits(n - 2)


def bl_number() -> str:
    return pick(f"MAEU{digits(9, lead=True)}", f"MEDU{rnd(UPPER, 2)}{digits(6)}", f"HLCURTM{digits(6)}", f"CMDU{rnd(UPPER, 3)}{digits(7)}", f"ONEY{rnd(UPPER, 4)}{digits(8)}")


def edi_ref() -> str:
    return digits(9, lead=True)


def mypw() -> str:
    return pick(
        f"{pick('Maasvlakte', 'Kralingen', 'Delfshaven', 'Waalhaven', 'Botlek', 'Europoort', 'Feijenoord')}{pick('!', '#', '@', '$', '*')}{digits(4)}",
        f"{pick('Kotek', 'Slonce', 'Wisla', 'Zabka', 'Mazury', 'Pierogi')}{digits(2)}{pick('!', '?', '#')}{pick('Rdam', 'Maas', 'Haven')}",
        rnd(ALNUM + "!#%&*+-?", 16),
        rnd(ALNUM, 14),
        pw(),
    )


def exact_refresh() -> str:
    return "Gcp7!IAAAA" + rnd(URLSAFE, 300)


def entra_secret() -> str:
    return f"{rnd(ALNUM, 3)}{secrets.randbelow(10)}Q~{rnd(ALNUM + '-_.~', 34)}"


def ms_recovery() -> str:
    return "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5))


def teams_webhook() -> str:
    return (
        f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/"
        f"{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}"
    )


def fingerprint() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def visa() -> str:
    return groups(luhn("4"), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "53", "55")), 4)


# --- credentials ----------------------------------------------------------------------


def credentials() -> Rows:
    r = Rows()

    r.add(
        "digid_password",
        f"DigiD (prive): gebruikersnaam knowak_{digits(2)} / ww {mypw()}",
        f"remember my DigiD login for the belastingaangifte in april: user katarzyna.nowak{digits(2)}, password {mypw()} (sms goes to my 06)",
        f"Digid\nuser: kasia{digits(3)}\npass: {mypw()}\nniet vergeten: sms-controle staat aan",
    )
    r.add(
        "digid_activation_code",
        f"brief van DigiD gekomen, activeringscode {rnd(UPPER + DIGITS, 9)} — binnen 20 dagen activeren!!",
        f"DigiD app opnieuw koppelen op nieuwe telefoon. Activation code from the letter: {rnd(UPPER + DIGITS, 9)}",
        f"kod aktywacyjny DigiD (z listu, dla mamy): {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "digid_app_pincode",
        f"DigiD app pincode = {digits(5)}",
        f"new phone -> DigiD app set up again, pin {digits(5)} (not the same as the ING one)",
        f"pincode digid app mama: {digits(5)}. ja wiem, nie powinnam tego zapisywać",
    )
    r.add(
        "portbase_password",
        f"Portbase login: k.nowak@acmefreight.example / {mypw()}",
        f"Portbase (Port Community System)\n  gebruiker: ACMEFWD_KNOWAK\n  wachtwoord: {mypw()}\n  2FA via authenticator",
        f"Portbase ww gewijzigd vandaag, nieuw is {mypw()} — oude werkt niet meer",
        f"Notification import documentation in Portbase — use the team account acme-customs, pw {mypw()}",
    )
    r.add(
        "portbase_api_key",
        f"Portbase API key voor de TMS koppeling (Track & Trace): {hexs(32)}",
        f"curl -H 'X-Api-Key: {rnd(ALNUM, 40)}' https://api.portbase.test/v1/visits?port=NLRTM",
        f"PORTBASE_API_KEY={rnd(ALNUM, 32)}  # productie, niet in git zetten",
    )
    r.add(
        "douane_ags_password",
        f"AGS (Douane) aangiftesysteem, account DECL{digits(5)}, ww: {mypw()}",
        f"login douane AGS testomgeving: user acme_ags_t / {mypw()}\nprod heeft eigen ww, staat in Bitwarden",
        f"AGS export — gebruiker KNOWAK02 wachtwoord {mypw()} (verloopt elke 90 dagen)",
    )
    r.add(
        "dms_certificate_passphrase",
        f"PKIoverheid certificaat voor DMS (systeem-tot-systeem), pfx wachtwoord: {rnd(ALNUM + '!#$%', 18)}",
        f"openssl pkcs12 -in acme_dms_2025.pfx -nodes -passin pass:{rnd(ALNUM, 20)} -out dms.pem",
        f"DMS cert (servercertificaat douane koppeling)\nbestand: dms-acme.p12\npassphrase: {mypw()}",
    )
    r.add(
        "eherkenning_password",
        f"eHerkenning niveau 3 (voor Mijn Douane + Belastingdienst zakelijk): knowak@acmefreight.example ww {mypw()}",
        f"eHerkenning login\n{mypw()}\nsms code komt op werk mobiel",
        f"EH3 middel van KPN, gebruikersnaam acme-knowak, password {mypw()}",
    )
    r.add(
        "ing_banking_password",
        f"Mijn ING zakelijk: gebruikersnaam acmefwd{digits(3)} wachtwoord {mypw()}",
        f"ING prive inloggen op laptop: user kasianowak{digits(2)} / {mypw()}",
        f"ING\n  login: knowak_{digits(4)}\n  hasło: {mypw()}",
    )
    r.add(
        "ing_app_pincode",
        f"ING app pincode (zakelijk) {digits(5)}",
        f"pin for the ING app on the work iPhone: {digits(5)}",
        f"ING app pincode gewijzigd naar {digits(5)} omdat Marco over mijn schouder keek",
    )
    r.add(
        "ing_phone_identification_code",
        f"ING klantenservice bellen: identificatiecode {digits(4)}",
        f"when calling ING they ask the identification code -> {digits(4)}",
        f"ING identificatiecode (telefonisch bankieren) = {digits(4)}, rekeningnr eindigt op {digits(3)}",
    )
    r.add(
        "rabobank_password",
        f"Rabo Internetbankieren Pro — gebruiker ACME{digits(4)}, wachtwoord {mypw()}",
        f"Rabobank (company account, for paying the duty deferment): {mypw()}",
        f"rabo ww: {mypw()}",
    )
    r.add(
        "rabobank_identification_code",
        f"Rabobank identificatiecode voor telefonisch: {digits(6)}",
        f"Rabo zakelijk - identificatiecode {digits(6)} + pasnummer {digits(3)}",
        f"Rabobank asked me for the ID code on the phone again. it's {digits(6)}",
    )
    r.add(
        "rabo_app_pincode",
        f"Rabo app pincode: {digits(5)}",
        f"Rabo App op nieuwe telefoon, pincode {digits(5)}",
        f"PIN aplikacji Rabo {digits(5)} (firmowa)",
    )
    exact_id = uid()
    r.add(
        "exact_online_client_secret",
        f"Exact Online app registratie (TMS -> boekhouding)\nclient_id: {exact_id}\nclient_secret: {rnd(ALNUM, 12)}\nredirect: https://tms.acme.internal/exact/callback",
        f"EXACT_CLIENT_SECRET={rnd(ALNUM, 12)}",
        f"new Exact client secret after the reset: {rnd(ALNUM, 12)} — update it in the TMS settings before friday",
    )
    r.add(
        "exact_online_refresh_token",
        f"Exact refresh token (geldig 30 dagen): {exact_refresh()}",
        f"exact_refresh_token: \"{exact_refresh()}\"",
        f"if the Exact sync stops again paste this refresh token in the connector:\n{exact_refresh()}",
    )
    r.add(
        "exact_online_password",
        f"Exact Online login boekhouding: knowak@acmefreight.example / {mypw()}",
        f"Exact wachtwoord (de mijne, niet die van Ellen): {mypw()}",
        f"onthoud ff: exact ww is nu {mypw()} want de oude was verlopen",
        f"Exact Online - hasło {mypw()}, 2FA in authenticator",
    )
    r.add(
        "edi_sftp_password",
        f"SFTP voor EDI feed Maersk: sftp.edi.carrier-a.example port 22, user acme_rtm, pw {mypw()}",
        f"sshpass -p '{rnd(ALNUM, 16)}' sftp -P 2222 acmefwd@edi.carrier-b.example:/outbound/IFTSTA",
        f"EDI SFTP (MSC)\nhost: mft.carrier-c.example\nuser: ACME_NLRTM\npassword: {mypw()}\nfolders: /in /out /archive",
        f"lftp -u acme_edi,{rnd(ALNUM + '!#', 14)} sftp://ftp.hapag-edi.test  # COPARN en IFTMBC",
    )
    r.add(
        "edi_sftp_private_key",
        f"private key voor de CMA EDI sftp (user acme_rtm), zet in ~/.ssh/cma_edi:\n{openssh_private()}",
        f"EDI key ONE line, copy exactly:\n{openssh_private()}",
    )
    r.add(
        "warehouse_alarm_code",
        f"alarmcode loods Waalhaven Z.z.: {digits(4)} + #",
        f"Warehouse alarm: code {digits(4)}, if it goes off call the meldkamer, codeword 'Pelikaan'",
        f"kod alarmu magazyn: {digits(5)}",
        f"loods 3 alarm uitschakelen\n1. deur open\n2. binnen 30 sec {digits(4)} intoetsen\n3. OFF",
    )
    r.add(
        "m365_password",
        f"Office 365 / Outlook werk: knowak@acmefreight.example ww {mypw()}",
        f"M365 password changed (forced by IT): {mypw()}",
        f"Microsoft account werk\n{mypw()}",
    )
    r.add(
        "m365_app_password",
        f"app wachtwoord voor de scanner-naar-mail (M365): {rnd(LOWER, 16)}",
        f"Outlook on the old Android needs an app password: {rnd(LOWER, 16)}",
        f"M365 app password voor de AGS mail export script: {rnd(LOWER, 16)}",
    )
    r.add(
        "shared_mailbox_password",
        f"gedeelde mailbox douane@acmefreight.example — ww {mypw()} (voor de IMAP koppeling)",
        f"shared mailbox customs-rtm@acmefreight.example pw: {mypw()}",
        f"skrzynka wspólna import@acmefreight.example hasło {mypw()}",
        f"[10:42] Ewa: hej, jakie jest hasło do import@?\n[10:43] ja: {mypw()} — nie wysyłaj dalej pls",
    )
    r.add(
        "tms_admin_password",
        f"TMS admin (https://tms.acme.internal/admin): admin / {mypw()}",
        f"TMS beheerder account 'sysadmin' ww {mypw()} — alleen gebruiken als Jeroen er niet is",
        f"tms root login after the upgrade: superuser / {mypw()}",
        f"Jeroen (Teams, 16:20): 'zet even in je notities, TMS admin is nu {mypw()}, ik ben 2 weken weg'",
    )
    r.add(
        "teams_webhook_url",
        f"Teams webhook voor kanaal #douane-alerts:\n{teams_webhook()}",
        f"TEAMS_WEBHOOK_URL={teams_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"text\":\"MRN vrijgegeven\"}}' {teams_webhook()}",
    )
    r.add(
        "tms_db_connection_string",
        f"TMS database: Server=tms-db01.acme.internal;Database=TMS_PROD;User Id=tms_app;Password={rnd(ALNUM + '!#', 18)};Encrypt=True",
        f"postgresql://tms_report:{rnd(ALNUM, 20)}@pg.acme.internal:5432/tms",
        f"voor PowerBI rapport: DB tms-rep.acme.internal, user readonly_bi, ww {mypw()}",
    )
    r.add(
        "smtp_relay_password",
        f"SMTP relay voor de TMS mailings: smtp.acme.internal:587 user tms-mailer@acmefreight.example pass {mypw()}",
        f"smtp:\n  host: mail.acme.internal\n  port: 587\n  username: noreply@acmefreight.example\n  password: {rnd(ALNUM + '#$%', 18)}",
    )
    r.add(
        "warehouse_wifi_password",
        f"wifi loods (ACME-WH-Scanners): {rnd(ALNUM, 16)}",
        f"Wi-Fi kantoor gasten: netwerk ACME-Gast, ww {pick('Haven', 'Kade', 'Kraan')}{digits(4)}{pick('!', '#')}",
        f"WLAN for the handheld scanners, WPA2: {rnd(ALNUM + '!#', 20)}",
    )
    r.add(
        "gate_keypad_code",
        f"poort achterterrein code {digits(4)}#",
        f"code for the truck gate after 18:00: {digits(6)}",
        f"kod do bramy od strony Waalhaven: {digits(4)}*",
    )
    r.add(
        "company_credit_card",
        f"creditcard zaak (voor Portbase / douane kosten): {mastercard()} exp {card_expiry()} cvc {digits(3)}",
        f"company Visa {visa()}, {card_expiry()}, CVV {digits(3)}, name ACME FORWARDING BV",
        f"karta firmowa\n{mastercard()}\nważna do {card_expiry()}\nCVC {digits(3)}",
    )
    r.add(
        "m365_totp_seed",
        f"authenticator geheime sleutel M365 (als backup): {groups(rnd(BASE32, 16).lower(), 4)}",
        f"otpauth://totp/ACME:knowak@acmefreight.example?secret={rnd(BASE32, 32)}&issuer=Microsoft",
        f"Portbase 2FA seed (handmatig invoeren): {rnd(BASE32, 32)}",
    )
    r.add(
        "microsoft_recovery_code",
        f"Microsoft account herstelcode: {ms_recovery()}",
        f"recovery code for my personal Microsoft account (Outlook.com) {ms_recovery()}",
    )
    r.add(
        "cargowise_password",
        f"CargoWise (van de agent in Gdynia) login: acme.rtm / {mypw()}",
        f"CW1 toegang: user KNOWAK.ACM ww {mypw()}",
        f"Cargowise password for Tomasz's account, only for the handover: {mypw()}",
    )
    r.add(
        "maersk_portal_password",
        f"maersk.com login booking: rtm-bookings@acmefreight.example / {mypw()}",
        f"Maersk portal ww {mypw()}",
        f"Maersk Spot account\nusername ACMEFWD_RTM\npassword {mypw()}",
    )
    r.add(
        "mymsc_password",
        f"myMSC: knowak / {mypw()}",
        f"MSC portal (myMSC) wachtwoord gereset naar {mypw()}",
        f"hasło do myMSC: {mypw()}",
    )
    r.add(
        "vpn_preshared_key",
        f"FortiClient VPN thuis: gateway vpn.acme.internal, pre-shared key {rnd(ALNUM, 24)}",
        f"VPN naar kantoor\nuser knowak\npw {mypw()}\nPSK {rnd(ALNUM + '!#', 20)}",
        f"[Peer]\nPublicKey = {wg_key()}\nPresharedKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
    )
    r.add(
        "bitwarden_master_password",
        f"Bitwarden hoofdwachtwoord: {pick('haven', 'kraan', 'schip', 'loods')}-{pick('pierogi', 'stroopwafel', 'zeebonk', 'kotek')}-{pick('rood', 'blauw', 'groen')}-{digits(2)}",
        f"master password of the company vault (only me and Ellen): {mypw()}",
        f"Bitwarden master pw\n{pick('Mewa', 'Meeuw', 'Gull')}{pick('Boven', 'Nad')}{pick('DeMaas', 'Wisla')}{digits(3)}!",
    )
    r.add(
        "entra_client_secret",
        f"Azure app 'tms-mail-integration' client secret (expires 2026): {entra_secret()}",
        f"AZURE_CLIENT_SECRET={entra_secret()}\nAZURE_CLIENT_ID={uid()}",
        f"nieuw secret voor de Graph API koppeling: {entra_secret()} — oude verloopt volgende week",
    )
    r.add(
        "mbank_password",
        f"mBank login: identyfikator {digits(8)}, hasło {mypw()}",
        f"mBank (konto w PL) hasło: {mypw()}",
        f"mbank - id {digits(8)} / pass {mypw()}",
    )
    r.add(
        "pko_card_pin",
        f"PIN do karty PKO: {digits(4)}",
        f"PKO debit card pin {digits(4)} (Polish card, for when I'm in Poznań)",
        f"pincode Poolse pas (PKO): {digits(4)}",
    )
    r.add(
        "sim_puk_code",
        f"PUK code werktelefoon (KPN): {digits(8)}",
        f"SIM zablokowana znowu... PUK {digits(8)}",
        f"work mobile SIM PIN {digits(4)}, PUK {digits(8)}",
    )
    r.add(
        "laptop_bitlocker_recovery_key",
        f"BitLocker herstelsleutel laptop ACM-LT-{digits(3)}: {bitlocker_key()}",
        f"if the laptop asks for the BitLocker key again:\n{bitlocker_key()}",
    )
    r.add(
        "printer_release_pin",
        f"printer pincode (follow-me print): {digits(4)}",
        f"kopieerapparaat 1e verdieping, mijn code {digits(5)}",
    )
    r.add(
        "office_safe_combination",
        f"kluis archief (originele CMR's en T1's): {digits(2)}-{digits(2)}-{digits(2)}",
        f"safe in Ellen's office, combination {digits(6)}",
        f"sejf w biurze: {digits(2)} w prawo, {digits(2)} w lewo, {digits(2)} w prawo",
    )
    r.add(
        "fuel_card_pin",
        f"tankpas bestelbus ({truck_plate()}): pincode {digits(4)}",
        f"Travelcard pin {digits(4)}",
        f"fuel card Shell, nr eindigt op {digits(4)}, PIN {digits(4)}",
    )
    r.add(
        "portbase_session_cookie",
        f"Portbase sessie cookie voor het script (werkt tot uitloggen): JSESSIONID={hexs(32).upper()}",
        f"Cookie: PB_SESSION={rnd(URLSAFE, 64)}; Path=/; Secure",
    )
    r.add(
        "deepl_api_key",
        f"DeepL API key (vertalen van Chinese facturen): {uid()}:fx",
        f"DEEPL_AUTH_KEY={uid()}",
        f"klucz DeepL Pro: {uid()}",
    )
    r.add(
        "as2_certificate_passphrase",
        f"AS2 certificaat (voor EDI met de terminal) keystore ww: {rnd(ALNUM, 16)}",
        f"keytool -importkeystore -srckeystore as2_acme.p12 -srcstorepass {rnd(ALNUM + '#!', 16)} -destkeystore as2.jks",
        f"AS2 private key password: {mypw()}",
    )
    carrier_user = f"acme_{digits(4)}"
    carrier_pass = rnd(ALNUM, 18)
    r.add(
        "carrier_api_basic_auth",
        f"tracking API van de rederij: Authorization: Basic {basic(carrier_user, carrier_pass)}",
        f"curl -u acme_rtm:{rnd(ALNUM, 18)} https://api.carrier-d.example/v2/track?container={container()}",
        f"api user {carrier_user} pass {carrier_pass} (DB Schenker koppeling, test)",
    )
    r.add(
        "dhl_api_secret",
        f"DHL Express API: key {rnd(ALNUM, 16)} secret {rnd(ALNUM, 16)}",
        f"DHL_API_SECRET={rnd(ALNUM, 16)}",
    )
    r.add(
        "scanner_login_pin",
        f"handscanner WMS inlog: gebruiker 014, pin {digits(4)}",
        f"my WMS scanner login: knowak / {digits(6)}",
    )
    r.add(
        "router_admin_password",
        f"router kantoor (192.168.{secrets.randbelow(250)}.1) admin ww {mypw()}",
        f"firewall/router beheer: https://fw.acme.internal user admin pass {rnd(ALNUM + '!#', 16)}",
        f"Ziggo modem admin: {rnd(ALNUM, 10)}",
    )
    r.add(
        "tms_api_token",
        f"TMS API token voor de Portbase koppeling: {rnd(ALNUM, 40)}",
        f"Authorization: Bearer {rnd(URLSAFE, 48)}",
    )
    return r


# --- look-alikes ----------------------------------------------------------------------


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "eori_number",
        f"EORI van ACME Forwarding BV: {eori_nl()}",
        f"klant in Venlo heeft nieuw EORI aangevraagd, tot die tijd ons EORI {eori_nl()} als vertegenwoordiger",
        f"Polish supplier EORI: PL{nip()}00000 — check in EOS before filing",
        f"EORI-nummer ontvanger: DE{digits(15, lead=True)} (gecontroleerd op EU site, geldig)",
    )
    r.add(
        "vat_number",
        f"btw-nummer klant Tilburg: {nl_vat()}",
        f"our VAT no. for the invoice header: {nl_vat()}",
        f"NIP dostawcy z Łodzi: PL{nip()}, VAT-UE aktywny",
    )
    r.add(
        "container_number",
        f"container {container()} staat nog op ECT Delta, douanestatus: vrijgegeven",
        f"containers for booking {digits(9, lead=True)}:\n- {container()}\n- {container()}\n- {container()}",
        f"{container()} 40HC, scan gepland bij de douane (X-ray) morgen 10:00",
        f"check digit van {container()} klopt, klant had een typfout gemaakt",
    )
    r.add(
        "bill_of_lading",
        f"B/L {bl_number()} — original release ontvangen, telex release aangevraagd",
        f"bill of lading no. {bl_number()} (house B/L ACME{digits(7)})",
        f"konosament: {bl_number()}, statek przypływa w czwartek",
    )
    r.add(
        "mrn",
        f"MRN import aangifte: {mrn()}",
        f"export MRN {mrn()} — uitgang bevestigd",
        f"T1 opened, MRN {mrn()}, transit to {pick('DE', 'PL', 'CZ')} office of destination",
        f"MRN's van vandaag:\n{mrn()}\n{mrn()}\n{mrn()} (in behandeling, controle)",
    )
    r.add(
        "hs_code",
        f"HS code voor de laptoptassen: {groups(hs_code(8), 4, ' ')}",
        f"goederencode {hs_code(10)} — anti-dumping? nakijken in TARIC",
        f"kod CN dla krzeseł: {hs_code(8)}",
    )
    r.add(
        "seal_number",
        f"zegelnummer {pick('ML-NL', 'EU', 'SL')}{digits(7)}",
        f"seal no. on the door: {digits(8, lead=True)}, matches the packing list",
        f"douane zegel {rnd(UPPER, 2)}{digits(6)} verbroken bij inspectie, nieuw zegel {rnd(UPPER, 2)}{digits(6)}",
    )
    r.add(
        "carrier_booking_reference",
        f"booking ref Maersk: {digits(9, lead=True)}",
        f"MSC booking EBKG{digits(8)} — vessel cutoff do 12:00",
        f"CMA CGM booking RTM{digits(7)} bevestigd, 2x40HC",
    )
    r.add(
        "truck_licence_plate",
        f"kenteken trekker: {truck_plate()}, oplegger O{rnd('BDFGHJKLNPRSTVXZ', 2)}-{digits(2)}-{secrets.choice('BDFGHJKLNPRSTVXZ')}",
        f"Polish truck {pl_plate()} arrives at 14:00 for pick-up",
        f"chauffeur Piotr, auto {pl_plate()}, naczepa {pl_plate()}",
        f"truck {truck_plate()} — driver phone {nl_mobile()}",
    )
    r.add(
        "edi_interchange_reference",
        f"UNB+UNOC:3+ACMEFWD:ZZZ+CARRIERB:ZZZ+{pick('250114', '250302', '241129')}:{digits(4)}+{edi_ref()}'",
        f"IFTMIN {edi_ref()} rejected by carrier (missing HS code), resend",
        f"EDI message id COPRAR {rnd(UPPER + DIGITS, 14)} — ontvangen 08:12, verwerkt",
    )
    r.add(
        "invoice_iban",
        f"betalen op IBAN {nl_iban('INGB')} t.n.v. ACME Forwarding BV",
        f"please remit to {nl_iban('RABO')} (BIC RABONL2U), ref invoice {digits(8, lead=True)}",
        f"factuurvoet:\nACME Forwarding B.V. | KvK {digits(8, lead=True)} | btw {nl_vat()}\nIBAN {nl_iban('INGB')}",
    )
    r.add(
        "digid_code_sent",
        f"DigiD sms-code ontvangen op {nl_mobile()}, ingelogd en aangifte verstuurd",
        "DigiD asked for the sms code again, it went to my old number, need to change that",
        "mama's DigiD: activeringsbrief is aangevraagd, komt binnen 3 werkdagen. code NIET per mail",
    )
    r.add(
        "alarm_code_changed",
        "alarmcode loods is gewijzigd door beveiliging, nieuwe code krijg je van Jeroen (niet via Teams)",
        "warehouse alarm code was changed on monday after Ruud left",
        "kod alarmu zmieniony, nowy jest w kopercie u szefa",
    )
    r.add(
        "postcode",
        f"afleveradres: Waalhaven Oostzijde {digits(2, lead=True)}, {postcode()} Rotterdam",
        f"klant in Waalwijk, postcode {postcode()}",
        f"adres magazynu: Industrieweg {digits(2, lead=True)}, {postcode()} Ridderkerk",
    )
    r.add(
        "phone_number",
        f"planning Hutchison: {nl_landline()}",
        f"chauffeur tel {nl_mobile()}",
        f"mama {pl_phone()}, tata {pl_phone()}",
        f"Douane Rotterdam Rijnmond (helpdesk) {nl_landline()}",
    )
    r.add(
        "password_policy",
        "AGS wachtwoord moet minimaal 12 tekens, 1 cijfer en 1 speciaal teken",
        "M365 password policy: 14 characters, no reuse of last 10, expires every 180 days",
        "Portbase ww mag geen deel van gebruikersnaam bevatten (daarom vorige keer afgewezen)",
    )
    r.add(
        "password_rotated",
        "TMS admin wachtwoord geroteerd vandaag, nieuwe staat in Bitwarden",
        "rotated the SFTP password for the Maersk EDI feed — informed their EDI team by phone",
        "Exact client secret vernieuwd, oude ingetrokken om 16:05",
        "zmieniłam hasło do mBank, nowe zapamiętane",
    )
    r.add(
        "password_manager_reference",
        "SFTP wachtwoorden staan in Bitwarden > Collections > EDI > carriers",
        "Rabo Pro login: see vault item 'Rabo zakelijk (Ellen)'",
        "DMS pfx wachtwoord ligt in de kluis in envelop 'PKIo 2025'",
    )
    r.add(
        "env_var_reference",
        "script leest de Exact secret uit EXACT_CLIENT_SECRET (niet hardcoden!)",
        "PORTBASE_API_KEY and TEAMS_WEBHOOK_URL are set on the tms-app01 service account, not in .env",
        "export DEEPL_AUTH_KEY=$(bw get password deepl-api)",
    )
    r.add(
        "webhook_setup_note",
        "Teams webhook voor #douane-alerts aangemaakt, URL staat in de TMS instellingen onder Notificaties",
        "webhook for the customs channel expired (Microsoft retires connectors), need a Workflows flow instead",
        "incoming webhook removed from the old channel 'Export-RTM'",
    )
    r.add(
        "exact_client_id",
        f"Exact Online client_id: {uid()} (publiek, staat ook in de app store listing)",
        f"Exact app registration: client id {uid()}, redirect uri https://tms.acme.internal/exact/callback, secret in vault",
        f"Exact division code {digits(7, lead=True)}",
    )
    r.add(
        "sftp_host_fingerprint",
        f"host key van sftp.edi.carrier-a.example: ED25519 {fingerprint()}",
        f"first login to mft.carrier-c.example: fingerprint {fingerprint()} — matches what MSC sent",
        f"RSA key fingerprint is {':'.join(secrets.token_hex(1) for _ in range(16))}",
    )
    r.add(
        "ssh_public_key",
        f"public key voor de CMA EDI sftp (naar hun EDI team gemaild):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} acme_rtm@edi",
        f"ssh-rsa {ssh_pub('ssh-rsa', 256)} knowak@acm-lt",
    )
    r.add(
        "parcel_tracking_number",
        f"DHL Express AWB {digits(10, lead=True)} (documenten naar klant)",
        f"UPS 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)} — originals for the LC",
        f"PostNL track & trace 3S{rnd(UPPER, 4)}{digits(9)}",
    )
    r.add(
        "lrn_reference",
        f"LRN (eigen referentie) ACM{digits(2)}{rnd(UPPER + DIGITS, 10)}",
        f"local reference number for the import: RTM-{digits(6)}-{digits(2)}",
    )
    r.add(
        "air_waybill",
        f"MAWB {awb()} via Schiphol, HAWB ACMA{digits(6)}",
        f"luchtvracht AWB {awb()} aangekomen, nog geen vrijgave",
    )
    r.add(
        "invoice_number",
        f"factuur {pick('INV', 'VF', 'F')}-{digits(4)}-{digits(5)} betaald",
        f"commercial invoice no. {rnd(UPPER, 3)}{digits(8)} missing on the ENS",
        f"faktura nr FV/{digits(3)}/{digits(2)}/2025",
    )
    r.add(
        "tms_release_version",
        f"TMS update naar v{digits(1, lead=True)}.{digits(2)}.{digits(1)} (build {hexs(40)[:7]}) gepland zaterdag",
        f"release notes TMS 2025.3 — commit {hexs(40)}",
    )
    r.add(
        "tms_shipment_uuid",
        f"zending in TMS: {uid()}",
        f"TMS job id {uid()} stuck in 'awaiting customs'",
        f"duplicate shipment ids: {uid()} and {uid()}",
    )
    r.add(
        "server_hostname_ip",
        f"EDI server: edi01.acme.internal (10.20.{secrets.randbelow(250)}.{secrets.randbelow(250)})",
        "Portbase test omgeving: https://pcs.portbase.test, prod: https://pcs.portbase.example",
        f"sftp host for ONE: 203.0.113.{secrets.randbelow(250)} port 2222",
    )
    r.add(
        "bank_bic",
        "BIC ING: INGBNL2A, Rabo: RABONL2U",
        "SWIFT for the Polish account BREXPLPWMBK",
    )
    r.add(
        "kvk_number",
        f"KvK klant Barendrecht: {digits(8, lead=True)}",
        f"Chamber of Commerce no. {digits(8, lead=True)}, vestigingsnummer {digits(12)}",
    )
    r.add(
        "vessel_imo",
        f"schip MSC {pick('ANNA', 'LENI', 'MAYA')}, {imo()}, ETA Maasvlakte II di 06:00",
        f"vessel {imo()}, voyage {digits(3)}{pick('W', 'E', 'N')}, call sign {rnd(UPPER, 2)}{digits(4)}",
    )
    r.add(
        "un_locode",
        "POL: CNNGB, POD: NLRTM, final dest PLPOZ",
        "UN/LOCODE Rotterdam is NLRTM, Moerdijk NLMOE — niet verwarren op de aangifte",
    )
    r.add(
        "sscc_pallet_label",
        f"SSCC pallet 1: {sscc()}\nSSCC pallet 2: {sscc()}",
        f"etykieta palety (SSCC) {sscc()} uszkodzona, drukuj nową",
    )
    r.add(
        "ean_barcode",
        f"EAN artikel op factuur: {ean13('87')} — klopt niet met packing list",
        f"product barcode {ean13('590')} (Polish manufacturer)",
    )
    r.add(
        "discount_code",
        f"kortingscode cursus douanewetgeving: DOUANE{digits(2)}",
        f"coupon for the Portbase training: PB-SPRING-{digits(2)}",
    )
    r.add(
        "helpdesk_ticket",
        f"ticket bij Portbase: INC{digits(7)}",
        f"IT ticket #{digits(5)} — laptop scherm flikkert",
        f"Douane helpdesk referentie {rnd(UPPER, 3)}-{digits(8)}",
    )
    r.add(
        "scanner_mac_address",
        f"MAC handscanner 4: {mac(':', True)}",
        f"printer loods: {mac('-', True)}, IP via DHCP reservering",
    )
    r.add(
        "pin_length_note",
        "ING app pincode is 5 cijfers, Rabo ook 5 — niet dezelfde gebruiken",
        "DigiD app pin must be 5 digits, no sequences like 12345",
        "PIN do karty: 4 cyfry, zmieniony w bankomacie",
    )
    r.add(
        "token_expiry_note",
        "Exact refresh token verloopt na 30 dagen zonder gebruik — koppeling elke maand draaien",
        "the Entra client secret for tms-mail-integration expires 2026-03-14, set a reminder",
        "Portbase API key loopt af eind juni, nieuwe aanvragen via beheerder",
    )
    r.add(
        "aeo_certificate_number",
        f"AEO certificaat: NLAEOF{digits(8)}",
        f"our AEO-C number NLAEOC{digits(8)} — put it on the ENS",
    )
    r.add(
        "customs_permit_number",
        f"vergunning douane-entrepot: NLCWP{digits(10)}",
        f"authorisation for simplified declaration NLSDE{digits(9)}-{digits(4)}",
        f"TST (tijdelijke opslag) vergunning NLTST{digits(9)}",
    )
    r.add(
        "document_code_note",
        "Y929 + N935 op de aangifte, C400 voor proforma",
        "documentcodes: N380 (factuur), N740 (AWB), Y923 (geen dual use)",
    )
    r.add(
        "edi_file_checksum",
        f"sha256 van IFTSTA_{digits(8)}.edi: {hexs(64)}",
        f"MD5 mismatch on upload: expected {hexs(32)}, got {hexs(32)}",
    )
    r.add(
        "card_last_four",
        f"creditcard zaak eindigt op {digits(4)}, vervalt {card_expiry()}",
        f"paid the Portbase invoice with the company Visa ending {digits(4)}",
        f"karta PKO **** **** **** {digits(4)} zablokowana, nowa w drodze",
    )
    r.add(
        "terminal_slot_reference",
        f"slot ECT Delta: {digits(2)}:{pick('00', '30')}, referentie SL{digits(8)}",
        f"terminal appointment RWG #{rnd(UPPER + DIGITS, 10)} for {container()}",
    )
    r.add(
        "polish_nip",
        f"NIP firmy taty: {nip()}",
        f"REGON {digits(9, lead=True)}, NIP {nip()} (Polish carrier for the invoice)",
    )
    r.add(
        "azure_tenant_id",
        f"ACME tenant id: {uid()}",
        f"directory (tenant) id {uid()} voor de Graph koppeling",
    )
    r.add(
        "as2_certificate_info",
        f"AS2 partner cert ECT: serial {':'.join(secrets.token_hex(1).upper() for _ in range(16))}, geldig tot 2026-08-01",
        f"AS2 id ACMEFWD_AS2, partner ECT_AS2, MDN sync, cert thumbprint {hexs(40).upper()}",
    )
    r.add(
        "shared_mailbox_address",
        "gedeelde mailbox douane@acmefreight.example — toegang via Outlook, geen eigen wachtwoord nodig",
        "shared mailbox import@acmefreight.example added to Ewa's Outlook",
    )
    r.add(
        "totp_setup_note",
        "Portbase 2FA opnieuw ingesteld, QR code gescand, backup codes in de kluis",
        "MFA for M365 moved to the new phone, old authenticator removed",
    )
    r.add(
        "customs_declaration_status",
        f"aangifte {mrn()} status: 'controle documenten', upload factuur en CMR",
        f"decl. {digits(10, lead=True)} — duties EUR {digits(4, lead=True)},{digits(2)} via uitstel van betaling",
    )
    r.add(
        "bank_code_request_note",
        "Rabo identificatiecode kwijt — nieuwe aangevraagd, komt per post naar kantoor",
        "ING asked for my identification code on the phone, I hung up: ING never asks for the pincode",
        "nowa karta mBank zamówiona, PIN ustawię w aplikacji",
    )
    r.add(
        "login_username_only",
        "Portbase gebruikersnaam: ACMEFWD_KNOWAK (ww in Bitwarden)",
        "AGS user is KNOWAK02, password resets go via servicedesk douane",
        "SFTP user for MSC is ACME_NLRTM — key-based login, no password",
    )
    r.add(
        "cmr_number",
        f"CMR nr {digits(7, lead=True)}, afzender {pick('Poznań', 'Łódź', 'Wrocław')}",
        f"e-CMR id {uid()}",
    )
    r.add(
        "pallet_count_weight",
        f"{digits(2, lead=True)} pallets, {digits(4, lead=True)} kg bruto, {digits(2, lead=True)}.{digits(1)} m3",
        f"VGM {digits(5, lead=True)} kg for {container()}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout124.py", [
        ("heldout124_credentials.yaml", credentials(), "batch 124 (Rotterdam customs broker, Dutch/English/Polish), written blind; every value synthetic"),
        ("heldout124_lookalikes.yaml", lookalikes(), "batch 124 look-alikes: customs/freight identifiers, IBANs, plates, secret talk without secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
