# ruff: noqa: E501
"""Writes heldout134_credentials.yaml and heldout134_lookalikes.yaml: held-out batch 134.

Persona: a Windows and Microsoft 365 sysadmin at a hospital in Chicago. Pastes PowerShell
output, Intune and Entra ID portal text and ServiceNow ticket notes into the assistant, in
American English shorthand: BitLocker and LAPS output, app registration secrets, service
accounts, iLO/iDRAC, SQL sa, printer PINs, Citrix/VPN and PACS/EHR vendor logins, and a
lot of GUIDs, SIDs, thumbprints and ticket numbers that are not secrets at all.

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
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

DOM = "corp.acmehealth.internal"
UPN = "acmehealth.example"
SYM = "!#%&*+-=?@^_"
WORDS = ["lakeshore", "wrigley", "pierogi", "elevated", "blizzard", "deepdish", "tollway",
         "bascule", "skyline", "riverwalk", "prairie", "fogcutter", "drawbridge", "marquee",
         "cobalt", "velvet", "oxbow", "granite", "sparrow", "harbor", "ambulance", "tundra"]


def guid(upper: bool = False) -> str:
    g = uid()
    return g.upper() if upper else g


def sid(rid: int | None = None) -> str:
    r = rid if rid is not None else 1000 + secrets.randbelow(90000)
    parts = "-".join(str(10**8 + secrets.randbelow(2**32 - 10**8)) for _ in range(3))
    return f"S-1-5-21-{parts}-{r}"


def thumb() -> str:
    return rnd(HEX.upper(), 40)


def entra_secret() -> str:
    """An Entra ID client secret value: three characters, 8Q~, then 34 more."""
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "._~-", 34)


def laps_pw() -> str:
    return rnd(ALNUM + "!#%+-.:=?@^_{}", pick(14, 16, 20, 24))


def human_pw() -> str:
    return pick(
        f"{pick('Cubs', 'Sox', 'Bears', 'Hawks', 'Bulls')}{pick('#', '!', '$', '@')}{secrets.randbelow(9000) + 1000}{pick('Lake', 'Loop', 'Wind', 'Pier')}",
        f"{pick('Winter', 'Spring', 'Summer', 'Autumn')}{secrets.randbelow(90) + 10}{pick('!', '?', '#')}{rnd(UPPER + DIGITS, 4)}",
        rnd(ALNUM + SYM, pick(14, 16, 18)),
        f"{phrase(WORDS, 3, '-').title()}-{secrets.randbelow(900) + 100}",
    )


def strong_pw(n: int = 20) -> str:
    return rnd(ALNUM + SYM, n)


def passphrase(n: int = 5, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def totp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def tag() -> str:
    return rnd(UPPER + DIGITS, 7)


def hp_serial() -> str:
    return pick("5CG", "MXL", "CZC", "2UA") + digits(4) + rnd(UPPER + DIGITS, 3)


def ticket(prefix: str = "INC") -> str:
    return prefix + digits(7)


def storage_key() -> str:
    return b64(secrets.token_bytes(64))


def sas() -> str:
    sig = b64(secrets.token_bytes(32)).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return f"sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2026-0{secrets.randbelow(9) + 1}-15T04:00:00Z&st=2025-03-01T00:00:00Z&spr=https&sig={sig}"


def graph_token(tenant: str) -> str:
    return jwt({"aud": "https://graph.microsoft.com", "iss": f"https://sts.windows.net/{tenant}/",
                "appid": uid(), "tid": tenant, "roles": ["Device.Read.All", "User.Read.All"],
                "exp": 1740000000 + secrets.randbelow(30000000)}, alg="RS256", signature=rnd(URLSAFE, 342))


def tap() -> str:
    return rnd(ALNUM + "!#$%&*+=?@", pick(8, 10, 12))


def ado_pat() -> str:
    return rnd(LOWER + "234567", 52)


def ms_app_password() -> str:
    return rnd(LOWER, 16)


def ip(net: str = "10.20") -> str:
    return f"{net}.{secrets.randbelow(40) + 1}.{secrets.randbelow(250) + 2}"


def credentials() -> Rows:
    r = Rows()
    tenant = guid()

    bl = bitlocker_key()
    r.add("bitlocker_recovery_key",
          f"PS C:\\> (Get-BitLockerVolume -MountPoint C:).KeyProtector\n\nKeyProtectorId      : {{{guid(True)}}}\nAutoUnlockProtector :\nKeyProtectorType    : RecoveryPassword\nKeyFileName         :\nRecoveryPassword    : {bl}\nKeyCertificateType  :\nThumbprint          :",
          f"ED triage pc WOW-ED3-0{secrets.randbelow(9) + 1} stuck on the blue bitlocker recovery screen again after the BIOS push. key ID starts {hexs(8).upper()}, recovery key = {bitlocker_key()} -- read it to the charge nurse",
          f"Intune > Devices > RAD-WS-{digits(4)} > Recovery keys\nBitLocker Key ID\n{guid()}\nDrive Type\nOperating system drive\nRecovery Key\n{bitlocker_key()}",
          f"pls remember recovery pw for the D: data drive on the cath lab reading station (CATH-RS-02): {bitlocker_key()}")

    ws = f"RAD-WS-{digits(4)}"
    r.add("laps_local_admin_password",
          f"PS C:\\> Get-LapsADPassword -Identity {ws} -AsPlainText\n\nComputerName        : {ws}\nDistinguishedName   : CN={ws},OU=Radiology,OU=Workstations,DC=corp,DC=acmehealth,DC=internal\nAccount             : Administrator\nPassword            : {laps_pw()}\nPasswordUpdateTime  : 3/14/2025 2:11:07 AM\nExpirationTimestamp : 4/13/2025 2:11:07 AM\nSource              : EncryptedPassword\nDecryptionStatus    : Success\nAuthorizedDecryptor : CORP\\LAPS-Readers",
          f"Intune local admin pw blade for OR3-ANES-CART02:\nAccount name  .\\lapsadmin\nLocal admin password  {laps_pw()}\nLast password rotation  2 days ago",
          f"hey save this - that anesthesia cart in OR 3 is offline and won't rotate so this laps pw stays good till it phones home: {laps_pw()}",
          f"ms-Mcs-AdmPwd for PHARM-PC-{digits(2)} = {laps_pw()}   (still legacy LAPS CSE, on the list to migrate)")

    r.add("entra_app_client_secret",
          f"App registration: Epic-Graph-Sync\nApplication (client) ID: {guid()}\nDirectory (tenant) ID: {tenant}\nClient secret value: {entra_secret()}\n(expires 9/30/2026, set a reminder)",
          f"new client secret 'n8n-helpdesk-bot' created, Secret ID {guid()}, value {entra_secret()} - copy it now bc portal hides it after you leave the blade",
          f"$TenantId = '{tenant}'\n$ClientId = '{guid()}'\n$ClientSecret = ConvertTo-SecureString '{entra_secret()}' -AsPlainText -Force\n$cred = New-Object PSCredential($ClientId, $ClientSecret)\nConnect-MgGraph -TenantId $TenantId -ClientSecretCredential $cred",
          f'appsettings.Production.json for the badge-sync web app:\n"AzureAd": {{\n  "Instance": "https://login.microsoftonline.com/",\n  "TenantId": "{tenant}",\n  "ClientId": "{guid()}",\n  "ClientSecret": "{entra_secret()}"\n}}')

    r.add("service_account_password",
          f"svc_sqlreport (CORP\\svc_sqlreport) pw: {human_pw()}  - runs SSRS on CHI-SQL-RPT01, pwd never expires per exception EX-{digits(4)}",
          f"New-ADUser -Name svc-kofax -Path 'OU=Service Accounts,DC=corp,DC=acmehealth,DC=internal' -AccountPassword (ConvertTo-SecureString '{strong_pw(22)}' -AsPlainText -Force) -PasswordNeverExpires $true -Enabled $true",
          f"kofax capture scanner svc acct\nCORP\\svc-kofax\n{strong_pw(18)}\n(changed 2/2 after the audit finding, updated the windows service on CHI-CAP01 too)")

    r.add("break_glass_global_admin_password",
          f"BREAK GLASS #1  bg-admin01@acmehealth.onmicrosoft.com / {strong_pw(32)}\nexcluded from ALL CA policies. only use if federation/MFA is down. paper copy in CISO safe envelope #1",
          f"emergency access acct 2 (bg-admin02@acmehealth.onmicrosoft.com) pw reset after the DR tabletop on 4/9, new one is {strong_pw(28)}",
          f"if Entra is on fire and nobody can MFA: sign in as the cloud-only global admin breakglass with passphrase {passphrase(6).title()}-{digits(2)}")

    r.add("domain_join_account_password",
          f"Intune Connector for AD (hybrid join/ODJ) runs as CORP\\svc-domjoin  pw {human_pw()}",
          f"Add-Computer -DomainName {DOM} -OUPath 'OU=Kiosks,DC=corp,DC=acmehealth,DC=internal' -Credential (New-Object PSCredential('CORP\\svc-domjoin', (ConvertTo-SecureString '{strong_pw(16)}' -AsPlainText -Force))) -Restart",
          f"MDT CustomSettings.ini bits for the legacy lab images:\n[Default]\nJoinDomain={DOM}\nDomainAdmin=svc-domjoin\nDomainAdminDomain=CORP\nDomainAdminPassword={strong_pw(16)}\nMachineObjectOU=OU=Lab,OU=Workstations,DC=corp,DC=acmehealth,DC=internal")

    r.add("sql_server_sa_password",
          f"sa on CHI-SQL-PACS01\\PACSDB: {strong_pw(16)}   (vendor insists on sa. I know. I KNOW.)",
          f"sqlcmd -S CHI-SQL-EHR02 -U sa -P '{strong_pw(18)}' -Q \"SELECT @@VERSION\"",
          f"SQL 2019 on the lab interface box, mixed mode on, SA pwd set at install = {human_pw()}")

    r.add("sql_connection_string_password",
          f"Server=tcp:chi-sql-rpt01.{DOM},1433;Database=KronosRpt;User ID=kronos_ro;Password={strong_pw(16)};Encrypt=True;TrustServerCertificate=True;",
          f'web.config on the order sets app:\n<connectionStrings>\n  <add name="OrderSets" connectionString="Data Source=CHI-SQL-APP03;Initial Catalog=OrderSets;User Id=ordersets_app;Password={human_pw()};" providerName="System.Data.SqlClient" />\n</connectionStrings>',
          f"ODBC DSN for the dietary app kept failing - fixed w/ UID=diet_rw;PWD={strong_pw(14)};Server=chi-sql-app03.{DOM}")

    r.add("printer_admin_pin",
          f"Canon imageRUNNER 4W nurses station: System Manager ID {digits(7)} / PIN {digits(7)}",
          f"Ricoh IM C4500 3rd fl lab - device admin login admin, pw {digits(6)} (set per the new print standard)",
          f"xerox altalink EWS admin (all floors, same) -> admin / {rnd(ALNUM, 10)}",
          f"my secure print release PIN on the HP MFPs: {digits(4)}")

    r.add("citrix_test_account_password",
          f"citrix test user for the ED kiosk pool is ctx-kiosk-ed, pasword {human_pw()} (typo'd it twice today, writing it down)",
          f"Citrix StoreFront test acct ctx-test01 / {human_pw()} - use for checking Hyperspace launches after patching",
          f"ctx-test02@{UPN}\n{strong_pw(16)}\n(for the ICU kiosk workspace app testing)")

    r.add("netscaler_nsroot_password",
          f"set ns param / passwd: ran 'set system user nsroot {strong_pw(20)}' on both ADCs, saved config",
          f"NetScaler ADC VPX chi-adc01 nsroot pw: {strong_pw(20)}",
          f"ssh nsroot@chi-adc02.{DOM}  pass {strong_pw(18)}  - HA secondary, same as primary since last sync")

    r.add("vpn_password",
          f"GlobalProtect portal vpn.acmehealth.example - vendor acct vpn-gehc-rs / {human_pw()}  (GE remote support for the CT scanners)",
          f"AnyConnect for Philips remote svc: user philips.rs  pass {strong_pw(14)} -- MFA exception approved by ISO, ticket {ticket('RITM')}",
          f"my own vpn pw changed today: {human_pw()}")

    r.add("ipsec_preshared_key",
          f"Azure VPN gateway conn 'cn-chi-to-azure' shared key {rnd(ALNUM, 32)} (matches the ASA side)",
          f"S2S IPsec to the Oak Park clinic Meraki MX: IKEv2, AES256/SHA256, PSK {rnd(ALNUM, 32)}",
          f"crypto ikev2 keyring OAKPARK\n peer oakpark-mx\n  address 203.0.113.{secrets.randbelow(250) + 2}\n  pre-shared-key {rnd(ALNUM + '!#%', 28)}")

    r.add("pacs_vendor_support_login",
          f"Sectra support remote login  sectrasupp / {strong_pw(14)}  - enable only during their window, disable after",
          f"PACS admin console https://pacs.{DOM}/admin\nuser: pacsadmin\npw: {human_pw()}",
          f"Fuji Synapse vendor acct synadmin pwd {strong_pw(16)} -- rotate after their v7 upgrade is done")

    r.add("ehr_vendor_support_login",
          f"Epic TS remote access account epic_ts01 / {strong_pw(18)} (they'll ask for it on the go-live bridge)",
          f"Interconnect service acct CORP\\svc-epicic password {strong_pw(20)}",
          f"Sunquest lab interface vendor login: sqsupport\npassword {human_pw()}")

    r.add("admin_mfa_totp_seed",
          f"otpauth://totp/Microsoft:bg-admin01%40acmehealth.onmicrosoft.com?secret={totp_seed()}&issuer=Microsoft",
          f"shared helpdesk admin MFA -> 'can't scan image?' gave me Secret key: {groups(rnd(LOWER + '234567', 16), 4)}  (add to the 2nd phone in the NOC)",
          f"iDRAC 2FA TOTP seed for root on CHI-ESX-05: {totp_seed(16)}")

    r.add("guest_wifi_psk",
          f"AcmeGuest SSID WPA2 passphrase for this month: {passphrase(3, '')}{digits(2)}  (send to marketing for the lobby signs)",
          f'wlan ssid-profile "AcmeGuest"\n   essid "AcmeGuest"\n   opmode wpa2-psk-aes\n   wpa-passphrase {rnd(ALNUM, 14)}\n   vlan 300',
          f"patient/family wifi rotates monthly. June = {pick('Welcome', 'Healing', 'Family')}{digits(4)}")

    r.add("radius_shared_secret",
          f"ClearPass -> NPS proxy, secret is {rnd(ALNUM + '#%', 20)}. same on both nps01 and nps02",
          f"NPS RADIUS client for the Aruba controllers, shared secret: {rnd(ALNUM, 24)}",
          f"radius server NPS01\n address ipv4 {ip()} auth-port 1812 acct-port 1813\n key {rnd(ALNUM + '!#%', 22)}")

    r.add("snmp_community_string",
          f"snmp-server community {rnd(ALNUM, 12)} RO 10\nsnmp-server location CHI-MDF-B1",
          f"PRTG v2c community for the APC UPSes = {rnd(ALNUM, 10)}",
          f"changed the printers' SNMP read community from public to {rnd(LOWER + DIGITS, 12)} via the xerox fleet tool, update PaperCut!")

    r.add("snmpv3_auth_passphrase",
          f"PRTG snmpv3 creds for the UPSes\nuser: prtg-ups\nauth (SHA256): {rnd(ALNUM, 16)}\npriv (AES): {rnd(ALNUM, 16)}",
          f"snmp-server user prtgmon PRTG-GRP v3 auth sha {rnd(ALNUM, 16)} priv aes 128 {rnd(ALNUM, 16)}",
          f"SNMPv3 on the iDRACs: user monitor, auth SHA pass {rnd(ALNUM, 14)}, priv AES pass {rnd(ALNUM, 14)}")

    r.add("ilo_password",
          f"CHI-ESX-04 iLO 5  Administrator / {rnd(UPPER + DIGITS, 8)}  (still the pull-tag default... change it)",
          f"ilo https://chi-esx-06-ilo.{DOM}\nadmin: hpadmin\n{strong_pw(16)}",
          f'<RIBCL VERSION="2.0">\n  <LOGIN USER_LOGIN="Administrator" PASSWORD="{strong_pw(14)}">\n    <SERVER_INFO MODE="read"><GET_HOST_DATA /></SERVER_INFO>\n  </LOGIN>\n</RIBCL>')

    r.add("idrac_password",
          f"racadm -r 10.20.8.{secrets.randbelow(200) + 10} -u root -p '{strong_pw(16)}' getsysinfo",
          f"iDRAC9 on CHI-SQL-EHR02  root/{strong_pw(14)}",
          f"new Dell R760 (svc tag {tag()}) idrac pw from the luggage tag: {rnd(ALNUM, 8)}")

    r.add("keepass_master_password",
          f"backup of the keepass master pw in case I get hit by a bus (Tom knows about this note): {strong_pw(26)}",
          f"KeePass IT-Infra.kdbx master pw: {passphrase(5).title()}!{digits(2)}   keyfile lives on the yubikey usb in the NOC safe",
          f"KeePassXC db \\\\chi-fs01\\IT$\\vault\\infra.kdbx - composite key is just the pw, no keyfile:\n{strong_pw(24)}")

    r.add("pfx_export_password",
          f"Export-PfxCertificate -Cert Cert:\\LocalMachine\\My\\{thumb()} -FilePath C:\\temp\\wildcard2025.pfx -Password (ConvertTo-SecureString -String '{strong_pw(18)}' -Force -AsPlainText)",
          f"wildcard *.acmehealth.example 2025 pfx is on the IT share, import password {human_pw()}",
          f"openssl pkcs12 -export -in citrix.crt -inkey citrix.key -out citrix.pfx -passout pass:{rnd(ALNUM, 20)}")

    r.add("dsrm_password",
          f"ntdsutil > set dsrm password > reset password on server null > {strong_pw(20)} -- done on all 3 DCs 3/1",
          f"DSRM pw for CHI-DC01/02/03 (set via ntdsutil 'set dsrm password'): {strong_pw(22)}",
          f"Install-ADDSDomainController -DomainName {DOM} -InstallDns -SafeModeAdministratorPassword (ConvertTo-SecureString '{strong_pw(20)}' -AsPlainText -Force)")

    r.add("graph_access_token",
          f"token from Graph Explorer for testing the device query, good ~1hr:\nBearer {graph_token(tenant)}",
          f'$headers = @{{ Authorization = "Bearer {graph_token(tenant)}" }}\nInvoke-RestMethod -Uri "https://graph.microsoft.com/v1.0/deviceManagement/managedDevices" -Headers $headers')

    sa = "stacmeintune" + rnd(LOWER + DIGITS, 6)
    r.add("azure_storage_account_key",
          f"$ctx = New-AzStorageContext -StorageAccountName {sa} -StorageAccountKey '{storage_key()}'",
          f"DefaultEndpointsProtocol=https;AccountName={sa};AccountKey={storage_key()};EndpointSuffix=core.windows.net",
          f"key1 for {sa} (intune log uploads): {storage_key()}")

    r.add("azure_sas_token",
          f"SAS for the diag log container, give to MS support: https://{sa}.blob.core.windows.net/diaglogs?{sas()}",
          f"azcopy copy 'C:\\Logs\\*' 'https://{sa}.blob.core.windows.net/imaging?{sas()}' --recursive")

    r.add("temporary_access_pass",
          f"TAP for Dr. Nguyen's new phone: {tap()}  valid 8 hrs, one-time",
          f"Temporary Access Pass\nPass\n{tap()}\nValid from 5/6/2025, 7:02:14 AM\nValid until 5/6/2025, 3:02:14 PM\nOne-time use Yes",
          f"PS> New-MgUserAuthenticationTemporaryAccessPassMethod -UserId jpatel@{UPN} -BodyParameter @{{lifetimeInMinutes=480; isUsableOnce=$true}}\n\nId                  : {guid()}\nIsUsable            : True\nLifetimeInMinutes   : 480\nTemporaryAccessPass : {tap()}")

    r.add("user_temp_password",
          f"reset jsmith2 pw to {pick('Welcome', 'Acme', 'Temp')}{digits(4)}{pick('!', '#', '$')} must change at next logon ({ticket()})",
          f"Set-ADAccountPassword -Identity mrodriguez -Reset -NewPassword (ConvertTo-SecureString -AsPlainText '{human_pw()}' -Force); Set-ADUser mrodriguez -ChangePasswordAtLogon $true",
          f"new hire in pharmacy (starts mon), first day pwd {pick('Lakeshore', 'Welcome', 'Chicago')}-{digits(4)}{pick('!', '?')} - give to her manager not by email")

    r.add("fido2_security_key_pin",
          f"bg-admin02 yubikey (the blue one in envelope #2) pin {digits(6)}",
          f"YubiKey 5 NFC for bg-admin01 (serial {digits(8, True)}) FIDO2 PIN: {digits(8)}",
          f"note to self: my own admin security key PIN is {digits(6)}")

    r.add("server_room_door_code",
          f"MDF door keypad B1 code: {digits(5)}#",
          f"IDF 3 West closet combo lock {digits(4)} (facilities changed it after the contractor thing)",
          f"new keypad code for the server room starting Monday - {digits(6)} then *")

    r.add("alarm_disarm_code",
          f"ADT code for the Oak Park clinic IDF room: {digits(4)} (user 7 = IT)",
          f"colo cage at the Elk Grove DC, alarm panel user 12 disarm code {digits(4)}",
          f"if the DC alarm goes off after hours: code {digits(5)}, passphrase for the monitoring co is '{pick('blue', 'silver', 'orange')} {pick('heron', 'falcon', 'walleye')}'")

    r.add("ups_nmc_password",
          f"ssh apc@ups-idf4-01.{DOM}\npw {strong_pw(12)}\nthen 'ups -c off' only if facilities says so!!",
          f"APC Smart-UPS NMC3 web ui (ups-b1-01..04): apc / {strong_pw(14)}",
          f"Eaton Gigabit card on UPS-IDF2 admin pwd {human_pw()}")

    r.add("switch_enable_secret",
          f"enable secret 0 {strong_pw(16)}\nusername netadmin privilege 15 secret 0 {strong_pw(16)}",
          f"line con 0\n password {rnd(ALNUM, 12)}\n login\nline vty 0 15\n transport input ssh",
          f"core switch enable pw (CHI-CORE-01) - {strong_pw(14)}")

    r.add("firewall_admin_password",
          f"FortiGate at Oak Park clinic - admin / {human_pw()}  (they lost the one I gave them last yr)",
          f"config system admin\n    edit \"admin\"\n        set accprofile \"super_admin\"\n        set password {strong_pw(18)}\n    next\nend",
          f"Palo Alto PA-3220 local admin (for when LDAP auth breaks) admin / {strong_pw(20)}")

    r.add("vcenter_sso_password",
          f"Connect-VIServer vcsa01.{DOM} -User 'administrator@vsphere.local' -Password '{strong_pw(18)}'",
          f"administrator@vsphere.local on vcsa01.{DOM}: {strong_pw(20)}",
          f"vCenter SSO admin password changed during 8.0U2 upgrade -> {human_pw()}")

    r.add("esxi_root_password",
          f"ESXi root for the whole cluster (chi-esx-01..08): {strong_pw(18)}",
          f"ssh root@chi-esx-03.{DOM}\nPassword: {strong_pw(16)}\n(enabled SSH for the VMware case, disable after!!)",
          f"standalone ESXi at the Oak Park clinic, root pw {human_pw()}")

    r.add("backup_encryption_password",
          f"Veeam job 'EHR-SQL-Daily' encryption password: {passphrase(5).title()}{digits(3)}  -- without this the backups are bricks",
          f"Veeam config backup encryption pw (File > Config Backup): {strong_pw(22)}")

    r.add("azure_devops_pat",
          f"ADO PAT for the intune-scripts repo pipeline (Code R/W, 90 days): {ado_pat()}",
          f"git clone https://pat:{ado_pat()}@dev.azure.com/acmehealth/Infra/_git/intune-scripts")

    r.add("github_pat",
          f"winget-pkgs fork push token (exp 90d) -> github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"GitHub fine-grained token for the winget manifest repo: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}  (classic, repo scope, for the ps module publish action)")

    r.add("smtp_relay_password",
          f"scan-to-email on the MFPs authenticates as scanner@{UPN} w/ app password {groups(ms_app_password(), 4)}",
          f"Send-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential (New-Object PSCredential('alerts@{UPN}', (ConvertTo-SecureString '{human_pw()}' -AsPlainText -Force))) -To it-oncall@{UPN} -From alerts@{UPN} -Subject test",
          f"internal relay relay01.{DOM}:25 needs auth for the lab analyzers now: user svc-smtp-lab pass {strong_pw(14)}")

    r.add("ldap_bind_password",
          f"PaperCut LDAP sync bind: CN=svc-ldapbind,OU=Service Accounts,DC=corp,DC=acmehealth,DC=internal / {strong_pw(18)}",
          f"ldapsearch -H ldaps://chi-dc01.{DOM} -D 'svc-ldapbind@{DOM}' -w '{strong_pw(16)}' -b 'DC=corp,DC=acmehealth,DC=internal' '(sAMAccountName=jdoe)'",
          f"Pyxis/BD ES AD integration bind account pw {human_pw()}")

    r.add("sccm_network_access_account_password",
          f"OSD TS 'Win11 Clinical' run-as step uses CORP\\svc-cm-osd / {human_pw()}",
          f"ConfigMgr NAA CORP\\svc-cm-naa pwd: {strong_pw(20)} (yes we still have it, for the legacy TS)",
          f"SCCM client push account CORP\\svc-cm-push\n{strong_pw(18)}")

    r.add("entra_connect_account_password",
          f"Entra Connect AD DS connector acct (MSOL_{hexs(12)}) pw - we set a custom one: {strong_pw(24)}",
          f"AAD Connect staging server install used CORP\\svc-aadc-adds with password {strong_pw(20)}")

    r.add("certificate_private_key",
          f"private key for the EHR portal cert (from the CSR I made on the web box):\n{pem('RSA PRIVATE KEY', 6)}",
          f"key for radius.{DOM} NPS cert before I combine it into the pfx\n{pem('PRIVATE KEY', 5)}")

    r.add("ssh_private_key",
          f"jump box (chi-jump01) key for the ansible user, id_ed25519:\n{openssh_private()}",
          f"{openssh_private()}\n^ that's the key the Meraki config backup script uses to scp to chi-fs02")

    r.add("purchasing_card",
          f"IT P-card for vendor renewals: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Dell order - used dept card {luhn(pick('51', '53', '55'), 16)}  {card_expiry()}  sec code {digits(3)}  billing zip 60611",
          f"amazon business card on file is the amex {luhn('37', 15)} exp {card_expiry()} CID {digits(4)}")

    r.add("voicemail_pin",
          f"my desk phone vm pin {digits(4)}, the main IT line is {digits(6)}",
          f"Teams voicemail pin for the IT on-call line: {digits(6)}",
          f"Cisco Unity vm pin (ext 4-{digits(4)}) reset to {digits(6)}")

    r.add("teams_webhook_url",
          f"PRTG notification -> Teams: https://acmehealth.webhook.office.com/webhookb2/{guid()}@{tenant}/IncomingWebhook/{hexs(32)}/{guid()}/V2{rnd(URLSAFE, 43)}  (channel #infra-alerts)",
          f"Intune noncompliance alerts -> Teams channel webhook:\nhttps://acmehealth.webhook.office.com/webhookb2/{guid()}@{tenant}/IncomingWebhook/{hexs(32)}/{guid()}/V2{rnd(URLSAFE, 43)}",
          f"$webhook = 'https://acmehealth.webhook.office.com/webhookb2/{guid()}@{tenant}/IncomingWebhook/{hexs(32)}/{guid()}/V2{rnd(URLSAFE, 43)}'")

    r.add("session_cookie",
          f"from the fiddler trace for the MS case (my session, kill it after): ESTSAUTHPERSISTENT=0.A{rnd('QRSTUV', 1)}{rnd(URLSAFE, 280)}",
          f"Cookie: ASP.NET_SessionId={rnd(LOWER + DIGITS, 24)}; .AspNet.Cookies={rnd(URLSAFE, 180)}  <- captured from the vendor portal, works to reproduce the bug")

    r.add("vendor_portal_recovery_codes",
          f"HPE Passport / GreenLake 2FA backup codes:\n{recovery_codes(5, 'digits')}",
          f"Dell TechDirect backup codes (acct it-purchasing@{UPN}):\n{recovery_codes(8, 'other')}",
          f"GitHub recovery codes for the acmehealth-it org owner acct\n{recovery_codes(6, 'github')}")

    return r


def lookalikes() -> Rows:
    r = Rows()
    tenant = guid()

    r.add("bitlocker_key_id_only",
          f"user at 5 North read me the key ID off the recovery screen: {hexs(8).upper()}-{hexs(4).upper()}-... pulled the matching key from Intune and walked her through it. {ticket()} closed",
          f"KeyProtectorId      : {{{guid(True)}}}\nAutoUnlockProtector :\nKeyProtectorType    : Tpm\nKeyFileName         :\nRecoveryPassword    :\nKeyCertificateType  :\nThumbprint          :",
          f"manage-bde -protectors -get C: showed Numerical Password ID {{{guid(True)}}} -- escrowed to Entra OK (BackupToAAD-BitLockerKeyProtector returned no error)")

    r.add("bitlocker_escrow_status",
          f"Intune BitLocker report: WOW-ED3-0{secrets.randbelow(9) + 1} shows 'Key escrowed: No' — ran BackupToAAD-BitLockerKeyProtector, synced, now Yes. key ID {hexs(8).upper()}",
          f"BitLocker compliance report: 1,{digits(3)} devices encrypted, {secrets.randbelow(40) + 3} with no key escrowed. Recovery keys are in Entra (Devices > BitLocker keys), NOT in AD for the cloud-native ones",
          "Event 845 'BitLocker Drive Encryption recovery information for volume C: was backed up successfully to your Azure AD' on most of the WOW carts. good")

    r.add("entra_tenant_id",
          f"Directory (tenant) ID: {tenant}\nPrimary domain: acmehealth.onmicrosoft.com",
          f"tenant id for the conditional access export script is {tenant}, don't mix it up with the dev tenant {guid()}",
          f"Connect-MgGraph -TenantId {tenant} -Scopes 'DeviceManagementManagedDevices.Read.All'")

    r.add("entra_object_id",
          f"ObjectId of the SG-Intune-Kiosk-Devices group: {guid()}",
          f"PS> Get-MgUser -UserId jpatel@{UPN} | fl Id,DisplayName\nId          : {guid()}\nDisplayName : Jasmine Patel",
          f"service principal object id (NOT the app id) for Epic-Graph-Sync = {guid()}")

    r.add("app_client_id",
          f"Application (client) ID: {guid()}\nObject ID: {guid()}\nDirectory (tenant) ID: {tenant}\nSupported account types: My organization only",
          f"the PACS vendor SSO app client id is {guid()} - they need it for their SAML config, it's not secret",
          f"MSAL config for the badge kiosk: clientId {guid()}, redirect uri https://kiosk.{DOM}/signin-oidc, public client (no secret)")

    r.add("client_secret_expiry_notice",
          f"Heads up: secret for 'Epic-Graph-Sync' expires 6/30. Secret ID {guid()}, hint '{rnd(ALNUM, 3)}'. New secret goes in CyberArk, not here",
          f"Description  Expires  Value  Secret ID\nn8n-bot  9/30/2026  {rnd(ALNUM, 3)}*******************  {guid()}",
          "Azure AD app secret rotation runbook: create new secret, update Key Vault kv-acme-infra, restart app svc, delete old one after 24h. Never paste the value in tickets.")

    r.add("windows_sid",
          f"orphaned SID on the Radiology share ACL: {sid()} - probably a deleted tech account",
          f"PS> Get-ADUser svc_sqlreport | select SID\n\nSID\n---\n{sid()}",
          f"local Administrator is always the -500 one: {sid(500)}. LAPS manages it, don't rename")

    r.add("cert_thumbprint",
          f"PS Cert:\\LocalMachine\\My> dir\n\nThumbprint                                Subject\n----------                                -------\n{thumb()}  CN=*.acmehealth.example, O=Acme Health, L=Chicago, S=Illinois, C=US\n{thumb()}  CN=chi-nps01.{DOM}",
          f"bind the new wildcard on IIS: netsh http add sslcert ipport=0.0.0.0:443 certhash={thumb().lower()} appid={{{guid()}}}",
          f"Intune trusted cert profile 'Acme Root CA 2024' thumbprint {groups(thumb(), 2, ':')}")

    r.add("cert_serial_number",
          f"certutil -view -restrict \"SerialNumber={rnd(HEX, 38)}\" -out CommonName,NotAfter  (checking the NPS cert)",
          f"Issued cert serial {rnd(HEX, 36)} from ACME-ISSUING-CA02 for radius.{DOM}, valid to 2027-02-11",
          f"revoked serial {rnd(HEX.upper(), 38)} (old citrix gateway cert), CRL published")

    r.add("kb_number",
          f"May patch Tuesday: KB50{digits(5)} (2022 LCU) + KB50{digits(5)} (.NET) approved for ring 1. KB50{digits(5)} pulled - breaks the Epic printing",
          f"wusa /uninstall /kb:50{digits(5)} /quiet /norestart on the 3 lab PCs that bluescreen")

    r.add("device_serial",
          f"HP EliteDesk serials for the ED refresh: {hp_serial()}, {hp_serial()}, {hp_serial()}, {hp_serial()}",
          f"Dell service tag {tag()} (CHI-ESX-05) - warranty to 2027, ProSupport Plus",
          f"Surface Pro 9 serial {digits(12)} came back from repair, re-enroll in Autopilot")

    r.add("asset_tag",
          f"asset tags for the new WOWs: AHC-{(first := 100000 + secrets.randbelow(800000))} thru AHC-{first + 39}",
          f"moved AHC-{digits(6)} (Zebra ZD621) from 4E to 6W, update CMDB")

    r.add("mac_address",
          f"reserve in DHCP:\n{mac(':', True)}  RAD-PRN-01\n{mac(':', True)}  RAD-PRN-02\n{mac('-', True)}  GE-CT-CONSOLE",
          f"rogue device on VLAN 40, MAC {mac()} - vendor OUI lookup says Raspberry Pi?? found it in the cafeteria",
          f"ClearPass MAC-auth allow list add: {mac('', False)} (infusion pump IP-{digits(4)})")

    r.add("servicenow_ticket",
          f"{ticket()} - printer on 5N, {ticket()} - VPN for Dr. Kim, {ticket('RITM')} new hire laptop, {ticket('CHG')} tonight's DC patch window",
          f"{ticket('PRB')} problem record for the recurring Citrix black screen, linked {ticket()} {ticket()}",
          f"change {ticket('CHG')} approved by CAB, implementation 2025-05-18 01:00-04:00 CT")

    r.add("windows_event_id",
          "seeing a ton of Event ID 4625 (failed logon, Logon Type 3, Status 0xC000006A) from 10.20.14.55 — that's the old Kronos clock, wrong stored pw",
          "Event 4740 account lockout for svc-kofax, caller computer CHI-CAP01. also 4771 pre-auth failed 0x18",
          "BitLocker-API event 24620 + 796 on the cath lab PCs after firmware, TPM needed reset")

    r.add("gpo_guid",
          f"GPO 'WS - BitLocker Settings' = {{{guid(True)}}}; in SYSVOL \\\\{DOM}\\SYSVOL\\{DOM}\\Policies\\{{{guid(True)}}}",
          f"gpresult showed 'Kiosk Lockdown' {{{guid(True)}}} denied (security filtering) on ED-KIOSK-03",
          f"Backup-GPO -Guid {guid()} -Path \\\\chi-fs01\\IT$\\gpo-backups")

    r.add("password_rotated_notice",
          "rotated the SQL sa password on CHI-SQL-PACS01 today per audit; new one is in CyberArk under the PACS safe. vendor notified",
          "FYI break glass accounts' passwords were rotated 4/9 after the DR test, envelopes re-sealed and logged. nothing to update anywhere else",
          f"PS> Reset-LapsPassword  (ran on RAD-WS-{digits(4)} after the vendor left) - new pw is in AD, get it with Get-LapsADPassword if needed",
          "krbtgt reset #1 done 10:05, waiting for replication before #2 tomorrow")

    pc = f"PHARM-PC-{digits(2)}"
    r.add("laps_secure_string_output",
          f"PS C:\\> Get-LapsADPassword -Identity {pc}\n\nComputerName        : {pc}\nDistinguishedName   : CN={pc},OU=Pharmacy,OU=Workstations,DC=corp,DC=acmehealth,DC=internal\nAccount             : Administrator\nPassword            : System.Security.SecureString\nPasswordUpdateTime  : 5/2/2025 3:40:12 AM\nExpirationTimestamp : 6/1/2025 3:40:12 AM\nSource              : EncryptedPassword\nDecryptionStatus    : Success\nAuthorizedDecryptor : CORP\\LAPS-Readers",
          "Intune local admin password blade just says 'Local admin password  ••••••••••  Show' until you click Show. role needs deviceLocalCredentials.Read.All")

    r.add("laps_policy_settings",
          "Windows LAPS Intune policy: BackupDirectory = Azure AD, PasswordAgeDays = 30, PasswordLength = 20, PasswordComplexity = 4 (large+small+numbers+specials), PostAuthenticationActions = reset + logoff, grace 8h",
          "LAPS GPO for on-prem: Configure password backup directory = Active Directory, Enable password encryption = Enabled, authorized decryptors CORP\\LAPS-Readers")

    r.add("vault_reference",
          "SQL sa pw lives in CyberArk: Safe = INFRA-SQL, Object = CHI-SQL-PACS01-sa. Check it out via PVWA, it auto-rotates on check-in",
          "iLO/iDRAC creds are all in CyberArk safe 'INFRA-OOB' now, platform WinDomain-Dell-iDRAC. don't keep them anywhere else",
          f"Key Vault kv-acme-infra secret 'epic-graph-sync-secret' (version {hexs(32)}) is what the function app references: @Microsoft.KeyVault(SecretUri=https://kv-acme-infra.vault.azure.net/secrets/epic-graph-sync-secret/)")

    r.add("keepass_entry_path",
          "KeePass: Infra > Network > Core Switches > CHI-CORE-01 enable (also has the console pw in notes)",
          "guest wifi PSK: KeePass IT-Infra.kdbx / Wireless / AcmeGuest (monthly). updated the entry, not pasting it here",
          "KeePassXC entry 'Veeam config backup' under Backup/Veeam - password field + the recovery instructions attachment")

    r.add("secret_env_var_reference",
          "the runbook reads $env:GRAPH_CLIENT_SECRET from the Automation account encrypted variable, don't hardcode",
          "pipeline variables: ADO_PAT (secret, locked), TENANT_ID (plain), CLIENT_ID (plain). set in the library group 'intune-prod'",
          "Get-AutomationPSCredential -Name 'svc-domjoin'  # credential asset, pw not in the script")

    r.add("password_policy_text",
          "New AD fine-grained policy for svc accts: MinPasswordLength 25, complexity on, MaxPasswordAge 365, lockout 10 attempts / 15 min. applies to SG-ServiceAccounts",
          "user pw policy per ISO memo: 14 char min, no expiry (NIST 800-63B), banned password list on in Entra Password Protection, incl. 'Acme', 'Lakeshore', 'Cubs' variants",
          "Password must be at least 14 characters and contain 3 of 4: upper, lower, number, symbol. Cannot reuse last 24. -- paste this into the help desk KB")

    r.add("windows_hello_pin_policy",
          "WHfB PIN policy in Intune: min 6 digits, max 127, no special chars required, expiration never, history 0",
          "nurse asked why her Hello PIN has to be 6 numbers not 4 - it's policy, told her to pick something not her birthday")

    r.add("snmp_oid",
          "APC battery capacity OID 1.3.6.1.4.1.318.1.1.1.2.2.1.0, runtime remaining .1.3.6.1.4.1.318.1.1.1.2.2.3.0",
          "printer toner level: 1.3.6.1.2.1.43.11.1.1.9.1.1 (prtMarkerSuppliesLevel), max is .8.1.1",
          "sysUpTime 1.3.6.1.2.1.1.3.0 / ifInOctets 1.3.6.1.2.1.2.2.1.10 for the PRTG sensor template")

    r.add("snmp_config_reference",
          "SNMP community strings are per-site now (B1/IDF/clinic), documented in KeePass > Network > SNMP. 'public' disabled everywhere incl. printers",
          "switched all the IDF switches to SNMPv3 authPriv (SHA/AES128), v2c communities removed. creds in CyberArk INFRA-NET",
          "PRTG 'SNMP Credentials' inherited from the root group — don't override per device anymore")

    r.add("intune_device_id",
          f"Intune device ID {guid()} / Azure AD device ID {guid()} for WOW-ED3-04 - they're different, don't confuse them",
          f"https://intune.microsoft.com/#view/Microsoft_Intune_Devices/DeviceSettingsMenuBlade/~/overview/mdmDeviceId/{guid()}",
          f"PS> Get-MgDeviceManagementManagedDevice -Filter \"deviceName eq 'RAD-WS-{digits(4)}'\" | select Id,AzureAdDeviceId,SerialNumber\n\nId                                   AzureAdDeviceId                      SerialNumber\n--                                   ---------------                      ------------\n{guid()} {guid()} {hp_serial()}")

    r.add("aadsts_error_correlation",
          f"AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication.\nTrace ID: {guid()}\nCorrelation ID: {guid()}\nTimestamp: 2025-05-07 14:22:31Z",
          f"Request Id: {guid()}\nCorrelation Id: {guid()}\nTimestamp: 2025-05-08T03:11:09.442Z\nApp name: Citrix Workspace\nApp id: {guid()}\nIP address: 10.20.30.{secrets.randbelow(200) + 2}\nDevice identifier: {guid()}\nDevice platform: Windows 10\nDevice state: Hybrid Azure AD joined",
          f"Intune enrollment 0x80180014 on the kiosk, activity id {guid()}. MS case open")

    r.add("graph_request_id",
          f"Intune Graph export job id {guid()}, status completed, url expires in 1h (the download link, not a secret itself - it's tied to my session)",
          f"Graph 429 throttled: request-id {guid()}, client-request-id {guid()}, x-ms-ags-diagnostic {{\"ServerInfo\":{{\"DataCenter\":\"North Central US\",\"Slice\":\"E\",\"Ring\":\"3\",\"ScaleUnit\":\"00{secrets.randbelow(9)}\",\"RoleInstance\":\"CH01EPF000{rnd(UPPER + DIGITS, 5)}\"}}}}",
          f"ETag W/\"{b64(secrets.token_bytes(12))}\" on the user object, retried with If-Match and it worked")

    r.add("conditional_access_policy_id",
          f"named location 'Chicago campuses' id {guid()} — 3 IP ranges, marked trusted",
          f"CA policy 'CA004 - Require compliant device for Epic' id {guid()}, report-only until 6/1",
          f"sign-in log shows CA policy {guid()} (block legacy auth) as Failure for the old scanner, that's expected")

    r.add("m365_sku_id",
          f"SPE_E5 skuId {guid()} / M365 F3 skuId {guid()} - used in the group-based licensing script",
          f"Set-MgUserLicense -UserId jdoe@{UPN} -AddLicenses @{{SkuId='{guid()}'}} -RemoveLicenses @()")

    r.add("azure_resource_id",
          f"/subscriptions/{guid()}/resourceGroups/rg-infra-prod-ncus/providers/Microsoft.Automation/automationAccounts/aa-acme-intune",
          f"log analytics workspace resource id: /subscriptions/{guid()}/resourceGroups/rg-monitor/providers/Microsoft.OperationalInsights/workspaces/law-acme-sec, workspace id {guid()}",
          f"subscription 'Acme-Infra-Prod' = {guid()}, billing scope owner is Finance")

    r.add("storage_account_reference",
          f"storage acct {'stacmeintune' + rnd(LOWER + DIGITS, 6)}: Allow storage account key access = Disabled, SAS expiry policy 1 day, public blob access off",
          "stacmeintune logs container is private, access via managed identity from the function app — no keys or SAS handed out anymore",
          "rotated key1 on the intune logs storage acct, apps use key2 + Key Vault reference now")

    r.add("ssh_public_key",
          f"ssh-keygen -lf id_ed25519.pub\n256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} ansible@chi-jump01 (ED25519)",
          f"ansible user's authorized_keys on the linux boxes:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ansible@chi-jump01",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} meraki-backup@chi-fs02  <- public half, ok to share with Cisco")

    r.add("public_certificate_pem",
          f"Acme Root CA 2024 public cert for the vendor to trust:\n-----BEGIN CERTIFICATE-----\nMIIFazCCA1OgAwIBAgIQ{rnd(B64, 44)}\n{pem_body(7)}\n-----END CERTIFICATE-----",
          f"intermediate (ACME-ISSUING-CA02) to paste into the NetScaler cert chain:\n-----BEGIN CERTIFICATE-----\nMIIEdTCCA12gAwIBAgIT{rnd(B64, 44)}\n{pem_body(5)}\n-----END CERTIFICATE-----")

    r.add("dkim_dns_record",
          f"selector1._domainkey.acmehealth.example CNAME selector1-acmehealth-example._domainkey.acmehealth.onmicrosoft.com\nTXT v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{rnd(B64, 300)}IDAQAB",
          f"DKIM for the Epic MyChart sender via SendGrid: s1._domainkey TXT \"k=rsa; t=s; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{rnd(B64, 150)}QIDAQAB\"")

    r.add("dns_verification_txt",
          f"_dmarc.acmehealth.example TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@{UPN}\"; SPF include:spf.protection.outlook.com",
          f"M365 domain verification for acmehealth-foundation.example: TXT @ MS=ms{digits(8)}",
          f"Apple Business Manager domain verify: apple-domain-verification={rnd(ALNUM, 16)}; google-site-verification={rnd(URLSAFE, 43)} for marketing's site")

    r.add("installer_file_hash",
          f"PS> Get-FileHash .\\CitrixWorkspaceApp.exe -Algorithm SHA256\n\nAlgorithm Hash                                                             Path\n--------- ----                                                             ----\nSHA256    {hexs(64).upper()} C:\\pkg\\CitrixWorkspaceApp.exe",
          f"Epic Hyperspace installer md5 {hexs(32)} matches what TS sent, sha1 {hexs(40)}",
          f"Defender blocked the PACS viewer update, file hash {hexs(64)} - submitted as FP")

    r.add("script_commit_sha",
          f"intune-scripts repo: reverted {hexs(40)} (broke the printer remediation), good commit is {hexs(7)}",
          f"winget manifest PR merged at {hexs(40)}, pipeline run #{digits(4)}")

    r.add("msi_product_code",
          f"uninstall old Java: msiexec /x {{{guid(True)}}} /qn  (product code from the registry, Oracle JRE 8u202)",
          f"Intune Win32 app detection rule: MSI product code {{{guid(True)}}}, version >= 24.2.0.172")

    r.add("registry_path",
          f"HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\{{{guid(True)}}} - leftover from the Imprivata agent",
          "HKLM\\SOFTWARE\\Policies\\Microsoft\\FVE  RecoveryKeyMessage / UseAdvancedStartup = 1 — custom text on the recovery screen says 'call x4357'",
          f"HKLM\\SYSTEM\\CurrentControlSet\\Control\\Class\\{{4d36e972-e325-11ce-bfc1-08002be10318}}\\00{digits(2)} - NIC power mgmt fix for the WOW carts")

    r.add("pnp_hardware_id",
          f"missing driver on the new Latitudes: PCI\\VEN_8086&DEV_{rnd('0123456789ABCDEF', 4)}&SUBSYS_{rnd('0123456789ABCDEF', 8)}&REV_{rnd('0123456789ABCDEF', 2)}",
          f"USB\\VID_0C2E&PID_{rnd('0123456789ABCDEF', 4)} = Honeywell scanner, add to the device control allow list")

    r.add("defender_alert_id",
          f"Defender alert da{digits(18)}_{digits(10, True)} on RAD-WS-{digits(4)} 'Suspicious PowerShell' - it was my LAPS script lol. resolved as benign",
          f"MDE incident {digits(5)}, machine id {hexs(40)}, investigation {digits(4)} auto-remediated")

    r.add("sccm_package_id",
          f"ConfigMgr package CHI{rnd('0123456789ABCDEF', 5)} (Office LTSC), deployment id CHI2{digits(4)}, TS CHI{rnd('0123456789ABCDEF', 5)}",
          f"client stuck at 0x87D00607 for app CHI{rnd('0123456789ABCDEF', 5)}, content not on DP chi-dp02")

    r.add("ad_object_guid",
          f"objectGUID {guid()} for OU=Kiosks - the Intune AD connector config references it",
          f"PS> Get-ADComputer ED-KIOSK-0{secrets.randbelow(9) + 1} | fl ObjectGUID,SID\nObjectGUID : {guid()}\nSID        : {sid()}")

    r.add("autopilot_hardware_hash",
          f"Device Serial Number,Windows Product ID,Hardware Hash\n{hp_serial()},,{b64(secrets.token_bytes(1200))}",
          f"Get-WindowsAutopilotInfo -OutputFile C:\\HWID\\{tag()}.csv  -> uploaded, group tag 'AH-CLINICAL', ZTDId {guid()}")

    r.add("ip_subnet_plan",
          "VLAN 20 clinical wks 10.20.20.0/23, VLAN 40 biomed 10.20.40.0/24 (no internet), VLAN 300 guest 172.16.0.0/20, mgmt 10.20.8.0/24 (iLO/iDRAC), DNS 10.20.1.10/.11",
          f"iDRAC IPs: chi-esx-01 10.20.8.{secrets.randbelow(50) + 10}, chi-esx-02 10.20.8.{secrets.randbelow(50) + 70}, chi-sql-ehr02 10.20.8.{secrets.randbelow(50) + 130}")

    r.add("hostname_inventory",
          f"DCs: chi-dc01/02/03.{DOM}; NPS chi-nps01/02; print chi-prt01; SQL chi-sql-ehr02, chi-sql-pacs01, chi-sql-rpt01; citrix ddc chi-ctxddc01/02",
          f"Citrix gateway = citrix.acmehealth.example (VIP 10.20.5.{secrets.randbelow(200) + 10}), StoreFront sf.{DOM}")

    r.add("vendor_support_phone",
          f"Sectra support 24/7: (312) 555-01{digits(2)}, Epic TS on-call via Galaxy or (608) 555-0{digits(3)}, GE CT remote svc 1-800-555-0{digits(3)}",
          f"MS Unified support line 1-800-555-01{digits(2)}, our contract id {digits(8)}, TAM is Dana")

    r.add("microsoft_support_case",
          f"MS case 25{digits(14)} - Intune hybrid join failing w/ 0x801c03f3, sev B",
          f"Dell case {digits(9)} for the PERC battery on CHI-ESX-05, dispatch {digits(9)}; VMware SR {digits(11)}")

    r.add("purchase_order_number",
          f"PO-{digits(6)} for 40 HP EliteDesk G9, invoice INV-{digits(7)}, CDW order {rnd(UPPER + DIGITS, 6)}",
          f"Citrix renewal quote Q-{digits(8)}, PO {digits(10)} approved by finance, contract # CTX-{digits(6)}")

    r.add("shipment_tracking_number",
          f"replacement PSU shipping UPS 1Z{rnd(UPPER + DIGITS, 16)}, arrives Thurs",
          f"returned RMA {digits(8)} FedEx {digits(12)} to Dell depot")

    r.add("pcard_reference",
          f"Amazon Business order 111-{digits(7)}-{digits(7)} paid w/ card on file (Visa ..{digits(4)})",
          f"charged the Dell order to the IT p-card ending {digits(4)}, receipt uploaded to Concur, exp report ER-{digits(6)}",
          "p-card limit bumped to $10k for the FY-end renewals; card stays in the director's lockbox, ask her to run it")

    r.add("wifi_profile_no_psk",
          "AcmeSecure SSID = 802.1X EAP-TLS via NPS, cert from the Intune SCEP profile; AcmeGuest = captive portal + PSK (monthly, in KeePass); AcmeBiomed = MAC auth",
          'netsh wlan show profiles name="AcmeSecure" key=clear\n...\nSecurity settings\n    Authentication         : WPA2-Enterprise\n    Cipher                 : CCMP\n    Security key           : Absent\n    802.1X                 : Enabled')

    r.add("mfa_registration_note",
          "Dr. Kim's MFA re-registered on new iPhone, old method deleted, number matching working. issued a TAP for it (expired now)",
          "Authenticator setup for the NOC shared phone done — seed scanned directly, nothing written down. the QR was shown on screen only",
          "per policy admin accounts need FIDO2 or Authenticator w/ number match, no SMS. bg accounts use FIDO2 keys stored in the CISO safe")

    r.add("firmware_version",
          f"iLO 5 fw 3.0{secrets.randbelow(9)}, BIOS U46 v2.{digits(2)}, SPP 2025.03.0; iDRAC9 7.00.{secrets.randbelow(99):02d}.00 on the R760s",
          f"Xerox AltaLink firmware 111.009.0{digits(2)}.{digits(5)}, Ricoh system ver 1.{digits(2)}")

    r.add("dicom_uid",
          f"PACS router ae title ACME_RTR01 port 104, study instance uid 1.2.840.113619.2.{digits(3)}.{digits(4)}.{digits(10)}.{digits(3)} failed to route (test patient)",
          f"modality worklist AE CT_EAST_01 -> 10.20.40.{secrets.randbelow(200) + 10}:4100, implementation class uid 1.2.276.0.7230010.3.0.3.6.{secrets.randbelow(9)}")

    r.add("password_talk_no_value",
          "told the vendor we won't give them the sa pw over email, they can get a named login with db_datareader",
          "the citrix test account password is the one from last quarter's change record, ask Mike if you need it",
          "Karen forgot her pw again, unlocked via Unlock-ADAccount and sent her to SSPR (aka.ms/sspr). didn't set anything",
          "reminder: iLO default pw is printed on the pull tag on the front of the server; we change it at rack time")

    return r


def main() -> None:
    write_corpora("make_heldout134.py", [
        ("heldout134_credentials.yaml", credentials(), "batch 134 (Chicago hospital Windows/M365 sysadmin), written blind; every value synthetic"),
        ("heldout134_lookalikes.yaml", lookalikes(), "batch 134 look-alikes: GUIDs, SIDs, thumbprints, key IDs, vault references and policy text, written blind"),
    ])


if __name__ == "__main__":
    main()
