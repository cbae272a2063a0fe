# ruff: noqa: E501
"""Writes heldout153_credentials.yaml and heldout153_lookalikes.yaml: held-out batch 153.

Persona: the office administrator and part-time IT person of a small engineering firm in
Brno. Writes to the assistant in informal Czech, sometimes without diacritics, with English IT
words mixed in: data box (datová schránka) and internet banking (Fio, KB) logins, ABRA/Pohoda,
Microsoft 365 and Google Workspace admin, the Synology NAS, Wi-Fi, alarm (EZS), door and
key-safe codes, the CCS fuel card, BitLocker keys, the qualified certificate and its .pfx.

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
    Rows,
    app_password,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["Kozel", "Spilberk", "Petrov", "Lužánky", "Svratka", "Modrice", "Bystrc", "Zabovresky",
         "Kohoutek", "Drak", "Slivovice", "Medved", "Tramvaj", "Kafe", "Vranov", "Lisen"]
SYMS = "!#%&*+-?@"
DICT_CZ = ["jablko", "kolo", "strecha", "mraz", "lampa", "dub", "pivo", "vlak", "sova", "kamen",
           "okno", "rybnik", "louka", "hrnek", "zebrik", "kvetina", "komin", "hodiny"]
BRNO_PSC = ["602 00", "612 00", "613 00", "614 00", "615 00", "616 00", "621 00", "623 00",
            "625 00", "628 00", "635 00", "638 00", "639 00", "642 00"]


def czpw() -> str:
    """A password as this office picks them, or as the password manager generates them."""
    return pick(
        f"{secrets.choice(WORDS)}{secrets.randbelow(90) + 10}{secrets.choice(SYMS)}{secrets.choice(WORDS).lower()}",
        f"{secrets.choice(WORDS)}.{digits(4, lead=True)}{secrets.choice(SYMS)}",
        rnd(ALNUM + SYMS, 14),
        rnd(ALNUM, 18),
        f"{secrets.choice(DICT_CZ).capitalize()}-{secrets.choice(DICT_CZ)}-{secrets.randbelow(900) + 100}{secrets.choice(SYMS)}",
    )


def pin(n: int = 4) -> str:
    while True:
        p = digits(n)
        if len(set(p)) > 1:
            return p


def ico() -> str:
    """An IČO with a valid mod-11 check digit."""
    body = digits(7, lead=True)
    s = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True))
    r = s % 11
    check = 1 if r == 0 else 0 if r == 1 else 11 - r
    return body + str(check)


def account_number(n: int = 10) -> str:
    """A Czech account number that passes the mod-11 test (weights 6,3,7,9,10,5,8,4,2,1)."""
    weights = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1][-n:]
    while True:
        num = digits(n, lead=True)
        if sum(int(c) * w for c, w in zip(num, weights, strict=True)) % 11 == 0:
            return num


def cz_iban(bank: str, number: str, prefix: str = "000000", spaced: bool = True) -> str:
    bban = bank + prefix.zfill(6) + number.zfill(10)
    value = int("".join(str(int(c, 36)) for c in bban + "CZ00"))
    text = f"CZ{98 - value % 97:02d}{bban}"
    return groups(text, 4) if spaced else text


def ds_id() -> str:
    """A data box (datová schránka) id: seven characters, public by design."""
    return rnd("abcdefghijkmnpqrstuvwxyz23456789", 7)


def spz() -> str:
    """A South Moravian licence plate, e.g. 7B2 4415."""
    return f"{secrets.randbelow(9) + 1}B{pick(*'0123456789ACEHKLMPTUX')} {digits(4)}"


def zasilkovna() -> str:
    return f"Z {digits(3)} {digits(4)} {digits(3)}"


def ppl() -> str:
    return "4" + digits(10)


def ean18() -> str:
    """An electricity supply point (EAN odběrného místa), GS1 mod-10 check digit."""
    body = "859182400" + digits(8)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def vin() -> str:
    return "TMB" + rnd("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14)


def vs() -> str:
    return digits(pick(6, 8, 10), lead=True)


def dob() -> str:
    return f"{secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.{1960 + secrets.randbelow(40)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def credentials() -> Rows:
    r = Rows()

    r.add("datova_schranka_password",
          f"Datovka firmy - login {rnd(LOWER + DIGITS, 6)}, heslo {czpw()} (zmeneno v breznu, plati 90 dni)",
          f"pamatuj si prosim: ISDS prihlaseni pro firmu\nuživatel: {rnd(LOWER + DIGITS, 6)}\nheslo: {czpw()}",
          f"nove heslo do datove schranky je {czpw()} — staré uz nefunguje, tak ho prepis v Datovce",
          )
    r.add("fio_banking_password",
          f"Fio internetbanking, uživatelské jméno {digits(8, lead=True)}, heslo {czpw()}",
          f"fio IB: {rnd(LOWER, 8)} / {czpw()}  (potvrzuje se to ve Smartbance u šéfa)",
          f"Heslo do Fia jsem musela zmenit, ted je: {czpw()}",
          )
    r.add("fio_api_token",
          f"API token pro stahování výpisů z Fio do Pohody: {rnd(ALNUM, 64)}",
          f"fio token (jen cteni) pro ucet 2{digits(9)}/2010:\n{rnd(ALNUM, 64)}\nplati do konce roku",
          f"curl https://fioapi.fio.cz/v1/rest/last/{rnd(ALNUM, 64)}/transactions.json -> to je skript na NASu co tahá platby",
          )
    r.add("kb_mojebanka_password",
          f"KB Moje banka business: klientské číslo {digits(9, lead=True)}, heslo {czpw()}",
          f"komercka - prihlaseni do KB+ ... heslo {czpw()} (PIN na mobilni klic je jinde)",
          f"Šéf chtěl ať si uložím heslo ke KB, tak tady: {czpw()}",
          )
    r.add("bank_card_pin",
          f"PIN k firemni KB karte (ta modra, co mam v supliku): {pin()}",
          f"karta Fio na nákupy Alza apod. — PIN {pin()}",
          f"pin od debetky co ma Honza na sluzebky = {pin()}, nikomu to nedavej",
          )
    r.add("company_card_number_cvv",
          f"firemní Visa pro objednávky v zahraničí: {groups(luhn('4'), 4)}, platnost {card_expiry()}, CVV {digits(3)}",
          f"karta na AWS/Adobe predplatne\n{luhn('5')} exp {card_expiry()} cvc {digits(3)}\ndrzitel ACME INZENYRING s.r.o.",
          f"Mastercard KB {groups(luhn('52'), 4, '-')} {card_expiry()} kód na zadní straně {digits(3)}",
          )
    r.add("abra_login_password",
          f"ABRA Gen - muj ucet SUPERVISOR, heslo {czpw()}",
          f"abra flexi: https://acme.flexibee.example/c/acme_inzenyring login admin heslo {czpw()}",
          f"Do ABRY se Jana prihlasuje jako JANA.K a heslo ma {czpw()} (kdyby byla nemocna)",
          )
    r.add("pohoda_login_password",
          f"Pohoda: uživatel Admin, heslo {czpw()}",
          f"pohoda ucetnictvi - uzivatel 'ucetni' / {czpw()} ... a 'mzdy' / {czpw()}",
          f"heslo do pohody pro externi ucetni pani Novakovou: {czpw()}",
          )
    r.add("pohoda_sql_connection_string",
          f"connection string pro mServer Pohody:\nServer=pohoda-sql.acme.internal\\POHODA;Database=StwPh_{ico()}_2025;User Id=sa;Password={czpw()};",
          f"SQL server pro pohodu, sa heslo: {czpw()}  (instance POHODA na serveru SRV01)",
          f"odbc: Driver={{SQL Server}};Server=srv01.acme.internal;Uid=pohoda;Pwd={czpw()};",
          )
    r.add("m365_admin_password",
          f"M365 globalni admin admin@acmeinzenyring.onmicrosoft.com heslo {czpw()}",
          f"Microsoft 365 admin center\nlogin: spravce@acme.example\nheslo: {czpw()}\nMFA jde na muj mobil",
          f"break-glass ucet do 365 (bez MFA!!): breakglass@acmeinzenyring.onmicrosoft.com / {czpw()}",
          f"heslo na office 365 pro novýho kolegu Petra: {czpw()} — at si ho pri prvnim prihlaseni zmeni",
          )
    r.add("azure_app_client_secret",
          f"klientsky tajny klic pro Power Automate konektor: {rnd(ALNUM, 3)}7Q~{rnd(ALNUM + '-_.~', 34)}",
          f"app registrace 'scan-to-sharepoint' v Entra: client secret {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)} (value, ne ID), expiruje za 24 mesicu",
          f"AZURE_CLIENT_SECRET={rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}\nAZURE_TENANT_ID={uid()}\n(to je pro zalohovani mailu)",
          )
    r.add("synology_nas_admin_password",
          f"NAS Synology DS920+ (nas.acme.internal:5001) admin: spravce / {czpw()}",
          f"heslo do synology: {czpw()}",
          f"synologie - ucet 'admin' je vypnutej, pouzivam 'itadmin', heslo {czpw()}. QuickConnect ID acme-brno",
          )
    r.add("nas_backup_encryption_password",
          f"Hyper Backup na USB disk je šifrovaný, heslo k záloze: {czpw()} (bez nej se to neobnoví!!)",
          f"sifrovaci klic sdilene slozky 'ucetnictvi' na NASu: {czpw()}",
          f"C2 cloud záloha - encryption password {rnd(ALNUM + SYMS, 20)}",
          )
    r.add("office_wifi_password",
          f"wifi v kanclu: ACME-Office, heslo {czpw()}",
          f"Wi-Fi heslo (WPA2) pro zaměstnance je {rnd(ALNUM, 12)}",
          f"WIFI:T:WPA;S:ACME-Brno;P:{czpw()};; <- to je do QR kodu na nastenku v kuchynce",
          )
    r.add("guest_wifi_password",
          f"navstevy se ptaj porad na wifi... ACME-Guest / {czpw()}",
          f"host wifi ACME-Guest heslo {pick('Navstevy', 'Host', 'Vitejte')}{digits(4)}",
          f"pro navstevy: sit ACME-Guest, heslo {rnd(LOWER + DIGITS, 10)} (menit kazdy mesic)",
          )
    r.add("alarm_ezs_code",
          f"kód na alarm (EZS Jablotron) - můj: {pin()}, šéfův: {pin()}",
          f"EZS kanceláře: zakódovat i odkódovat {pin()}*, servisní kód technika {pin(6)}",
          f"alarm kod pro uklizecku pani Dvorakovou je {pin()} (jen v út a čt)",
          f"kdybych nebyla, alarm se vypina kodem {pin()} + enter, klavesnice je hned u dveri vlevo",
          )
    r.add("alarm_duress_code",
          f"Duress kód EZS = {pin()} (šéf chtěl, ať ho vím taky)",
          f"tisnovy kod alarmu (odkoduje a zaroven posle poplach na PCO): {pin()}",
          f"pod natlakem se zada {pin()} misto normalniho kodu, PCO pak vola policii",
          )
    r.add("door_entry_code",
          f"kod na vchodove dvere budovy: {pin()}#",
          f"Dveře do 3. patra – číselník, kód {pin(5)}. Hlavní vchod otevírá čip.",
          f"vrata do dvora (parkoviste): {pin()} a pak zelene tlacitko",
          )
    r.add("key_safe_code",
          f"schranka na klice u dveri (keysafe) ma kod {pin()}",
          f"key safe pro kuryry / techniky: {pin()} — po kazdym pouziti zmenit!",
          f"klíče od auta jsou v malé schránce na zdi, kombinace {'-'.join(digits(1) for _ in range(4))}",
          )
    r.add("safe_combination",
          f"příruční pokladna – kód zámku {pin(4)}, klíček je v šuplíku u recepce",
          f"trezor v kanceláři šéfa: kombinace {digits(2)}-{digits(2)}-{digits(2)}",
          f"elektronicky trezor (ten maly pod stolem) - kod {pin(6)}, master kod {pin(8)}",
          )
    r.add("ccs_fuel_card_pin",
          f"CCS karta Octavia ({spz()}) PIN {pin()}",
          f"tankovaci karta CCS k dodavce: PIN {pin()}, karta {digits(4)} ... {digits(4)}",
          f"Pin na CCS pro Superb je {pin()}, kdyby se Martin ptal",
          )
    r.add("seznam_email_password",
          f"seznam email info.acme@seznam.cz heslo {czpw()}",
          f"stará schránka na seznamu (acme.brno@email.cz) - {czpw()} ... chodi tam jeste faktury od CEZ",
          f"Email.cz pro objednavky: objednavky.acme@seznam.cz\nheslo: {czpw()}",
          )
    r.add("boss_phone_pin",
          f"Sef zapomnel kod od telefonu, zapisuju: {pin(6)}. Face ID mu nejde s bryli",
          f"PIN do šéfova iPhonu: {pin(6)} (kdyby byl v nemocnici atd.)",
          f"sefuv mobil odemykani {pin(6)}, SIM PIN {pin()}",
          )
    r.add("sim_puk_code",
          f"PUK1 {digits(8)}  PUK2 {digits(8)} (SIM v GSM komunikatoru alarmu)",
          f"PUK k SIM sefova mobilu (T-Mobile): {digits(8)}",
          f"SIM v routeru na chalupe: PIN {pin()}, PUK {digits(8)}",
          )
    r.add("vpn_password",
          f"VPN do kanclu (OpenVPN na routeru) - user ivana, heslo {czpw()}",
          f"vpn.acme.example, ucet externista1 / {czpw()} — dal jsem projektantovi z Olomouce",
          f"Forticlient: remote gateway vpn.acme.example:10443, login tomas.h heslo {czpw()}",
          )
    r.add("vpn_preshared_key",
          f"mikrotik: /ip ipsec identity add peer=sklad secret=\"{rnd(ALNUM, 28)}\"",
          f"IPsec site-to-site Brno <-> sklad Modřice, PSK: {rnd(ALNUM, 32)}",
          f"L2TP pro mobily - sdileny klic {rnd(ALNUM + SYMS, 24)}, jmena a hesla jsou v RADIUSu",
          )
    r.add("wireguard_private_key",
          f"wg0 na routeru - private-key=\"{wg_key()}\" (ten verejny je v dokumentaci)",
          f"wireguard na notebook šéfa:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.5/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
          f"WG klic pro muj telefon (private): {wg_key()}",
          )
    r.add("eshop_admin_password",
          f"eshop (shop.acme.example/admin) admin: eshop@acme.example heslo {czpw()}",
          f"administrace e-shopu s nahradnimi dily: login 'provoz' / {czpw()}",
          f"Na eshop ma pristup i webarka, dala jsem ji ucet grafik a heslo {czpw()}",
          )
    r.add("eshop_api_key",
          f"WooCommerce REST API pro napojení na Pohodu:\nconsumer key ck_{hexs(40)}\nconsumer secret cs_{hexs(40)}",
          f"API klic eshopu pro Zasilkovnu (ten tajny, ne ten verejny): {hexs(32)}",
          f"export objednavek: curl -u ck_{hexs(40)}:cs_{hexs(40)} https://shop.acme.example/wp-json/wc/v3/orders",
          )
    r.add("eshop_session_cookie",
          f"Cookie: wp_admin_session={rnd(ALNUM, 40)} - poslala webarka ať se podívám do adminu bez loginu",
          f"kdyby admin zas nešel, tahle session funguje: PHPSESSID={rnd(LOWER + DIGITS, 26)}",
          f"cookie z adminu eshopu (pro tu chrome extension): wordpress_logged_in_{hexs(32)}=provoz%7C{secrets.randbelow(10**9) + 1700000000}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
          )
    r.add("router_admin_password",
          f"router MikroTik v serverovně: 192.168.88.1, admin / {czpw()}",
          f"heslo do routeru O2 (ten od internetu) {czpw()}",
          f"Mikrotik winbox: user itadmin pass {czpw()}  // stary admin bez hesla jsem smazala",
          )
    r.add("google_workspace_recovery_codes",
          f"záložní kódy Google Workspace (admin@acme.example):\n{recovery_codes(5, 'digits')}",
          f"google backup kody pro sefuv ucet\n{recovery_codes(4, 'digits')}\npouzity: zadny",
          f"workspace super admin - zalozni kod {digits(4)} {digits(4)} (posledni co zbyl, vygenerovat nove!)",
          )
    r.add("bitlocker_recovery_key",
          f"BitLocker recovery key notebook NB-07 (Petr):\n{bitlocker_key()}",
          f"bitlocker klic pro PC u recepce: {bitlocker_key()}",
          f"Klíč k obnovení nástroje BitLocker – disk C: na serveru SRV01\nIdentifikátor: {hexs(8).upper()}\nKlíč: {bitlocker_key()}",
          )
    r.add("qualified_certificate_pin",
          f"kvalifikovaný certifikát šéfa na čipové kartě (I.CA): PIN {pin(6)}, PUK {pin(8)}",
          f"pin ke kvalifikovanymu podpisu (Starcos karta) = {pin(6)}",
          f"token s certifikátem na podepisovani DPH – PIN {pin()}",
          )
    r.add("pfx_password",
          f"heslo k .pfx (komerční cert od PostSignum, soubor acme_2025.pfx): {czpw()}",
          f"export certifikatu pro EET/ePortal - pfx heslo {czpw()}",
          f"certutil -p {czpw()} -importpfx C:\\certs\\kvalifikovany.pfx  (takhle jsem to instalovala na PC sefa)",
          )
    r.add("totp_seed",
          f"TOTP secret k adminovi na NASu (kdyby se rozbil telefon): {groups(totp_seed(), 4)}",
          f"otpauth://totp/ACME:admin@acme.example?secret={totp_seed()}&issuer=Microsoft",
          f"2FA do Wedosu, klíč ručně: {totp_seed()}",
          )
    r.add("windows_local_admin_password",
          f"lokalni admin na vsech PC (.\\spravce): {czpw()}",
          f"LAPS nefunguje na NB-03, tak tam je rucne heslo {czpw()}",
          f"net user spravce {czpw()} /add  -> pustit na novym PC a pak pridat do admins",
          )
    r.add("printer_admin_password",
          f"tiskarna Konica v chodbe - web admin 192.168.1.40, heslo administratora {rnd(ALNUM, 10)}",
          f"plotter HP DesignJet: EWS heslo {czpw()}",
          f"Kopírka: správce {digits(8)} (to je výchozí 12345678 změněné na tohle)",
          )
    r.add("smtp_relay_password",
          f"relay pro tiskarnu: user tisk@acme.example, pass {czpw()}, port 587 STARTTLS",
          f"scan to email z kopirky: smtp.seznam.cz:465, user sken@acme.example, heslo {czpw()}",
          f"SMTP pro eshop:\nMAIL_HOST=smtp.acme.example\nMAIL_USERNAME=noreply@acme.example\nMAIL_PASSWORD={czpw()}",
          )
    r.add("gmail_app_password",
          f"Heslo aplikace pro Outlook na mobilu šéfa:\n{app_password()}",
          f"heslo aplikace pro Thunderbird (google) - {app_password()}",
          f"app password pro skener na Google účtu: {app_password().replace(' ', '')}",
          )
    r.add("domain_registrar_password",
          f"Wedos ucet (domeny acme.example + acme-inzenyring.example): zak. cislo {digits(6)}, heslo {czpw()}",
          f"forpsi admin - login acmebrno heslo {czpw()} (tam je jen ta stara domena)",
          f"WAPI heslo Wedos pro certbot: {rnd(ALNUM, 16)}",
          )
    r.add("remote_support_password",
          f"AnyDesk na serveru - unattended access heslo {czpw()}",
          f"teamviewer ID {digits(3)} {digits(3)} {digits(3)}, trvale heslo {rnd(ALNUM, 10)}",
          f"rustdesk na PC ucetni: ID {digits(9)}, permanent pw {czpw()}",
          )
    r.add("camera_nvr_password",
          f"rtsp://admin:{czpw()}@192.168.1.60:554/Streaming/Channels/101  (kamera vjezd)",
          f"kamery Hikvision NVR (192.168.1.60) admin heslo {czpw()}",
          f"NVR v dílně, aplikace Hik-Connect: ucet kamery@acme.example / {czpw()}, ověřovací kód zařízení {rnd(UPPER, 6)}",
          )
    r.add("mysql_root_password",
          f"mysql na serveru s eshopem: root / {czpw()}",
          f"DB_HOST=localhost\nDB_NAME=eshop\nDB_USER=eshop\nDB_PASSWORD={czpw()}",
          f"mysql -u root -p'{czpw()}' eshop < zaloha.sql   (kdyz se eshop rozbije)",
          )
    r.add("ssh_private_key",
          f"SSH klíč pro přístup na webhosting (id_ed25519):\n{openssh_private()}",
          f"klic co pouziva NAS na rsync na server\n{openssh_private()}",
          )
    r.add("password_manager_master_password",
          f"hlavni heslo do Bitwardenu (firemni organizace): {phrase(DICT_CZ, 5, '-')}",
          f"KeePass databaze hesla.kdbx na NASu — master heslo {phrase(DICT_CZ, 4, ' ')} {digits(2)}",
          f"Bitwarden emergency: kdyz me srazi tramvaj, heslo je '{phrase(DICT_CZ, 4, '.')}'",
          )
    r.add("mobile_banking_pin",
          f"mobilni klic KB - aktivacni PIN {pin(6)} (zmenit po aktivaci)",
          f"Smartbanka Fio na služebním mobilu – PIN {pin(5)}",
          f"PIN do aplikace KB+ {pin(6)} (šéfův, on ho zapomíná)",
          )
    r.add("payroll_portal_password",
          f"Portál e-Neschopenka / ePortál ČSSZ – {rnd(LOWER, 6)}{digits(2)} heslo {czpw()}",
          f"ePortál ČSSZ - přihlášení jménem a heslem: {rnd(LOWER, 8)} / {czpw()}",
          f"portal VZP pro zamestnavatele, heslo {czpw()}",
          )
    r.add("isp_customer_portal_password",
          f"muj Vodafone (mobily firma): login {digits(9, lead=True)}, heslo {czpw()}",
          f"O2 Muj ucet (internet kancl): zak. cislo {digits(10)} heslo {czpw()}",
          f"T-Mobile Business portal, admin@acme.example : {czpw()}",
          )
    r.add("ups_shutdown_passphrase",
          f"APC UPS network card: apc / {czpw()}, NUT upsmon heslo na NASu {rnd(ALNUM, 12)}",
          f"upsd.users:\n[monuser]\n  password = {rnd(ALNUM, 16)}\n  upsmon slave",
          )
    r.add("snmp_community_string",
          f"SNMP community pro monitoring switchu (rw!): {rnd(ALNUM, 16)}",
          f"snmpwalk -v2c -c {rnd(ALNUM, 14)} 192.168.1.2   <- nase rw community, ne public",
          )
    return r


def lookalikes() -> Rows:
    r = Rows()
    own_acct = account_number()
    kb_acct = account_number()
    kb_pref = account_number(6).lstrip("0") or "19"
    firm_ico = ico()

    r.add("company_ico",
          f"naše IČO je {firm_ico}, na fakturu vždycky uvádět",
          f"IČ dodavatele (ocelárna Blansko): {ico()}",
          f"ico {ico()} - to je ta projekční kancelář z Jihlavy co chce subdodávku",
          )
    r.add("company_dic",
          f"DIČ: CZ{firm_ico} (jsme plátci DPH od 2019)",
          f"dic odberatele CZ{ico()}, overeno v ARES a nespolehlivy platce = NE",
          f"Slovenský partner má IČ DPH SK{digits(10, lead=True)}",
          )
    r.add("variable_symbol",
          f"záloha na projekt Modřice: VS {vs()}, splatnost 14 dní",
          f"pokuta od MD - variabilni symbol {vs()}, platit na ucet uradu",
          f"Variabilní symbol pro zálohy na DPH = naše DIČ bez CZ, tj. {firm_ico}",
          )
    r.add("constant_symbol",
          f"KS 1148 = platba pojistneho, KS 0558 = sankce; VS pro CSSZ je nase variabilni cislo {digits(10, lead=True)}",
          "konstantní symbol 0308 (služby) – ten dávat na všechny faktury za projekty",
          f"KS {pick('0008', '0138', '0558', '1148')}, SS {digits(6)} — pro platbu na finančák",
          )
    r.add("firm_bank_account",
          f"číslo účtu firmy pro faktury: {own_acct}/2010 (Fio)",
          f"KB ucet na mzdy: {kb_pref}-{kb_acct}/0100",
          f"Pro zahraniční platby dávat:\nÚčet: {own_acct}/2010\nSWIFT: FIOBCZPPXXX",
          f"danovy urad Brno-mesto, ucet pro DPH: 705-{account_number(8)}/0710",
          )
    r.add("firm_iban",
          f"IBAN firmy (Fio): {cz_iban('2010', own_acct)}, BIC FIOBCZPPXXX",
          f"na fakture do Rakouska je IBAN {cz_iban('0100', kb_acct, kb_pref, spaced=False)} - KB",
          f"dodavatel z Vídně chce platbu na AT{digits(18)} ... to je jejich, ne nas",
          )
    r.add("invoice_number",
          f"faktura c. FV{digits(8, lead=True)} jeste neni zaplacena, urgovat",
          f"dobropis k faktuře 2025{digits(4)} – vystavit do pátku",
          f"přijatá faktura {pick('FP', 'PF', '')}{digits(9, lead=True)} od Alzy (notebooky) – zaúčtovat na 022",
          )
    r.add("eshop_order_number",
          f"objednavka c. {digits(10, lead=True)} z eshopu - zakaznik chce fakturu na firmu",
          f"Alza objednavka {digits(9, lead=True)} (toner) prijde ve ctvrtek",
          f"reklamace k objednávce #{digits(6, lead=True)}, RMA {rnd(UPPER + DIGITS, 8)}",
          )
    r.add("postcode_psc",
          f"adresa kanclu: Hybešova {secrets.randbelow(60) + 1}, {pick(*BRNO_PSC)} Brno",
          "sklad: Modřice, PSČ 664 42",
          "psc na fakturu pro Prahu 4 je 140 00, ne 14000 s mezerou v Pohode",
          )
    r.add("license_plate_spz",
          f"služební auta: Octavia {spz()}, Superb {spz()}, dodávka Transit {spz()}",
          f"SPZ {spz()} ma STK do zari, objednat",
          f"parkovací karta na {spz()} – vyzvednout na magistrátu",
          )
    r.add("birth_date",
          f"datum narozeni ucetni pani Novakove {dob()} (do smlouvy o mlcenlivosti)",
          f"šéf má narozeniny {dob()} – koupit dort",
          f"novy kolega Petr, nar. {dob()}, nastup 1.9. - prihlasit na CSSZ a VZP",
          )
    r.add("data_box_id",
          f"ID naší datové schránky: {ds_id()} (to můžeš klidně dávat na web a faktury)",
          f"ds financaku Brno: {ds_id()}, stavebni urad Brno-stred {ds_id()}",
          f"Odběratel chce posílat faktury do DS, jejich ID schránky {ds_id()}",
          )
    r.add("data_box_message_id",
          f"datovka - zpráva ID {digits(10, lead=True)} od finančního úřadu, lhůta 15 dní od doručení",
          f"dodejka k datové zprávě {digits(10, lead=True)} uložena do spisu",
          )
    r.add("zasilkovna_tracking",
          f"balík ze Zásilkovny {zasilkovna()} – výdejna Hybešova",
          f"zasilkovna cislo zasilky {zasilkovna().replace(' ', '')}, kod pro vyzvednuti prijde SMS (ten si nepamatuju)",
          f"vraceni toneru: {zasilkovna()}",
          )
    r.add("ppl_tracking",
          f"PPL balík {ppl()} – kurýr přijede mezi 10 a 12",
          f"ppl c. zasilky {ppl()} (monitory z Datartu)",
          f"DPD parcel {digits(14, lead=True)} + PPL {ppl()}, oboje na recepci",
          )
    r.add("czech_post_tracking",
          f"doporučeně poslaná výpověď nájmu: RR{digits(9)}CZ",
          f"podaci cislo balik do ruky DR{digits(10)}U",
          )
    r.add("device_serial_number",
          f"NAS Synology DS920+ S/N {digits(4)}{rnd(UPPER, 3)}{digits(6)} – záruka do 2026",
          f"notebook Lenovo NB-07, SN {rnd(UPPER + DIGITS, 8)}, MTM 21{rnd(UPPER + DIGITS, 8)}",
          f"plotter HP serial CN{digits(2)}{rnd(UPPER + DIGITS, 6)}, servisni smlouva c. {digits(10)}",
          f"UPS APC serial AS{digits(10)} – baterka vyměněna 3/2025",
          )
    r.add("mac_address",
          f"MAC adresa tiskárny {mac(':', True)} – pridat do DHCP rezervace",
          f"novy notebook Petra: wifi MAC {mac('-', True)}, eth {mac(':')}",
          f"na MikroTiku je blokovana {mac(':', True)} (nejakej cizi mobil)",
          )
    r.add("ip_address",
          f"verejna IP kanclu {pick('89', '185', '212', '93')}.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1} (pevna od O2)",
          "interni adresy: NAS 192.168.1.10, tiskarna .40, NVR .60, router .1",
          "vpn pool 10.8.0.0/24, sklad 192.168.20.0/24",
          )
    r.add("wifi_ssid_names",
          f"nový AP v zasedačce vysílá ACME-Zasedacka, BSSID {mac(':', True)}",
          "wifi site: ACME-Office (zamestnanci), ACME-Guest (navstevy), ACME-IoT (kamery) – heslo jen osobne",
          "SSID pro dilnu je ACME-Dilna-5G, kanal 36",
          )
    r.add("password_changed_notice",
          "heslo do datovky jsem zmenila 12.3., nove je v trezoru v obalce",
          "Fio heslo resetnuto pres pobocku, noveho jsem si nikam nepsala",
          "M365: všem uživatelům vynucena změna hesla při příštím přihlášení (po tom phishingu)",
          "wifi heslo se zmeni 1. v mesici, nove rozesle sef na Teams",
          )
    r.add("password_location_reference",
          "hesla k bankovnictvi jsou v Bitwardenu ve sloznce 'Banky', nikde jinde",
          "PIN ke kvalifikovanému certifikátu je v zapečetěné obálce v trezoru u šéfa",
          "BitLocker klíče jsou uložené v Entra ID u zařízení, kdyžtak tam hledej",
          "heslo k .pfx zná jen účetní, mám se zeptat jí",
          )
    r.add("pin_policy",
          "pravidla: PIN k alarmu musí mít 4 až 6 číslic, nesmí být 1234 ani datum narození",
          "M365 politika hesel: min. 14 znaku, expirace vypnuta, MFA povinne",
          "CCS karta - po 3 spatnych PINech se zablokuje, odblokovani pres zakaznickou linku",
          "Fio: heslo musi mit 8-16 znaku a nesmi obsahovat login",
          )
    r.add("helpdesk_ticket",
          f"tiket u O2 c. {digits(8, lead=True)} - výpadek internetu v pondělí",
          f"Synology support ticket #{digits(7, lead=True)}, vyresit disk 3",
          f"požadavek na ABRA podporu {rnd(UPPER, 2)}-{digits(6)} (chyba v DPH přiznání)",
          )
    r.add("license_id_reference",
          f"ABRA licence c. {digits(6, lead=True)}, pocet uzivatelu 5, obnova v lednu",
          f"Pohoda licenční číslo (ne klíč!) {digits(4)}-{digits(3)}-{digits(2)}, varianta Komplet NET3",
          f"AutoCAD subscription, contract # {digits(12, lead=True)}, serial se tahá z Autodesk účtu",
          )
    r.add("windows_product_id",
          f"NB-07: Windows 11 Pro digitální licence, Device ID {uid().upper()}",
          f"PC recepce: Windows 11 Pro, Product ID {digits(5)}-{digits(5)}-{digits(5)}-AA{digits(3)}",
          f"Product ID serveru {digits(5)}-{digits(5)}-{digits(5)}-AAOEM (klíč je v BIOSu)",
          )
    r.add("bitlocker_key_identifier",
          f"NB-03 bitlocker – ID klíče pro obnovení {{{uid().upper()}}}, samotný klíč je v Entra",
          f"pri startu chce recovery key s ID {hexs(8).upper()} — najit v admin centru podle tohohle",
          )
    r.add("certificate_thumbprint",
          f"kvalifikovany cert sefa: seriove cislo {hexs(8).upper()}, platnost do {dob()[:-4]}2026, vydal I.CA",
          f"thumbprint SSL certu eshopu: {hexs(40).upper()}",
          f"certifikát PostSignum – SHA-256 otisk {':'.join(groups(hexs(64).upper(), 2).split())}",
          )
    r.add("ssh_host_fingerprint",
          f"fingerprint serveru s eshopem: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} - potvrdila jsem yes",
          )
    r.add("ssh_public_key",
          f"muj verejny klic na server:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ivana@kancl",
          f"authorized_keys pro NAS: ssh-rsa {ssh_pub('ssh-rsa', 256)} backup@nas",
          )
    r.add("wireguard_public_key",
          f"WG peer sklad Modřice – public key {wg_key()}, allowed IPs 192.168.20.0/24",
          f"verejny klic serveru pro wireguard (ten se muze dat komukoliv): {wg_key()}",
          )
    r.add("m365_tenant_id",
          f"tenant ID Microsoft 365: {uid()}",
          f"Entra app 'scan-to-sharepoint': Application (client) ID {uid()}, Directory ID {uid()}",
          f"SharePoint site id {uid()} – to chce ten konektor",
          )
    r.add("phone_numbers",
          f"servis alarmu Jablotron: +420 {digits(3, lead=True)} {digits(3)} {digits(3)}",
          f"sef mobil 6{digits(2)} {digits(3)} {digits(3)}, pevna linka recepce 5{digits(2)} {digits(3)} {digits(3)}",
          f"zákaznická linka CCS 2{digits(2)} {digits(3)} {digits(3)} (blokace karty)",
          )
    r.add("electricity_supply_point",
          f"EAN odberneho mista (elektrina kanclu): {ean18()}",
          f"ČEZ smlouva c. {digits(10, lead=True)}, EAN {ean18()}, zákaznické číslo {digits(10, lead=True)}",
          )
    r.add("vehicle_vin",
          f"VIN Octavie {vin()} – na pojistku",
          f"Transit VIN {rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)}, TP c. {rnd(UPPER, 2)}{digits(6)}",
          )
    r.add("fuel_card_masked",
          f"CCS karta c. ****{digits(4)} ztracena – zablokovano, nova prijde postou",
          f"vypis CCS: karta konci na {digits(4)}, SPZ {spz()}, 42 l Natural 95",
          )
    r.add("card_last_four",
          f"platba za Adobe jde z karty končící {digits(4)}",
          f"Visa •••• {digits(4)} expiruje {card_expiry()} – nahlásit nové číslo u dodavatelů",
          )
    r.add("coupon_code",
          f"slevovy kod na Alzu pro firmy: {rnd(UPPER, 6)}{digits(2)} (-5 % na prislusenstvi)",
          f"kupón na kávu do kuchyňky {rnd(UPPER + DIGITS, 8)}, platí do konce měsíce",
          f"kod do eshopu pro stale zakazniky ACME{digits(2)}VIP - rozeslat newsletterem",
          )
    r.add("product_code_ean",
          f"toner Konica TN-{digits(3)}K, EAN {ean13('85')}",
          f"papír A4 kód zboží {rnd(UPPER, 3)}-{digits(5)}, EAN {ean13('40')}",
          f"objednací číslo dílu ve skladu: {rnd(UPPER, 2)}{digits(6)}-{digits(2)}",
          )
    r.add("version_string",
          f"Synology DSM {pick('7.2.1', '7.2.2')}-{digits(5)} Update {secrets.randbelow(6) + 1}, updatnout o vikendu",
          f"Pohoda verze 13{digits(3)}.{secrets.randbelow(9)}, ABRA Gen 25.{secrets.randbelow(4)}.{secrets.randbelow(12)}",
          f"RouterOS 7.{secrets.randbelow(19)}.{secrets.randbelow(4)} (stable), firmware kopirky G00-{digits(2)}",
          )
    r.add("git_commit_sha",
          f"docker image eshopu sha256:{hexs(64)}",
          f"sablona eshopu nasazena z commitu {hexs(40)}, kdyby bylo treba vratit",
          f"webarka rika ze oprava je v {hexs(7)}, mam jen pullnout",
          )
    r.add("installer_checksum",
          f"Pohoda instalacka – SHA256 {hexs(64)} (sedi s webem)",
          f"md5 zalohy databaze: {hexs(32)}",
          )
    r.add("qr_payment_string",
          f"QR platba na faktury generuju takhle: SPD*1.0*ACC:{cz_iban('2010', own_acct, spaced=False)}*AM:{secrets.randbelow(90000) + 1000}.00*CC:CZK*X-VS:{vs()}*MSG:FAKTURA",
          f"SPD*1.0*ACC:{cz_iban('0100', kb_acct, kb_pref, spaced=False)}*CC:CZK*X-KS:0308 – vzor pro zálohovky",
          )
    r.add("env_var_reference",
          "v .env na serveru eshopu je DB_PASSWORD, hodnotu tam nastavuje webarka, ja ji neznam",
          "skript na Fio platby cte token z promenne FIO_TOKEN (nastavena v Task Scheduleru na NASu)",
          "secret pro Entra appku je v Key Vaultu kv-acme-brno pod jmenem scan-sp-secret",
          )
    r.add("mfa_status_note",
          "2FA na Google Workspace zapnuto všem, záložní kódy vytištěny a v trezoru",
          "Microsoft Authenticator nastaven na novem mobilu sefa, stary odhlasen",
          "TOTP na NASu zapnute pro admina, seed nikde ulozeny neni (jen v appce)",
          )
    r.add("alarm_event_log",
          "EZS log: uzivatel 03 zakodoval 18:42, uzivatel 07 odkodoval 7:05, zona 4 porucha",
          f"alarm hlasil v noci zonu {secrets.randbelow(8) + 1} (okno dilna), PCO udalost c. {digits(7, lead=True)}",
          )
    r.add("door_code_rotation_notice",
          "od pondělí nový kód na vchod, každý ho dostane osobně, neposílat mailem",
          "kód od keysafe jsem po technikovi změnila, nový jen ústně",
          "alarm: uzivatel 05 (byvaly kolega) smazan, jeho kod uz neplati",
          )
    r.add("username_only",
          "login do Pohody pro Janu je 'jana.k', heslo si nastavila sama",
          "M365 admin účet: spravce@acme.example (heslo v Bitwardenu)",
          "uzivatelske jmeno Fio IB je klientske cislo, ne email",
          )
    r.add("payment_gateway_public_id",
          f"GoPay GoID eshopu: {digits(10, lead=True)} (verejny, je i v JS na webu)",
          f"Stripe publishable key pro eshop pk_live_{rnd(ALNUM, 99)}",
          f"Zasilkovna widget API klic (verejny, jde do frontendu): {hexs(16)}",
          )
    r.add("public_tracking_ids",
          f"Google Analytics na eshopu G-{rnd(UPPER + DIGITS, 10)}, Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}",
          f"Meta pixel ID {digits(15, lead=True)}",
          )
    r.add("delivery_note_number",
          f"dodaci list DL-{digits(4)}/{digits(5)} chybi podpis",
          f"výdejka ze skladu VY{digits(8)} – 12 ks šroubů M8",
          )
    r.add("tax_office_reference",
          f"FU Brno - č.j. {digits(6)}/25/{digits(4)}-{digits(5)}-{digits(6)}, odpovědět do 15 dní",
          f"spisova znacka u krajskeho soudu C {digits(5)} (obchodni rejstrik)",
          )
    r.add("backup_job_id",
          f"Hyper Backup úloha 'ucetnictvi-usb' task id {secrets.randbelow(30) + 1}, cíl {uid()}",
          f"USB disk s zalohou: volume UUID {uid()}, label ZALOHA_2",
          )
    r.add("meeting_id",
          f"Teams porada s projektanty: ID schůzky {digits(3)} {digits(3)} {digits(3)} {digits(3)} (odkaz je v kalendáři)",
          f"Zoom s rakouskym partnerem: meeting ID {digits(3)} {digits(4)} {digits(4)}, heslo neni potreba, je tam cekarna",
          )
    r.add("aws_like_resource_ids",
          f"S3 bucket na archiv vykresu arn:aws:s3:::acme-brno-vykresy, ucet {digits(12, lead=True)}",
          f"instance eshopu i-{hexs(17)} v eu-central-1, security group sg-{hexs(17)}",
          )
    return r


def main() -> None:
    write_corpora("make_heldout153.py", [
        ("heldout153_credentials.yaml", credentials(), "batch 153 (office admin and part-time IT of a Brno engineering firm, informal Czech), written blind; every value synthetic"),
        ("heldout153_lookalikes.yaml", lookalikes(), "batch 153 look-alikes: IČO/DIČ, VS/KS, firm accounts and IBANs, SPZ, data box ids, parcel numbers, password talk without passwords, written blind"),
    ])


if __name__ == "__main__":
    main()
