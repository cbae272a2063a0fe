# ruff: noqa: E501
"""Writes heldout260_credentials.yaml and heldout260_lookalikes.yaml: held-out batch 260.

Persona: a system administrator at a municipal company (JKP) in Belgrade who keeps his notes
in Serbian, switching between Latin and Cyrillic script and dropping in English tech terms.
He keeps the Active Directory and domain admin passwords, the mail server's, the VMware
vCenter and ESXi root passwords, the pfSense admin, the Veeam backup encryption password, the
company's eUprava and tax-portal (ePorezi, SEF) logins and the PINs of the company cards; and
many notes that only look like secrets: PIB and matični broj, invoice numbers, serial numbers,
MAC addresses, ticket numbers, hashes, KB numbers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    pem,
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

WORDS = ["Kalemegdan", "Avala", "Zemun", "Dunav", "Sava", "Vracar", "Topcider", "Kosutnjak",
         "Ada", "Dorcol", "Banovo", "Karaburma", "Zvezdara", "Senjak", "Tasmajdan"]
SYMBOLS = "!#$%&*?@"
DICE = ["kisa", "most", "tramvaj", "kafa", "plavo", "sneg", "lipa", "reka", "vetar", "kapija",
        "zvono", "sat", "krov", "prozor", "kljuc", "lampa", "trava", "oblak"]


def srpw() -> str:
    """A password a Belgrade admin would pick or a manager would generate."""
    return pick(
        f"{secrets.choice(WORDS)}{digits(4)}{secrets.choice(SYMBOLS)}",
        f"{secrets.choice(WORDS)}_{secrets.choice(WORDS).lower()}{digits(2)}{secrets.choice(SYMBOLS)}",
        rnd(ALNUM + SYMBOLS, 18),
        rnd(ALNUM, 16),
        pw(),
    )


def passphrase(n: int = 5, sep: str = "-") -> str:
    return sep.join(secrets.choice(DICE) for _ in range(n)) + digits(2)


def pib() -> str:
    """A Serbian PIB: eight digits and an ISO 7064 MOD 11,10 check digit."""
    body = str(secrets.randbelow(9) + 1) + digits(7)
    p = 10
    for c in body:
        s = (p + int(c)) % 10 or 10
        p = (2 * s) % 11
    return body + str((11 - p) % 10)


def maticni() -> str:
    """A company's matični broj: seven digits and a mod 11 check digit."""
    while True:
        body = "0" + str(secrets.randbelow(9) + 1) + digits(5)
        r = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True)) % 11
        if r not in (0, 1):
            return body + str(11 - r)


def racun() -> str:
    """A Serbian bank account number, bank-account-control, with its mod 97 control pair."""
    bank = pick("160", "170", "205", "265", "325", "840")
    acct = digits(13)
    control = 98 - int(bank + acct + "00") % 97
    return f"{bank}-{acct}-{control:02d}"


def ticket() -> str:
    return pick(f"INC{digits(7)}", f"#{digits(5, lead=True)}", f"HD-{digits(4, lead=True)}", f"REQ{digits(6)}")


def dell_tag() -> str:
    return rnd(UPPER + DIGITS, 7)


def hpe_serial() -> str:
    return "CZ" + rnd(UPPER + DIGITS, 8)


def kb() -> str:
    return f"KB50{digits(5)}"


