# ruff: noqa: E501
"""Writes heldout174_credentials.yaml and heldout174_lookalikes.yaml: held-out batch 174.

Persona: an IT contractor in Chicago who looks after a small law firm (Kessler Whitcomb LLP,
about 20 people). Terse American-English ticket notes, PowerShell one-liners and pasted
admin-center output: the M365 global admin and break-glass accounts, Entra app secrets,
BitLocker keys, Clio tokens, copier PINs, the office VPN, door and alarm codes, backup
passphrases, registrar logins and EPP codes, a partner's voicemail PIN.

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
    amex,
    aws_secret,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
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
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "harbor", "gravel", "lantern", "orchid", "walnut", "copper", "meadow", "anchor", "thistle",
    "velvet", "pylon", "saddle", "quarry", "ember", "juniper", "tundra", "marble", "falcon",
    "cobalt", "prairie", "ledger", "cinder", "violet", "ferry", "granite", "oyster", "pepper",
    "summit", "willow", "basalt", "canyon", "drizzle", "lumber", "mosaic", "nectar", "rapids",
]
SYM = "!#$%&*+-=?@"
FIRM = "kwlaw.example"
LAN = "kw.internal"


def entra_secret() -> str:
    """An Entra ID client secret value: three characters, a digit, 'Q~', then 34 more."""
    return f"{rnd(ALNUM, 3)}{secrets.randbelow(10)}Q~{rnd(ALNUM + '~._-', 34)}"


def gu() -> str:
    return uid().upper()


def thumb() -> str:
    return hexs(40).upper()


def cpw() -> str:
    """A password the contractor generated or a user picked, in one of a few styles."""
    w1, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        pw(),
        f"{w1.capitalize()}{secrets.choice(SYM)}{digits(4)}{w2.capitalize()}",
        rnd(ALNUM + SYM, 18),
        f"{w1.capitalize()}-{w2}-{secrets.choice(WORDS)}-{digits(2)}",
        rnd(ALNUM + "!@#$%^&*", 24),
    )


def laps_pw() -> str:
    return rnd(ALNUM + "!@#$%&*+-.{}[]", 14)


def epp() -> str:
    return rnd(ALNUM + "!@#$%^&*()-_+=", 16)


def totp_seed() -> str:
    return rnd(BASE32.lower(), 32)


def aba() -> str:
    """A nine-digit ABA routing number with a valid check digit."""
    body = digits(8, lead=True)
    total = sum(int(c) * w for c, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def ardc() -> str:
    return digits(7, lead=True)


def cook_case() -> str:
    return f"20{pick('22', '23', '24', '25')}{pick('L', 'CH', 'M1', 'D', 'LA')}{digits(6)}"


def ndil_case() -> str:
    return f"1:{pick('23', '24', '25')}-cv-{digits(5)}"


def matter() -> str:
    return f"{digits(4, lead=True)}-{digits(3)}"


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}"


def credentials() -> Rows:
    r = Rows()

    ga = cpw()
    r.add(
        "m365_global_admin_password",
        f"M365 GA = admin@kwlawllp.onmicrosoft.example / {ga}  (MFA on my Yubikey, the blue one)",
        f"global admin pw changed 3/14 after Deb left. new one: {cpw()}\ndon't put it in the shared OneNote again",
        f"Ticket #4471 closed. For the record GA password is now {cpw()} - only me + Ray Okafor have it",
    )
    r.add(
        "breakglass_account_password",
        f"break glass acct: bg-emergency01@kwlawllp.onmicrosoft.example\npw: {rnd(ALNUM + SYM, 32)}\nexcluded from all CA policies, printed copy in the firm safe",
        f"BG2 (second break-glass) -> {rnd(ALNUM + '!@#$%^&*()', 30)}  no MFA by design, alert rule fires on any sign-in",
        f"remember: emergency access account password rotated Q2, value {rnd(ALNUM + SYM, 28)} - update the sealed envelope",
    )
    r.add(
        "entra_app_client_secret",
        f"Clio-M365 sync app reg, client secret value: {entra_secret()}  (expires 2026-09-30)",
        f"$clientSecret = '{entra_secret()}'\n$tenantId = '{uid()}'\n$appId = '{uid()}'\nConnect-MgGraph -TenantId $tenantId -ClientSecretCredential (New-Object PSCredential($appId,(ConvertTo-SecureString $clientSecret -AsPlainText -Force)))",
        f"new secret for the scanner OAuth app (Scan2Mail-KW) since the old one expired:\n{entra_secret()}",
        f"backup app reg secret - Veeam M365: {entra_secret()}  copy it now, portal wont show it again",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery for KW-LT-014 (Marisol's Latitude): {bitlocker_key()}",
        f"Ray's Surface asked for recovery after BIOS update. key was\n{bitlocker_key()}\nrotate it after, Intune -> Devices -> Rotate BitLocker keys",
        f"PS C:\\> (Get-BitLockerVolume -MountPoint C:).KeyProtector | ? KeyProtectorType -eq RecoveryPassword\nKeyProtectorId   : {{{gu()}}}\nRecoveryPassword : {bitlocker_key()}",
        f"reception PC KW-DT-003 bitlocker key {bitlocker_key()} (not escrowed to Entra yet, fix)",
    )
    r.add(
        "clio_api_token",
        f"Clio API access token for the intake form integration: {rnd(ALNUM, 40)}",
        f"curl -H \"Authorization: Bearer {rnd(ALNUM, 40)}\" https://clio.acme.test/api/v4/matters.json?limit=5",
        f"clio refresh token (Zapier conn): {rnd(ALNUM, 40)}  if zap breaks re-auth as the firm admin",
    )
    r.add(
        "clio_oauth_client_secret",
        f"Clio developer app 'KW Docs Bridge'\napp key: {rnd(ALNUM, 40)}\napp secret: {rnd(ALNUM, 40)}",
        f"CLIO_CLIENT_SECRET={rnd(ALNUM, 40)}",
        f"clio oauth: client_id {rnd(ALNUM, 40)} / client_secret {rnd(ALNUM, 40)} redirect https://bridge.{LAN}/cb",
    )
    r.add(
        "copier_admin_pin",
        f"Ricoh IM C4500 (2nd fl) admin login: admin / {digits(8)}",
        f"copier admin PIN changed from the default. 3rd floor Canon: {digits(7)}",
        f"Konica in file room -> Utility > Admin Settings, pw {digits(8)}. Sharp in mailroom still factory, change it!",
    )
    r.add(
        "scan_to_email_app_password",
        f"scanner@{FIRM} app password (legacy SMTP auth on the Ricoh): {rnd(LOWER, 16)}",
        f"SMTP for scan-to-email\nserver smtp.acme.test:587 STARTTLS\nuser scans@{FIRM}\npass {cpw()}",
        f"old Xerox can't do OAuth so it uses app pw {groups(rnd(LOWER, 16), 4)} on the scan mailbox",
    )
    r.add(
        "vpn_preshared_key",
        f"Office IPsec VPN PSK (FortiClient): {rnd(ALNUM + '!@#$%^&*', 32)}",
        f"site to site Loop office <-> Oak Brook, IKEv2\nlocal id kw-loop, remote id kw-ob\npsk: {rnd(ALNUM, 40)}",
        f"config vpn ipsec phase1-interface\n    edit \"KW-Remote\"\n        set psksecret {rnd(ALNUM + '!#%', 28)}\n    next\nend",
    )
    r.add(
        "door_access_admin_login",
        f"Brivo (door access) admin: itadmin@{FIRM} / {cpw()}",
        f"door system web console login - user kwfacilities pass {cpw()} - only for adding/removing fobs",
        f"Suite 1800 access control panel local admin\nadmin\n{rnd(ALNUM, 12)}",
    )
    r.add(
        "alarm_panel_code",
        f"alarm master code {digits(4)}, duress {digits(4)} (don't give out the master)",
        f"ADT panel installer code is {digits(4)} - user code for cleaning crew {digits(4)}",
        f"alarm co. verbal passcode '{secrets.choice(WORDS)}' + arm/disarm {digits(4)} for Ray's after-hours",
    )
    r.add(
        "backup_encryption_passphrase",
        f"Datto SIRIS encryption passphrase: {phrase(WORDS, 6, '-')}{digits(2)}\nWITHOUT THIS THE BACKUPS ARE GONE. copy in safe",
        f"Synology Hyper Backup task 'KW-Files-Offsite' client-side encryption pw = {cpw()}",
        f"backup appliance encr key (agent volumes): {phrase(WORDS, 5, ' ')} {digits(3)}",
    )
    r.add(
        "registrar_login",
        f"Registrar (domains: kwlaw + kessler-whitcomb) login kwit-admin / {cpw()}  2FA -> my phone",
        f"domain registrar acct #{digits(8)} user: kessler_it  pw: {cpw()}",
        f"registrar.acme.test login\n  u: it@{FIRM}\n  p: {rnd(ALNUM + SYM, 20)}",
    )
    r.add(
        "epp_transfer_code",
        f"EPP/auth code for kessler-whitcomb.example (moving to new registrar): {epp()}",
        f"transfer auth code kwlaw.example -> {epp()} valid 5 days",
        f"Got the EPP codes from the old registrar\nkwlaw.example   {epp()}\nkwllp.example   {epp()}",
    )
    r.add(
        "voicemail_pin",
        f"Ray Okafor voicemail PIN {digits(6)} (he asked me to save it, forgets every month)",
        f"Partner VM pins - RO {digits(6)}, DB {digits(4)}",
        f"reset Dana Brennan's voicemail pin on the phone system, new pin: {digits(6)}. she'll change it",
    )
    r.add(
        "office_wifi_psk",
        f"KW-Staff wifi WPA2 key: {rnd(ALNUM, 20)}",
        f"SSID KW-Secure, pass {phrase(WORDS, 3, '')}{digits(3)} (rotated after the associate left)",
        f"wifi for the conf rooms: KW-Conf / {cpw()}",
    )
    r.add(
        "laps_local_admin_password",
        f"PS> Get-LapsAADPassword -DeviceIds KW-LT-009 -IncludePasswords -AsPlainText\nDeviceName : KW-LT-009\nPassword   : {laps_pw()}\nPasswordExpirationTime : 5/2/2025 3:14:07 AM",
        f"LAPS pw for KW-DT-011 (needed it for the printer driver) {laps_pw()}",
        f"local .\\kwadmin on the conf room PC = {laps_pw()} (expires in 30d)",
    )
    r.add(
        "dsrm_password",
        f"DC01 DSRM password: {rnd(ALNUM + SYM, 20)}",
        f"directory services restore mode pw for KW-DC02 -> {cpw()}  (set when promoting)",
    )
    r.add(
        "breakglass_totp_seed",
        f"BG account authenticator secret key (the 'can't scan' code): {groups(totp_seed(), 4)}",
        f"otpauth://totp/KW:bg-emergency02?secret={rnd(BASE32, 32)}&issuer=Microsoft",
        f"TOTP seed for registrar 2FA so I can add it to a 2nd phone: {rnd(BASE32, 16)}",
    )
    r.add(
        "m365_backup_codes",
        f"registrar 2FA backup codes\n{digits(8)}\n{digits(8)}\n{digits(8)}\n{digits(8)}",
        f"Clio 2FA recovery codes for admin acct: {rnd(LOWER + DIGITS, 10)} {rnd(LOWER + DIGITS, 10)} {rnd(LOWER + DIGITS, 10)}",
        f"Keeper admin recovery phrase (24 words):\n{phrase(WORDS, 24)}",
    )
    r.add(
        "firewall_admin_password",
        f"FortiGate 60F admin -> https://fw01.{LAN}:8443  admin / {cpw()}",
        f"fw01 local admin pw changed (fw-admin) to {rnd(ALNUM + SYM, 22)}",
        f"Oak Brook firewall: user 'kwadmin' password '{cpw()}'",
    )
    r.add(
        "fortigate_api_token",
        f"FortiGate REST API admin 'ps-api' token: {rnd(LOWER + UPPER + DIGITS, 30)}",
        f"Invoke-RestMethod \"https://fw01.{LAN}/api/v2/monitor/system/status\" -Headers @{{Authorization = 'Bearer {rnd(ALNUM, 30)}'}} -SkipCertificateCheck",
        f"oak brook fortigate api key -> {rnd(ALNUM, 30)} (trusted host 10.20.99.0/24 only)",
    )
    r.add(
        "switch_enable_secret",
        f"core switch (sw01) enable secret {rnd(ALNUM, 14)}  ssh user netadmin same pw",
        f"enable secret 0 {rnd(ALNUM + '!#', 16)}\nusername netadmin privilege 15 secret 0 {rnd(ALNUM, 16)}",
    )
    r.add(
        "ups_nmc_password",
        f"APC UPS network card (ups01.{LAN}) apc / {cpw()}",
        f"UPS web mgmt login changed from apc/apc -> admin pw is now {rnd(ALNUM, 14)}",
        f"ups02 snmpv3 user kwmon auth {rnd(ALNUM, 16)} priv {rnd(ALNUM, 16)}",
    )
    r.add(
        "azure_storage_connection_string",
        f"DefaultEndpointsProtocol=https;AccountName=kwoffsite01;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.acme.test",
        f"storage acct key1 for the scanned-docs archive (kwscanarchive): {b64(secrets.token_bytes(64))}",
        f"SAS for the migration container, expires Fri:\n?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2025-06-06T22:00:00Z&sig={b64(secrets.token_bytes(32)).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}",
    )
    r.add(
        "sql_connection_string",
        f"Server=kw-sql01.{LAN}\\PCLAW;Database=PCLawData;User Id=pclaw_svc;Password={cpw()};TrustServerCertificate=True",
        f"document mgmt DB conn (Worldox): Data Source=kw-app01.{LAN};Initial Catalog=WDX;uid=wdx;pwd={rnd(ALNUM, 16)}",
        f"sqlcmd -S kw-sql01.{LAN} -U sa -P '{rnd(ALNUM + '!@#$', 18)}' -Q \"SELECT @@VERSION\"",
    )
    tenant = uid()
    r.add(
        "graph_access_token",
        f"token from Get-MsalToken for testing, good 1h:\n{jwt({'aud': '00000003-0000-0000-c000-000000000000', 'iss': f'https://sts.windows.example/{tenant}/', 'tid': tenant, 'appid': uid(), 'roles': ['Mail.Send', 'User.Read.All']}, alg='RS256', signature=rnd(URLSAFE, 342))}",
        f"$headers = @{{ Authorization = \"Bearer {jwt({'aud': 'https://graph.acme.test', 'tid': uid(), 'upn': f'admin@{FIRM}', 'scp': 'Directory.ReadWrite.All'}, alg='RS256', signature=rnd(URLSAFE, 342))}\" }}",
    )
    r.add(
        "exo_cert_private_key",
        f"cert auth for Exchange Online unattended script (CN=KW-EXO-Automation), private key:\n{pem('PRIVATE KEY', 6)}",
        f"PFX export password for KW-EXO-Automation.pfx: {cpw()}",
        f"$pfxPw = ConvertTo-SecureString '{rnd(ALNUM + SYM, 20)}' -AsPlainText -Force\nImport-PfxCertificate -FilePath .\\kw-graph.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password $pfxPw",
    )
    r.add(
        "nas_ssh_private_key",
        f"key for root on the Synology (nas01.{LAN}), use with -i:\n{openssh_private()}",
        f"backup user ssh key (rsync to offsite box)\n{pem('RSA PRIVATE KEY', 8)}",
    )
    r.add(
        "nas_admin_password",
        f"Synology DSM nas01 -> kwadmin / {cpw()}",
        f"NAS admin acct (default 'admin' disabled): it-kw pw {cpw()}",
        f"QNAP in Oak Brook, login {rnd(ALNUM + SYM, 16)} for user qadmin",
    )
    r.add(
        "smtp_relay_api_key",
        f"SendGrid key for the Clio/intake notification relay: {sendgrid_key()}",
        f"smtp relay for copiers -> smtp.acme.test user apikey pass {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
    )
    r.add(
        "firm_card_with_cvv",
        f"firm Visa for registrar + M365 billing: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"Amex (Ray's, ok'd for CDW orders) {amex()}  {card_expiry()}  CID {digits(4)}",
        f"card on file for Dell/CDW: MC {luhn('55', 16)} {card_expiry()} / {digits(3)}  billing zip 60603",
    )
    r.add(
        "sip_trunk_credentials",
        f"SIP trunk (for the Yealinks) registrar sip.acme.test\nauth user {digits(10, lead=True)}\nauth pw {rnd(ALNUM, 16)}",
        f"phone system admin portal kwadmin / {cpw()}",
        f"ext 204 (Ray) SIP password {rnd(ALNUM, 12)} - needed when reprovisioning his desk phone",
    )
    r.add(
        "password_manager_master_password",
        f"Keeper master pw for the IT shared folder acct: {phrase(WORDS, 4, '-').title()}-{digits(2)}",
        f"Bitwarden org owner account master password -> {phrase(WORDS, 5, ' ')}",
        f"if I get hit by a bus: password manager master = {cpw()} (envelope in safe has the same)",
    )
    r.add(
        "password_manager_secret_key",
        f"1Password Secret Key for kw-it account: {onepassword_secret_key()}",
        f"Emergency kit - secret key {onepassword_secret_key()} master pw {phrase(WORDS, 4, '.')}",
        f"1P secret key for Ray's account (he lost the kit, again):\n{onepassword_secret_key()}",
    )
    r.add(
        "rmm_api_secret",
        f"NinjaOne API client secret (for the PS reports): {rnd(URLSAFE, 43)}",
        f"RMM api:\n  client_id: {rnd(URLSAFE, 27)}\n  client_secret: {rnd(URLSAFE, 43)}",
        f"Datto RMM API key {rnd(UPPER + DIGITS, 20)} secret {rnd(UPPER + DIGITS, 32)}",
    )
    r.add(
        "edr_agent_passphrase",
        f"SentinelOne agent passphrase for KW-LT-014 (needed to uninstall): {phrase([w.upper() for w in WORDS], 6)}",
        f"S1 passphrase reception pc -> {phrase([w.upper() for w in WORDS], 6)}",
        f"Huntress uninstall / tamper protection key: {rnd(ALNUM, 32)}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.{FIRM}:51820",
        f"my laptop's wg privkey for the office tunnel {wg_key()}",
        f"Dana's home wg conf -> PrivateKey={wg_key()}  (delete from this note after she's set up)",
    )
    r.add(
        "pacer_account_password",
        f"PACER firm acct (docketing uses it) username kwdocket pw {cpw()}",
        f"PACER login for Dana: dbrennan_kw / {cpw()} -- she asked me to reset + save it",
        f"CM/ECF NDIL login for the paralegal shared acct: {rnd(ALNUM + SYM, 14)}",
    )
    r.add(
        "efiling_provider_login",
        f"eFileIL service provider acct: efile@{FIRM} / {cpw()}",
        f"Odyssey efile login for Tina (paralegal) password {cpw()}",
        f"efiling acct for the firm, admin user kwadmin, pw: {rnd(ALNUM + SYM, 16)}",
    )
    r.add(
        "server_closet_lock_combo",
        f"server closet Simplex lock combo: {digits(1)}-{digits(1)}, {digits(1)}, {digits(1)}-{digits(1)}",
        f"IDF closet keypad code {digits(6)}#",
        f"key box by the server rack, combo {digits(4)} (spare keys for the IDF + cabinet)",
    )
    r.add(
        "idrac_root_password",
        f"iDRAC on KW-HV01 root / {rnd(ALNUM, 12)}",
        f"racadm -r 10.20.0.15 -u root -p '{cpw()}' serveraction powercycle",
        f"HV02 iDRAC: root {rnd(ALNUM + SYM, 16)} (changed from calvin)",
    )
    r.add(
        "apns_apple_id_password",
        f"Apple ID for Intune APNs cert (apns@{FIRM}) pw {cpw()}  - renew every year in Sept!",
        f"Apple Business Manager admin: abm-admin@{FIRM}  {cpw()}",
    )
    r.add(
        "duo_integration_secret",
        f"Duo RDP integration\nikey {'DI' + rnd(UPPER + DIGITS, 18)}\nskey {rnd(ALNUM, 40)}\nhost api-{hexs(8)}.duo.acme.test",
        f"duo secret key for the VPN radius proxy: {rnd(ALNUM, 40)}",
        f"[radius_server_auto]\nikey={'DI' + rnd(UPPER + DIGITS, 18)}\nskey={rnd(ALNUM, 40)}\napi_host=api-{hexs(8)}.duo.acme.test\nradius_secret_1={rnd(ALNUM, 24)}",
    )
    r.add(
        "isp_account_pin",
        f"Comcast Business acct security PIN {digits(4)} - they ask for it on every call",
        f"ISP (fiber, Oak Brook) account passcode: {digits(6)}",
        f"Comcast biz: acct # {digits(16, lead=True)}, security pin {digits(4)}",
    )
    r.add(
        "registrar_account_pin",
        f"registrar support PIN {digits(6)} (phone verification)",
        f"domain acct customer PIN -> {digits(4)}",
    )
    r.add(
        "nvr_admin_password",
        f"camera NVR (lobby + server room) admin {cpw()}",
        f"Hikvision NVR nvr01.{LAN} login admin:{rnd(ALNUM, 12)}",
        f"nvr viewer acct for the office mgr - user frontdesk / {cpw()}",
    )
    r.add(
        "scan_service_account_password",
        f"svc-scan (SMB scan share user on the copiers) pw: {cpw()}",
        f"$cred = New-Object PSCredential('KW\\svc-backup', (ConvertTo-SecureString '{rnd(ALNUM + SYM, 20)}' -AsPlainText -Force))",
        f"net use S: \\\\nas01.{LAN}\\scans /user:KW\\svc-scan {rnd(ALNUM, 16)}",
    )
    r.add(
        "temp_password_issued",
        f"new hire Priya Nair - priya.nair@{FIRM} temp pw {cpw()} (must change at first sign-in), told her by phone",
        f"Set-MsolUserPassword ... no, Graph now:\nUpdate-MgUser -UserId tina.ross@{FIRM} -PasswordProfile @{{Password='{cpw()}'; ForceChangePasswordNextSignIn=$true}}",
        f"reset Marisol's pw to {cpw()} - she's locked out again",
        f"Ray's temp password while his phone is being replaced: {rnd(ALNUM, 12)}",
    )
    r.add(
        "teams_webhook_url",
        f"Teams incoming webhook for #it-alerts:\nhttps://kwlaw.webhook.office.example/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 45)}",
        f"RMM alert -> Teams webhook url https://kwlaw.webhook.office.example/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
    )
    r.add(
        "m365_session_cookie",
        f"grabbed from the phishing victim's browser during IR, revoke sessions: ESTSAUTHPERSISTENT=0.A{rnd(URLSAFE, 180)}",
        f"clio session cookie for the API test: _clio_session={hexs(64)}",
    )
    r.add(
        "wasabi_s3_keys",
        f"Wasabi bucket kw-offsite-backups\naccess key {rnd(UPPER + DIGITS, 20)}\nsecret {aws_secret()}",
        f"aws configure --profile wasabi\nAWS Access Key ID: {rnd(UPPER + DIGITS, 20)}\nAWS Secret Access Key: {aws_secret()}",
        f"s3 creds for Veeam offsite repo: {rnd(UPPER + DIGITS, 20)}:{aws_secret()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "matter_number",
        f"Clio matter {matter()} (Okafor / estate admin) - permissions wrong on the SharePoint folder, fixed",
        f"new matter folders to create: {matter()}, {matter()}, {matter()}",
        f"Dana wants the DMS workspace for matter #{matter()}-{pick('LIT', 'RE', 'EST')} archived",
        f"matter no. {digits(5, lead=True)}.{digits(4)} - billing code mismatch between Clio and PCLaw",
    )
    r.add(
        "docket_number",
        f"Cook County case {cook_case()} - Tina needs the e-notice mailbox rule fixed",
        f"NDIL {ndil_case()} - hearing exhibits too big for email, set up a ShareFile link",
        f"docket #{cook_case()} zoom hearing Tues, test camera in conf B",
        f"7th Cir. No. {pick('23', '24')}-{digits(4)}: briefs due, make sure the PDF/A converter works",
    )
    r.add(
        "attorney_bar_number",
        f"Ray Okafor ARDC # {ardc()} - needed for the e-filing account setup",
        f"Bar numbers for the signature block update: DB {ardc()}, RO {ardc()}, PN {ardc()}",
        f"IL ARDC no {ardc()} (Priya, new associate) goes in her Clio profile",
    )
    r.add(
        "entra_tenant_id",
        f"KW tenant id: {uid()}",
        f"Connect-MgGraph -TenantId {uid()} -Scopes 'User.ReadWrite.All','Group.Read.All'",
        f"Directory (tenant) ID {uid()}  primary domain kwlawllp.onmicrosoft.example",
    )
    r.add(
        "entra_object_id",
        f"Object ID of the break-glass acct (for the CA exclusion): {uid()}",
        f"Get-MgUser -UserId {uid()} | fl DisplayName,AccountEnabled",
        f"group 'KW-Partners' object id {uid()}, 'KW-Staff' {uid()}",
    )
    r.add(
        "app_client_id",
        f"Clio-M365 sync app reg - Application (client) ID: {uid()}",
        f"$appId = '{uid()}'  # Scan2Mail-KW, no secret here, it's in Keeper",
        f"Veeam M365 app id {uid()} / object id {uid()}",
        f"ClientId={uid()} TenantId={uid()} CertThumbprint={thumb()}",
    )
    r.add(
        "cert_thumbprint",
        f"KW-EXO-Automation cert thumbprint {thumb()} (expires 2026-01-12)",
        f"Connect-ExchangeOnline -CertificateThumbprint '{thumb()}' -AppId '{uid()}' -Organization kwlawllp.onmicrosoft.example",
        f"PS> Get-ChildItem Cert:\\LocalMachine\\My\nThumbprint                                Subject\n----------                                -------\n{thumb()}  CN=fw01.{LAN}\n{thumb()}  CN=KW-EXO-Automation",
    )
    r.add(
        "dkim_cname_target",
        f"DKIM CNAMEs for {FIRM}:\nselector1._domainkey -> selector1-kwlaw-example._domainkey.kwlawllp.onmicrosoft.example\nselector2._domainkey -> selector2-kwlaw-example._domainkey.kwlawllp.onmicrosoft.example",
        f"sendgrid dkim: s1._domainkey.{FIRM} CNAME s1.domainkey.u{digits(8, lead=True)}.wl{digits(3)}.sendgrid.acme.test",
        f"em{digits(4)}.{FIRM} CNAME u{digits(8, lead=True)}.wl{digits(3)}.sendgrid.acme.test (link branding)",
    )
    r.add(
        "message_trace_id",
        f"Message trace for the missing opposing counsel email: MessageTraceId {uid()}",
        f"Get-MessageTrace -MessageTraceId {uid()} -RecipientAddress dbrennan@{FIRM}",
        f"Message-ID <{rnd(UPPER + DIGITS, 12)}{hexs(4).upper()}@{rnd(UPPER + DIGITS, 8)}.namprd{digits(2)}.prod.outlook.example> - quarantined as phish, released",
    )
    r.add(
        "bitlocker_key_id",
        f"KW-LT-014 BitLocker recovery key ID: {gu()} (key itself is in Entra, not here)",
        f"user read me the recovery key ID off the blue screen: {hexs(8).upper()} - matches the Entra entry, read her the key over the phone",
        f"KeyProtectorId : {{{gu()}}}\nKeyProtectorType : RecoveryPassword  (just checking it's escrowed)",
        f"BitLocker key IDs for the 3 new Latitudes: {gu()}, {gu()}, {gu()}",
    )
    r.add(
        "device_serial",
        f"Dell service tag {rnd(UPPER + DIGITS, 7)} - warranty through 2027",
        f"Surface Pro 9 SN {digits(12)} (Ray's) back from repair",
        f"Ricoh IM C4500 serial {rnd(UPPER + DIGITS, 11)}, lease #{digits(7)}",
    )
    r.add(
        "asset_tag",
        f"asset tags: KW-LT-0{digits(2)} through KW-LT-0{digits(2)} issued",
        f"KW-AST-{digits(5)} = reception monitor, KW-AST-{digits(5)} = docking station",
        f"retired KW-DT-00{digits(1)} (asset #{digits(6)}) - drive wiped, cert of destruction filed",
    )
    r.add(
        "license_sku",
        "licenses: 18x O365_BUSINESS_PREMIUM, 2x EXCHANGESTANDARD, 1x AAD_PREMIUM_P2 for the break-glass testing",
        f"Get-MgSubscribedSku | select SkuPartNumber,ConsumedUnits\nSPB  {digits(2)}\nPOWER_BI_STANDARD  {digits(1)}\nMICROSOFT_BUSINESS_CENTER  1",
        f"SkuId for Business Premium: {uid()} (needed for the group-based licensing script)",
    )
    r.add(
        "conditional_access_policy_id",
        f"CA policy 'Require MFA - all users' id {uid()} - break-glass excluded",
        f"Get-MgIdentityConditionalAccessPolicy -ConditionalAccessPolicyId {uid()} | fl State",
        f"sign-in blocked by CA {uid()} (Block legacy auth) - that's why the old Xerox fails",
    )
    r.add(
        "mailbox_guid",
        f"Get-Mailbox intake@{FIRM} | fl ExchangeGuid\nExchangeGuid : {uid()}",
        f"shared mailbox 'docketing' ExchangeGuid {uid()}, ArchiveGuid {uid()}",
        f"inactive mailbox for departed associate, guid {uid()} (litigation hold, keep 7 yrs)",
    )
    r.add(
        "password_reset_note",
        f"reset tina.ross@{FIRM} password, 'user must change password at next sign-in' checked, gave her the temp one in person",
        "Marisol locked out (bad pw x10). reset via admin center, forced change at next sign-in, didn't write it anywhere",
        "Update-MgUser ... -PasswordProfile @{Password=$temp; ForceChangePasswordNextSignIn=$true}  # $temp generated + read to user, not saved",
        f"ticket #{digits(4)}: Ray's pw reset, SSPR now enabled for partners so I stop getting these calls",
    )
    r.add(
        "efiling_envelope_id",
        f"eFileIL envelope {digits(8, lead=True)} accepted 3:42pm, Tina confirmed",
        f"Odyssey envelope #{digits(8, lead=True)} rejected - PDF not text searchable. re-OCR'd, resubmitted as {digits(8, lead=True)}",
        f"NEF for {ndil_case()} doc {digits(2)} - transaction receipt {digits(8)}",
    )
    r.add(
        "vault_reference",
        "GA password lives in Keeper > KW > Tier0 > 'M365 Global Admin'. not in OneNote anymore",
        "BitLocker keys: Entra -> Devices -> (device) -> Recovery keys. don't copy them into tickets",
        "break-glass creds: sealed envelope in the firm safe, managing partner + me have access",
    )
    r.add(
        "env_var_reference",
        "$secret = $env:KW_GRAPH_CLIENT_SECRET  # set on the automation box as system env var",
        "script reads CLIO_API_TOKEN and SENDGRID_API_KEY from env, never hardcode",
        "Get-Secret -Name KW-Clio-Token -Vault KWVault -AsPlainText | Out-Null  # SecretManagement, local vault",
    )
    r.add(
        "client_secret_metadata",
        f"Clio-M365 sync secret: Secret ID {uid()}, value hint '{rnd(ALNUM, 3)}', expires 2026-09-30",
        f"Get-MgApplication -ApplicationId {uid()} | select -Expand PasswordCredentials\nDisplayName : scan2mail-2025\nEndDateTime : 11/30/2025\nHint        : {rnd(ALNUM, 3)}\nKeyId       : {uid()}",
        "reminder: Veeam app reg secret expires in 14 days, generate new one + update Veeam before 6/1",
    )
    r.add(
        "password_policy_note",
        "firm pw policy: 14 char min, no expiry (NIST), MFA everywhere, banned list incl. firm name + 'Chicago'",
        "LAPS: 14 chars, complexity 4, rotate every 30 days and after each use",
        "copier admin PINs must be 8 digits and not the factory default; checked all 4 units",
    )
    r.add(
        "invoice_number",
        f"billed KW invoice INV-{digits(5)} for March, 11.5 hrs",
        f"CDW invoice {rnd(UPPER + DIGITS, 8)} - 3x Latitude 7450, paid by firm Visa",
        f"Datto invoice #{digits(7)} seems high, ask about the extra SIRIS seat",
    )
    r.add(
        "vendor_order_number",
        f"CDW order {rnd(UPPER + DIGITS, 7)} shipped",
        f"Dell order #{digits(10, lead=True)} - ETA next Wed",
        f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} (USB-C docks)",
    )
    r.add(
        "tracking_number",
        f"UPS {ups()} - laptops for the new associates",
        f"FedEx tracking {digits(12, lead=True)} (Ricoh toner)",
        f"returned the bad dock, RMA label {ups()}",
    )
    r.add(
        "ticket_number",
        f"MS support case {digits(16, lead=True)} - mail flow delay to the court domain",
        f"Comcast ticket CR{digits(9)} circuit bounce 2am",
        f"Ricoh service call #{digits(8)} - fuser error SC542",
    )
    r.add(
        "file_hash",
        f"Get-FileHash .\\Onboard-KWUser.ps1\nAlgorithm : SHA256\nHash      : {hexs(64).upper()}",
        f"FortiOS image sha256 {hexs(64)} - matches the vendor site",
        f"commit {hexs(40)} - added shared mailbox perms to the onboarding script",
    )
    r.add(
        "ssh_public_key",
        f"my pubkey added to nas01 authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} contractor@kw-it",
        f"rsync user public key (offsite box) ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} backup@nas01",
        f"fw01 admin ssh key (public half) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )
    r.add(
        "dkim_public_key_txt",
        f"s1._domainkey.{FIRM} TXT \"v=DKIM1; k=rsa; p={b64(secrets.token_bytes(162))}\"",
        f"dkim check for the mktg sender: p={b64(secrets.token_bytes(162))} looks right",
    )
    r.add(
        "spf_dmarc_record",
        f"{FIRM} TXT \"v=spf1 include:spf.protection.outlook.example include:sendgrid.acme.test -all\"",
        f"_dmarc.{FIRM} TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@{FIRM}; pct=100\"",
    )
    r.add(
        "mac_address",
        f"reserved 10.20.0.40 for Ricoh 2nd fl MAC {mac(':', True)}",
        f"DHCP reservations:\ncopier-3f  {mac('-', True)}\nups01     {mac('-', True)}\nnvr01     {mac('-', True)}",
        f"unknown device {mac()} on KW-Guest, blocked",
    )
    r.add(
        "ip_plan",
        "VLANs: 10 data 10.20.0.0/24, 20 voice 10.20.1.0/24, 30 guest 192.168.50.0/24, 99 mgmt 10.20.99.0/24",
        f"static: fw01 10.20.0.1, sw01 10.20.99.2, nas01 10.20.0.10, kw-sql01 10.20.0.12, WAN 203.0.113.{secrets.randbelow(200) + 10}",
        f"Oak Brook tunnel: 10.44.0.0/24, peer public ip 198.51.100.{secrets.randbelow(200) + 10}",
    )
    r.add(
        "phone_number",
        f"KW main line (312) 555-01{digits(2)}, fax (312) 555-01{digits(2)}",
        f"Ray's DID 312-555-01{digits(2)} ext 204, forwards to cell after 4 rings",
    )
    r.add(
        "wifi_ssid_note",
        "SSIDs: KW-Staff (WPA2-Ent, RADIUS), KW-Guest (captive portal, pw rotates monthly, front desk has it)",
        "KW-Conf hidden ssid removed - merged into KW-Guest",
    )
    r.add(
        "firmware_version",
        f"fw01 upgraded FortiOS 7.2.{digits(1)} -> 7.4.{digits(1)} build{digits(4)}",
        f"Synology DSM 7.2.1-{digits(5)} Update {digits(1)}, Ricoh firmware {digits(1)}.{digits(2)}.{digits(2)}",
        f"Datto agent {digits(1)}.{digits(1)}.{digits(1)}.{digits(3)} on all servers, S1 agent 23.{digits(1)}.{digits(1)}.{digits(3)}",
    )
    sub = uid()
    r.add(
        "azure_resource_id",
        f"/subscriptions/{sub}/resourceGroups/rg-kw-backup/providers/Microsoft.Storage/storageAccounts/kwoffsite01",
        f"automation acct resource id /subscriptions/{sub}/resourceGroups/rg-kw-automation/providers/Microsoft.Automation/automationAccounts/kw-auto",
        f"Azure sub id {uid()} (pay-as-you-go, billed to firm Visa)",
    )
    r.add(
        "intune_device_id",
        f"Intune device id for KW-LT-009: {uid()}, Entra device id {uid()}",
        f"wipe sent to {uid()} (lost iPhone, Priya) - confirmed",
        f"Get-MgDeviceManagementManagedDevice -ManagedDeviceId {uid()} | fl ComplianceState",
    )
    r.add(
        "autopilot_hash_note",
        f"Autopilot CSV row for the new Latitude:\nDevice Serial Number,Windows Product ID,Hardware Hash\n{rnd(UPPER + DIGITS, 7)},,{b64(secrets.token_bytes(300))}",
        f"Get-WindowsAutopilotInfo -OutputFile C:\\temp\\{rnd(UPPER + DIGITS, 7)}.csv  (hash uploaded, group tag KW-Std)",
    )
    r.add(
        "ms_support_case",
        f"MS case TrackingID#{digits(16, lead=True)} - DKIM won't enable, waiting",
        f"Microsoft partner ticket {digits(16, lead=True)} closed",
    )
    r.add(
        "clio_record_id",
        f"Clio contact id {digits(10, lead=True)} duplicated by the intake zap",
        f"GET /api/v4/matters/{digits(10, lead=True)}.json returned 404 - matter was deleted",
        f"Clio webhook id {digits(7)} (matter.create) - expires in 31 days, re-register",
    )
    r.add(
        "domain_verification_txt",
        f"{FIRM} TXT MS=ms{digits(8)} (M365 domain verification)",
        f"google-site-verification={rnd(URLSAFE, 43)} for search console",
        f"TXT apple-domain-verification={rnd(ALNUM, 16)} for ABM",
    )
    r.add(
        "badge_card_number",
        f"new fob for Priya: facility code {digits(3)}, card # {digits(5)}",
        f"deactivated fob {digits(5)} (Deb, last day Fri)",
    )
    r.add(
        "promo_code",
        f"registrar renewal coupon {rnd(UPPER + DIGITS, 8)} - 20% off 3yr renewals",
        f"CDW promo code {rnd(UPPER, 4)}{digits(2)} for the docking stations",
    )
    r.add(
        "mfa_number_match_note",
        "number matching is on - users type the 2 digits shown on screen into Authenticator. told partners NOT to approve random prompts",
        "Ray got an MFA prompt at 2am he didn't start. denied, reset his pw, revoked sessions. no code shared",
    )
    r.add(
        "domain_transfer_status",
        "kwlaw.example transfer: auth code requested from old registrar, should arrive by email to it@ within 24h",
        "transfer of kwllp.example pending 5-day window, unlocked, privacy off, EPP code already used",
        "domain lock back ON after transfer; registry lock requested (needs a call + PIN)",
    )
    r.add(
        "secret_rotation_log",
        "rotated: VPN PSK (both sites), KW-Staff wifi, copier admin PINs, door system admin pw - 4/2 after Deb's departure",
        "Clio API token revoked + regenerated after the Zapier incident; new one stored in Keeper only",
        "break-glass password rotated, new envelope sealed + signed by Ray, old one shredded",
    )
    r.add(
        "pgp_fingerprint",
        f"opposing counsel's PGP key fingerprint {groups(hexs(40).upper(), 4)} - verified by phone",
        f"my signing key fpr {hexs(40).upper()}",
    )
    r.add(
        "tls_cert_serial",
        f"vpn.{FIRM} cert serial {':'.join(hexs(2) for _ in range(16))} renewed, exp 2026",
        f"fw01 SSL inspection CA serial {hexs(32).upper()} pushed via Intune",
    )
    r.add(
        "parking_plate",
        f"parking garage validation for contractor car IL plate {rnd(UPPER, 2)} {digits(5)}",
        f"Ray's car on the building list: IL {digits(3)} {digits(4)}",
    )
    r.add(
        "signin_correlation_id",
        f"sign-in failure AADSTS50126 for tina.ross, Correlation ID {uid()} Timestamp 2025-03-04T15:12:07Z",
        f"Request Id: {uid()}\nCorrelation Id: {uid()}\nError Code: 53003 (blocked by CA)",
        f"audit log activity id {uid()} - 'Reset user password' by admin, target marisol.v@{FIRM}",
    )
    r.add(
        "trust_account_remittance",
        f"IOLTA remittance on invoices: routing {aba()}, acct ending {digits(4)} (full number only from accounting)",
        f"operating acct last4 {digits(4)} - that's what shows on the vendor ACH form, fine to share",
    )
    r.add(
        "wireguard_public_key",
        f"office peer public key (give to new laptop): {wg_key()}",
        f"wg show wg0\n  public key: {wg_key()}\n  listening port: 51820\npeer: {wg_key()}\n  allowed ips: 10.44.0.3/32",
    )
    r.add(
        "payment_publishable_key",
        f"LawPay payment page public key (client side, safe): pk_live_{rnd(ALNUM, 24)}",
        f"Clio Payments embed - data-public-key=\"pub_{rnd(ALNUM, 32)}\"",
    )
    r.add(
        "hearing_meeting_id",
        f"Zoom hearing {cook_case()}: meeting ID {digits(3)} {digits(4)} {digits(4)}, passcode is in the court's notice PDF",
        f"Teams conf ID {digits(9, lead=True)}# for the deposition, dial-in (312) 555-01{digits(2)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout174.py", [
        ("heldout174_credentials.yaml", credentials(), "batch 174 (IT contractor for a small Chicago law firm), written blind; every value synthetic"),
        ("heldout174_lookalikes.yaml", lookalikes(), "batch 174 look-alikes: M365/Entra ids, thumbprints, matter and docket numbers, e-filing ids, reset notes without the password, written blind"),
    ])


if __name__ == "__main__":
    main()
