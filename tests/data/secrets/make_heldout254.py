# ruff: noqa: E501
"""Writes heldout254_credentials.yaml and heldout254_lookalikes.yaml: held-out batch 254.

Persona: a freight dispatcher and part-time IT person at a trucking company in Budapest who
writes her notes in Hungarian with English tech words mixed in. She keeps the logins for the
fleet telematics portal, the e-toll (HU-GO) account, the fuel cards, the warehouse Wi-Fi, the
company's NAV online invoice technical user, the office NAS, the drivers' tablet PINs and the
like, next to plenty of look-alikes: license plates, CMR and order numbers, tax numbers,
tracking ids and masked card numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    hexs,
    iban,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

PLATE_LETTERS = "ABCDEFGHIJKLMNOPRSTUVZ"
DRIVERS = ["Laci", "Feri", "Zoli", "Pisti", "Gabi", "Tomi", "Attila", "Csaba", "Bence", "Norbi"]
WORDS = ["kamion", "raktar", "paprika", "duna", "tokaj", "pogacsa", "lanchid", "balaton",
         "gulyas", "csarda", "villamos", "pótkocsi", "menetlevel", "dinnye", "szilva", "bakony"]


def plate() -> str:
    """A Hungarian plate: the old ABC-123 or the new AA BC-123."""
    if secrets.randbelow(2):
        return f"{rnd(PLATE_LETTERS, 3)}-{digits(3, lead=True)}"
    return f"A{secrets.choice('ABCDE')} {rnd(PLATE_LETTERS, 2)}-{digits(3, lead=True)}"


def trailer_plate() -> str:
    return f"X{rnd(PLATE_LETTERS, 2)}-{digits(3, lead=True)}"


def adoszam() -> str:
    """A Hungarian tax number: 8 digits, VAT code, county code."""
    return f"{digits(8, lead=True)}-{pick('1', '2', '2', '3', '4', '5')}-{pick('41', '42', '43', '13', '44', '02', '51')}"


def pin(n: int = 4) -> str:
    return f"{secrets.randbelow(10**n):0{n}d}"


def hu_password() -> str:
    return pick(
        pw(),
        f"{secrets.choice(WORDS).capitalize()}{secrets.randbelow(9000) + 1000}{pick('!', '#', '?', '.')}",
        f"{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{secrets.randbelow(100)}",
        rnd(ALNUM + "!#%", 14),
    )


def nav_login() -> str:
    return rnd(LOWER + DIGITS, 15)


def nav_signing_key() -> str:
    return f"{hexs(2)}-{hexs(4)}-{hexs(12)}{rnd(UPPER + DIGITS, 12)}"


def nav_exchange_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def slack_webhook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def openai_key() -> str:
    return f"sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def imei() -> str:
    return luhn("35" + digits(6), 15)


def iccid() -> str:
    return luhn("893630", 19)


def vin() -> str:
    return pick("WDB", "YS2", "XLR", "WMA", "VF6", "YV2") + rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 14)


def container() -> str:
    return f"{pick('MSCU', 'MAEU', 'CMAU', 'HLXU', 'TGHU')}{digits(7)}"


def order_no() -> str:
    return f"FUV-{pick('2024', '2025')}-{digits(5)}"


def sscc() -> str:
    body = "0" + "599" + digits(13)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def credentials() -> Rows:
    r = Rows()

    r.add("telematics_portal_login",
          f"Flotta portál (telematika) belépés: fleet.acme-telematics.example, account: acmefuvar, user: diszpecser1, jelszó: {hu_password()}",
          f"webfleet login\nuser: {pick('dispatch', 'iroda', 'kata.d')}\npw: {hu_password()}\n(ne add ki a sofőröknek!!)",
          f"Telematika portal admin: admin@acmefuvar.example / {hu_password()} — ezzel lehet új járművet felvenni",
          f"GPS portál jelszó megváltozott ma, az új: {hu_password()} (user ugyanaz: diszp_bp)",
          f"flotta portal | felhasznalo: ejszakas | jelszo: {hu_password()} | csak olvasás jog")

    r.add("telematics_api_key",
          f"Telematika API kulcs a TMS integrációhoz: apikey={uid()} (account acmefuvar, user api_tms, pw {hu_password()})",
          f"fleet API token (pozíció lekérdezés): Bearer {rnd(URLSAFE, 48)}",
          f"export FLEET_API_KEY={rnd(ALNUM, 40)}  # telematika, éles",
          f"GPS szolgáltató API secret: {hexs(64)} — client id mellette: acme-tms-01")

    r.add("hugo_etoll_account",
          f"HU-GO e-útdíj fiók: login iroda@acmefuvar.example, jelszó {hu_password()}",
          f"hugo.hu belépés\nfelhasználónév: acmefuvar_kft\njelszó: {hu_password()}\negyenleg feltöltés havonta 5-én",
          f"HUGO jelszo (uj, marcius ota): {hu_password()}",
          f"e-toll HU-GO account: user={pick('acmefuvar', 'acme.dispo')} pass={hu_password()} — a viszonylatjegyeket is itt veszem",
          f"Emlékeztető: HU-GO portál pw = {hu_password()}, ha kizár, az ügyfélszolgálat visszaállítja")

    fuel = []
    for _ in range(6):
        last4 = digits(4)
        fuel.append((last4, pin()))
    r.add("fuel_card_pin",
          f"MOL üzemanyagkártya ****{fuel[0][0]} ({plate()}) PIN: {fuel[0][1]}",
          f"DKV kártya {plate()} kamionhoz — PIN {fuel[1][1]}",
          f"Tankkártya PIN-ek:\n{plate()}  {fuel[2][1]}\n{plate()}  {fuel[3][1]}\n{plate()}  {fuel[4][1]}",
          f"Shell kártya (a Zoli-é) pin kód: {fuel[5][1]}",
          f"üzemanyag kártya teljes szám {luhn('7005')}, lejár {card_expiry()}, PIN {pin()}",
          f"fuelcard pin {pin()} - a {plate()}-es vontatóé, ne írd fel a kártyára!")

    r.add("warehouse_wifi_password",
          f"Raktár Wi-Fi: SSID Acme-Raktar, WPA2 jelszó: {hu_password()}",
          f"wifi raktar2 (csarnok hátul) pw: {rnd(ALNUM, 12)}",
          f"Vendég wifi jelszava a raktárban: {secrets.choice(WORDS)}{secrets.randbelow(9000) + 1000}",
          f"WIFI:T:WPA;S:Acme-Raktar-5G;P:{rnd(ALNUM, 16)};;",
          f"rakodó wifi (a targoncás tabletekhez) — kulcs: {hu_password()}")

    r.add("nav_online_invoice_technical_user",
          f"NAV Online Számla technikai felhasználó:\nlogin: {nav_login()}\njelszó: {hu_password()}\nXML aláírókulcs: {nav_signing_key()}\nXML cserekulcs: {nav_exchange_key()}",
          f"NAV technikai user a számlázóba: {nav_login()} / {hu_password()}",
          f"onlineszamla aláírókulcs (signing key): {nav_signing_key()}",
          f"NAV cserekulcs: {nav_exchange_key()}  aláíró: {nav_signing_key()}  adószám: {adoszam()[:8]}",
          f"nav_user={nav_login()}\nnav_password={hu_password()}\nnav_signature_key={nav_signing_key()}\nnav_replacement_key={nav_exchange_key()}")

    r.add("nas_admin_password",
          f"Irodai NAS (Synology, nas.acme.internal) admin jelszó: {hu_password()}",
          f"NAS belépés: user admin2, pw {hu_password()} — a régi admin le van tiltva",
          f"nas pw: {rnd(ALNUM + '!#%&', 18)}",
          f"\\\\nas.acme.internal\\Fuvar megosztás: user: iroda, jelszo: {hu_password()}",
          f"NAS DSM: https://nas.acme.internal:5001  admin / {hu_password()}  (2FA nincs bekapcsolva, TODO)")

    tablets = "\n".join(f"{d}: {pin(pick(4, 6))}" for d in secrets.SystemRandom().sample(DRIVERS, 5))
    r.add("driver_tablet_pin",
          f"Sofőr tablet PIN-ek:\n{tablets}",
          f"{secrets.choice(DRIVERS)} tabletjének feloldó kódja: {pin(6)}",
          f"tablet ({plate()}) képernyőzár pin {pin()}",
          f"Samsung tab a {plate()}-ben: unlock PIN {pin(6)}, Google fiók jelszó {hu_password()}",
          f"Új tablet {secrets.choice(DRIVERS)}-nak, pin = {pin()}, admin mód pin = {pin(6)}",
          f"tabletek kiosk módból kilépés: jelszó {rnd(ALNUM, 10)}")

    r.add("tachograph_company_card_pin",
          f"Tachográf vállalati kártya PIN: {pin()} (a letöltéshez kell)",
          f"cégkártya (tacho) pin {pin()}, a másik cégkártyáé {pin()}",
          f"Tacho letöltő szoftver login: tacho_admin / {hu_password()}, cégkártya PIN {pin()}",
          f"Vállalati tachokártya #2 — PIN: {pin()}, PUK: {pin(8)}")

    r.add("ugyfelkapu_password",
          f"Cégkapu / Ügyfélkapu+ (ügyvezető helyett én lépek be): felhasználó acmefuvar.iroda, jelszó: {hu_password()}",
          f"ugyfelkapu jelszo: {hu_password()}",
          f"KAÜ belépés a cégkapuhoz — jelszó {hu_password()}, a 2FA a céges telefonon van",
          f"Ügyfélkapu régi jelszó {hu_password()} -> új {hu_password()}")

    r.add("netbank_login",
          f"Céges netbank: azonosító {digits(8, lead=True)}, jelszó {hu_password()}",
          f"netbank user: acme{digits(4)} pw: {hu_password()} (csak utalás előkészítés jog)",
          f"Bank token PIN: {pin(6)}  / netbank jelszó: {hu_password()}",
          f"netbanki belépés: ügyfélszám {digits(8, lead=True)} / {rnd(ALNUM, 12)}")

    r.add("office_router_admin",
          f"Iroda router (192.168.10.1) admin: admin / {hu_password()}",
          f"MikroTik router login — user: acmeadmin, pass: {rnd(ALNUM + '!#%&*', 16)}",
          f"routeros ssh: admin@10.10.0.1 jelszó {hu_password()}",
          f"Router admin jelszó megváltoztatva (régi volt a gyári), új: {hu_password()}")

    r.add("cctv_nvr_password",
          f"Kamerarendszer (NVR, telephely) admin jelszó: {hu_password()}",
          f"NVR: http://nvr.acme.internal  user admin pw {rnd(ALNUM, 12)}",
          f"Hikvision app belépés az udvari kamerákhoz: biztonsag@acmefuvar.example / {hu_password()}",
          f"kamera rögzítő jelszó: {hu_password()} (a biztonsági cégnek is ez van meg)")

    r.add("alarm_code",
          f"Riasztó kód (iroda): {pin()}",
          f"raktár riasztó élesítés/hatástalanítás: {pin()}#, kényszerkód: {pin()}",
          f"Riasztó kódok:\niroda {pin()}\nraktár {pin()}\nműhely {pin(6)}",
          f"A riasztó mester kódja {pin(6)}, a takarítóé {pin()}")

    r.add("gmail_app_password",
          f"Gmail alkalmazásjelszó a szkennerhez: {app_password()}",
          f"app password (diszpecser@acmefuvar.example, Thunderbird): {app_password()}",
          f"google app jelszo a NAS backup ertesiteshez — {app_password().replace(' ', '')}",
          f"Alkalmazás jelszó (Outlook a raktári gépen): {app_password()}")

    r.add("microsoft365_password",
          f"M365 admin: it@acmefuvar.example jelszó: {hu_password()}",
          f"Office 365 belépés (könyvelés gépe): konyveles@acmefuvar.example / {hu_password()}",
          f"új O365 user {secrets.choice(DRIVERS).lower()}@acmefuvar.example ideiglenes jelszó: {hu_password()}",
          f"Microsoft fiók (Teams a diszpécser monitoron): {hu_password()}")

    r.add("remote_support_password",
          f"AnyDesk felügyelet nélküli hozzáférés jelszó (iroda-pc1): {hu_password()}",
          f"TeamViewer ID {digits(10, lead=True)}, jelszó {rnd(ALNUM, 10)} (raktári gép)",
          f"remote desktop: anydesk {digits(9, lead=True)} pw {hu_password()}",
          f"RDP a szerverre: acme\\administrator / {hu_password()}")

    r.add("wireguard_private_key",
          f"WireGuard config a laptopomhoz:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.5/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
          f"wg telephely VPN privát kulcs: {wg_key()}",
          f"VPN (WireGuard) raktár gateway PrivateKey={wg_key()}",
          f"wireguard kulcs a dispécser PC-hez (private!!): {wg_key()}")

    r.add("ssh_private_key",
          f"NAS ssh kulcs (id_ed25519):\n{openssh_private()}",
          f"backup szerver deploy key, privát:\n{openssh_private()}",
          f"a router-backup scripthez ez a kulcs kell:\n{openssh_private()}")

    r.add("tms_database_connection_string",
          f"TMS adatbázis: postgresql://tms_app:{rnd(ALNUM, 18)}@db.acme.internal:5432/fuvar",
          f"Server=sql.acme.internal;Database=Fuvarszervezo;User Id=tms;Password={hu_password()};",
          f"mysql -h tms.acme.internal -u dispo -p'{rnd(ALNUM, 14)}' fuvar_db",
          f"DATABASE_URL=mysql://raktar:{rnd(ALNUM, 16)}@10.10.0.20:3306/wms",
          f"TMS db (readonly riportokhoz): host db.acme.internal, user riport, jelszó {hu_password()}")

    r.add("smtp_password",
          f"SMTP a számlázó értesítőkhöz: mail.acme.example:587, user szamla@acmefuvar.example, pass {hu_password()}",
          f"smtp jelszó (szkenner küldéshez): {rnd(ALNUM, 16)}",
          f"MAIL_PASSWORD={hu_password()}\nMAIL_USERNAME=noreply@acmefuvar.example",
          f"levelezés SMTP relay jelszo: {hu_password()}")

    r.add("szamlazz_agent_key",
          f"Számlázz.hu Agent kulcs: {rnd(LOWER + DIGITS, 42)}",
          f"szamlazz agent key a TMS-be (éles): {rnd(LOWER + DIGITS, 42)}",
          f"számla agent kulcs — {rnd(LOWER + DIGITS, 42)} — NE a teszt fiókhoz!",
          f"Számlázz.hu fiók: iroda@acmefuvar.example / {hu_password()}, agent kulcs: {rnd(LOWER + DIGITS, 42)}")

    r.add("billingo_api_key",
          f"Billingo API kulcs (v3): {uid()}",
          f"billingo X-API-KEY: {uid()}",
          f"BILLINGO_API_KEY={uid()}  # éles fiók, díjbekérők",
          f"Billingo belépés: konyveles@acmefuvar.example / {hu_password()}")

    r.add("telegram_bot_token",
          f"Telegram bot (sofőr értesítő) token: {telegram_token()}",
          f"bot token a fuvar-riasztás csoporthoz {telegram_token()}",
          f"TELEGRAM_TOKEN={telegram_token()}\nCHAT_ID=-100{digits(10)}",
          f"BotFather-től kapott token: {telegram_token()}")

    r.add("slack_webhook_url",
          f"Slack webhook a késés-riasztásokhoz: {slack_webhook()}",
          f"incoming webhook (#diszpecser): {slack_webhook()}",
          f"SLACK_WEBHOOK_URL={slack_webhook()}",
          f"curl -X POST -d '{{\"text\":\"kamion megérkezett\"}}' {slack_webhook()}")

    r.add("openai_api_key",
          f"OpenAI kulcs a fuvarlevél-felismerőhöz: {openai_key()}",
          f"OPENAI_API_KEY={openai_key()}",
          f"chatgpt api key (céges, havi limit 50$): {openai_key()}",
          f"api kulcs az e-mail összefoglalóhoz — {openai_key()}")

    r.add("bitlocker_recovery_key",
          f"BitLocker helyreállítási kulcs (diszpécser laptop):\n{bitlocker_key()}",
          f"bitlocker recovery key iroda-pc2: {bitlocker_key()}",
          f"Könyvelés gépe BitLocker: azonosító {hexs(8).upper()}, kulcs {bitlocker_key()}",
          f"bitlocker kulcs (ha a raktári gép kéri): {bitlocker_key()}")

    r.add("mfa_recovery_codes",
          f"M365 admin helyreállító kódok:\n{recovery_codes(6, 'github')}",
          f"Google fiók backup kódok (diszpecser@): {recovery_codes(5, 'digits')}",
          f"HU-GO / cégkapu tartalék kódok:\n{recovery_codes(6, 'plain')}",
          f"Telematika portál 2FA recovery: {recovery_codes(4, 'github').replace(chr(10), ', ')}")

    r.add("printer_admin_password",
          f"Nyomtató (iroda, HP) webes admin jelszó: {hu_password()}",
          f"raktári címkenyomtató admin pin: {pin(6)}, web jelszó {rnd(ALNUM, 10)}",
          f"Kyocera admin: Admin / {hu_password()} (a gyári 'Admin' le van cserélve)")

    r.add("sim_card_puk",
          f"Céges telefon SIM ({plate()} sofőr) PIN {pin()} PUK {pin(8)}",
          f"Tablet SIM-ek:\n06 30 {digits(3)} {digits(4)}  PIN {pin()}  PUK {pin(8)}\n06 30 {digits(3)} {digits(4)}  PIN {pin()}  PUK {pin(8)}",
          f"PUK kód az ügyeletes telefonhoz: {pin(8)}",
          f"GPS tracker SIM pin: {pin()}, puk: {pin(8)}")

    r.add("backup_encryption_passphrase",
          f"NAS Hyper Backup titkosítási jelszó: {' '.join(secrets.choice(WORDS) for _ in range(5))}",
          f"restic repo jelszó (felhő mentés): {rnd(ALNUM, 32)}",
          f"Backup kulcs (ha elveszik, a mentés nem állítható vissza!): {hu_password()}{rnd(ALNUM, 6)}",
          f"age titkos kulcs a mentésekhez: AGE-SECRET-KEY-1{rnd('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}")

    r.add("gate_door_code",
          f"Telephely kapukód: {pin()}*",
          f"Raktár oldalsó ajtó kód {pin()}, hétvégén {pin(6)}",
          f"kapunyitó kód (sofőröknek éjszakára): {pin()}",
          f"Új kódok a kulcsszéfhez: {pin()} (iroda) és {pin()} (műhely)")

    r.add("onepassword_secret_key",
          f"1Password cégfiók (acmefuvar.1password.example) Secret Key: {onepassword_secret_key()}",
          f"1password secret key + master: {onepassword_secret_key()} / {' '.join(secrets.choice(WORDS) for _ in range(4))}",
          f"Emergency kit adatai — Secret Key {onepassword_secret_key()}")

    r.add("sendgrid_api_key",
          f"SendGrid API key a szállítási értesítőkhöz: {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"sendgrid kulcs (weboldal ajánlatkérő űrlap): {sendgrid_key()}")

    r.add("ipsec_vpn_psk",
          f"Site-to-site VPN (Budapest–Győr raktár) pre-shared key: {rnd(ALNUM, 32)}",
          f"IPsec PSK a mikrotikon: {rnd(ALNUM + '!#%', 24)}",
          f"L2TP VPN: szerver vpn.acme.example, user dispo, jelszó {hu_password()}, PSK {rnd(ALNUM, 20)}",
          f"vpn psk (uj): {rnd(B64, 44)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("license_plate",
          f"Holnapi járat: {plate()} vontató + {trailer_plate()} pótkocsi, sofőr {secrets.choice(DRIVERS)}",
          f"{plate()} szervizben csütörtökig, helyette a {plate()} megy Győrbe",
          f"Rendszámok a HU-GO-ban: {plate()}, {plate()}, {plate()}, {trailer_plate()}",
          f"rendszám {plate()} — műszaki vizsga lejár {card_expiry()}",
          f"A {plate()}-es Volvo gumicsere 2025.04.11, km: {digits(6, lead=True)}")

    r.add("cmr_number",
          f"CMR szám: {digits(7, lead=True)} (Budapest → Wien)",
          f"CMR {pick('HU', 'A', 'SK')} {digits(6, lead=True)} — aláírt példány megjött",
          f"cmr-ek a heti elszámoláshoz: {digits(7, lead=True)}, {digits(7, lead=True)}, {digits(7, lead=True)}",
          f"CMR/{pick('2024', '2025')}/{digits(5)} hiányzik a visszaigazolás, sürgetni",
          f"fuvarlevél (CMR) száma: {rnd(UPPER, 2)}{digits(8)}")

    r.add("transport_order_number",
          f"Megbízás: {order_no()}, felrakó: Budaörs, lerakó: Brno",
          f"fuvarmegbízás sz. {order_no()} -> ár 1150 EUR, fizetési határidő 30 nap",
          f"Order ref {pick('PO', 'TO', 'SO')}-{digits(8)} (a partner rendszere)",
          f"{order_no()} és {order_no()} összevonva egy kamionba",
          f"Timocom ajánlat ID {digits(9, lead=True)}, megbízásszám {order_no()}")

    r.add("hungarian_tax_number",
          f"Acme Fuvar Kft. adószám: {adoszam()}",
          f"partner adószáma {adoszam()}, cégjegyzékszám 01-09-{digits(6)}",
          f"adószám ellenőrzés OK: {adoszam()} (NAV lekérdezés)",
          f"Új megbízó: Acme Logisztika Zrt., adószám {adoszam()}, székhely 1097 Budapest",
          f"számlán a vevő adószáma rossz volt: {adoszam()} helyett {adoszam()}")

    r.add("eu_vat_number",
          f"Közösségi adószám: HU{digits(8, lead=True)}",
          f"VIES ellenőrzés: ATU{digits(8)} érvényes",
          f"lengyel partner VAT: PL{digits(10)}, szlovák: SK{digits(10)}",
          f"EORI szám: HU{digits(10)}")

    r.add("ekaer_number",
          f"EKÁER szám: E{rnd(UPPER + DIGITS, 14)}",
          f"ekaer bejelentés kész, szám E{digits(14)}, kockázati biztosíték nem kell",
          f"EKÁER E{rnd(UPPER + DIGITS, 14)} lezárva (rakomány átadva)",
          f"EKÁER számok holnapra: E{digits(14)}, E{digits(14)}")

    r.add("parcel_tracking_number",
          f"GLS csomagszám: {digits(11, lead=True)} — az alkatrész a {plate()}-hez",
          f"DPD tracking {digits(14, lead=True)}",
          f"MPL nyomkövetés: {pick('RL', 'CP', 'EE')}{digits(9)}HU",
          f"DHL Express waybill {digits(10, lead=True)}, várható érkezés péntek",
          f"követés: https://track.acme.example/shipment/{uid()}")

    r.add("masked_card_number",
          f"MOL kártya **** **** **** {digits(4)} — letiltva, új igényelve",
          f"DKV kártya {luhn('7044')[:6]}******{digits(4)} lejár {card_expiry()}",
          f"céges Visa ...{digits(4)}-re terheltük a kompjegyet",
          f"Fuel card XXXX-XXXX-XXXX-{digits(4)} ({plate()}), limit 600 l/hó",
          f"kártya vége {digits(4)}, tranzakció azonosító {digits(12)}")

    r.add("vin_number",
          f"Alvázszám (VIN): {vin()}",
          f"{plate()} VIN {vin()} — biztosítónak elküldve",
          f"pótkocsi alvázszám {vin()}, forgalmi száma {rnd(UPPER, 2)}{digits(6)}",
          f"vin ellenőrzés: {vin()} egyezik a forgalmival")

    r.add("container_number",
          f"Konténer: {container()} 40' HC, Koper kikötő",
          f"konténerszám {container()}, plomba {digits(7)}",
          f"{container()} és {container()} vámkezelés holnap",
          f"B/L {pick('MEDU', 'MAEU')}{digits(8)}, konténer {container()}")

    r.add("iban_bank_account",
          f"Bankszámlaszám (számlára): {digits(8, lead=True)}-{digits(8)}-{digits(8)}",
          f"IBAN: {iban('HU', digits(24))}, SWIFT: OTPVHUHB",
          f"partner utalási adatai: {iban('DE', digits(18))}",
          f"EUR számla a nemzetközi fuvarokhoz: {iban('HU', digits(24), spaced=False)}")

    r.add("invoice_number",
          f"Számla sorszám: ACME-{pick('2024', '2025')}-{digits(5)}",
          f"sztornó számla {pick('E', 'S')}-{digits(6)} az eredeti ACME-2025-{digits(5)} helyett",
          f"díjbekérő DB-{digits(4)}/{pick('2024', '2025')} kiküldve",
          f"bejövő számla {rnd(UPPER, 3)}{digits(8)}, 28 500 Ft + ÁFA")

    r.add("nav_transaction_id",
          f"NAV tranzakció azonosító: {rnd(UPPER + DIGITS, 17)}",
          f"Online számla beküldés OK, transactionId={rnd(UPPER + DIGITS, 17)}, status DONE",
          f"NAV hiba: INVALID_SECURITY_USER a kérésben, requestId {rnd(UPPER + DIGITS, 20)} (a technikai user jelszavát újra kell generálni a NAV felületen)",
          f"számla {pick('ACME-2025-', 'E-')}{digits(5)} NAV tranzakció: {rnd(UPPER + DIGITS, 17)}")

    r.add("uuid_in_url",
          f"Megosztott fuvarterv link: https://tms.acme.internal/plans/{uid()}",
          f"fuvar jegy a belső rendszerben: https://helpdesk.acme.internal/tickets/{uid()} (csak belső hálóról érhető el, bejelentkezés kell)",
          f"Teams értekezlet: https://teams.acme.example/meet/{uid()}",
          f"telematika riport: https://fleet.acme-telematics.example/reports/{uid()}?vehicle={plate().replace(' ', '')}")

    r.add("device_imei_serial",
          f"Tablet IMEI: {imei()}, sorozatszám R{rnd(UPPER + DIGITS, 10)}",
          f"GPS egység ({plate()}) IMEI {imei()}",
          f"új telefon {secrets.choice(DRIVERS)}nak: IMEI {imei()}, S/N {rnd(UPPER + DIGITS, 11)}",
          f"tachográf sorozatszám {digits(10, lead=True)}, kalibrálás 2025.02.",
          f"NAS serial: {digits(4)}{rnd(UPPER + DIGITS, 8)}, garancia lejár 2026")

    r.add("sim_iccid",
          f"SIM ICCID: {iccid()}",
          f"tracker SIM {iccid()} aktiválva, hívószám 06 30 {digits(3)} {digits(4)}",
          f"ICCID-k a szolgáltatónak (adatcsomag emelés): {iccid()}, {iccid()}",
          f"eSIM aktiválás: ICCID {iccid()}, EID {digits(32)}")

    r.add("mac_address",
          f"Raktári AP MAC: {mac(upper=True)}",
          f"DHCP foglalás: {mac()} -> 192.168.10.{secrets.randbelow(200) + 20} (címkenyomtató)",
          f"MAC szűrés a wifin, engedélyezett: {mac('-', True)}, {mac('-', True)}",
          f"NAS LAN1 {mac()} LAN2 {mac()}")

    r.add("password_policy_note",
          "Jelszó szabály a cégnél: min. 12 karakter, kis-nagybetű + szám, 90 naponta csere",
          "NAS: 5 hibás jelszó után 30 percre letilt, az IP-t a whitelistbe tettem",
          "A tablet PIN legalább 6 számjegy legyen, ne 123456 és ne születési dátum!",
          "HU-GO jelszó: legalább 8 karakter, tartalmazzon számot és speciális karaktert (portál szabálya)",
          "Wi-Fi jelszót negyedévente cseréljük, a sofőröknek SMS-ben küldöm, nem e-mailben")

    r.add("secret_location_reference",
          "Tankkártya PIN-ek a páncélszekrényben, a borítékon a rendszám",
          "A NAV technikai user jelszava a Bitwarden 'Számlázás' mappában van",
          "Router admin jelszó: a router alján lévő matricán NINCS, a KeePass-ban van (iroda.kdbx)",
          "bitlocker kulcsok kinyomtatva, az ügyvezető fiókjában",
          "HU-GO belépés: lásd 1Password → 'HU-GO e-útdíj' tétel")

    r.add("env_var_reference",
          "GitHub Actions: NAV_PASSWORD: ${{ secrets.NAV_TECH_PASSWORD }}",
          "a TMS a DATABASE_URL-t környezeti változóból olvassa, ne írd a configba",
          "export FLEET_API_KEY=$(cat /run/secrets/fleet_api_key)",
          "docker-compose: env_file: .env.production (a .env nincs a gitben, a NAS-on van)")

    r.add("vault_path",
          "Vault útvonal: secret/data/acme/nav/technikai-user",
          "kv get -field=password secret/infra/nas-admin  # így kérd le, ne másold ki",
          "Bitwarden collection: Infra/Routerek, item id " + uid(),
          "azure key vault: https://acme-kv.vault.azure.example/secrets/smtp-password (a verziót ne írd ide)")

    r.add("ssh_public_key",
          f"NAS authorized_keys-be: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kata@diszpecser",
          f"backup szerver publikus kulcs: ssh-rsa {ssh_pub('ssh-rsa', 256)} backup@nas",
          f"host key fingerprint: SHA256:{rnd(B64, 43)}",
          f"ez a publikus kulcsom, nyugodtan elküldhető: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}")

    r.add("wireguard_public_key",
          f"WireGuard szerver PublicKey = {wg_key()} (ezt kell beírni a kliensbe)",
          f"[Peer] raktár-gw\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.example:51820",
          f"wg peer publikus kulcsa (laptop): {wg_key()}",
          f"age publikus kulcs a mentések titkosításához: {age_public_key()}")

    r.add("oauth_client_id",
          f"Google OAuth client ID (TMS login): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"Azure app regisztráció: Application (client) ID {uid()}, Tenant ID {uid()}",
          f"telematika API client_id: acme-tms-{digits(2)} (a secret külön, nem ide)",
          f"M365 tenant: acmefuvar.onmicrosoft.example, tenant id {uid()}")

    r.add("publishable_key",
          f"Weboldal fizetés: Stripe publishable key pk_live_{rnd(ALNUM, 24)} (ez mehet a frontendbe)",
          f"Mapbox public token a fuvarkövető térképhez: pk.{rnd(URLSAFE, 60)}.{rnd(URLSAFE, 22)}",
          f"reCAPTCHA site key: 6L{rnd(URLSAFE, 38)}",
          f"Sentry DSN publikus kulcs rész: https://{hexs(32)}@sentry.acme.example/{digits(2)}")

    r.add("wifi_network_info",
          "Raktár Wi-Fi: SSID Acme-Raktar, WPA2-Personal, 5 GHz ch 36, jelszót ld. a pultnál",
          "vendég hálózat: Acme-Vendeg, VLAN 30, sávszélesség limit 10 Mbit",
          "wifi: Acme-Raktar-5G és Acme-Raktar-2G, ugyanaz a jelszó (nincs itt leírva)",
          f"AP firmware frissítve {pick('6.5.54', '7.0.25', '6.6.78')} verzióra, BSSID {mac(upper=True)}")

    r.add("git_commit_hash",
          f"TMS integráció javítás commit {hexs(40)}",
          f"deploy: tms-api:{hexs(7)} élesbe ment 14:20-kor",
          f"visszaállás erre a verzióra: git checkout {hexs(12)}",
          f"release v2.{secrets.randbelow(9)}.{secrets.randbelow(20)} ({hexs(7)}) — NAV 3.0 séma támogatás")

    r.add("container_pod_name",
          f"hibás pod: {pod_name('tms-api')}, restart 5x",
          f"docker ps: {hexs(12)}  acme/szamla-sync:latest  Up 3 days",
          f"kubectl logs {pod_name('nav-invoice-worker')} -n fuvar",
          f"container id {hexs(64)} (NAS Docker, a backup script futtatja)")

    r.add("sscc_pallet_label",
          f"Raklap SSCC: (00){sscc()}",
          f"hiányzó raklap címke: {sscc()}, felrakó Budaörs",
          f"SSCC-k: {sscc()}, {sscc()}, {sscc()}",
          f"EUR raklap elszámolás: {secrets.randbelow(30) + 5} db, szállítólevél {digits(8)}")

    r.add("tachograph_driver_card_number",
          f"Sofőrkártya szám ({secrets.choice(DRIVERS)}): H{digits(13)}{digits(2)}",
          f"járművezetői kártya {rnd(UPPER, 1)}{digits(15)} lejár {card_expiry()}",
          f"tacho letöltés: kártya H{digits(15)}, utolsó letöltés 2025.03.02, {digits(3)} nap",
          f"cégkártya száma (nem a PIN!): H{digits(15)}")

    r.add("masked_password_value",
          "NAV technikai user jelszó: ******** (NAV felületen generálva, a számlázóban tárolva)",
          "HU-GO jelszó: ●●●●●●●●●● — a böngésző mentette",
          f"router admin pw: {rnd(UPPER, 1)}{rnd(LOWER, 1)}**********  (csak az eleje, a teljes a KeePass-ban)",
          "tablet PIN: ****, a sofőrök maguk állítják be")

    r.add("hugo_route_ticket",
          f"HU-GO viszonylatjegy: {digits(12, lead=True)} ({plate()}, M1 Hegyeshalom–Budapest)",
          f"e-matrica / viszonylatjegy azonosító {rnd(UPPER + DIGITS, 10)}",
          f"HU-GO fedélzeti egység (OBU) azonosító: {digits(8, lead=True)}, {plate()}",
          f"útdíj bírság ügyszám {rnd(UPPER, 2)}-{digits(8)}/2025, fellebbezve")

    r.add("password_rotation_reminder",
          "Emlékeztető: a NAV technikai user jelszavát márciusban kell megújítani",
          "jövő héten minden tablet PIN-t cserélni (két sofőr kilépett)",
          "Telematika portál: kényszerített jelszócsere 60 naponta, következő: 06.15",
          "Wi-Fi jelszócsere után a címkenyomtatót és a 3 targonca tabletet is át kell állítani")

    r.add("firmware_checksum",
          f"DSM frissítés .pat SHA256: {hexs(64)}",
          f"tablet firmware md5 {hexs(32)}, verzió {pick('T505', 'X200')}XXU{rnd(UPPER + DIGITS, 4)}",
          f"RouterOS npk sha256sum: {hexs(64)}  routeros-7.{secrets.randbelow(17)}-arm.npk",
          f"letöltött telepítő ellenőrizve: SHA1 {hexs(40)}")

    r.add("helpdesk_ticket_number",
          f"Telematika support jegy: #{digits(6, lead=True)} (pozíció nem frissül)",
          f"NAV ügyfélszolgálat ügyszám: {digits(4)}-{digits(6)}/2025",
          f"HU-GO reklamáció azonosító: {rnd(UPPER, 3)}{digits(7)}",
          f"Szolgáltató hibajegy INC{digits(7)} — raktár internet kiesés")

    return r


def main() -> None:
    write_corpora("make_heldout254.py", [
        ("heldout254_credentials.yaml", credentials(), "Held-out batch 254: credentials a Budapest freight dispatcher and part-time IT person keeps, in Hungarian notes"),
        ("heldout254_lookalikes.yaml", lookalikes(), "Held-out batch 254: look-alikes from the same dispatcher's notes that hold no secret"),
    ])


if __name__ == "__main__":
    main()