def masked(n: int) -> str:
    return "*" * n


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ad_domain_admin_password",
        f"AD domain admin za acme.internal: ACME\\Administrator / {srpw()}",
        f"Лозинка за domain admin (ACME\\adm.marko): {srpw()} — промењена после аудита",
        f"DC01/DC02 ulaz, nalog adm-it, pass {srpw()} , ne davati nikom iz podrske",
        f"zapamti: enterprise admin na šumi acme.internal je {srpw()}",
        f"Domain Admins grupa, backup nalog `adm.backup` sifra: {srpw()}\n(koristi se samo ako pukne glavni)",
    )
    r.add(
        "ad_service_account_password",
        f"svc_sql na DB01 — lozinka {srpw()} (PasswordNeverExpires je ukljuceno)",
        f"Сервисни налог svc_veeam@acme.internal: {srpw()}",
        f"svc-scan (skener u racunovodstvu, SMB na \\\\fs01.acme.internal\\scan) pw={srpw()}",
        f"gMSA nije moguć za stari billing, pa svc_billing ima obicnu šifru: {srpw()}",
        f"New-ADUser svc_print ... -AccountPassword (ConvertTo-SecureString '{srpw()}' -AsPlainText -Force)",
    )
    r.add(
        "dsrm_password",
        f"DSRM lozinka za DC01: {srpw()}",
        f"Directory Services Restore Mode (svi DC-ovi ista) — {srpw()}",
        f"ДСРМ шифра, ако буде требало restore AD-а: {srpw()}",
        f"ntdsutil \"set dsrm password\" → postavljeno na {srpw()} za DC02.acme.internal",
    )
    r.add(
        "laps_local_admin_password",
        f"LAPS za RAC-PC-{digits(3)} (lokalni Administrator) trenutno: {rnd(ALNUM + '!#%+', 20)}",
        f"lokalni admin na laptopu direktora, izvukao iz LAPS-a: {rnd(ALNUM, 14)} — vazi do petka",
        f"Get-LapsADPassword WS-{digits(3)} -AsPlainText -> Password : {rnd(ALNUM + '{}#!.', 18)}",
        f"Локални администратор на киоск рачунару (нема LAPS): {srpw()}",
    )
    r.add(
        "mail_server_admin_password",
        f"Zimbra admin (admin@acme.test) → {srpw()}",
        f"mail.acme.test:7071 admin konzola, user admin, lozinka {srpw()}",
        f"Exchange on-prem, nalog exadmin, шифра {srpw()} (ECP na https://mail.acme.internal/ecp)",
        f"Postfix/Dovecot server, root ssh na mx1.acme.internal: {srpw()}",
        f"mail server — zapamti admin pass: {srpw()}",
    )
    r.add(
        "shared_mailbox_password",
        f"pisarnica@acme.test sifra je {srpw()} (koristi je ceo šalter)",
        f"Заједнички сандуче reklamacije@acme.test — лозинка: {srpw()}",
        f"nabavka@acme.test / {srpw()} , IMAP mail.acme.test:993",
        f"Outlook na salteru 3: racun info@acme.test, pw {srpw()}",
    )
    r.add(
        "vcenter_sso_password",
        f"vCenter: administrator@vsphere.local / {srpw()}",
        f"vcsa.acme.internal SSO admin pass - {srpw()}",
        f"Лозинка за vCenter (administrator@vsphere.local): {srpw()}\nроот на VCSA appliance: {srpw()}",
        f"VAMI https://vcsa.acme.internal:5480 root → {srpw()}  (istice za 90 dana!!)",
        f"govc env: GOVC_URL=vcsa.acme.internal GOVC_USERNAME=administrator@vsphere.local GOVC_PASSWORD='{srpw()}'",
    )
    r.add(
        "esxi_root_password",
        f"ESXi root (esx01..esx04 isti): {srpw()}",
        f"esx02.acme.internal root/{srpw()}",
        f"хост esx03 — root лозинка {srpw()}, lockdown mode iskljucen",
        f"| host | user | pass |\n| esx01 | root | {srpw()} |\n| esx05 | root | {srpw()} |",
        f"ssh root@esx04.acme.internal, sifra {srpw()}",
    )
    r.add(
        "idrac_ilo_password",
        f"iDRAC na R740 (10.10.5.21): root / {srpw()} (promenjen default calvin)",
        f"iLO5 Administrator za DL380 — {rnd(UPPER + DIGITS, 8)} (sa nalepnice, nisam menjao)",
        f"ИДРАЦ за esx03: корисник root, лозинка {srpw()}",
        f"racadm -r 10.10.5.23 -u root -p '{srpw()}' serveraction powercycle",
    )
    r.add(
        "pfsense_admin_password",
        f"pfSense (fw.acme.internal) admin / {srpw()}",
        f"Firewall web GUI https://10.10.0.1 — admin, шифра {srpw()}",
        f"pfsense root konzola (isti kao admin): {srpw()}",
        f"pf2 (CARP backup) admin pw {srpw()} — sinhronizuje se preko XMLRPC sa pfsync korisnikom, lozinka {srpw()}",
        f"zapamti novu sifru za pfSense posle upgrade-a na 2.7: {srpw()}",
    )
    r.add(
        "ipsec_preshared_key",
        f"IPsec tunel ka vodovod pumpnoj stanici, PSK: {rnd(ALNUM, 32)}",
        f"Site-to-site Beograd–Obrenovac, Phase1 IKEv2 AES256, pre-shared key {rnd(ALNUM + '!#%', 40)}",
        f"ИПсек кључ за везу са градском управом: {rnd(ALNUM, 28)}",
        f"<pre-shared-key>{rnd(ALNUM, 48)}</pre-shared-key>  (iz pfSense config.xml, tunel 3)",
    )
    r.add(
        "wireguard_private_key",
        f"WG na pfSense, tunel tun_wg0\nPrivateKey = {wg_key()}\nListenPort = 51820",
        f"moj laptop wireguard privatni kljuc: {wg_key()}",
        f"[Interface]\nAddress = 10.200.0.5/32\nPrivateKey = {wg_key()}\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.test:51820",
        f"Приватни кључ за WG клијента дежурног телефона: {wg_key()}",
    )
    r.add(
        "veeam_encryption_password",
        f"Veeam backup job encryption password (svi jobovi za VM): {passphrase()}",
        f"VEEAM ENKRIPCIJA — BEZ OVOGA NEMA RESTORE-A: {srpw()}",
        f"Лозинка за енкрипцију бекапа (Veeam, hint: 'stara kapija'): {passphrase(4, ' ')}",
        f"Veeam config backup encryption: {srpw()}\ntape job encryption: {srpw()}",
        f"Veeam B&R → Manage passwords → 'Offsite-2024' = {rnd(ALNUM + '#!', 22)}",
    )
    r.add(
        "veeam_service_account_password",
        f"Veeam repository nalog na NAS-u (veeamrepo): {srpw()}",
        f"vbr01 Veeam konzola, ACME\\svc_veeam / {srpw()}",
        f"Hardened repo linux korisnik veeamuser (samo za prvu konekciju): {srpw()}",
        f"Вим прокси налог: veeam-proxy / {srpw()}",
    )
    r.add(
        "euprava_login",
        f"eUprava, nalog firme: it@acme.test / {srpw()}",
        f"еУправа пријава (овлашћено лице за ЈКП): корисничко име jkp.acme, лозинка {srpw()}",
        f"euprava.gov.rs login za zakazivanje / prijave: korisnik nabavka.acme, sifra {srpw()}",
        f"ConsentID mobilna app PIN za direktorov nalog na eUpravi: {digits(6)}",
        f"eUprava (novi pass posle reseta): {srpw()}",
    )
    r.add(
        "tax_portal_login",
        f"ePorezi — PIN kvalifikovanog sertifikata na tokenu: {digits(4)}",
        f"Порески портал (ePorezi), лозинка за приступ: {srpw()}",
        f"CROSO login za prijave radnika: korisnik acme.hr / {srpw()}",
        f"ePorezi: korisnik {pib()}, pass {srpw()} (ovlašćenje za PDV prijave)",
        f"поднето преко ePorezi, PIN токена {digits(6)}, PUK {digits(8)}",
    )
    r.add(
        "sef_api_key",
        f"SEF (Sistem e-faktura) API ključ za ERP integraciju: {uid()}",
        f"efaktura.mfin.gov.rs → Podešavanja → API menadžment, generisan ključ {uid()}",
        f"apiKey header za SEF demo okruženje: {uid()}\nproduction: {uid()}",
        f"СЕФ API кључ (ERP ga salje kao ApiKey): {uid()}",
    )
    r.add(
        "company_card_pin",
        f"PIN za službenu karticu (Dina, kraj {digits(4)}): {digits(4)}",
        f"Visa business — пин {digits(4)}",
        f"kartica za gorivo (NIS) pin je {digits(4)}",
        f"PIN služb. Mastercard za nabavku opreme → {digits(4)}",
        f"пин картице за путне трошкове: {digits(4)} (не показивати никоме)",
        f"kartice firme:\nDina {digits(4)}\nVisa {digits(4)}",
    )
    r.add(
        "company_card_details",
        f"Službena Visa: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"MC business {groups(luhn('52'), 4)}, važi do {card_expiry()}, CVC {digits(3)} — za AWS/licence online",
        f"Дина картица ЈКП {groups(luhn('9891'), 4)} / {card_expiry()} / {digits(3)}",
        f"karta za online kupovinu licenci: {luhn('4')} {card_expiry()} cvv{digits(3)}",
    )
    r.add(
        "qualified_certificate_pin",
        f"Halcom token (kvalif. sertifikat direktora) PIN {digits(6)}, PUK {digits(8)}",
        f"PIN za lični kartu sa čipom (eID) za potpisivanje: {digits(4)}",
        f"Sertifikat PKS/MUP CA na smart kartici — пин {digits(6)}",
        f"Token za SEF i ePorezi: PIN={digits(4)}; PUK={digits(8)}",
    )
    r.add(
        "ebanking_login",
        f"Halcom e-banking, korisnik ACME01, lozinka {srpw()}",
        f"е-банкинг (Banka Intesa) за плате — корисник jkp.acme.plate, шифра {srpw()}",
        f"eBank login: {rnd(UPPER + DIGITS, 8)} / {srpw()}",
        f"mToken aktivacioni kod za e-banking: {digits(4)}-{digits(4)}-{digits(4)}",
    )
    r.add(
        "wifi_psk",
        f"WiFi ACME-Staff (WPA2-Enterprise nije prošlo) PSK: {srpw()}",
        f"wifi za salu za sastanke: ACME-Sala / {passphrase(3, '')}",
        f"Вајфај у магацину: SSID ACME-Magacin, лозинка {srpw()}",
        f"UniFi kontroler, WLAN 'ACME-IoT' x_passphrase: {rnd(ALNUM, 24)}",
        f"guest mreza se menja mesecno, ovaj mesec: {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "ssh_private_key",
        f"kljuc za ansible korisnika (deploy@mgmt01):\n{openssh_private()}",
        f"стари RSA кључ за backup скрипту на NAS-у\n{pem('RSA PRIVATE KEY', 6)}",
        f"id_ed25519 sa mog radnog racunara, kopija:\n{openssh_private()}",
        f"pfSense autoconfig backup key (ssh):\n{openssh_private()}",
    )
    r.add(
        "sql_connection_string",
        f"Server=db01.acme.internal;Database=Naplata;User Id=naplata_app;Password={srpw()};TrustServerCertificate=True",
        f"connection string za billing (MSSQL): Data Source=DB01\\SQLEXPRESS;Initial Catalog=Vodomeri;User ID=sa;Password={srpw()}",
        f"postgresql://gis:{rnd(ALNUM, 18)}@pg01.acme.internal:5432/gis_katastar",
        f"конекција за Zabbix базу: mysql://zabbix:{rnd(ALNUM, 20)}@zbx-db.acme.internal/zabbix",
        f"DATABASE_URL=postgres://helpdesk:{rnd(ALNUM, 22)}@10.10.3.15:5432/glpi",
    )
    r.add(
        "database_password",
        f"MSSQL sa nalog na DB01: {srpw()}",
        f"Oracle (stari knjigovodstveni) SYSTEM / {srpw()}",
        f"MariaDB root na glpi serveru — {srpw()}",
        f"Лозинка за postgres корисника на pg01: {srpw()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery za laptop RAC-NB-{digits(2)}: {bitlocker_key()}",
        f"Битлокер кључ (директор, Dell Latitude): {bitlocker_key()}",
        f"recovery key za USB disk sa Veeam offline kopijom:\n{bitlocker_key()}",
        f"BL kljuc - {bitlocker_key()} (tražio posle BIOS update-a)",
    )
    r.add(
        "keepass_master_password",
        f"KeePass baza IT.kdbx master: {passphrase(6, ' ')}",
        f"Мастер лозинка за KeePassXC (IT-tim): {passphrase(5, '.')}",
        f"kdbx na \\\\fs01\\it$\\pass — master pass {srpw()} + keyfile na USB-u",
        f"ако мене нема: KeePass master = {passphrase(4, '-')}",
    )
    r.add(
        "mfa_recovery_codes",
        f"Microsoft 365 global admin — recovery kodovi:\n{recovery_codes(6, 'plain')}",
        f"GitHub (acme-it org) backup codes\n{recovery_codes(8, 'github')}",
        f"резервни кодови за Google Workspace admin:\n{recovery_codes(5, 'digits')}",
        f"Bitwarden recovery code: {rnd(UPPER + DIGITS, 32)}",
    )
    r.add(
        "totp_secret",
        f"TOTP seed za pfSense admin (FreeRADIUS OTP): {rnd(BASE32, 32)}",
        f"otpauth://totp/ACME:admin@vsphere.local?secret={rnd(BASE32, 32)}&issuer=ACME",
        f"2FA тајна за M365 break-glass налог (ako se telefon izgubi): {groups(rnd(BASE32, 32).lower(), 4)}",
        f"Veeam MFA za konzolu, secret key: {rnd(BASE32, 16)}",
    )
    r.add(
        "snmpv3_credentials",
        f"SNMPv3 za switch-eve: user zbxmon, auth SHA '{rnd(ALNUM, 16)}', priv AES '{rnd(ALNUM, 16)}'",
        f"snmp-server user zabbix ACME-RO v3 auth sha {rnd(ALNUM, 14)} priv aes 128 {rnd(ALNUM, 14)}",
        f"SNMP community (RW!) na starim HP switchevima: {rnd(ALNUM, 12)}",
        f"Забикс SNMPv3 authpass={rnd(ALNUM, 18)} privpass={rnd(ALNUM, 18)}",
    )
    r.add(
        "switch_enable_secret",
        f"Cisco core (sw-core-01) enable secret: {srpw()}",
        f"enable pass za access svičeve u upravnoj zgradi — {srpw()}",
        f"username netadmin privilege 15 secret 0 {srpw()}",
        f"HPE Aruba 2930F manager password: {srpw()}",
    )
    r.add(
        "nas_admin_password",
        f"Synology NAS (nas01.acme.internal:5001) admin: {srpw()}",
        f"QNAP u arhivi — korisnik admin, лозинка {srpw()}",
        f"NAS za kamere, DSM nalog itadmin / {srpw()}",
        f"TrueNAS root: {srpw()}",
    )
    r.add(
        "monitoring_api_token",
        f"Zabbix API token (za Grafana datasource): {hexs(64)}",
        f"Grafana service account token: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"GLPI app_token={rnd(ALNUM, 40)} user_token={rnd(ALNUM, 40)}",
        f"GitLab (git.acme.internal) PAT za ansible repo: glpat-{rnd(URLSAFE, 20)}",
        f"Uptime Kuma API ključ: uk1_{rnd(ALNUM, 40)}",
    )
    r.add(
        "cloud_api_key",
        f"Cloudflare API token (DNS edit za acme.test): {rnd(URLSAFE, 40)}",
        f"SendGrid za slanje računa mejlom: {sendgrid_key()}",
        f"AWS (arhiva na S3 Glacier, nalog {aws_account()}): AKIA{rnd(UPPER + DIGITS, 16)} / {rnd(B64, 40)}",
        f"Backblaze B2 applicationKey za Veeam offsite: K00{rnd(ALNUM, 28)} (keyID 00{hexs(12)}0000000001)",
    )
    r.add(
        "telegram_bot_token",
        f"Telegram bot za Zabbix alarme: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"бот токен (дежурство): {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"TELEGRAM_TOKEN={digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}  # /etc/zabbix/scripts/tg.sh",
    )
    r.add(
        "domain_registrar_login",
        f"registar za acme.test domen — korisnik acmeit, šifra {srpw()}",
        f"DNS hosting panel: it@acme.test / {srpw()} (EPP kod za transfer: {rnd(ALNUM + '#!', 16)})",
        f"Регистрар домена, налог ЈКП: лозинка {srpw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "pib",
        f"PIB firme: {pib()}",
        f"ПИБ добављача (Telekom ugovor): {pib()}",
        f"na fakturu obavezno staviti PIB {pib()} i MB",
        f"PIB kupca za SEF: {pib()}, JBKJS {digits(5, lead=True)}",
        f"provera PIB-a {pib()} na sajtu APR-a — aktivan",
    )
    r.add(
        "maticni_broj",
        f"Matični broj JKP-a: {maticni()}",
        f"МБ {maticni()}, ПИБ {pib()} — за уговор са ISP-ом",
        f"MB dobavljača servera: {maticni()}",
        f"maticni br. {maticni()} (iz APR izvoda)",
    )
    r.add(
        "bank_account_number",
        f"tekući račun firme za uplate: {racun()}",
        f"Рачун добављача (Comtrade): {racun()}, позив на број 97 {digits(2)}-{digits(6)}",
        f"ziro racun za fakture hostinga {racun()}",
        f"uplata licence Veeam na {racun()}, svrha: predracun {digits(3)}/2024",
    )
    r.add(
        "invoice_number",
        f"faktura br. {digits(4, lead=True)}/2024 za UPS baterije",
        f"Рачун бр. F-{digits(6)} — Dell server, plaćeno",
        f"predracun PR-{digits(3)}-{pick('2024', '2025')} za licence (Veeam 20 VUL)",
        f"otpremnica {digits(5)} i faktura {digits(5)} za svičeve stigle",
        f"faktura {pick('RN', 'IF')}{digits(8)} (Telenor) — proveriti iznos",
    )
    r.add(
        "sef_invoice_id",
        f"SEF ID fakture: {digits(8, lead=True)}, RequestId {uid()}",
        f"е-фактура прихваћена, SalesInvoiceId {digits(7, lead=True)}",
        f"https://efaktura.mfin.gov.rs/purchase-invoice/{digits(8, lead=True)} — odbiti, pogrešan iznos",
        f"SEF status za {uid()}: Approved",
    )
    r.add(
        "server_serial_number",
        f"Dell R740 service tag {dell_tag()}, garancija do 2026",
        f"HPE DL380 Gen10 S/N {hpe_serial()}, P/N 868703-B21",
        f"серијски број UPS-а (APC SMT3000): AS{digits(10)}",
        f"Synology RS1221+ serial {digits(4)}{rnd(UPPER + DIGITS, 9)}",
        f"switch sw-core-01 SN: FOC{digits(4)}{rnd(UPPER + DIGITS, 4)} (Cisco C9300)",
    )
    r.add(
        "mac_address",
        f"MAC štampača u pisarnici: {mac(upper=True)} → rezervacija 10.10.20.45",
        f"DHCP rezervacija za esx01 iDRAC: {mac('-', True)}",
        f"МАЦ адреса телефона дежурног: {mac()}",
        f"novi laptop, wifi mac {mac()}, LAN {mac()}",
        f"pfSense static mapping: {mac()} = kamera-ulaz",
    )
    r.add(
        "helpdesk_ticket_number",
        f"tiket {ticket()}: korisnik ne može da se uloguje, zaključan nalog — otključano",
        f"Тикет {ticket()} — reset lozinke za šalter 2 (urađeno, korisnik promenio sam)",
        f"VMware support SR {digits(11, lead=True)}, vSAN upozorenje",
        f"GLPI {ticket()} zatvoren",
        f"otvoren {ticket()} kod provajdera: pad linka u Obrenovcu",
    )
    r.add(
        "file_checksum",
        f"VMware-VCSA-all-8.0.2.iso SHA256: {hexs(64)}",
        f"проверио хеш за pfSense-CE-2.7.2-RELEASE-amd64.iso.gz: sha256 {hexs(64)} ✓",
        f"md5 od Veeam ISO-a {hexs(32)} — poklapa se sa sajtom",
        f"Get-FileHash ESXi-patch.zip → {hexs(64).upper()}",
        f"sha1 firmware-a za iDRAC: {hexs(40)}",
    )
    r.add(
        "kb_number",
        f"instalirati {kb()} na DC-ove pre petka",
        f"{kb()} pravi problem sa WinRE, preskočiti za sad",
        f"Ажурирања: {kb()}, {kb()}, {kb()} — сви сервери рестартовани",
        f"Windows Server 2019 CU: {kb()} (OS build 17763.{digits(4, lead=True)})",
        f"KB broj za Exchange SU: {kb()}",
    )
    r.add(
        "vmware_build_and_moref",
        f"ESXi 8.0 U2 build {digits(8, lead=True)}, vCenter 8.0.2 build {digits(8, lead=True)}",
        f"VM moref: vm-{digits(4, lead=True)}, datastore-{digits(3, lead=True)}, host-{digits(2, lead=True)}",
        f"instanceUuid za DC01: {uid()}",
        f"Виртуелка билинг: BIOS UUID {uid()}, vmx на [DS01] billing/billing.vmx",
    )
    r.add(
        "password_policy",
        "AD politika lozinki: min 14 karaktera, istorija 24, max starost 90 dana, lockout posle 5 pokušaja na 15 min",
        "Fine-grained policy za Domain Admins: минимум 20 знакова, без истека, MFA обавезно",
        "pfSense: zabraniti login sa WAN-a, lockout posle 3 neuspela pokusaja",
        "Veeam preporuka: enkripciona lozinka mora da ima bar 12 znakova i da je sačuvana offline",
        "LAPS: PasswordComplexity 4, PasswordLength 20, PasswordAgeDays 30",
    )
    r.add(
        "password_rotation_note",
        "podsetnik: 1. u mesecu promeniti root lozinke na svim ESXi hostovima i upisati u KeePass",
        "Промењена лозинка за vCenter SSO данас, стара више не важи — нова је у сефу",
        "krbtgt reset uradjen dva puta (razmak 12h), sledeci put za 180 dana",
        "svc_sql lozinka ističe 15.03 — dogovoriti prozor sa računovodstvom",
        "posle odlaska kolege promeniti: pfSense admin, Zimbra admin, Wi-Fi ACME-Staff",
    )
    r.add(
        "secret_location_reference",
        "šifra za Veeam enkripciju je u KeePass-u: IT.kdbx → Backup → Veeam encryption",
        "PIN za službene kartice je u kovertu u sefu kod direktorke, ne u mejlu",
        "лозинке за ESXi хостове су у Bitwarden колекцији 'Infra'",
        "DSRM lozinka odštampana i zapečaćena u ormaru serverske sobe (polica 2)",
        "eUprava pristupni podaci — kod šefa računovodstva, pitati lično",
    )
    r.add(
        "ci_secret_reference",
        "ansible: vault_pfsense_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=infra/data/pfsense:admin') }}\"",
        "GitLab CI: GOVC_PASSWORD: $VCENTER_PASS (masked, protected varijabla)",
        "password: ${{ secrets.ZABBIX_API_TOKEN }}",
        "$cred = Get-Secret -Name VeeamSvc -Vault ACME-IT   # SecretManagement modul",
    )
    r.add(
        "masked_card_number",
        f"službena Visa **** **** **** {digits(4)}, limit povećan",
        f"Дина картица {digits(4)} {masked(4)} {masked(4)} {digits(4)} — блокирана због губитка",
        f"izvod: kartica XXXX{digits(4)}, troškovi za licence",
        f"nova kartica za gorivo, poslednje 4 cifre {digits(4)}, PIN stiže poštom",
    )
    r.add(
        "ssh_public_key",
        f"dodati u authorized_keys na mgmt01:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} marko@it-pc",
        f"јавни кључ за ansible: ssh-rsa {ssh_pub('ssh-rsa', 256)} ansible@mgmt01",
        f"host key fingerprint esx01: SHA256:{rnd(B64, 43)}",
        f"pfSense SSH host key (ECDSA) SHA256:{rnd(B64, 43)} — proveriti pri prvom konektovanju",
    )
    r.add(
        "certificate_thumbprint",
        f"wildcard *.acme.test cert thumbprint: {hexs(40).upper()}",
        f"Sertifikat za mail.acme.test, serijski broj {groups(hexs(32), 2, ':')}, ističe 2025-11",
        f"vCenter Machine SSL thumbprint SHA1 {groups(hexs(40).upper(), 2, ':')}",
        f"отисак CA сертификата (ACME-Root-CA): {hexs(64)}",
    )
    r.add(
        "ad_sid_guid",
        f"SID domena: S-1-5-21-{digits(10, lead=True)}-{digits(10, lead=True)}-{digits(9, lead=True)}",
        f"objectGUID za OU=Racunovodstvo: {uid()}",
        f"GPO 'ACME-BitLocker' {{{uid().upper()}}}",
        f"сид корисника после миграције: S-1-5-21-{digits(10, lead=True)}-{digits(9, lead=True)}-{digits(10, lead=True)}-{digits(4, lead=True)}",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker Recovery Key ID za RAC-NB-{digits(2)}: {uid().upper()[:8]} (ključ je u AD-u)",
        f"korisnik javlja Key ID {uid().upper()}, nasao ključ u AD, pročitao mu preko telefona",
        f"Битлокер ID {uid().upper()} — кључ у Intune-у",
        f"manage-bde -protectors -get C: → Numerical Password ID: {{{uid().upper()}}}",
    )
    r.add(
        "git_commit_hash",
        f"ansible repo, rollback na commit {hexs(40)}",
        f"fix za pfSense backup skriptu u {hexs(7)} (main)",
        f"мерџован MR !{digits(2, lead=True)}, комит {hexs(12)}",
        f"git revert {hexs(8)} — pokvarilo je DHCP template",
    )
    r.add(
        "dkim_public_record",
        f"DKIM TXT za acme.test (selector mail2024):\nv=DKIM1; k=rsa; p={b64(secrets.token_bytes(162))}",
        f"SPF: v=spf1 ip4:203.0.113.{secrets.randbelow(250) + 2} include:sendgrid.net -all ; DMARC p=quarantine",
        f"verifikacioni TXT za M365: MS=ms{digits(8, lead=True)}",
        f"_dmarc.acme.test TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.test\" (DKIM selektor mail{pick('2024', '2025')})",
    )
    r.add(
        "pgp_fingerprint",
        f"PGP ključ za security@acme.test, fingerprint {groups(hexs(40).upper(), 4)}",
        f"јавни GPG кључ колеге, ID 0x{hexs(16).upper()}",
        f"potpis paketa proveren, key {hexs(40).upper()}",
        f"Zimbra repo GPG ključ importovan: {groups(hexs(40).upper(), 4)} (javni, sa sajta)",
    )
    r.add(
        "veeam_job_reference",
        f"Veeam job 'VM-Daily' id {uid()}, poslednji restore point {pick('14', '15', '16')}.03 02:00",
        f"Session ID {uid()} — failed, datastore pun",
        f"Вим лиценца: {digits(2, lead=True)} VUL, support ID {digits(8, lead=True)}",
        f"Veeam Case #{digits(8, lead=True)} otvoren zbog CBT greške",
    )
    r.add(
        "pfsense_config_reference",
        f"pfSense pravilo tracker {digits(10, lead=True)}: blokira SMB ka WAN-u",
        f"config-fw.acme.internal-{digits(14, lead=True)}.xml — backup pre upgrade-a",
        "alias SERVERI_DMZ = 10.10.50.0/24, port alias WEB_PORTS = 80,443",
        f"IPsec Phase1 ikeid {digits(1, lead=True)}, reqid {digits(2, lead=True)}, lifetime 28800",
    )
    r.add(
        "vendor_support_case",
        f"Dell ProSupport case {digits(9, lead=True)} — zamena diska u R740",
        f"HPE slučaj {digits(10, lead=True)}, RMA {digits(10, lead=True)}",
        f"Microsoft support TrackingID#{digits(16, lead=True)}",
        f"Synology ticket #{digits(7, lead=True)} — disk u degradiranom stanju",
    )
    r.add(
        "postal_tracking_number",
        f"pošiljka sa diskovima: Post Express {pick('RR', 'RE', 'CP')}{digits(9)}RS",
        f"DHL tracking {digits(10, lead=True)} za zamenski napajač",
        f"пошиљка од дистрибутера: DExpress {digits(12, lead=True)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — server stiže u utorak",
    )
    r.add(
        "asset_tag",
        f"inventarski broj servera: JKP-IT-{digits(5)}",
        f"основно средство бр. {digits(6)}, laptop Lenovo T14 (dodeljen računovodstvu)",
        f"monitor inv. {digits(5)}, S/N CN-0{rnd(UPPER + DIGITS, 5)}-{digits(5)}-{rnd(UPPER + DIGITS, 3)}-{rnd(UPPER + DIGITS, 4)}",
        f"popis 2024: rack A, pozicije U12-U14, tag JKP-{digits(4)}",
    )
    r.add(
        "network_plan",
        "VLAN 10 servers 10.10.10.0/24, VLAN 20 korisnici 10.10.20.0/23, VLAN 99 mgmt 10.10.99.0/24",
        "pfSense LAN 10.10.0.1, CARP VIP 10.10.0.254, pfsync na ix2",
        "DNS: dc01 10.10.10.11, dc02 10.10.10.12; NTP pool.ntp.org",
        "вцентар 10.10.99.20, esx01-04 10.10.99.21-24, iDRAC 10.10.5.21-24",
    )
    r.add(
        "docker_container_id",
        f"glpi kontejner {hexs(12)} restartovan posle OOM",
        f"docker inspect {hexs(64)} | grep IPAddress",
        f"pod {pod_name('zabbix-web')} je u CrashLoopBackOff",
        f"слика acme/vodomeri-api@sha256:{hexs(64)}",
    )
    r.add(
        "wsus_update_guid",
        f"WSUS update ID {uid()} odbijen (preview)",
        f"UpdateID {uid()} revision {digits(3, lead=True)} — zaglavljen na 0%",
        f"Одобрити у WSUS-у: {uid()} ({kb()})",
    )
    r.add(
        "yubikey_serial",
        f"YubiKey 5 NFC za direktora, serijski {digits(8, lead=True)}",
        f"YubiKey serial {digits(8, lead=True)} dodeljen kolegi iz IT-a, upisano u inventar",
        f"јуби кључ бр. {digits(8, lead=True)} изгубљен — уклоњен из M365 MFA",
        f"YubiKey OTP public ID cccccc{rnd('cbdefghijklnrtuv', 6)} — samo identifikator, ne OTP",
    )
    r.add(
        "public_client_id",
        f"Entra ID tenant ID: {uid()} (javno, vidi se u svakom login URL-u)",
        f"App registration 'Veeam-M365-Backup' Application (client) ID: {uid()} — secret je u KeePass-u",
        f"https://login.microsoftonline.com/{uid()}/oauth2/v2.0/authorize?client_id={uid()}&response_type=code",
        f"Google reCAPTCHA site key za portal za prijavu kvarova: 6L{rnd(URLSAFE, 38)} (public, ide u HTML)",
    )
    r.add(
        "contract_number",
        f"ugovor sa ISP-om br. {digits(4, lead=True)}-{digits(2)}/2024, ističe u decembru",
        f"Уговор о одржавању Zimbra: бр. {digits(3, lead=True)}/{pick('23', '24')}, JN {digits(2, lead=True)}/2024",
        f"Microsoft EA enrollment {digits(8, lead=True)}, agreement {digits(8, lead=True)}",
    )
    r.add(
        "alert_config_reference",
        f"Telegram chat ID dežurne grupe: -100{digits(10, lead=True)}",
        "Zabbix media type 'Telegram', token se čita iz {$TG.TOKEN} makroa (secret text)",
        f"Grafana dashboard uid {rnd(ALNUM, 9)}, panel {digits(2, lead=True)}",
    )
    r.add(
        "wireguard_public_key",
        f"WG peer (laptop Jelena) PublicKey = {wg_key()}, AllowedIPs = 10.200.0.7/32",
        f"јавни кључ pfSense WG тунела: {wg_key()} — послати на другу страну",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.200.0.0/24\nEndpoint = vpn.acme.test:51820",
    )
    return r


def main() -> None:
    write_corpora("make_heldout260.py", [
        ("heldout260_credentials.yaml", credentials(), "Held-out batch 260: credentials a Belgrade municipal-company sysadmin keeps, in Serbian Latin and Cyrillic"),
        ("heldout260_lookalikes.yaml", lookalikes(), "Held-out batch 260: the same sysadmin's notes that look like secrets but hold none"),
    ])


if __name__ == "__main__":
    main()
