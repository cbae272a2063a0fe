# ruff: noqa: E501
"""Writes heldout353_credentials.yaml and heldout353_lookalikes.yaml: held-out batch 353.

Persona: the IT administrator of a municipal office (miestny úrad) in Košice who writes his
notes in Slovak, with and without diacritics, and some English. He keeps the domain admin
and Exchange passwords of the office's Active Directory, the eID BOK, ZEP PIN and PUK for
the slovensko.sk electronic mailbox, the keystore password of the ÚPVS technical account,
the FortiGate admin password, REST API token, IPsec pre-shared keys and SSL-VPN logins, the
building's alarm and server-room door codes, the safe's combination, Wi-Fi keys, printer
admin PINs, the registry (registratúra) database connection and API token, BitLocker, LAPS
and DSRM passwords, an Entra ID client secret, TOTP seeds, MFA backup codes, Veeam and
KeePass passwords, keys, cookies and webhooks; and many look-alikes: the office's public
IBAN, payment symbols, IČO and DIČ, ticket and case numbers, serials, firmware builds, SIDs
and GUIDs, thumbprints and fingerprints, file reference numbers, tracking numbers, masked
values, references to a secret, used one-time codes and public web ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u_bytes,
    bitlocker_key,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

SLOVA = [
    "hornad", "tatry", "kamzik", "bryndza", "halusky", "zvonica", "kalvaria", "torysa",
    "moldava", "smrek", "bocian", "medved", "lipa", "jazero", "hradza", "dukla", "vlak",
    "salas", "oriesok", "bukovec", "jasov", "herlany", "gejzir", "furca", "terasa", "dargov",
]
SPECIAL = "!#%&*+-?="
AVOID = ("0000", "1111", "1234", "4321", "2580")


def sk_pw() -> str:
    """A password an admin in Košice sets or a manager generates."""
    word = pick(*SLOVA)
    return pick(
        f"{word.capitalize()}{digits(pick(2, 3, 4))}{pick(*SPECIAL)}",
        f"{word}.{pick(*SLOVA).capitalize()}.{digits(2)}",
        rnd(ALNUM + SPECIAL, pick(14, 16, 18)),
        pw(),
    )


def passphrase() -> str:
    return phrase(SLOVA, pick(4, 5), pick("-", " ", "."))


def fortigate_token() -> str:
    """A FortiOS REST API key: 30 letters and digits."""
    return rnd(ALNUM, 30)


def entra_secret() -> str:
    """An Entra ID (Azure AD) client secret value: 40 characters with the `Q~` marker."""
    return f"{rnd(ALNUM, 3)}{digits(1)}Q~{rnd(ALNUM + '_-.~', 34)}"


def laps_pw() -> str:
    return rnd(ALNUM + "#%+-.", pick(14, 16, 20))


def combo() -> str:
    return "-".join(f"{secrets.randbelow(99) + 1:02d}" for _ in range(3))


def teams_webhook() -> str:
    return f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}"


def ico() -> str:
    """An IČO with its mod-11 check digit."""
    while True:
        body = digits(7)
        rest = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True)) % 11
        if rest != 0:
            break
    return body + str((11 - rest) % 10)


def dic() -> str:
    return "20" + digits(8)


def sk_iban(bank: str) -> str:
    return iban("SK", bank + "000000" + digits(10, lead=True))


def sid() -> str:
    return "S-1-5-21-" + "-".join(str(secrets.randbelow(2**32 - 10**9) + 10**9) for _ in range(3))


def forti_serial(model: str) -> str:
    return f"{model}{pick('TK', 'TV', 'TM')}{digits(2)}{digits(6)}"


def dell_tag() -> str:
    return rnd(UPPER + DIGITS, 7)


def spis() -> str:
    return f"MUKE/{pick('2024', '2025')}/{digits(5)}-{secrets.randbelow(9) + 1}"


def mobile() -> str:
    return f"+421 9{pick('05', '10', '44', '48', '03', '17')} {digits(3)} {digits(3)}"


def cert_serial() -> str:
    return ":".join(secrets.token_hex(1) for _ in range(16))


def ver() -> str:
    return f"{secrets.randbelow(3) + 6}.{secrets.randbelow(5)}.{secrets.randbelow(20)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ad_domain_admin",
        f"AD domain admin (MUKE\\adm.novak) heslo: {sk_pw()}",
        f"dc01.mu-kosice.internal – Administrator\n{sk_pw()}\n(zmenit do konca mesiaca!!)",
        f"runas /user:MUKE\\adm-jkovac cmd   -> heslo {sk_pw()}",
        f"nove heslo na domenoveho admina po audite NBU: {sk_pw()} , stare uz nefunguje",
        f"| účet | heslo |\n|---|---|\n| MUKE\\adm-it | {sk_pw()} |",
    )

    r.add(
        "exchange_mailbox_password",
        f"podatelna@mu-kosice.example (zdieľaná schránka, OWA) – heslo {sk_pw()}",
        f"$cred = New-Object PSCredential('MUKE\\svc-exch', (ConvertTo-SecureString '{sk_pw()}' -AsPlainText -Force))",
        f"ucet na skenovanie do mailu scan@mu-kosice.example / {sk_pw()} (relay exch01.mu-kosice.internal:587)",
        f"starosta zabudol heslo do Outlooku, dal som mu docasne {sk_pw()} – pri prihlaseni si ho zmeni",
        f"Exchange admin center, break-glass ucet admin-eac@mu-kosice.example\nheslo na dalsom riadku\n{sk_pw()}",
    )

    r.add(
        "eid_bok",
        f"BOK k eID (OP starostu, slovensko.sk) – {pin(6, AVOID)}",
        f"moj bezpecnostny osobny kod: {pin(6, AVOID)}  nezabudnut, po 3 zlych pokusoch blok!",
        f"eID čítačka na podateľni, BOK pre p. Horváthovú = {pin(6, AVOID)}",
        f"BOK {pin(6, AVOID)} (ten novy, po odblokovani cez PUK na polícii)",
        f"slovensko.sk prihlasenie: obcianka + BOK\n{pin(6, AVOID)}",
    )

    r.add(
        "eid_signing_pin_puk",
        f"KEP / ZEP PIN na podpisovanie rozhodnutí: {pin(6, AVOID)}",
        f"PUK z obalky k obcianke (eID): {digits(8)}",
        f"ZEP PIN {pin(6, AVOID)}  - pouziva ho aj zastupca pri podpise v D.Signeri",
        f"eID – PUK: {digits(8)} , BOK sa meni v eID klientovi",
        f"Disig token na kvalifikovanu elektronicku pecat uradu, PIN k tokenu: {pin(8, AVOID)}",
    )

    r.add(
        "upvs_keystore_password",
        f"UPVS technicky ucet (IAM STS) – keystore upvs_sztp.jks, heslo: {rnd(ALNUM, 20)}",
        f"registratúra -> eDesk integrácia: certifikát sztp_mukosice.pfx, heslo k pfx {rnd(ALNUM + '!#', 16)}",
        f"keystore.path=/opt/registratura/conf/upvs.p12\nkeystore.password={rnd(ALNUM, 24)}",
        f"openssl pkcs12 -in pecat_mu.p12 -passin pass:{rnd(ALNUM, 18)} -nokeys -info",
    )

    r.add(
        "fortigate_admin",
        f"FortiGate 100F (fw01.mu-kosice.internal) admin / {sk_pw()}",
        f"config system admin\n    edit \"admin-it\"\n        set accprofile \"super_admin\"\n        set password {sk_pw()}\n    next\nend",
        f"forti gui https://10.10.0.1:8443 login itadmin heslo {sk_pw()}",
        f"FW – lokalny admin (ak padne RADIUS) = {sk_pw()}",
        f"ssh admin@fw01.mu-kosice.internal ... pass {sk_pw()}  (len z mgmt VLAN)",
    )

    r.add(
        "fortigate_api_token",
        f"FortiGate REST API user 'zabbix-api', token: {fortigate_token()}",
        f"curl -k -H \"Authorization: Bearer {fortigate_token()}\" https://fw01.mu-kosice.internal/api/v2/monitor/system/status",
        f"api key pre backup skript (fortigate-backup.ps1):\n{fortigate_token()}",
        f"FORTI_HOST=fw01.mu-kosice.internal\nFORTI_TOKEN={fortigate_token()}",
        f"novy API token po upgrade na 7.4 -> {fortigate_token()} (stary som zrusil)",
    )

    r.add(
        "ipsec_psk",
        f"IPsec tunel na Magistrát (site-to-site) PSK: {rnd(ALNUM, 32)}",
        f"config vpn ipsec phase1-interface\n    edit \"to-MsU\"\n        set psksecret {rnd(ALNUM + '#%', 28)}\n    next\nend",
        f"psk pre tunel k dodavatelovi registratury (dohodnute telefonicky s ich adminom Petrom): {rnd(ALNUM, 24)}",
        f"VPN do kniznice, phase1 pre-shared key\n{rnd(ALNUM + '-', 30)}",
        f"site2site kulturne centrum <-> urad, psk = {rnd(ALNUM, 20)}  ikev2, aes256",
    )

    r.add(
        "vpn_user_password",
        f"FortiClient SSL-VPN pre učtáreň (home office): vpn.mu-kosice.example:10443, user jana.m, heslo {sk_pw()}",
        f"vpn ucet pre dodavatela (Asseco) do 30.6.: dod-asseco / {sk_pw()}",
        f"VPN login pre mna z domu\nuser: mkral\npass: {sk_pw()}",
        f"forticlient – ucet prednostu, ked je na sluzobke: prednosta.vpn heslo {sk_pw()}",
        f"config user local\n    edit \"ext-servis\"\n        set type password\n        set passwd {sk_pw()}\n    next\nend",
    )

    r.add(
        "alarm_code",
        f"Alarm budova (Jablotron) – kod na odkodovanie: {pin(4, AVOID)}",
        f"ked pridem skor rano: alarm {pin(6, AVOID)} + enter, mas 30 s",
        f"Jablotron JA-100, môj užívateľský kód {pin(4, AVOID)}",
        f"alarm code for the building (night guard uses the same one) {pin(4, AVOID)}",
        f"SBS pri vyjazde overuje kod: {pin(5, AVOID)}",
    )

    r.add(
        "server_room_door_code",
        f"serverovna dvere (kodovy zamok) {pin(6, AVOID)}#",
        f"kód do serverovne zmenený: {pin(4, AVOID)}",
        f"Server room door: {pin(6, AVOID)} then the key button",
        f"serverovňa 2.p. č. dv. 214 – kód {pin(5, AVOID)}",
        f"kod na serverovnu pre elektrikara docasne {pin(4, AVOID)}, po praci zmenit!",
    )

    r.add(
        "safe_combination",
        f"trezor v kancelarii prednostu: {combo()}",
        f"kombinácia trezoru (kľúče od serverovne + obálka s PUK): vľavo {secrets.randbelow(99) + 1}, vpravo {secrets.randbelow(99) + 1}, vľavo {secrets.randbelow(99) + 1}",
        f"safe in the IT room: {pin(6, AVOID)}",
        f"trezor na podatelni (elektronicky) {pin(6, AVOID)} + potvrdit #",
    )

    r.add(
        "wifi_psk",
        f"WiFi MU-Zamestnanci WPA2: {rnd(ALNUM, 16)}",
        f"hosťovská wifi MU-Hostia heslo {pick(*SLOVA)}{digits(4)}",
        f"wifi zasadačka (pre poslancov) SSID MU-Zastupitelstvo psk {passphrase()}",
        f"WIFI:T:WPA;S:MU-Kniznica;P:{rnd(ALNUM, 14)};;",
        f"config wireless-controller vap\n    edit \"MU-Staff\"\n        set passphrase {rnd(ALNUM + '#', 20)}\n    next\nend",
    )

    r.add(
        "printer_admin",
        f"Konica Minolta bizhub C300i (2.p.) admin heslo: {rnd(ALNUM, 12)}",
        f"HP EWS http://tlac-podatelna.mu-kosice.internal admin pwd {sk_pw()}",
        f"Canon iR-ADV – System Manager ID {digits(7)}, PIN {pin(7, AVOID)}",
        f"tlačiareň matrika: správca / {sk_pw()}",
        f"SafeQ print server (safeq.mu-kosice.internal) admin\n{sk_pw()}",
    )

    r.add(
        "registry_db_connection",
        f"Server=sql01.mu-kosice.internal\\REGISTRATURA;Database=Reg2025;User Id=reg_app;Password={rnd(ALNUM, 20)};TrustServerCertificate=True",
        f"jdbc:sqlserver://sql01.mu-kosice.internal:1433;databaseName=Registratura;user=reg_report;password={rnd(ALNUM + '!', 18)}",
        f"sqlcmd -S sql01 -U reg_export -P '{sk_pw()}' -d Registratura -Q \"select count(*) from Spisy\"",
        f"appsettings.json:\n\"ConnectionStrings\": {{\n  \"Registratura\": \"Data Source=sql01;Initial Catalog=Reg;User ID=regweb;Password={rnd(ALNUM, 22)}\"\n}}",
        f"evidencia obyvatelov: postgresql://evidencia:{rnd(ALNUM, 24)}@pg01.mu-kosice.internal:5432/evidencia_obyv",
    )

    r.add(
        "sql_sa_password",
        f"SQL Server sa: {sk_pw()}",
        f"sa heslo (instalacia SQL 2019 na sql02) {sk_pw()}  -- len pre nudzu",
        f"Invoke-Sqlcmd -ServerInstance sql01 -Username sa -Password \"{rnd(ALNUM + '#%', 18)}\" -Query 'DBCC CHECKDB'",
        f"MSSQL sa\n{rnd(ALNUM, 20)}",
    )

    r.add(
        "bitlocker_recovery",
        f"BitLocker recovery key notebook starostu (HP EliteBook): {bitlocker_key()}",
        f"bitlocker obnovovaci kluc PC-MATRIKA-01\n{bitlocker_key()}",
        f"Recovery password pre USB disk so zalohami: {bitlocker_key()}",
        f"ked chce BIOS update, pyta BitLocker -> {bitlocker_key()}",
        f"- PC-UCTO-03: {bitlocker_key()}",
    )

    r.add(
        "laps_password",
        f"LAPS heslo pre PC-PODATELNA-02: {laps_pw()}",
        f"Get-LapsADPassword -Identity PC-UCTOVNICTVO-01 -AsPlainText\nPassword : {laps_pw()}",
        f"lokálny admin na pokladni (LAPS, expiruje o 30 dni) {laps_pw()}",
        f"ms-Mcs-AdmPwd: {laps_pw()}",
    )

    r.add(
        "dsrm_password",
        f"DSRM heslo (Directory Services Restore Mode) pre dc01 a dc02: {sk_pw()}",
        f"ntdsutil \"set dsrm password\" -> nove: {rnd(ALNUM + SPECIAL, 18)}",
        f"DSRM pwd – originál v obálke v trezore, kópia tu: {sk_pw()}",
        f"Install-ADDSDomainController -DomainName mu-kosice.internal -SafeModeAdministratorPassword (ConvertTo-SecureString '{rnd(ALNUM + '#', 16)}' -AsPlainText -Force)",
    )

    r.add(
        "entra_client_secret",
        f"Entra ID app 'Registratura-Graph' client secret (plati do 03/2027): {entra_secret()}",
        f"AZURE_TENANT_ID={uid()}\nAZURE_CLIENT_ID={uid()}\nAZURE_CLIENT_SECRET={entra_secret()}",
        f"Graph API na synchronizaciu kalendarov – secret VALUE (nie secret ID!): {entra_secret()}",
        f'{{"tenantId": "{uid()}", "clientId": "{uid()}", "clientSecret": "{entra_secret()}"}}',
        f"$secret = '{entra_secret()}'  # app reg mail-archiv",
    )

    r.add(
        "mfa_backup_codes",
        "FortiCloud MFA záložné kódy:\n" + recovery_codes(8, "alnum"),
        "GitHub (web mestskej casti) recovery codes:\n" + recovery_codes(8, "github"),
        "zalozne kody Google ucet (YouTube kanal uradu): " + recovery_codes(5, "digits"),
        "backup codes for the Zoom admin account\n" + recovery_codes(6, "alnum"),
    )

    r.add(
        "totp_seed",
        f"TOTP seed pre break-glass účet (Entra): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/FortiGate:itadmin?secret={totp_seed()}&issuer=FortiGate",
        f"MFA tajny kluc (keby som stratil mobil) {totp_seed()}",
        f"2FA na wp-admin, secret key: {totp_seed()}",
        f"Authenticator secret {totp_seed()} — naskenovat aj do KeePassXC",
    )

    r.add(
        "veeam_encryption_password",
        f"Veeam B&R – heslo na sifrovanie zaloh (job DC+SQL): {passphrase()}",
        f"veeam encryption pwd (bez neho sa zaloha neobnovi!!) {sk_pw()}",
        f"Veeam tape job 'Mesačne-pasky' password hint: kastiel; heslo: {rnd(ALNUM + SPECIAL, 20)}",
        f"zaloha konfiguracie Veeam – heslo\n{rnd(ALNUM, 24)}",
    )

    r.add(
        "ssh_private_key",
        "kluc na backup server (zalohy konfiguracie z FW):\n" + openssh_private(),
        "~/.ssh/id_ed25519 z mojho admin PC (pre pripad reinstalu)\n" + openssh_private(),
        openssh_private(),
        "SSH key pre ansible na linux servery (web, syslog):\n```\n" + openssh_private() + "\n```",
    )

    r.add(
        "tls_private_key",
        "privátny kľúč k certu www.mu-kosice.example (kúpený od Disigu):\n" + pem("PRIVATE KEY", 6),
        "owa.mu-kosice.example.key\n" + pem("RSA PRIVATE KEY", 8),
        "kluc ku certifikatu na FortiGate SSL inspection:\n" + pem("EC PRIVATE KEY", 3),
        "-- server.key (rezervacie) --\n" + pem("PRIVATE KEY", 5),
    )

    r.add(
        "web_admin_login",
        f"web mestskej casti wp-admin: spravca / {sk_pw()}",
        f"rezervacny system (sobase, sala) https://rezervacie.mu-kosice.example/admin login admin heslo {sk_pw()}",
        f"define( 'DB_PASSWORD', '{rnd(ALNUM + '#%', 20)}' );  // wp-config na hostingu",
        f"FTP k hostingu webu: ftp.mu-kosice.example user mukweb pass {sk_pw()}",
        f"Úradná tabuľa (CMS) – admin účet redakcia@mu-kosice.example\nheslo: {sk_pw()}",
    )

    r.add(
        "web_session_cookie",
        f"wordpress_logged_in_{hexs(32)}=spravca%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
        f"PHPSESSID={rnd(LOWER + DIGITS, 26)} – session admina v rezervacnom systeme, funguje este dnes",
        f"Cookie: .AspNetCore.Cookies={b64u_bytes(240)}  (ukradnutá session z testu, neposielat dalej)",
        f"sessionid={rnd(LOWER + DIGITS, 32)} pre helpdesk admin (django), platnost 2 tyzdne",
    )

    r.add(
        "chat_webhook_url",
        f"Teams kanal IT-alerty, incoming webhook pre Zabbix: {teams_webhook()}",
        f"$hook = \"{teams_webhook()}\"",
        f"webhook do Teams (Veeam notifikacie)\n{teams_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"text\":\"FW reboot\"}}' {teams_webhook()}",
    )

    r.add(
        "radius_secret",
        f"NPS RADIUS klient fw01 – shared secret: {rnd(ALNUM, 24)}",
        f"config user radius\n    edit \"NPS-DC01\"\n        set server \"10.10.1.10\"\n        set secret {rnd(ALNUM + '#', 22)}\n    next\nend",
        f"radius secret pre wifi (FortiAP -> NPS) {rnd(ALNUM, 20)}",
        f"802.1x switche (FortiSwitch) shared secret\n{rnd(ALNUM + '-', 26)}",
    )

    r.add(
        "snmp_secret",
        f"SNMP RW community na switchoch: {rnd(ALNUM, 16)}",
        f"snmpwalk -v3 -l authNoPriv -u zabbix -a SHA -A '{rnd(ALNUM, 20)}' 10.10.0.1",
        f"zabbix SNMPv3 auth passphrase (UPS v serverovni) {rnd(ALNUM + '#', 18)}",
        f"snmp-server community {rnd(ALNUM, 14)} RW  ! stary Cisco v suteréne",
    )

    r.add(
        "keepass_master",
        f"KeePass databaza IT (\\\\fs01\\it$\\hesla.kdbx) master heslo: {passphrase()}",
        f"master pass ku kdbx – keby som nebol k dispozicii, pre zastupcu: {passphrase()}",
        f"KeePassXC (moj notebook) {sk_pw()}",
        f"hesla.kdbx\n{passphrase()}",
        f"keepass master password (changed after Jana left): {passphrase()}",
    )

    r.add(
        "bmc_password",
        f"iDRAC hv01 (https://10.10.5.11) root / {sk_pw()}",
        f"iLO hv02 – Administrator, heslo zo štítku zmenené na {rnd(ALNUM, 16)}",
        f"ipmitool -I lanplus -H 10.10.5.12 -U root -P '{rnd(ALNUM + '#', 16)}' power status",
        f"iDRAC pre dodavatela servera (docasne) servis / {sk_pw()}",
    )

    r.add(
        "registry_api_token",
        f"registratura REST API (integracia s webom) Bearer {jwt({'sub': 'web-integracia', 'iat': epoch(), 'scope': 'spisy.read', 'iss': 'registratura.mu-kosice.internal'})}",
        f"Authorization: Bearer {jwt({'sub': 'podatelna-bot', 'role': 'admin', 'exp': epoch() + 31_536_000}, 'RS256', b64u_bytes(256))}",
        f"REG_API_TOKEN={jwt({'client': 'evidencia', 'iat': epoch()})}",
        f"token od dodavatela na API uradnej tabule (plati rok):\n{jwt({'sub': 'tabula', 'aud': 'cms.mu-kosice.example', 'iat': epoch()})}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "public_iban",
        f"Účet pre platby daní a poplatkov (zverejnený na webe): {sk_iban('8180')}",
        f"IBAN uradu (Prima banka) {sk_iban('5600').replace(' ', '')} – dat do QR platby na rozhodnutiach",
        f"PAY by square na fakture: IBAN {sk_iban('0200')}, BIC SUBASKBX",
        f"vratenie preplatku na ucet obcana {sk_iban('0900')} (uviedol v ziadosti)",
        f"dodávateľ firewallu – IBAN z faktúry: {sk_iban('1100')}",
    )

    r.add(
        "payment_symbols",
        f"VS {digits(10, lead=True)} KS 0558 SS {digits(6)} – platba za licenciu registratury",
        f"platba prijata: VS:{digits(8, lead=True)}, suma 45,00 EUR, poplatok za psa",
        f"konst. symbol 0308, var. symbol {digits(10, lead=True)}",
        f"do poznamky platby dat VS{digits(8, lead=True)}/SS{digits(4)}",
        f"Variabilný symbol pre daň z nehnuteľností = číslo rozhodnutia {digits(7, lead=True)}",
    )

    r.add(
        "company_ids",
        f"IČO úradu: {ico()}, DIČ: {dic()}",
        f"Fortinet partner (dodavatel): ICO {ico()}  IC DPH SK{dic()}",
        f"objednavka na tonery – odberatel ICO {ico()}",
        f"zmluva s dodávateľom registratúry, IČO {ico()}, DIČ {dic()}, zapisany v OR OS Kosice I",
    )

    r.add(
        "helpdesk_ticket",
        f"tiket #{digits(5, lead=True)} – tlaciaren na 2.p. nefunguje, vymeneny fuser",
        f"GLPI ticket {digits(6, lead=True)}: matrika nevie otvorit eDesk",
        f"INC{digits(7)} closed – VPN pre ucto opravene",
        f"helpdesk #{digits(4, lead=True)} (starosta – Outlook) a #{digits(4, lead=True)} (nový notebook)",
        f"requests: REQ-{digits(6)} novy ucet pre brigadnika",
    )

    r.add(
        "vendor_case_number",
        f"Fortinet TAC ticket #{digits(7, lead=True)} – HA sync issue po upgrade",
        f"Microsoft support case {pick('24', '25')}{digits(14)} (Exchange hybrid)",
        f"Veeam case #0{digits(7)} otvoreny, cakam na odpoved",
        f"NASES helpdesk – číslo požiadavky {digits(8, lead=True)} (problém s eDesk)",
    )

    r.add(
        "device_serial",
        f"FortiGate 100F SN {forti_serial('FG100F')}",
        f"FortiAP 231F serial: {forti_serial('FP231F')} (zasadacka)",
        f"Dell R650 service tag {dell_tag()} – zaruka do 2028",
        f"HP EliteBook 840 SN CZC{rnd(UPPER + DIGITS, 7)} pre matriku",
        f"tlaciaren bizhub C300i, výr. číslo A{rnd(UPPER + DIGITS, 4)}0{digits(5)}",
    )

    r.add(
        "firmware_build",
        f"FortiOS v{ver()} build{digits(4, lead=True)} (GA.M) – upgrade v sobotu",
        f"Windows update KB50{digits(5)} rozbil tlač, odinštalovaný",
        f"Exchange 2019 CU{secrets.randbelow(5) + 11} SU, build 15.2.{digits(4, lead=True)}.{secrets.randbelow(40)}",
        f"Veeam B&R {pick('12.1', '12.2', '12.3')}.{secrets.randbelow(9)}.{digits(3, lead=True)}, BIOS R650 {secrets.randbelow(2) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(9)}",
    )

    r.add(
        "windows_sid",
        f"domain SID MUKE: {sid()}",
        f"SID zmazaného užívateľa v ACL na fs01: {sid()}-{secrets.randbelow(9000) + 1100}",
        f"Get-ADUser jkovac | select SID -> {sid()}-{secrets.randbelow(9000) + 1100}",
        f"orphaned SID {sid()}-{secrets.randbelow(9000) + 1100} na zdieľaní Matrika$",
    )

    r.add(
        "object_guid",
        f"GPO 'MU - Tlaciarne' {{{uid().upper()}}}",
        f"objectGUID OU=Podatelna: {uid()}",
        f"\\\\mu-kosice.internal\\SYSVOL\\mu-kosice.internal\\Policies\\{{{uid().upper()}}}\\Machine",
        f"ms-DS-ConsistencyGuid (Entra Connect source anchor) = {uid()}",
    )

    r.add(
        "mac_addresses",
        f"DHCP rezervacia tlaciaren matrika: {mac('-', upper=True)} -> 10.10.20.31",
        f"MAC notebook starostu {mac()}",
        f"switch port 1/0/17 = {mac('.', upper=False)} (kamera vchod)",
        f"nová WiFi karta na pokladni: {mac(':', upper=True)}",
    )

    r.add(
        "cert_thumbprint",
        f"Enable-ExchangeCertificate -Thumbprint {hexs(40).upper()} -Services IIS,SMTP",
        f"IIS binding 443 na web01 – thumbprint {hexs(40)}",
        f"certifikat pre OWA (platny do 2026): Thumbprint: {hexs(40).upper()}",
        f"SHA-1 odtlacok certifikatu NASES: {groups(hexs(40).upper(), 2, ':')}",
    )

    r.add(
        "ssh_host_fingerprint",
        f"ED25519 key fingerprint is {ssh_fingerprint()} (syslog01) – overene",
        f"fw01 host key {ssh_fingerprint()}",
        f"The authenticity of host 'backup01 (10.10.5.20)' can't be established.\nECDSA key fingerprint is {ssh_fingerprint()}.",
        f"known_hosts pre web01: odtlacok {ssh_fingerprint()}",
    )

    r.add(
        "download_checksum",
        f"FGT_100F-v7-build{digits(4, lead=True)}-FORTINET.out SHA256 {hexs(64)}",
        f"sha256sum SW_DVD9_Win_Server_2022.iso\n{hexs(64)}  SW_DVD9_Win_Server_2022.iso",
        f"VeeamBackup&Replication ISO MD5: {hexs(32)} (sedi s webom)",
        f"Get-FileHash .\\eID_klient.msi -> {hexs(64).upper()}",
    )

    r.add(
        "git_commit_id",
        f"web sablona – posledny funkcny commit {hexs(40)}",
        f"git revert {hexs(7)} (rozbite menu na mobile)",
        f"ansible repo: merge {hexs(12)} -> main, nasadene na web01",
        f"tag v2.{secrets.randbelow(9)}.{secrets.randbelow(9)} = commit {hexs(40)}",
    )

    r.add(
        "portal_message_url",
        f"správa v schránke: https://schranka.slovensko.example/Message/Detail/{uid()}",
        f"spis v registratúre https://registratura.mu-kosice.internal/spis/{uid()}/detail",
        f"formular na webe: https://www.mu-kosice.example/formulare/{uid()}?lang=sk",
        f"Teams meeting zastupitelstvo https://teams.acme.example/meet/{digits(12, lead=True)}?p=public",
    )

    r.add(
        "file_reference_number",
        f"č. spisu {spis()} – odvolanie",
        f"registratúrne číslo {spis()}, vybavuje p. Nagyová",
        f"ROZHODNUTIE c. {spis()} (stavebny urad) – poslat cez eDesk",
        f"podacie cislo {digits(10, lead=True)} (eDesk), doručenka prišla",
        f"ref. {spis()} a {spis()} – ziadost o info 211/2000",
    )

    r.add(
        "postal_tracking",
        f"doporučený list {s10('RR', 'SK')} – doručenka nevrátená",
        f"balik z Alzy, sledovanie {s10('EE', 'SK')}",
        f"Slovenska posta podaci harok: {s10('RA', 'SK')}, {s10('RA', 'SK')}",
        f"tonery od dodávateľa, zásielka {s10('CP', 'CZ')}",
    )

    r.add(
        "invoice_order_number",
        f"faktura FA{pick('2024', '2025')}{digits(4)} – licencie FortiGuard UTP 1 rok",
        f"objednávka OBJ-{digits(3)}/{pick('2024', '2025')}, suma 3 480,00 EUR s DPH",
        f"zmluva c. {digits(3, lead=True)}/{pick('2024', '2025')}/IT (servis tlaciarni)",
        f"dobropis {digits(10, lead=True)} k fakture {digits(10, lead=True)}",
        f"PO {digits(8, lead=True)} – Dell server, dodanie 6 tyzdnov",
    )

    r.add(
        "phone_numbers",
        f"servis tlačiarní: {mobile()} (p. Takáč)",
        f"podateľňa +421 55 {digits(3)} {digits(4)}, kl. {digits(3, lead=True)}",
        f"Fortinet partner hotline {mobile()}",
        f"SBS dispečing {mobile()}, v noci {mobile()}",
    )

    r.add(
        "masked_secret",
        f"sluzobna karta ****{digits(4)} (platba za domenu)",
        f"API token fw01 konci na ...{rnd(ALNUM, 4)} (cely je v KeePass)",
        "BOK: ****** (nepisem sem)",
        f"psk tunel Magistrát: ******** (posledná zmena {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.)",
        f"Entra secret hint: {rnd(ALNUM, 3)}~******** (only the first chars show in the portal)",
    )

    r.add(
        "secret_reference",
        "heslo k FortiGate: KeePass -> IT/Siet/FortiGate/admin",
        "$env:FORTI_TOKEN a $env:VEEAM_PWD nastavuje scheduled task, v skripte nic nie je",
        "password: ${{ secrets.FTP_PASSWORD }} v GitHub Actions pre deploy webu",
        "Get-Secret -Name SqlSa -Vault ITVault -AsPlainText | Set-Clipboard",
        "DSRM heslo je v zapecatenej obalke v trezore u prednostu, nie tu",
    )

    r.add(
        "used_otp",
        f"SMS kód {pin(6)} zo slovensko.sk – už použitý, prihlásenie OK",
        f"overovaci kod {pin(6)} expiroval po 5 min, poslali novy",
        f"FortiToken kod {pin(6)} pouzity pri logine 08:14",
        f"Microsoft sign-in code {pin(6)} (expired, ignore)",
        f"jednorazovy kod {pin(8)} na reset hesla bol zneplatneny",
    )

    r.add(
        "product_id",
        f"Windows Product ID {digits(5)}-{digits(5)}-{digits(5)}-AA{digits(3)}",
        f"Office LTSC Product ID: {digits(5)}-{digits(5)}-{digits(5)}-AA{digits(3)} (PC-MATRIKA)",
        f"winver: Product ID {digits(5)}-{digits(5)}-{digits(5)}-AAOEM",
        f"licencia SQL – Product ID {digits(5)}-{digits(3)}-{digits(7)}-{digits(5)}",
    )

    r.add(
        "inventory_tag",
        f"inv. č. DHM-{digits(5)} (server hv01)",
        f"inventarne cislo DDHM/{pick('2023', '2024')}/{digits(4)} – notebook prednostu",
        f"štítok majetku MU-IT-{digits(4)} na tlačiarni 2.p.",
        f"vyradit: inv.c. {digits(6, lead=True)}, {digits(6, lead=True)}, {digits(6, lead=True)}",
    )

    r.add(
        "ssh_public_key",
        f"authorized_keys na web01: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} admin@mu-pc",
        f"verejny kluc pre dodavatela (moze ist mailom): ssh-rsa {ssh_pub('ssh-rsa', 270)} servis@dodavatel",
        f"FortiGate admin ssh-public-key1 \"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}\"",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} ansible@mgmt",
    )

    r.add(
        "network_plan",
        "VLAN 10 mgmt 10.10.0.0/24, VLAN 20 kancelarie 10.10.20.0/23, VLAN 30 hostia 172.16.30.0/24",
        f"SSID: MU-Zamestnanci (802.1X), MU-Hostia (captive portal), MU-Zastupitelstvo – kanaly 1/6/11, BSSID {mac()}",
        "sieť matrika: brána 10.10.22.1, DNS 10.10.1.10 a 10.10.1.11, NTP fw01",
        "port forward 443 -> web01 (10.10.50.10), 10443 -> SSL-VPN",
    )

    r.add(
        "budget_amounts_dates",
        f"rozpočet IT 2025: {secrets.randbelow(40) + 20} 000 EUR, FortiGuard {digits(4, lead=True)} EUR/rok",
        f"licencie M365 E3 – {secrets.randbelow(60) + 20} ks, obnova {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.2025",
        f"certifikát eID starostu expiruje {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.2026",
        f"faktura {secrets.randbelow(9000) + 1000},{digits(2)} € splatna do {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.",
    )

    r.add(
        "certificate_serial",
        f"Sériové číslo certifikátu (pečať úradu): {cert_serial()}",
        f"cert www.mu-kosice.example serial {hexs(32).upper()}",
        f"CRL – zrušený certifikát, serial number {hexs(36)}",
        f"certutil -dump: Serial Number: {hexs(38)}",
    )

    r.add(
        "public_web_ids",
        f"Google Analytics na webe: G-{rnd(UPPER + DIGITS, 10)}",
        f"<script>(function(w,d,s,l,i){{...}})(window,document,'script','dataLayer','GTM-{rnd(UPPER + DIGITS, 7)}');</script>",
        f"reCAPTCHA site key (verejny, do formulara) 6L{rnd(URLSAFE, 38)}",
        f"YouTube kanál úradu: https://www.youtube.example/channel/UC{rnd(URLSAFE, 22)}",
        f"Matomo siteId {secrets.randbelow(40) + 1}, hCaptcha sitekey {uid()}",
    )

    r.add(
        "password_policy",
        "GPO heslá: min. dĺžka 14, história 24, max vek 180 dní, lockout po 5 pokusoch na 15 min",
        "Fine-grained password policy pre adminov: MinPasswordLength 20, ComplexityEnabled $true",
        "config system password-policy\n    set status enable\n    set minimum-length 12\n    set expire-day 90\nend",
        "LAPS: PasswordComplexity 4, PasswordLength 16, PasswordAgeDays 30",
    )

    r.add(
        "event_log_ids",
        f"Event 4625, Logon GUID {{{uid()}}} – zlé heslo z PC-PODATELNA-01",
        f"Entra sign-in error AADSTS50126, Request Id: {uid()}, Correlation Id: {uid()}",
        f"ActivityID {{{uid().upper()}}} v System logu pri páde tlačového spoolera",
        f"Veeam session id {uid()} – job failed, retry OK",
    )

    r.add(
        "mail_message_id",
        f"Message-ID: <{hexs(32)}@exch01.mu-kosice.internal>",
        f"message trace: Message ID <{rnd(ALNUM, 28)}@mu-kosice.example>, status Delivered",
        f"NDR 5.7.1 pre mail s id {uid()} – spam filter",
        f"Internet message id <{uid()}@{rnd(LOWER, 6)}.acme.example> (phishing, nahlásené)",
    )

    r.add(
        "bitlocker_key_id",
        f"BitLocker Key ID (nie kluc!) {uid().upper()} – PC-UCTO-03",
        f"Key Protector ID: {{{uid().upper()}}}",
        f"manage-bde -protectors -get C: -> ID: {{{uid().upper()}}}, Type: Numerical Password",
        f"Intune ukazuje recovery key ID {uid().upper()[:8]} pre notebook starostu",
    )

    r.add(
        "tenant_and_app_ids",
        f"Tenant ID mu-kosice.example: {uid()}",
        f"app reg 'Registratura-Graph' Application (client) ID {uid()}, Object ID {uid()}",
        f"Secret ID (nie hodnota) {uid()} – expiruje v marci",
        f"Entra Connect server tenant {uid()}, sync každých 30 min",
    )

    r.add(
        "dns_txt_records",
        f"DKIM selector1._domainkey.mu-kosice.example TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(200))}\"",
        f"MS=ms{digits(8, lead=True)} – TXT overenie domény pre M365",
        f"google-site-verification={rnd(URLSAFE, 43)}",
        "v=spf1 include:spf.protection.outlook.com ip4:198.51.100.25 -all",
    )

    return r


def main() -> None:
    write_corpora("make_heldout353.py", [
        ("heldout353_credentials.yaml", credentials(), "Held-out batch 353: credentials a municipal IT admin in Košice keeps (AD, Exchange, eID BOK and PUK, ÚPVS, FortiGate, VPN, alarm and door codes, Wi-Fi, printers, registry, BitLocker, LAPS, Entra, Veeam, KeePass and more)"),
        ("heldout353_lookalikes.yaml", lookalikes(), "Held-out batch 353: a municipal IT admin's IBANs, payment symbols, ids, serials, SIDs, GUIDs, fingerprints, reference numbers, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
