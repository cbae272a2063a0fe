# ruff: noqa: E501
"""Writes heldout55_credentials.yaml and heldout55_lookalikes.yaml: held-out batch 55.

Persona: a Windows and Microsoft 365 administrator at a Dutch municipality (gemeente) who
keeps working notes, about half in Dutch and half in English: Entra ID break-glass accounts,
app registrations and their client secrets, Intune and Autopilot, BitLocker recovery keys,
Windows LAPS, vCenter/ESXi, Citrix NetScaler, PFX passwords, the eHerkenning token, Veeam,
the NAS, Active Directory service accounts, the SMTP relay, KeePass, Wi-Fi and the door code
of the server room. The look-alikes are the identifiers such an admin copies all day: tenant,
object and client ids, BitLocker key ids, device ids, serials, thumbprints, SIDs, KB and event
numbers, TOPdesk tickets, KvK/OIN numbers, postcodes, zaaknummers and public DNS records.

The batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
are under `.test`, `.internal`, `.example` or acme, and no value is real.
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
    digits,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    pem,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

AD = "gem.acme.internal"
M365 = "gemeente-acme.test"
NL_WORDS = [
    "fiets", "molen", "tulp", "gracht", "polder", "dijk", "haring", "klomp", "kaas", "sluis",
    "brug", "zeilboot", "duin", "eend", "reiger", "knikker", "lantaarn", "paraplu", "wortel",
    "boterham", "kanaal", "tram", "hagel", "storm", "kievit", "dropje", "vlinder", "gieter",
]
EN_WORDS = [
    "Harbor", "Pebble", "Lantern", "Walrus", "Meadow", "Copper", "Violet", "Granite", "Falcon",
    "Thimble", "Orchard", "Glacier", "Saffron", "Biscuit", "Quarry", "Tundra", "Marble", "Velvet",
]
SEASONS = ["Voorjaar", "Zomer", "Herfst", "Winter", "Januari", "Maart", "Oktober", "December"]
SYMS = "!#$%&*+?@"


def nl_pw() -> str:
    """A password a Dutch admin or colleague chose by hand."""
    w1, w2 = secrets.choice(NL_WORDS), secrets.choice(NL_WORDS)
    return pick(
        f"{w1.capitalize()}{w2.capitalize()}{digits(2)}{secrets.choice(SYMS)}",
        f"{secrets.choice(SEASONS)}{2019 + secrets.randbelow(7)}{secrets.choice(SYMS)}{digits(2)}",
        f"{w1}{digits(4)}{w2.upper()[:3]}",
        f"{w1.capitalize()}_{w2.capitalize()}-{digits(3)}",
        f"{w1.capitalize()}{secrets.choice(SYMS)}{w2}{digits(3)}",
    )


def strong_pw(n: int = 20) -> str:
    """A password a manager or script generated."""
    return rnd(ALNUM + "!#%&*+-=?@", n)


def laps_pw() -> str:
    """A Windows LAPS password: complexity 4 random, or one of the passphrase settings."""
    if secrets.randbelow(3) == 0:
        return "".join(secrets.choice(EN_WORDS) for _ in range(3)) + pick("", digits(1), digits(2))
    return rnd(ALNUM + "!#%+-.:=?@[]{}", pick(14, 16, 20, 24))


def entra_secret() -> str:
    """An Entra ID app registration client secret value."""
    return f"{rnd(ALNUM, 3)}{digits(1)}Q~{rnd(ALNUM + '_.~-', 34)}"


def bl_key() -> str:
    """A 48-digit BitLocker recovery password: eight blocks, each a multiple of 11."""
    return "-".join(f"{11 * secrets.randbelow(65536):06d}" for _ in range(8))


def bl_id() -> str:
    return uid().upper()


def tap() -> str:
    """An Entra ID Temporary Access Pass."""
    return rnd(ALNUM + "!#$%&*@", pick(8, 10, 12))


def ado_pat() -> str:
    return rnd(LOWER + "234567", 52)


def sid() -> str:
    subs = "-".join(str(10**9 + secrets.randbelow(4_294_967_295 - 10**9)) for _ in range(3))
    return f"S-1-5-21-{subs}-{1000 + secrets.randbelow(90000)}"


def eleven_proof(n: int = 9) -> str:
    """Nine digits that pass the Dutch 11-proef (a BSN or RSIN shape)."""
    while True:
        d = digits(n, True)
        total = sum(int(c) * w for c, w in zip(d[:8], range(9, 1, -1), strict=True)) - int(d[8])
        if total % 11 == 0:
            return d


def postcode() -> str:
    while True:
        letters = "".join(secrets.choice("ABCEGHJKLMNPRTVWXZ") for _ in range(2))
        if letters not in ("SA", "SD", "SS"):
            return f"{1000 + secrets.randbelow(9000)} {letters}"


def dell_tag() -> str:
    return rnd(UPPER + DIGITS, 7)


def hp_serial() -> str:
    return f"5CG{digits(4)}{rnd(UPPER + DIGITS, 3)}"


def lenovo_serial() -> str:
    return f"PF{rnd(UPPER + DIGITS, 6)}"


def graph_token(tid: str) -> str:
    claims = {
        "aud": "https://graph.microsoft.com",
        "iss": f"https://sts.windows.net/{tid}/",
        "iat": 1_718_000_000 + secrets.randbelow(10**7),
        "appid": uid(),
        "roles": ["DeviceManagementManagedDevices.Read.All", "User.Read.All"],
        "tid": tid,
        "oid": uid(),
    }
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def credentials() -> Rows:
    r = Rows()
    tid = uid()

    r.add("breakglass",
          f"Break-glass account 1: bg-admin01@{M365}\nWachtwoord: {strong_pw(32)}\nGeen MFA, uitgesloten van alle CA-policies. Envelop ligt in de kluis bij de gemeentesecretaris.",
          f"Emergency access account (cloud-only) breakglass02@{M365} / {strong_pw(40)} - test sign-in every quarter, last done in March.",
          f"Noodaccount Entra: nood.beheer@{M365}\nww deel 1: {rnd(ALNUM, 16)}\nww deel 2: {rnd(ALNUM, 16)}\n(beide delen achter elkaar plakken)",
          f"After the tenant lockout drill we reset bg-admin01. New password is {rnd(ALNUM + '-_', 28)} -- print it, seal it, delete this note.")

    r.add("entra_client_secret",
          f"App registration 'Intune-Export-Script'\nTenant ID: {tid}\nClient ID: {uid()}\nClient secret: {entra_secret()}\nExpires 2025-11-30",
          f"Nieuw clientgeheim voor de TOPdesk-koppeling aangemaakt (24 maanden): {entra_secret()} -- waarde staat alleen hier, ID van het geheim is {uid()}",
          f"$ClientSecret = '{entra_secret()}'\n$TenantId = '{tid}'\nConnect-MgGraph -ClientSecretCredential (New-Object PSCredential($AppId, (ConvertTo-SecureString $ClientSecret -AsPlainText -Force))) -TenantId $TenantId",
          f"zaaksysteem SSO app (OIDC) -> client_id {uid()}, client_secret {entra_secret()}, redirect https://zaken.{M365}/oidc/callback")

    r.add("app_cert_private_key",
          "Private key van het certificaat voor de Graph-automatisering (app 'Teams-Provisioning'), geëxporteerd zonder wachtwoord:\n" + pem("PRIVATE KEY", 5),
          "key.pem for the Exchange Online app-only auth cert (CN=exo-automation):\n" + pem("RSA PRIVATE KEY", 6))

    r.add("graph_token",
          f"Token uit Graph Explorer gekopieerd om de Intune-export te testen:\nAuthorization: Bearer {graph_token(tid)}",
          f"access_token from the client credentials call (valid 60 min): {graph_token(tid)}")

    r.add("temporary_access_pass",
          f"TAP voor nieuwe medewerker j.devries@{M365} (Autopilot-uitrol maandag): {tap()} - geldig 8 uur, eenmalig",
          f"Temporary Access Pass for the loaner laptop enrolment, user balie03@{M365}: {tap()} (lifetime 1h)",
          f"Afdeling Burgerzaken, 3 nieuwe mensen. TAP's:\n- a.bakker: {tap()}\n- m.jansen: {tap()}\n- s.visser: {tap()}")

    r.add("bitlocker_recovery",
          f"BitLocker-herstelsleutel voor GEM-LT-{digits(5)} (serienr {dell_tag()}):\n{bl_key()}",
          f"User locked out after BIOS update. Recovery key ID {hexs(8).upper()}, recovery password {bl_key()} -- read it out over the phone, ticket closed.",
          f"Herstelsleutel laptop wethouder, id {{{bl_id()}}}\nsleutel: {bl_key()}",
          f"manage-bde -protectors -get C: output van de oude fileserver:\n  Numeriek wachtwoord:\n    Id: {{{bl_id()}}}\n    Wachtwoord:\n      {bl_key()}")

    r.add("laps_password",
          f"LAPS-wachtwoord GEM-WS-{digits(5)} (lokale admin 'gemadmin'): {laps_pw()} -- verloopt over 30 dagen",
          (lambda pc: f"Get-LapsAADPassword -DeviceIds {pc} -IncludePasswords -AsPlainText\nDeviceName: {pc}\nAccount: LocalAdmin\nPassword: {laps_pw()}")(f"GEM-LT-{digits(5)}"),
          f"Windows LAPS pw for the kiosk PC in the hal (KIOSK-{digits(2)}): {laps_pw()}",
          f"laps voor server GEM-SRV-FS02, account Administrator: {laps_pw()}  (na gebruik reset doen met Reset-LapsPassword)")

    r.add("vcenter",
          f"vCenter https://vcsa01.{AD}/ui\nadministrator@vsphere.local\n{strong_pw(18)}",
          f"vcsa01 appliance management (VAMI, poort 5480) root / {nl_pw()}",
          f"SSO admin for vCenter after the 8.0 U2 upgrade: administrator@vsphere.local, pw {nl_pw()}")

    r.add("esxi_root",
          f"ESXi hosts esx01..esx04.{AD} root wachtwoord: {strong_pw(16)}",
          f"root password esx03 (standalone in de DR-ruimte): {nl_pw()}",
          f"Host esx02.{AD} in lockdown? DCUI login root / {rnd(ALNUM + '!@#', 14)}")

    r.add("netscaler",
          f"NetScaler ADC ns01.{AD} (10.20.1.10) nsroot / {strong_pw(18)}",
          f"nsroot wachtwoord na CitrixBleed-patch gewijzigd naar {nl_pw()} -- ook op de secundaire node ns02 gezet",
          f"ssh nsroot@ns02.{AD}\npassword: {rnd(ALNUM, 16)}")

    r.add("pfx_password",
          f"Wildcard *.{M365} cert (PKIoverheid, geldig tot 2025-09) -> wildcard_2024.pfx, wachtwoord: {strong_pw(20)}",
          f"Import-PfxCertificate -FilePath .\\adfs-signing.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString '{rnd(ALNUM, 16)}' -AsPlainText -Force)",
          f"PFX for the Intune PFX Certificate Connector, password {nl_pw()} (same file is on \\\\gem-srv-fs02\\it$\\certs)")

    r.add("eherkenning",
          f"eHerkenning token (niveau EH3) op naam van de teamleider, token serienr {digits(10)}: PIN {digits(5)}",
          f"eHerkenning login for the Belastingdienst portal: user ict-beheer@{M365}, wachtwoord {nl_pw()}, token-PIN {digits(5)}",
          f"PIN van de eHerkenning-middelen USB-token is {digits(6)}, PUK {digits(8)}")

    r.add("veeam",
          f"Veeam B&R console gem-srv-vbr01: gem\\svc_veeam / {strong_pw(20)}",
          f"Encryptiewachtwoord back-upjobs (Veeam, hint 'polderwachtwoord'): {phrase(NL_WORDS, 4, '-')}{digits(2)}",
          f"Veeam Cloud Connect tenant account gemacme-tenant01, password {rnd(ALNUM, 24)}, service provider cc.backup.example")

    r.add("nas",
          f"Synology NAS nas01.{AD} (DSM 7.2)\nadmin: beheer\npw: {nl_pw()}",
          f"QNAP in het archief, web UI https://10.20.5.20:8080 user admin pass {rnd(ALNUM, 12)}",
          f"NAS hardened repo voor Veeam: lokale user 'veeamrepo', wachtwoord {strong_pw(22)} (ssh alleen tijdens installatie aan)")

    r.add("ad_service_account",
          f"{AD.split('.')[0].upper()}\\svc_sql01 (SQL Server service) wachtwoord: {strong_pw(24)}",
          f"service account for the scan-to-folder on the MFPs: svc_scan / {nl_pw()}",
          f"svc_topdesk_ldap@{AD} - ldap bind voor TOPdesk - {rnd(ALNUM, 20)}",
          f"New-ADUser svc_backup -AccountPassword (ConvertTo-SecureString '{rnd(ALNUM + '#!', 18)}' -AsPlainText -Force) -PasswordNeverExpires $true")

    r.add("smtp_relay",
          f"SMTP relay voor applicaties: smtp-relay.{AD}:587, user noreply@{M365}, wachtwoord {nl_pw()}",
          f"Zaaksysteem mail settings\nSMTP_HOST=smtp.{M365}\nSMTP_USER=zaken-noreply@{M365}\nSMTP_PASS={rnd(ALNUM, 16)}",
          f"AUTH PLAIN for the relay test with swaks: swaks --to test@{M365} --server smtp-relay.{AD} --auth-user relay-app --auth-password '{strong_pw(16)}'")

    r.add("keepass",
          f"KeePass database ICT-Beheer.kdbx (op \\\\gem-srv-fs02\\it$), hoofdwachtwoord: {' '.join(w.capitalize() for w in (secrets.choice(NL_WORDS) for _ in range(5)))} {digits(2)}",
          f"KeePassXC master password for the team db: {phrase(NL_WORDS, 6, '-')}",
          f"kdbx master pw is {nl_pw()}{nl_pw()} and the key file is keyfile.keyx on the USB stick in the safe")

    r.add("wifi_8021x",
          f"Wi-Fi 'GEM-Medewerkers' (WPA2-Enterprise, PEAP/MSCHAPv2) testaccount wifi-test@{AD} / {nl_pw()}",
          f"eduroam-style SSID 'gemroam' for the trainees: identity stagiair07@{M365}, password {rnd(ALNUM, 12)}",
          f"802.1X account voor de vergaderzaalschermen: vz-scherm@{AD} wachtwoord {strong_pw(16)}")

    r.add("wifi_guest",
          f"Gasten-wifi 'Gemeente-Gast' deze week: {secrets.choice(NL_WORDS)}{digits(4)}",
          f"Guest Wi-Fi PSK (raadszaal, for the council meeting Thursday): {rnd(ALNUM, 12)}",
          f"wifi gemeentewerf: SSID GEM-Werf, WPA2 sleutel {nl_pw()}")

    r.add("door_code",
          f"Deurcode serverruimte (kelder, naast archief): {digits(6)}#",
          f"Server room keypad code changed to {digits(4)}* - alarm unset code is {digits(4)}",
          f"code patchkast 2e verdieping: {digits(5)}, sleutel ligt bij de receptie")

    r.add("dsrm",
          f"DSRM-wachtwoord domeincontrollers (gem-dc01/02): {strong_pw(20)}",
          f"Directory Services Restore Mode password set during the DC rebuild: {nl_pw()}")

    r.add("entra_connect",
          f"Entra Connect Sync (gem-srv-aadc01): AD DS connector account {AD}\\MSOL_{hexs(12)} wachtwoord {strong_pw(32)}",
          f"Entra Connect global admin during install: sync-install@{M365} / {nl_pw()} (account daarna uitschakelen!)",
          f"ADSync service account {AD.split('.')[0].upper()}\\svc_adsync password {rnd(ALNUM, 24)}")

    r.add("idrac_ilo",
          f"iDRAC esx01: https://10.20.0.11 root / {rnd(ALNUM, 12)} (Dell default vervangen)",
          f"HPE iLO 5 on gem-srv-hv03, Administrator password (from the toe tag was replaced): {rnd(UPPER + DIGITS, 8)}{secrets.choice(SYMS)}{digits(2)}",
          f"iDRAC gebruikers: root {nl_pw()}, monitoring {rnd(ALNUM, 14)}")

    r.add("sql_sa",
          f"SQL sa voor gem-sql01\\ZAAK: {strong_pw(20)}",
          f"sqlcmd -S gem-sql02.{AD} -U sa -P '{nl_pw()}' -Q \"SELECT @@VERSION\"",
          f"Server=gem-sql01.{AD};Database=Burgerzaken;User Id=bz_app;Password={rnd(ALNUM, 18)};TrustServerCertificate=True")

    r.add("fortigate",
          f"FortiGate fw01 admin: beheer / {nl_pw()}",
          f"FortiGate REST API token for the backup script (user api-backup): {rnd(ALNUM, 30)}",
          f"curl -k 'https://fw01.{AD}/api/v2/monitor/system/status?access_token={rnd(ALNUM, 30)}'")

    r.add("snmp_community",
          f"SNMP v2c read-write community op de core switches: {rnd(ALNUM, 14)}",
          f"snmp-server community {nl_pw()} RW 10  (PRTG gebruikt dezelfde)")

    r.add("radius_secret",
          f"NPS RADIUS client 'wlc01' shared secret: {rnd(ALNUM, 24)}",
          f"radius-server host 10.20.1.5 key {strong_pw(22)}",
          f"Shared secret tussen de Aruba controller en NPS voor GEM-Medewerkers: {rnd(ALNUM + '#%', 20)}")

    r.add("ipsec_psk",
          f"Site-to-site VPN gemeentewerf <-> stadhuis, IKEv2 PSK: {rnd(ALNUM, 32)}",
          f"Azure VPN gateway connection 'cn-stadhuis' shared key: {rnd(ALNUM, 28)}",
          f"config vpn ipsec phase1-interface\n    edit \"to-azure\"\n        set psksecret {rnd(ALNUM, 26)}\n    next\nend")

    r.add("cisco_switch",
          f"enable secret 0 {nl_pw()}\nusername beheer privilege 15 secret 0 {strong_pw(16)}",
          f"core sw01 console: user admin, pw {nl_pw()}, enable {rnd(ALNUM, 10)}")

    r.add("powershell_credential",
          f"$pw = ConvertTo-SecureString '{strong_pw(18)}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('{AD.split('.')[0].upper()}\\adm-pietersen', $pw)",
          f"Invoke-Command -ComputerName gem-srv-app04 -Credential (New-Object PSCredential 'gem\\svc_deploy', (ConvertTo-SecureString '{nl_pw()}' -AsPlainText -Force))",
          f"in het scheduled task script staat nog: $password = \"{rnd(ALNUM, 16)}\" voor svc_rapportage -- moet naar gMSA")

    r.add("shared_mailbox",
          f"Inlog gedeelde mailbox info@{M365} (ja, heeft een wachtwoord i.v.m. oude scanner): {nl_pw()}",
          f"Teams Room account vz-raadzaal@{M365} password {strong_pw(16)}",
          f"Resource account for the Surface Hub in B2.14: hub-b214@{M365} / {nl_pw()}")

    r.add("bios_password",
          f"BIOS/UEFI supervisor wachtwoord HP-laptops (via Intune BIOS config): {rnd(ALNUM, 14)}",
          f"Dell BIOS admin password on the OptiPlex fleet: {nl_pw()}",
          f"bios-ww Lenovo ThinkPads uitrol 2024: {strong_pw(12)}")

    r.add("totp_breakglass",
          f"MFA-seed voor bg-admin02 (FIDO-sleutel kwijt, tijdelijk TOTP): otpauth://totp/Microsoft:bg-admin02@{M365}?secret={rnd(BASE32, 32)}&issuer=Microsoft",
          f"Authenticator secret for the shared scan account, entered manually: {groups(rnd(BASE32, 32).lower(), 4)}")

    r.add("ndes_challenge",
          f"NDES challenge password (static, for the old Autopilot SCEP profile): {hexs(16).upper()}",
          f"mscep_admin gaf de volgende challenge: {hexs(16).upper()} - geldig 60 minuten, voor de printer-certificaten")

    r.add("unattend_xml",
          f"<AdministratorPassword>\n  <Value>{nl_pw()}</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>",
          f"unattend.xml van de kiosk-image: <AutoLogon><Username>kiosk</Username><Password><Value>{rnd(ALNUM, 12)}</Value><PlainText>true</PlainText></Password></AutoLogon>")

    r.add("mdt_bootstrap",
          f"Bootstrap.ini\n[Default]\nDeployRoot=\\\\gem-srv-mdt01\\DeploymentShare$\nUserDomain={AD}\nUserID=svc_mdt\nUserPassword={nl_pw()}",
          f"CustomSettings.ini: DomainAdmin=svc_join DomainAdminDomain=gem DomainAdminPassword={strong_pw(16)}")

    r.add("wifi_profile_xml",
          f"Intune Wi-Fi profiel (XML import) voor de balie-tablets:\n<sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>{rnd(ALNUM, 16)}</keyMaterial></sharedKey>",
          f"netsh wlan show profile name=\"GEM-IoT\" key=clear\n    Security key           : Present\n    Key Content            : {nl_pw()}")

    r.add("teams_webhook",
          f"Incoming webhook voor het kanaal 'ICT meldingen' (Veeam-alerts):\nhttps://gemeenteacme.webhook.office.com/webhookb2/{uid()}@{tid}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 44)}",
          f"Teams webhook URL the monitoring script posts to: https://gemeenteacme.webhook.office.com/webhookb2/{uid()}@{tid}/IncomingWebhook/{hexs(32)}/{uid()}")

    r.add("azure_storage_key",
          f"Storage account stgemarchief (Azure Files voor scans), key1: {b64(secrets.token_bytes(64))}",
          f"DefaultEndpointsProtocol=https;AccountName=stgemacmebackup;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net",
          f"SAS for the Autopilot CSV drop: https://stgemintune.blob.core.windows.net/hwid?sp=racwl&st=2024-05-01T08:00:00Z&se=2024-12-31T17:00:00Z&spr=https&sv=2022-11-02&sr=c&sig={rnd(ALNUM, 43)}%3D")

    r.add("ado_pat",
          f"Azure DevOps PAT (Intune-config repo, scope Code R/W): {ado_pat()}",
          f"git clone https://beheer:{ado_pat()}@dev.azure.com/gemeenteacme/Werkplek/_git/intune-baseline",
          f"PAT voor de pipeline die Autopilot-profielen exporteert, verloopt 2025-02-01: {ado_pat()}")

    r.add("topdesk_api",
          f"TOPdesk API application password voor operator 'api_intune': {'-'.join(rnd(LOWER + DIGITS, 5) for _ in range(5))}",
          f"Authorization: Basic {basic('api_intune', '-'.join(rnd(LOWER + DIGITS, 5) for _ in range(5)))}  (TOPdesk koppeling Intune-assets)",
          f"TOPdesk operator login for the service desk laptop demo: demo.operator / {nl_pw()}")

    r.add("automation_webhook",
          f"Azure Automation webhook 'Start-Offboarding' (alleen 1x zichtbaar!): https://{uid()}.webhook.we.azure-automation.net/webhooks?token={rnd(ALNUM, 40)}%2b{secrets.choice(ALNUM)}%3d",
          f"Logic App trigger URL for the leaver flow: https://prod-27.westeurope.logic.azure.com:443/workflows/{hexs(32)}/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={rnd(URLSAFE, 43)}")

    r.add("zaaksysteem_db",
          f"Database zaaksysteem (PostgreSQL op gem-srv-zaak01): user zaak_app, ww {strong_pw(20)}",
          f"Suite connection for the burgerzaken module: postgres://bz_rapport:{rnd(ALNUM, 18)}@gem-srv-pg01.{AD}:5432/burgerzaken",
          f"Key2Financiën Oracle schema KEY2FIN wachtwoord {nl_pw()} (alleen lezen voor rapportages)")

    r.add("printer_scan",
          f"MFP's (Canon iR-ADV) scan-to-mail: smtp-relay.{AD}, account scan@{M365}, wachtwoord {nl_pw()}",
          f"Printer admin PIN on all Konica bizhubs: {digits(8)}, web admin password {rnd(ALNUM, 12)}")

    r.add("local_admin_image",
          f"Golden image W11 23H2: lokale beheerder 'gemadmin' heeft nog het oude wachtwoord {nl_pw()} tot LAPS de eerste keer roteert",
          f"Autopilot pre-provisioning (white glove) failed again; grab the logs with local admin 'tech' / {rnd(ALNUM, 12)}",
          f"Citrix VDA master image, local Administrator: {strong_pw(16)}")

    r.add("vpn_user",
          f"FortiClient VPN test user vpn-test / {nl_pw()} (groep VPN-Leveranciers)",
          f"Leverancier (Centric) VPN-account centric-support, wachtwoord {rnd(ALNUM, 14)}, token uitgeschakeld voor de migratie")

    r.add("intune_connector",
          f"Intune Connector for Active Directory (hybrid join) draait als {AD.split('.')[0].upper()}\\svc_odjconnector - wachtwoord {strong_pw(24)}",
          f"Domain join account used by the Autopilot hybrid profile: svc_join@{AD} / {nl_pw()}",
          f"ODJ connector reinstall: enrol with intune-connector@{M365} pw {rnd(ALNUM, 16)}")

    r.add("ldap_bind",
          f"NetScaler LDAP action 'ldap_gem': bindDN CN=svc_ns_ldap,OU=Service,DC=gem,DC=acme,DC=internal  bindDNPassword {strong_pw(18)}",
          f"FortiGate LDAP server 'AD' username svc_fw_ldap password {nl_pw()}",
          f"ldapsearch -H ldaps://gem-dc01.{AD} -D svc_ldapread@{AD} -w '{rnd(ALNUM, 16)}' -b 'DC=gem,DC=acme,DC=internal' '(sAMAccountName=jdevries)'")

    r.add("ups_pdu",
          f"APC UPS netwerkkaart serverruimte: apc / {rnd(ALNUM, 10)}",
          f"Eaton PDU rack B web login admin password {nl_pw()}")

    r.add("sharepoint_app",
          f"SharePoint app-only (AppRegNew.aspx) voor het archiefscript: Client Id {uid()}, Client Secret {b64(secrets.token_bytes(32))}",
          f"Connect-PnPOnline -Url https://gemeenteacme.sharepoint.com/sites/Raad -ClientId {uid()} -ClientSecret '{b64(secrets.token_bytes(32))}'")

    r.add("sim_pin_puk",
          f"Beheertelefoon (storingsdienst) SIM: PIN {digits(4)}, PUK {digits(8)}, toestelcode {digits(6)}",
          f"On-call phone unlock code {digits(6)}; the Authenticator backup password for that phone is {nl_pw()}")

    r.add("rdp_jumphost",
          f"Jumphost gem-jump01 (RDP via RD Gateway rdgw.{M365}): adm-beheer / {strong_pw(18)}",
          f"mstsc naar de leveranciersbeheerserver, account gem\\ext-leverancier, ww {nl_pw()} (alleen di/do open)")

    r.add("exchange_hybrid",
          f"Exchange 2019 hybrid server gem-srv-ex01: admin account gem\\adm-exchange pw {strong_pw(20)}",
          f"HCW ran as exch-hybrid@{M365} with {nl_pw()}; remove the Global Admin role again")

    r.add("citrix_storefront",
          f"Citrix Cloud Connector / StoreFront service account gem\\svc_ctx: {rnd(ALNUM, 22)}",
          f"Citrix Cloud API client (Secure Client) ID {uid()} secret {rnd(URLSAFE, 22)}==")
    return r


def lookalikes() -> Rows:
    r = Rows()
    tid = uid()

    r.add("tenant_id",
          f"Tenant ID gemeente: {tid} (primair domein {M365})",
          f"Directory (tenant) ID for the B2B invite to the provincie: {uid()}",
          f"https://login.microsoftonline.com/{tid}/v2.0/.well-known/openid-configuration geeft de issuer terug")

    r.add("app_client_id",
          f"App 'Intune-Export-Script'\nApplication (client) ID: {uid()}\nObject ID: {uid()}\nGeheim verloopt 2025-11-30, waarde staat in KeePass > Apps",
          f"Enterprise app TOPdesk SSO, app id {uid()}, service principal object id {uid()}, SAML signing cert verloopt in mei.",
          f"Graph PowerShell public client id is {uid()} in our consent log; admin consent granted on {2023 + secrets.randbelow(2)}-0{1 + secrets.randbelow(9)}-1{secrets.randbelow(10)}")

    r.add("object_id",
          f"Groep 'SG-Intune-Burgerzaken' object id {uid()}, {secrets.randbelow(200) + 20} leden",
          f"User object id of j.devries: {uid()} (onPremisesImmutableId {b64(secrets.token_bytes(16))})",
          f"Admin unit AU-Wijkteams id {uid()}; scoped role assignment id {rnd(URLSAFE, 43)}")

    r.add("bitlocker_key_id",
          f"Laptop GEM-LT-{digits(5)} vraagt om herstelsleutel. Herstelsleutel-id op scherm: {hexs(8).upper()} -- gebruiker doorverwezen naar https://aka.ms/aadrecoverykey",
          f"BitLocker key protector ID {{{bl_id()}}} matches the one escrowed in Entra; the key itself was not needed.",
          f"Recovery key ID {hexs(8).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(12).upper()}, drive C:, backed up to Entra {2024}-0{1 + secrets.randbelow(9)}-0{1 + secrets.randbelow(9)}")

    r.add("intune_device_id",
          f"Intune device id {uid()} / Entra device id {uid()} - GEM-LT-{digits(5)} staat dubbel in Intune",
          f"Managed device {uid()} stuck on 'Pending' for the Win32 app {uid()}",
          f"Invoke-MgGraphRequest -Method POST -Uri \"https://graph.microsoft.com/beta/deviceManagement/managedDevices/{uid()}/syncDevice\"")

    r.add("serial_number",
          f"Nieuwe levering Dell Latitude 5440, servicetags: {', '.join(dell_tag() for _ in range(4))}",
          f"HP EliteBook serials for the raad: {hp_serial()}, {hp_serial()}, {hp_serial()}",
          f"Lenovo ThinkPad serienummer {lenovo_serial()} (machine type 21JK), garantie tot 2027")

    r.add("hardware_hash_file",
          f"Hardware hashes geüpload: AutopilotHWID_{dell_tag()}.csv, AutopilotHWID_{dell_tag()}.csv en hwid_batch_{digits(8)}.csv",
          f"Get-WindowsAutopilotInfo -OutputFile C:\\Temp\\{hp_serial()}_hash.csv ran fine; import job id {uid()}",
          f"CSV header: Device Serial Number,Windows Product ID,Hardware Hash,Group Tag\nRegel 2: {lenovo_serial()},,(hash weggelaten),GEM-BZ")

    r.add("cert_thumbprint",
          f"Certificaat-thumbprint wildcard 2024: {hexs(40).upper()}",
          f"Get-ChildItem Cert:\\LocalMachine\\My | ? Thumbprint -eq '{hexs(40).upper()}' -- the ADFS token signing cert, expires 2025",
          f"App credential keyId {uid()}, customKeyIdentifier {hexs(40).upper()} (certificate upload, no secret)")

    r.add("sid",
          f"Domein-SID: {sid().rsplit('-', 1)[0]}\nbeheerder-SID eindigt op -500",
          f"Event 4625 for {sid()}: account is disabled",
          f"Orphaned ACL entry {sid()} on \\\\gem-srv-fs02\\afdelingen$\\Burgerzaken; Builtin Administrators is S-1-5-32-544")

    r.add("kb_number",
          f"Patch Tuesday: KB50{digits(5)} (CU) en KB50{digits(5)} (.NET) goedgekeurd in WSUS, ring 1",
          f"KB50{digits(5)} broke printing to the Konicas again; paused the update ring for 7 days.",
          f"Servicing stack KB50{digits(5)} vereist vóór KB50{digits(5)} op Server 2019")

    r.add("event_id",
          f"Event ID 4740 (account locked out) op gem-dc01, record {digits(9, True)}, caller computer GEM-LT-{digits(5)}",
          f"BitLocker-API event 845 and LAPS event 10020 on GEM-WS-{digits(5)}, activity id {{{bl_id()}}}",
          f"Kernel-Power 41 op esx-vm GEM-SRV-APP{digits(2)}, EventRecordID {digits(7, True)}, ProcessID {secrets.randbelow(9000) + 100}")

    r.add("topdesk_ticket",
          f"Melding M{24}{secrets.randbelow(12) + 1:02d} {digits(3)} - BitLocker-herstel wethouder, doorgezet naar 2e lijn",
          f"TOPdesk change W{24}{secrets.randbelow(12) + 1:02d} {digits(3)}: vCenter upgrade, gekoppeld aan melding M{24}{secrets.randbelow(12) + 1:02d} {digits(4)}",
          f"incidents I{24}{secrets.randbelow(12) + 1:02d}-{digits(4)} and I{24}{secrets.randbelow(12) + 1:02d}-{digits(4)} are the same Autopilot ESP timeout")

    r.add("bsn_like",
          f"Testpersoon BRP acceptatie: BSN {eleven_proof()}, geboortedatum 01-01-1980 (testset, geen echte burger)",
          f"The StUF test message uses inp.bsn {eleven_proof()} and {eleven_proof()} from the RvIG test set",
          f"Logregel zaaksysteem: zoekvraag op BSN {eleven_proof()} door gebruiker j.devries, resultaat 0")

    r.add("kvk_oin",
          f"KvK-nummer gemeente: {digits(8, True)}, OIN {'00000001' + eleven_proof() + '000'}",
          f"Leverancier KvK {digits(8, True)}, vestigingsnummer {digits(12)}",
          f"Our OIN for the Digikoppeling certificate subject (serialNumber): {'00000001' + eleven_proof() + '000'}")

    r.add("postcode",
          f"Nieuwe locatie wijkteam: Dorpsstraat {secrets.randbelow(200) + 1}, {postcode()} -- printer en AP bestellen",
          f"Delivery address for the laptops: Stadhuisplein {secrets.randbelow(40) + 1}, {postcode()}, t.a.v. ICT",
          f"Postcodegebied {postcode()} t/m {postcode()} valt onder team Noord")

    r.add("zaaknummer",
          f"Zaak Z-{2024}-{digits(6)} (Wob/Woo-verzoek) vraagt om export van de mailbox van de griffie",
          f"zaaknummer ZAAK-{2024}-{digits(7)}, documentnummer D{digits(8)}",
          f"Archive the files of zaak {2023}-{digits(5)} and {2023}-{digits(5)} before the migration")

    r.add("phone_extension",
          f"Servicedesk ICT: toestel {4000 + secrets.randbelow(1000)}, storingsdienst 06-{digits(8)}",
          f"Ext. {2000 + secrets.randbelow(1000)} (Burgerzaken balie), {2000 + secrets.randbelow(1000)} (Belastingen), 14 0{digits(3)} for citizens",
          f"Teams Phone nummer +31 {digits(2, True)} {digits(3)} {digits(4)} gekoppeld aan vz-raadzaal, toestel {digits(4, True)}")

    r.add("dns_txt_verification",
          f"TXT @ \"MS=ms{digits(8, True)}\" toegevoegd voor {M365}",
          f"Domain verification for the second domain: MS=ms{digits(8, True)}, TTL 3600",
          f"Andere TXT-records: google-site-verification={rnd(URLSAFE, 43)} en apple-domain-verification={rnd(ALNUM, 16)}")

    r.add("spf_record",
          f"SPF: v=spf1 include:spf.protection.outlook.com ip4:192.0.2.{secrets.randbelow(200)}/32 include:_spf.mailer.example -all",
          f"SPF voor {M365} is nu \"v=spf1 ip4:198.51.100.{secrets.randbelow(250)} include:spf.protection.outlook.com ~all\", over een week naar -all",
          "spf lookup count is 9 of 10; flattening the mailer include would free one")

    r.add("dkim_record",
          f"selector1._domainkey CNAME selector1-gemeente-acme-test._domainkey.gemeenteacme.{pick('r', 'v')}-v1.dkim.mail.example",
          f"DKIM public key for the zaaksysteem mailer: zaak._domainkey TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(190))}\"",
          f"DKIM-Signature: v=1; a=rsa-sha256; d={M365}; s=selector2; bh={b64(secrets.token_bytes(32))}; b={b64(secrets.token_bytes(128))}")

    r.add("dmarc_record",
          f"_dmarc TXT \"v=DMARC1; p=quarantine; pct=100; rua=mailto:{rnd(LOWER + DIGITS, 10)}@rua.dmarc.example\"",
          f"DMARC aggregate report id {digits(20)} from the provider: 3 fails from 203.0.113.{secrets.randbelow(250)}",
          "Plan: DMARC van p=none naar p=quarantine na de Forum Standaardisatie-meting")

    r.add("azure_resource_id",
          f"/subscriptions/{uid()}/resourceGroups/rg-gem-backup/providers/Microsoft.Storage/storageAccounts/stgemacmebackup",
          f"Subscription 'GEM-Prod' ({uid()}) billing account {digits(8)}",
          f"Recovery Services vault resource id /subscriptions/{uid()}/resourceGroups/rg-dr/providers/Microsoft.RecoveryServices/vaults/rsv-gem-dr")

    r.add("license_sku",
          f"SKU M365 E3 skuId {uid()}, {secrets.randbelow(900) + 100} licenties, {secrets.randbelow(40)} vrij",
          f"Service plan INTUNE_A ({uid()}) disabled for the kiosk users via group {uid()}",
          f"Licentierapport: SPE_E5 {secrets.randbelow(50)}/{secrets.randbelow(50) + 50}, F3 {secrets.randbelow(200)}, Visio plan 2 {secrets.randbelow(10)}")

    r.add("conditional_access",
          f"CA-policy 'CA010 - Block legacy auth' id {uid()}, uitgesloten: groep {uid()} (break-glass)",
          f"Named location 'Stadhuis' {uid()}: 192.0.2.0/27, 198.51.100.{secrets.randbelow(30) * 8}/29",
          f"Sign-in blocked by policy {uid()} (report-only until the 14th)")

    r.add("signin_error",
          f"AADSTS50126: Error validating credentials due to invalid username or password.\nTrace ID: {uid()}\nCorrelation ID: {uid()}\nTimestamp: 2024-0{1 + secrets.randbelow(9)}-1{secrets.randbelow(10)} 08:{10 + secrets.randbelow(50)}:{10 + secrets.randbelow(50)}Z",
          f"AADSTS53003 for a.bakker, request id {uid()}, sign-in log id {uid()}",
          f"Foutcode AADSTS700016 met client id {uid()} -- verkeerde tenant in de app-config")

    r.add("hresult_error",
          f"Autopilot ESP fout 0x80180014 op {hp_serial()}, en daarna 0x800705b4",
          f"Win32 app install failed 0x87D1041C, detection rule checks HKLM\\SOFTWARE\\{rnd(UPPER, 6)}\\{hexs(8)}",
          f"Intune compliance error 0x87D1FDE8 (remediation failed) op {secrets.randbelow(30) + 2} apparaten; Windows Update 0x{hexs(8)}")

    r.add("autopilot_profile",
          f"Autopilot profiel 'GEM-Standaard' id {uid()}, ZTDID van {dell_tag()} = {uid()}",
          f"Group tag GEM-BZ; dynamic rule (device.devicePhysicalIds -any (_ -eq \"[OrderID]:GEM-BZ\")), group id {uid()}",
          f"Deployment profile assigned at {2024}-0{1 + secrets.randbelow(9)}-1{secrets.randbelow(10)}, ESP timeout 90 min, Product ID {digits(5)}-{digits(5)}-{digits(5)}-AA{digits(3)}")

    r.add("vmware_id",
          f"vm-{secrets.randbelow(9000) + 100} (GEM-SRV-APP{digits(2)}) BIOS UUID 42{hexs(6)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}",
          f"Serial Number : VMware-42 {' '.join(hexs(2) for _ in range(7))}-{' '.join(hexs(2) for _ in range(8))}",
          f"ESXi 8.0 U2 build {22000000 + secrets.randbelow(900000)} on esx01..04; vCenter 8.0.2.{secrets.randbelow(90000) + 10000}")

    r.add("veeam_session",
          f"Veeam job 'BJ-Fileservers' session {uid()} Failed: 'Failed to create VM snapshot', restore point id {uid()}",
          f"Veeam support case #{digits(8, True)}, logs uploaded as VeeamBackupLogs_{digits(8)}.zip",
          f"SureBackup job id {uid()} finished: {secrets.randbelow(20) + 5} VMs verified")

    r.add("netscaler_build",
          f"NetScaler ns01/ns02 op 14.1-{secrets.randbelow(20) + 10}.{secrets.randbelow(60) + 10}, CVE-2023-4966 gepatcht, sessies gekilld",
          f"Gateway vserver vs-gw-gem 192.0.2.{secrets.randbelow(250)}:443, SSL cert key pair 'wildcard-2024', serial {hexs(32).upper()}",
          f"firmware build-14.1-{secrets.randbelow(40)}.{secrets.randbelow(60)}_nc_64.tgz, sha256 {hexs(64)}")

    r.add("cert_serial",
          f"Certificaat serienummer {groups(hexs(38), 2, ':')}, uitgever PKIoverheid Organisatie Services CA",
          f"Subject Key Identifier {hexs(40)}, Authority Key Identifier {hexs(40)}",
          f"CRL distribution point http://crl.pki.example/ca{digits(2)}.crl; OCSP http://ocsp.pki.example; serial 0x{hexs(20)}")

    r.add("pki_oid",
          "Policy OID in ons servercertificaat: 2.16.528.1.1003.1.2.5.6 (PKIoverheid Organisatie Services)",
          f"Enhanced Key Usage 1.3.6.1.5.5.7.3.1 and 1.3.6.1.5.5.7.3.2; template OID 1.3.6.1.4.1.311.21.8.{digits(7, True)}.{digits(7, True)}.{digits(8, True)}",
          f"OID 1.3.6.1.4.1.311.20.2.2 is smartcard logon; ours adds 1.3.6.1.4.1.{digits(5, True)}.1.{secrets.randbelow(9) + 1}")

    r.add("file_hash",
          f"Defender indicator (block) SHA256 {hexs(64)} - bijlage uit de phishing van vanochtend",
          f"MD5 {hexs(32)} / SHA1 {hexs(40)} of the NetScaler IOC list item",
          f"Get-FileHash ICT-Beheer.kdbx -> {hexs(64).upper()} (controle na de restore)")

    r.add("defender_id",
          f"Defender incident {secrets.randbelow(90000) + 10000}, alert da{digits(18)}_{digits(10, True)}",
          f"MDE device id {hexs(40)} for GEM-LT-{digits(5)}, isolation released",
          f"Investigation {secrets.randbelow(9000) + 1000} (AIR) remediation action id {uid()}")

    r.add("message_trace",
          f"Message-ID: <{rnd(UPPER + DIGITS, 20)}@AM{digits(1)}PR0{digits(1)}MB{digits(4)}.eurprd0{digits(1)}.prod.mail.example>",
          f"Message trace voor de mail van de provincie: network message id {uid()}, status Quarantined",
          f"Quarantine id {uid()}\\{uid()} released after checking with the sender")

    r.add("mac_address",
          f"Nieuwe AP's in de raadzaal: {mac(':', True)}, {mac(':', True)}",
          f"DHCP reservation GEM-PRN-{digits(3)}: {mac('-', True)} -> 10.20.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
          f"MAB voor de klokken in de hal, MAC {mac('')} en {mac('')}")

    r.add("asset_tag",
          f"Inventaris: GEM-LT-{digits(5)} (vervanging van GEM-LT-{digits(5)}), monitor GEM-MON-{digits(5)}",
          f"Asset tags {', '.join('GEM-WS-' + digits(5) for _ in range(3))} go to the wijkteam Zuid",
          f"Inkooporder PO-{2024}-{digits(5)}, pakbon {digits(10)}, {secrets.randbelow(40) + 5} laptops")

    r.add("public_iban",
          f"Gemeentelijke rekening voor leges (staat op elke factuur): {iban('NL', 'BNGH' + digits(10))}",
          f"Vendor invoice {digits(8)}: pay to {iban('NL', 'INGB' + digits(10))}, reference {digits(4)}-{digits(4)}",
          f"Betalingskenmerk voor de aanslag: {groups(digits(16), 4)}, IBAN {iban('NL', 'BNGH' + digits(10))}")

    r.add("windows_build",
          f"Windows 11 23H2 build 22631.{secrets.randbelow(2000) + 2000}, feature update ring 'Pilot' ({secrets.randbelow(50) + 10} devices)",
          f"OS version 10.0.{pick('19045', '22631', '26100')}.{secrets.randbelow(5000)} on GEM-WS-{digits(5)}, BIOS 1.{secrets.randbelow(30)}.{secrets.randbelow(10)}",
          f"Server 2022 build 20348.{secrets.randbelow(3000)}, Product ID {digits(5)}-{digits(5)}-{digits(5)}-AA{digits(3)}")

    r.add("gvlk",
          "KMS client setup key (publiek, uit de Microsoft docs) voor Windows 11 Pro: W269N-WFGWX-YVC9B-4J6C9-T83GX",
          "slmgr /ipk NPPR9-FWDCX-D2C8J-H872K-2YT43 (the published GVLK for Enterprise) then slmgr /ato against our KMS host",
          "Server 2022 GVLKs: Standard VDYBN-27WPP-V4HQT-9VMD4-VMK7H, Datacenter WX4NM-KYWYW-QJJR4-XV3QB-6VM33")

    r.add("store_app_id",
          f"Company Portal uit de Store: 9WZDNCRFJ3PZ; onze Win32 app 'Zaaksysteem client' heeft id {uid()}",
          f"winget install --id {pick('Microsoft.Teams', 'Mozilla.Firefox', 'Adobe.Acrobat.Reader.64-bit')} -e; Store product {'9' + rnd(UPPER + DIGITS, 11)}",
          f"Intune app package {rnd(LOWER, 8)}_{rnd(LOWER + DIGITS, 13)} (MSIX PackageFamilyName), version 1.{secrets.randbelow(9)}.{secrets.randbelow(999)}.0")

    r.add("encrypted_blob",
          f"Export-Clixml van de credential geeft op de server alleen:\n<SS N=\"Password\">01000000d08c9ddf0115d1118c7a00c04fc297eb01000000{hexs(240)}</SS>",
          f"gMSA svc_sql_gmsa$ has msDS-ManagedPasswordInterval 30; msDS-ManagedPasswordId is {b64(secrets.token_bytes(60))} (key id only, the password itself never leaves the DCs)",
          f"KeePass database header (KDBX4) signature 03d9a29a67fb4bb5, master seed {hexs(64)}")

    r.add("secret_reference",
          "vCenter administrator@vsphere.local: wachtwoord staat in KeePass > Infra > VMware, niet hier",
          f"Client secret for the Intune export app lives in Key Vault kv-gem-beheer as secret 'intune-export' (version {hexs(32)})",
          "Deurcode serverruimte wordt op 1 maart gewijzigd; de nieuwe code krijg je via Facilitair, niet per mail")

    r.add("laps_policy",
          "Windows LAPS beleid: PasswordComplexity 4, PasswordLength 20, PasswordAgeDays 30, BackupDirectory Entra ID, PostAuthenticationActions reset + logoff",
          f"Get-LapsAADPassword -DeviceIds GEM-LT-{digits(5)} (without -IncludePasswords) shows PasswordExpirationTime only",
          f"LAPS event 10022 op GEM-WS-{digits(5)}: policy configured, account 'gemadmin', SID {sid()}")

    r.add("password_policy",
          "Wachtwoordbeleid AD: minimaal 14 tekens, geschiedenis 24, lockout na 10 pogingen binnen 15 min",
          "Fine-grained password policy PSO-Beheerders: MinPasswordLength 20, MaxPasswordAge 180.00:00:00, precedence 10",
          "Entra password protection: custom banned list has gemeente, stadhuis, welkom, zomer2024 and the names of the kernen")

    r.add("network_vlan",
          f"VLAN {secrets.randbelow(300) + 100} GEM-IoT 10.20.{secrets.randbelow(250)}.0/24, VLAN {secrets.randbelow(300) + 100} Gast 172.16.{secrets.randbelow(250)}.0/23",
          f"SSIDs: GEM-Medewerkers (802.1X), Gemeente-Gast (captive portal), gemroam; BSSID raadzaal {mac(':')}",
          f"Switchpoort Gi1/0/{secrets.randbelow(48) + 1} op sw-{digits(2)} -> patchpunt {rnd(UPPER, 1)}{digits(2)}.{digits(3)}")

    r.add("ad_object",
          f"distinguishedName CN=svc_sql01,OU=Service,OU=Beheer,DC=gem,DC=acme,DC=internal, objectGUID {uid()}",
          f"SPN MSSQLSvc/gem-sql01.{AD}:1433 registered on svc_sql01; msDS-KeyVersionNumber {secrets.randbelow(20) + 2}",
          f"Computer object GEM-LT-{digits(5)}$ lastLogonTimestamp {13340000000000000 + secrets.randbelow(10**13)}, uSNChanged {digits(7, True)}")

    r.add("graph_request",
          f"GET https://graph.microsoft.com/v1.0/groups/{uid()}/members?$select=id,userPrincipalName -> 200, request-id {uid()}",
          f"client-request-id: {uid()}\nx-ms-ags-diagnostic: {{\"ServerInfo\":{{\"DataCenter\":\"West Europe\",\"Slice\":\"E\",\"Ring\":\"{secrets.randbelow(6)}\",\"ScaleUnit\":\"{secrets.randbelow(9)}\"}}}}",
          f"Graph delta link: https://graph.microsoft.com/v1.0/users/delta?$deltatoken={rnd(URLSAFE, 64)} (opslaan voor de volgende sync)")

    r.add("public_cert",
          "Publiek certificaat van de TOPdesk SAML-koppeling (ter controle):\n" + pem("CERTIFICATE", 6),
          "CSR for the new wildcard, sent to the CA:\n" + pem("CERTIFICATE REQUEST", 5),
          "Root CA die op alle werkplekken via Intune (trusted cert profiel) staat:\n" + pem("CERTIFICATE", 5))

    r.add("ssh_host_key",
          f"ssh nsroot@ns01 vraagt: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"authorized_keys op esx01 (/etc/ssh/keys-root): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} beheer@gem-jump01",
          f"Host key fingerprints gem-srv-vbr-repo: ECDSA SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}, RSA MD5:{groups(hexs(32), 2, ':')}")

    r.add("support_case",
          f"Microsoft support case {digits(16, True)} (Autopilot hybrid join), engineer belt morgen",
          f"VMware SR {digits(11, True)}, Citrix case {digits(8, True)}, Dell dispatch {digits(10, True)}",
          f"Broadcom case number {digits(8, True)} references KB {secrets.randbelow(90000) + 300000}")

    r.add("gmsa_krbtgt",
          f"krbtgt-wachtwoord twee keer gereset op {2024}-0{1 + secrets.randbelow(9)}-0{1 + secrets.randbelow(9)} (tien uur ertussen), KVNO nu {secrets.randbelow(10) + 3}",
          f"Install-ADServiceAccount svc_veeam_gmsa; Test-ADServiceAccount returned True on gem-srv-vbr01 (PrincipalsAllowedToRetrieveManagedPassword: SG-VeeamServers {uid()})",
          "Service accounts zonder gMSA: svc_scan, svc_topdesk_ldap, svc_rapportage -- wachtwoorden roteren in Q3")

    r.add("meeting_ref",
          f"Raadsvergadering livestream: stream id {rnd(LOWER + DIGITS, 11)}, Teams webinar id {uid()}",
          f"Teams meeting id {digits(3, True)} {digits(3)} {digits(3)} {digits(3)}, dial-in conference id {digits(9, True)}#; organiser griffie",
          f"Recording stored as Raad-{2024}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}_{hexs(8)}.mp4 in the griffie site")

    r.add("eherkenning_ref",
          f"eHerkenning machtiging voor dienst 'Aangifte omzetbelasting' (dienst-id urn:etoegang:DV:{'00000001' + eleven_proof() + '000'}:services:{secrets.randbelow(9) + 1}), aangevraagd via makelaar",
          f"EntityConcernedID KvK {digits(8, True)}, ServiceID urn:etoegang:DV:{'00000001' + eleven_proof() + '000'}:services:{secrets.randbelow(20)}",
          "eHerkenning-token van de teamleider verloopt in juni; verlenging aanvragen, PIN blijft hetzelfde")

    r.add("backup_report",
          f"Veeam rapport: {secrets.randbelow(80) + 20} VMs, {secrets.randbelow(9000) + 1000} GB verwerkt, dedupe {secrets.randbelow(3) + 1}.{secrets.randbelow(9)}x, job {hexs(8)} warning",
          f"NAS nas01 snapshot nas01_{2024}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-0200 replicated, task id {secrets.randbelow(900) + 100}, volume1 {secrets.randbelow(60) + 30}% full",
          f"Immutable until 2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}; backup file {rnd(UPPER, 4)}{digits(4)}D{digits(8)}T{digits(6)}_{rnd(UPPER + DIGITS, 4)}.vbk")
    return r


def main() -> None:
    write_corpora("make_heldout55.py", [
        ("heldout55_credentials.yaml", credentials(), "batch 55 (Dutch municipality Windows/M365 admin), written blind; every value synthetic"),
        ("heldout55_lookalikes.yaml", lookalikes(), "batch 55 look-alikes: M365/Intune/AD ids, Dutch public numbers and DNS records, written blind"),
    ])


if __name__ == "__main__":
    main()
