# ruff: noqa: E501
"""Writes heldout79_credentials.yaml and heldout79_lookalikes.yaml: held-out batch 79.

Persona: a database administrator who doubles as the BI analyst at a regional credit union in
Ohio (Maumee Ridge CU, hosts under mrcu.internal), working on Windows. Terse English notes:
SQL Server connection strings, SSIS package passwords, linked-server logins, sa and service
accounts, the Power BI gateway recovery key, Azure AD app secrets, the core vendor's SFTP and
PGP keys, BitLocker keys, KeePass, SecurID, plus home and family odds and ends.

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
    b64,
    b64u_bytes,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["walleye", "buckeye", "cardinal", "maumee", "hocking", "scioto", "erie", "tractor",
         "pumpkin", "harvest", "lantern", "gravel", "orchard", "canal", "furnace", "quarry",
         "pylon", "marble", "copper", "juniper", "meadow", "ledger", "teller", "vault"]


def upw() -> str:
    """A password a person made up to pass the policy."""
    return pick(
        f"{pick('Buckeye', 'Maumee', 'Walleye', 'Cardinal', 'Scioto', 'Hocking', 'Cuyahoga')}{pick('!', '#', '$', '@', '%')}{digits(4)}{pick('Fall', 'Winter', 'Q1', 'Q3', 'Ohio', 'Ava')}",
        f"{pick('Tr', 'Gr', 'Bl', 'St')}{pick('a', '4', '@')}{pick('ct', 'nd', 'rk')}{pick('0', 'o')}r{digits(3)}{pick('!', '?', '*')}{pick('Rain', 'Moss', 'Snow')}",
        f"{secrets.choice(WORDS).capitalize()}{digits(2)}{pick('&', '+', '=')}{secrets.choice(WORDS).capitalize()}{digits(2)}",
    )


def gpw(n: int = 20) -> str:
    """A password a manager or CyberArk generated (no quote characters)."""
    return rnd(ALNUM + "!#$%^*-_+=.", n)


def apw(n: int = 18) -> str:
    """A generated password that is safe inside a URL or a command line."""
    return rnd(ALNUM, n)


def pphrase(n: int = 5) -> str:
    return phrase(WORDS, n, pick(" ", "-", "."))


def urlenc(s: str) -> str:
    return s.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def client_secret() -> str:
    """An Azure AD (Entra) client secret value: 3 characters, '8Q~', 34 more."""
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}"


def pgp_block(kind: str, lines: int = 8) -> str:
    body = "\n".join(b64(secrets.token_bytes(48)) for _ in range(lines))
    return f"-----BEGIN PGP {kind} KEY BLOCK-----\n\n{body}\n={rnd(B64, 4)}\n-----END PGP {kind} KEY BLOCK-----"


def routing_number() -> str:
    """An ABA routing number (Cleveland district, thrift/CU range) with a valid check digit."""
    body = pick("2410", "2420", "0412") + digits(4)
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    total = sum(int(c) * w[i] for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def sid() -> str:
    return f"S-1-5-21-{digits(10, True)}-{digits(10, True)}-{digits(10, True)}"


def key_id() -> str:
    return hexs(16).upper()


def fingerprint() -> str:
    return groups(hexs(40).upper(), 4)


def credentials() -> Rows:
    r = Rows()
    r.add("sql_sa_password",
          f"sa on SQLPROD01 (sql-prod01.mrcu.internal,1433) = {gpw()}\nbreak/fix only, log it in #dba",
          f"DR box SQLDR02 sa pw got changed during the failover test -> {upw()}",
          f'sqlcmd -S sql-dev03.mrcu.internal -U sa -P "{apw()}" -Q "SELECT @@VERSION"',
          f"sa / {gpw(16)}   (SQLSTAGE02, the one under Tom's desk lol)")
    r.add("sql_connection_string_password",
          f"Server=tcp:sql-prod01.mrcu.internal,1433;Database=MemberDW;User ID=bi_etl;Password={gpw()};Encrypt=True;TrustServerCertificate=True;",
          f'loan dashboard web.config:\n<add name="LoanDash" connectionString="Data Source=SQLRPT01;Initial Catalog=LendingMart;User Id=rpt_reader;Password={upw()};" providerName="System.Data.SqlClient" />',
          f"python test conn: mssql+pyodbc://etl_svc:{apw()}@sql-stage02.mrcu.internal/Staging?driver=ODBC+Driver+18+for+SQL+Server",
          f'appsettings.json\n  "ConnectionStrings": {{\n    "Warehouse": "Server=sqlprod01;Database=EDW;User Id=pbi_refresh;Password={gpw(18)}"\n  }}')
    r.add("ssis_package_password",
          f"MemberExtract.dtsx ProtectionLevel=EncryptSensitiveWithPassword, pkg pw: {upw()}",
          f'dtexec /F "D:\\SSIS\\GL_Load.dtsx" /De "{apw(14)}" /Rep E',
          f"all the ACH_* packages share ONE package password, ugh: {gpw(16)}\nchange it when we move them to SSISDB")
    r.add("linked_server_login",
          f"EXEC sp_addlinkedsrvlogin @rmtsrvname = N'CORE_ODS', @useself = N'False', @locallogin = NULL, @rmtuser = N'ods_link', @rmtpassword = N'{gpw()}';",
          f"linked server LENDINGPRO -> remote login lp_readonly / {upw()}",
          f"Linked srv to card processor staging (CARDSTG): cardlink  {gpw(14)}  -- vendor set it, need a ticket to change")
    r.add("sql_service_account_password",
          f"MRCU\\svc_sqlengine   {gpw(24)}\nMRCU\\svc_sqlagent    {gpw(24)}",
          f"SSRS svc acct MRCU\\svc_ssrs pw is {gpw(22)} (never expires per exception EX-2291)",
          f"if Config Manager asks for the agent acct password again: {gpw(24)}")
    r.add("powerbi_gateway_recovery_key",
          f"PBI on-prem gateway GW-PROD-01 recovery key: {pphrase(4)}{digits(2)}",
          f"gateway recovery key (NEED THIS to migrate/restore the gateway onto the new VM!!)\n{gpw(24)}",
          f"Recovery key for the 'MRCU-Finance' gateway cluster = {upw()}")
    r.add("azure_ad_client_secret",
          f"App reg pbi-refresh-automation\n client id {uid()}\n tenant {uid()}\n secret {client_secret()}\n expires 2026-03-31",
          f"$secret = ConvertTo-SecureString '{client_secret()}' -AsPlainText -Force",
          f"client secret VALUE for sp-bi-embed (not the secret ID!!): {client_secret()}",
          f"AZURE_CLIENT_SECRET={client_secret()}")
    r.add("core_vendor_sftp_password",
          f"core vendor SFTP\nhost: sftp.corevendor.example  port 22\nuser: mrcu_0417\npw: {gpw(16)}",
          f"winscp.com /command \"open sftp://mrcu_0417:{apw(16)}@sftp.corevendor.example/ -hostkey=*\" \"get /outbound/*.gpg D:\\inbound\\\" \"exit\"",
          f"new sftp pw from the vendor after the 90 day reset -> {apw(12)}")
    r.add("sftp_private_key",
          f"private key for the nightly file pull (id_ed25519_corevendor), copy in case the jump box dies:\n{openssh_private()}",
          f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: mrcu-gl-sftp\nPublic-Lines: 2\n{ssh_pub('ssh-ed25519', 32)}\nPrivate-Lines: 1\n{b64(secrets.token_bytes(36))}\nPrivate-MAC: {hexs(64)}",
          f"key the GL sftp job uses (D:\\keys\\glsftp):\n{openssh_private()}")
    r.add("pgp_private_key",
          f"MRCU file exchange PGP secret key (exported from Kleopatra 1/9):\n{pgp_block('PRIVATE', 10)}",
          f"{pgp_block('PRIVATE', 7)}\n^ positive pay decrypt key, subkey only",
          f"old core vendor key (still needed to decrypt 2023 archives)\n{pgp_block('PRIVATE', 8)}")
    r.add("pgp_passphrase",
          f"passphrase for the MRCU file exchange key (0x{key_id()}): {pphrase(5)}",
          f'gpg --batch --pinentry-mode loopback --passphrase "{pphrase(4)}" -d positive_pay_20250114.txt.gpg > positive_pay.txt',
          f"kleopatra asks for the passphrase every single time. it's\n{pphrase(6)}")
    r.add("bitlocker_recovery_key",
          f"BitLocker - my laptop LT-DBA-07\nKey ID: {hexs(8).upper()}\nRecovery key: {bitlocker_key()}",
          f"sql-prod01 OS drive bitlocker: {bitlocker_key()}",
          f"{bitlocker_key()}  <- bitlocker key, D: data volume on SQLDR02")
    r.add("keepass_master_password",
          f"KeePass master pw (DBA.kdbx on H:): {pphrase(5)}",
          f"keepass master password - {upw()}{pick('!!', '##', '')}\nkey file is on the yellow usb",
          f'if I get hit by a bus: kdbx master = "{pphrase(6)}"')
    r.add("rsa_securid_pin",
          f"SecurID PIN {digits(6)}",
          f"rsa token pin: {digits(8)} (the fob, not the soft token app)",
          f"VPN login = PIN {digits(4)} then the 6 digit tokencode, no space")
    r.add("windows_domain_password",
          f"my MRCU AD pw as of Jan: {upw()}",
          f"new domain pw (changed 2/3, next forced change early May): {upw()}",
          f"adm-dmorrow (priv acct) pw {gpw(18)}")
    r.add("sql_login_password",
          f"CREATE LOGIN [crm_app] WITH PASSWORD = N'{gpw()}', CHECK_POLICY = ON;",
          f"ALTER LOGIN [pbi_reader] WITH PASSWORD = '{upw()}';  -- ran 4/2 after the audit",
          f"login for the mortgage vendor app on SQLAPP02: mtg_app / {gpw(16)}")
    r.add("tde_certificate_backup_password",
          f"BACKUP CERTIFICATE TDE_Cert_MemberDW TO FILE = 'E:\\certs\\TDE_Cert_MemberDW.cer' WITH PRIVATE KEY (FILE = 'E:\\certs\\TDE_Cert_MemberDW.pvk', ENCRYPTION BY PASSWORD = '{gpw(24)}');",
          f"TDE cert pvk password (needed to restore MemberDW ANYWHERE else!!): {gpw(24)}",
          f"pvk pw for tde cert on sqlprod01 -> {pphrase(4)}{digits(3)}\n.cer/.pvk copies in \\\\fs01\\dba$\\tde")
    r.add("database_master_key_password",
          f"CREATE MASTER KEY ENCRYPTION BY PASSWORD = '{gpw(24)}';  -- master, SQLPROD01",
          f"DMK pw for EDW (the symmetric key on the SSN columns hangs off it): {gpw(22)}",
          f"OPEN MASTER KEY DECRYPTION BY PASSWORD = '{gpw(24)}';")
    r.add("azure_storage_account_key",
          f"DefaultEndpointsProtocol=https;AccountName=stacmemrcuarchive;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net",
          f"storage acct stacmebilanding key1:\n{b64(secrets.token_bytes(64))}",
          f'az storage blob list --account-name stacmeexports --account-key "{b64(secrets.token_bytes(64))}" -c extracts -o table')
    r.add("azure_sas_token",
          f"https://stacmebilanding.blob.core.windows.net/inbound?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2025-12-31T23:59:59Z&st=2025-01-01T00:00:00Z&spr=https&sig={urlenc(b64(secrets.token_bytes(32)))}",
          f"SAS for vendor drop container (exp end of year):\n?sp=racwl&st=2025-02-01T14:00:00Z&se=2025-12-31T22:00:00Z&spr=https&sv=2022-11-02&sr=c&sig={urlenc(b64(secrets.token_bytes(32)))}")
    r.add("azure_devops_pat",
          f"ADO PAT for the BI repo (code r/w, 90 days): {rnd(LOWER + '234567', 52)}",
          f"git clone https://dmorrow:{rnd(LOWER + '234567', 52)}@dev.azure.com/acme-mrcu/BI/_git/ssis-packages",
          f"pipeline PAT -- {rnd(LOWER + '234567', 52)} -- exp 6/30")
    r.add("smtp_relay_password",
          f"EXEC msdb.dbo.sysmail_add_account_sp @account_name = 'DBA Alerts', @email_address = 'sqlalerts@mrcu.example', @mailserver_name = 'smtp.mrcu.example', @port = 587, @enable_ssl = 1, @username = 'sqlalerts@mrcu.example', @password = '{gpw(16)}';",
          f"dbmail smtp acct sqlalerts@mrcu.example  app pw {rnd(LOWER, 16)}",
          f"relay login for the SSRS subscriptions: ssrs-mailer@mrcu.example\n{upw()}")
    r.add("idrac_password",
          f"iDRAC sqlprod01 https://10.20.4.11  root / {apw(14)}",
          f"idrac sqldr02 creds root:{gpw(14)}",
          f"idrac pw on the new R760s (all 3 same for now): {upw()}")
    r.add("vcenter_password",
          f"vcenter.mrcu.internal read-only: svc_dba_ro@vsphere.local  {gpw(18)}",
          f"vsphere login for pre-patch snapshots (ask Rick first): dba-snap@vsphere.local pw={upw()}")
    r.add("backup_encryption_password",
          f"Redgate SQL Backup encryption pw - every prod job uses it, .sqb files are useless without it: {gpw(28)}",
          f"EXEC master..sqlbackup '-SQL \"BACKUP DATABASE [MemberDW] TO DISK = ''\\\\bak01\\sql\\<AUTO>.sqb'' WITH PASSWORD = ''{apw(24)}'', KEYSIZE = 256, COMPRESSION = 4\"'",
          f"veeam config backup encryption password: {pphrase(4)}")
    r.add("oracle_db_password",
          f"lending system oracle: sqlplus lnrpt/{apw(14)}@lnprod-db.mrcu.internal:1521/LNPROD",
          f"Oracle LNPROD schema LN_READ pw = {upw()}  (expires every 180d, their dba is Mike)",
          f"ora test env LNTEST  system/{apw(12)}")
    r.add("fraud_vendor_api_key",
          f"fraud scoring API key (prod): {rnd(ALNUM, 40)}",
          f'curl -s -H "X-Api-Key: {rnd(ALNUM, 40)}" https://api.fraudvendor.example/v2/scores/batch -d @batch.json',
          f"credit bureau soft-pull sandbox\napi_key={hexs(32).upper()}\nuser mrcu_test")
    r.add("teams_webhook_url",
          f"Teams webhook for #dba-alerts: https://acmemrcu.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
          f"$hook = 'https://acmemrcu.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}'\nInvoke-RestMethod -Uri $hook -Method Post -Body $json -ContentType 'application/json'")
    r.add("breakglass_account_password",
          f"break glass (if CyberArk is down): MRCU\\bg-dba01  {gpw(24)}\nsealed copy in the IT safe too",
          f"emergency sysadmin login bg_sql / {gpw(20)}",
          f"bg acct pw after the March rotation:\n{gpw(24)}")
    r.add("laps_local_admin_password",
          f"LAPS pw SQLPROD01 local Administrator (pulled 3/14, expires 4/13): {rnd(ALNUM + '.-', 20)}",
          f"Get-LapsADPassword SQLDR02 -AsPlainText\n\nComputerName : SQLDR02\nAccount      : Administrator\nPassword     : {rnd(ALNUM + '.-', 20)}",
          f"local admin on the gateway VM (LAPS): {rnd(ALNUM, 18)}")
    r.add("eventhub_connection_string",
          f"Endpoint=sb://ehns-acme-mrcu-txn.servicebus.windows.net/;SharedAccessKeyName=bi-listen;SharedAccessKey={b64(secrets.token_bytes(32))};EntityPath=card-auths",
          f"eventhub conn for the stream analytics test:\nEndpoint=sb://ehns-acme-mrcu-dev.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={b64(secrets.token_bytes(32))}")
    r.add("pfx_export_password",
          f"ssrs.mrcu.internal cert pfx export pw {upw()}",
          f"Import-PfxCertificate -FilePath C:\\certs\\ssrs2025.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString -String '{gpw(16)}' -AsPlainText -Force)",
          f"wildcard *.mrcu.internal pfx -- password {apw(16)}")
    tid = uid()
    r.add("powerbi_rest_bearer_token",
          f"postman bearer for PBI REST (1h):\nAuthorization: Bearer {jwt({'aud': 'https://analysis.windows.net/powerbi/api', 'iss': f'https://sts.windows.net/{tid}/', 'tid': tid, 'appid': uid(), 'upn': 'dmorrow@mrcu.example', 'exp': 1739990000}, 'RS256', rnd(URLSAFE, 342))}",
          f"token from Get-PowerBIAccessToken:\n{jwt({'aud': 'https://analysis.windows.net/powerbi/api', 'tid': uid(), 'scp': 'Dataset.ReadWrite.All', 'exp': 1741210000}, 'RS256', rnd(URLSAFE, 342))}")
    r.add("sharepoint_fedauth_cookie",
          f"FedAuth cookie from edge devtools for the PQ sharepoint scrape test:\nFedAuth=77u/PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0idXRmLTgiPz48U1A+{rnd(B64, 180)}",
          f"rtFa={rnd(B64, 210)}IAAAA=  (sharepoint session, acmemrcu.sharepoint.com)")
    r.add("totp_seed",
          f"authenticator seed for the core vendor portal (QR scan failed, typed it): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/CoreVendor:mrcu_dmorrow?secret={rnd(BASE32, 32)}&issuer=CoreVendor&digits=6",
          f"TOTP secret, ACH origination portal\n{rnd(BASE32, 16)}")
    r.add("mfa_backup_codes",
          f"personal MS acct recovery code: {groups(rnd(UPPER + DIGITS, 25), 5, '-')}",
          f"backup codes corporate CU portal:\n{recovery_codes(5, 'digits')}",
          f"github (dba scripts) recovery codes\n{recovery_codes(6, 'github')}")
    r.add("ach_portal_password",
          f"corporate CU portal (ACH/wires) user DMORROW02 pw {upw()}",
          f"ach origination site pw changed -> {gpw(14)}. token = the blue fob")
    r.add("core_host_login",
          f"core test system user# 417 / {apw(10).upper()}",
          f"core prod host login for the report writer: user 1417 pw {upw()}",
          f"Core (sym 900 test) - password {apw(8).upper()} expires in 30d")
    r.add("home_wifi_password",
          f"home wifi MorrowNet5G  pw: {upw()}",
          f"guest wifi for the inlaws: {pphrase(3)}",
          f"WIFI:T:WPA;S:MorrowNet;P:{apw(14)};;")
    r.add("personal_credit_card",
          f"my visa {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Jen's mastercard for the amazon acct: {luhn('5', 16)}  {card_expiry()}  cvc {digits(3)}",
          f"card for the hotel deposit\n{groups(luhn('4', 16), 4)}\n{card_expiry()}\n{digits(3)}")
    r.add("debit_card_pin",
          f"new debit card PIN {digits(4)}",
          f"atm pin (joint acct) {digits(4)}")
    r.add("garage_door_code",
          f"garage keypad {digits(4)}",
          f"garage code changed to {digits(6)} after the neighbor kid thing")
    r.add("home_alarm_code",
          f"alarm disarm {digits(4)}, duress code {digits(4)}",
          f"alarm code for mom's house in Findlay: {digits(4)}#")
    r.add("server_room_door_code",
          f"data center (basement) door keypad {digits(6)}#",
          f"server room cipher lock: {digits(5)}",
          f"MDF closet at the Perrysburg branch - door code {digits(4)}*")
    r.add("device_passcode",
          f"Ava's ipad passcode {digits(6)}",
          f"my phone passcode if it gets reset {digits(6)}")
    r.add("personal_email_password",
          f"gmail pw {upw()}",
          f"yahoo acct (old one, for the fantasy league) dale.morrow82 / {upw()}")
    r.add("streaming_account_password",
          f"netflix: morrowfam@mail.example / {upw()}",
          f"hulu - same email, pw {apw(12)}")
    r.add("payroll_portal_password",
          f"paycheck portal login dmorrow / {upw()}",
          f"payroll/W-2 site pw reset 1/28 -> {gpw(14)}")
    r.add("school_portal_password",
          f"Ava school portal (parent login): dale.morrow@mail.example  {upw()}",
          f"lunch money site pw {apw(10)}")
    # second pass: a third note for the kinds that had two
    r.add("azure_sas_token",
          f"sas for the auditors' read-only pull, container 'audit2025':  sp=rl&st=2025-03-01T00:00:00Z&se=2025-03-31T23:59:00Z&spr=https&sv=2022-11-02&sr=c&sig={urlenc(b64(secrets.token_bytes(32)))}")
    r.add("vcenter_password",
          f"administrator@vsphere.local  {gpw(20)}   <- only for when the SSO thing breaks, tell Rick after")
    r.add("teams_webhook_url",
          f"webhook url for the ETL fail card (PBI Alerts channel)\nhttps://acmemrcu.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}")
    r.add("eventhub_connection_string",
          f"ADF linked svc for card auth stream -> Endpoint=sb://ehns-acme-mrcu-txn.servicebus.windows.net/;SharedAccessKeyName=adf-send;SharedAccessKey={b64(secrets.token_bytes(32))}")
    r.add("powerbi_rest_bearer_token",
          f"$headers = @{{ Authorization = 'Bearer {jwt({'aud': 'https://analysis.windows.net/powerbi/api', 'tid': uid(), 'oid': uid(), 'exp': 1742400000}, 'RS256', rnd(URLSAFE, 342))}' }}")
    r.add("sharepoint_fedauth_cookie",
          f"cookie header that worked in postman:\nCookie: FedAuth=77u/PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0idXRmLTgiPz48U1A+{rnd(B64, 160)}; rtFa={rnd(B64, 200)}IAAAA=")
    r.add("ach_portal_password",
          f"wire/ACH portal\n user: DMORROW02\n pass: {upw()}\n (dual control - Karen approves)")
    r.add("debit_card_pin",
          f"pin for the HSA debit card: {digits(4)}")
    r.add("garage_door_code",
          f"lake cottage garage opener keypad {digits(4)} then enter")
    r.add("home_alarm_code",
          f"alarm master code {digits(6)} (installer code still default, fix that)")
    r.add("device_passcode",
          f"work iphone (intune) passcode {digits(6)}, dont let it lock out again")
    r.add("personal_email_password",
          f"outlook.com personal - {pphrase(3)}{digits(2)}")
    r.add("streaming_account_password",
          f"Disney+ for the kids: morrowfam@mail.example  pw {upw()}")
    r.add("payroll_portal_password",
          f"401k site login dmorrow82 / {gpw(16)}")
    r.add("school_portal_password",
          f"Ava's chromebook / school google acct: ava.morrow@students.example  {apw(8)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("database_object_names",
          "MemberDW.dbo.FactLoanDaily, MemberDW.dbo.DimMember, LendingMart.rpt.vw_DelinquencyAging -- all three feed the board deck",
          f"stage tables to truncate before reload: stg.CoreShare_{digits(8)}, stg.CoreLoan_{digits(8)}",
          "usp_Load_FactShareBalance is the slow one, not usp_Load_DimBranch")
    r.add("sql_agent_job_ids",
          f"job_id for 'DBA - IndexOptimize - USER_DATABASES' = {uid().upper()}",
          f"EXEC msdb.dbo.sp_start_job @job_id = '{uid().upper()}';  -- nightly GL extract",
          f"two jobs w/ same name after the restore. keep {uid().upper()}, drop {uid().upper()}")
    r.add("sql_agent_job_step_ids",
          f"job 'ETL - Member Nightly' step_id 4 (step_uid {uid().upper()}) fails on retry 2",
          "steps: 1 truncate stg, 2 bcp in, 3 merge, 4 rebuild cci, 5 pbi refresh. step 3 on_fail -> goto step 6",
          f"sysjobhistory instance_id {digits(7, True)} = the failure from last night")
    r.add("powerbi_workspace_ids",
          f"PBI workspace 'Finance - Prod': https://app.powerbi.com/groups/{uid()}/list",
          f"workspaces: Lending {uid()} | Marketing {uid()} | Exec {uid()}")
    r.add("powerbi_dataset_ids",
          f"dataset Member360 id {uid()} - refresh 6am/noon/6pm",
          f"POST https://api.powerbi.com/v1.0/myorg/groups/{uid()}/datasets/{uid()}/refreshes",
          f"report 'Delinquency' -> dataset {uid()} (the old one, {uid()}, is deprecated)")
    r.add("azure_tenant_id",
          f"MRCU tenant id {uid()}  (acmemrcu.onmicrosoft.com)",
          f"Connect-AzAccount -Tenant {uid()}")
    r.add("azure_app_client_id",
          f"app reg pbi-refresh-automation: Application (client) ID {uid()}, secret itself lives in Key Vault",
          f"client_id={uid()}  (public, fine to paste in the ticket)",
          f"sp-bi-embed object id {uid()} / app id {uid()}")
    r.add("pgp_public_key_block",
          f"core vendor's PUBLIC key (encrypt TO them with this):\n{pgp_block('PUBLIC', 6)}",
          f"our public key that we sent the fraud vendor:\n{pgp_block('PUBLIC', 5)}")
    r.add("pgp_key_id_fingerprint",
          f"vendor key fingerprint (verified by phone w/ their security team): {fingerprint()}",
          f"gpg --recipient 0x{key_id()} --encrypt ach_return_{digits(8)}.txt",
          f"pub   rsa4096 2024-03-11 [SC] [expires: 2026-03-11]\n      {hexs(40).upper()}\nuid           [ full ] MRCU File Exchange <fileexchange@mrcu.example>\nsub   rsa4096 2024-03-11 [E]")
    r.add("file_checksums",
          f"CertUtil -hashfile SQLServer2022-KB{digits(7, True)}-x64.exe SHA256\n{hexs(64)}\nmatches the MS page",
          f"positive_pay_20250114.txt.gpg  sha256 {hexs(64)}",
          f"md5 of the member extract sent to the auditor: {hexs(32)} (they got the same)")
    r.add("aba_routing_numbers",
          f"our routing # {routing_number()} (printed on every check, public)",
          f"ACH file header immediate destination {routing_number()}, origin {routing_number()}",
          f"corporate CU routing {routing_number()} for the settlement acct")
    r.add("masked_account_numbers",
          f"member complaint re: acct ****{digits(4)}, share S0001",
          f"report shows XXXXXX{digits(4)} - masking rule keeps last 4 only, per policy",
          f"loan acct ending -{digits(4)}, L0050 (auto)")
    r.add("member_numbers_in_tickets",
          f"INC{digits(7)}: member #{digits(6, True)} sees duplicate dividend posting in online banking",
          f"member {digits(6, True)} and {digits(6, True)} both in the dup-SSN exception report again",
          f"REQ{digits(7)} pull 12mo transaction history for member {digits(7, True)} (subpoena, legal has it)")
    r.add("sql_error_codes",
          "Msg 18456, Level 14, State 8 - login failed for 'pbi_reader'. state 8 = wrong password, so somebody has it cached wrong",
          "Error 1205 deadlock victim again in usp_Merge_Loan, 3rd night",
          "Msg 8115 arithmetic overflow converting expression to data type int -- the share balance sum")
    r.add("kb_numbers",
          f"CU{pick(14, 15, 16)} for SQL 2022 = KB{digits(7, True)}, build 16.0.{digits(4, True)}.{digits(1, True)}",
          f"windows patch KB{digits(7, True)} broke the gateway last month, hold it on GW-PROD-01",
          f"KB{digits(7, True)} / KB{digits(7, True)} approved for Tuesday window")
    r.add("change_request_numbers",
          f"CHG{digits(7)} - SQLPROD01 CU upgrade Sat 2am-4am, rollback plan attached",
          f"CAB approved CHG{digits(7)} (gateway move) and CHG{digits(7)} (TDE on LendingMart)",
          f"emergency change ECHG{digits(6)} logged after the fact for the agent job fix")
    r.add("cyberark_references",
          "sa for SQLPROD01 is in CyberArk: safe DBA-Prod, object SQLPROD01-sa. check out, it rotates on check-in",
          "svc_sqlagent pw -> CyberArk safe Svc-Accounts-SQL / MRCU-svc_sqlagent. do NOT copy anywhere",
          "break-glass creds are in the CyberArk 'BreakGlass-DBA' safe + sealed envelope in the IT safe")
    r.add("key_vault_references",
          f"secret URI: https://kv-acme-bi-prod.vault.azure.net/secrets/sftp-corevendor-pw/{hexs(32)}",
          "$pw = Get-AzKeyVaultSecret -VaultName kv-acme-bi-prod -Name pbi-sp-secret -AsPlainText",
          "ADF linked service pulls the SQL pw from KV secret 'sql-bi-etl' - nothing in the JSON")
    r.add("password_rotation_notes",
          "rotated bi_etl pw today, updated KV + the 3 SSIS env vars. old one dead as of 5pm",
          "sa pw on the DR box changed during failover test - new one checked into CyberArk, not writing it here",
          "client secret for pbi-refresh-automation expires 3/31 -> make new one 3/15, update gateway datasource",
          "vendor resets the sftp password every 90 days, next reset approx 6/12")
    r.add("password_policy_notes",
          "SQL logins: CHECK_POLICY=ON, CHECK_EXPIRATION=ON, min 14 chars per ISO policy 4.2",
          "AD policy: 16 char min for priv accounts, 90 day max age, 24 remembered",
          "gateway recovery key has to be 8+ chars, store in KeePass not OneNote (audit finding 2024-07)")
    r.add("securid_token_serials",
          f"my SecurID fob serial {digits(12)}, expires 2027-04-30",
          f"token {digits(12)} assigned to new hire, old token {digits(12)} returned to IT")
    r.add("bitlocker_key_ids",
          f"BitLocker recovery key ID for LT-DBA-07: {uid().upper()}  (the key itself is escrowed in AD)",
          f"Get-BitLockerVolume C: -> KeyProtectorId {{{uid().upper()}}} type RecoveryPassword; backed up to Entra")
    r.add("sql_server_build_versions",
          f"SQLPROD01 16.0.{digits(4, True)}.{digits(1, True)} (CU{digits(1, True)}), SQLRPT01 15.0.{digits(4, True)}.{digits(1, True)} - RPT is behind",
          f"SELECT SERVERPROPERTY('ProductVersion') -> 15.0.{digits(4, True)}.{digits(1, True)}",
          f"SSMS 20.2, ADS 1.{digits(2, True)}.0, dbatools 2.1.{digits(2, True)}")
    r.add("ip_and_hostnames",
          "sql-prod01.mrcu.internal 10.20.4.21, listener AG-PROD 10.20.4.30, sqldr02.mrcu.internal 10.40.4.21",
          "gateway VM gw-prod-01.mrcu.internal 10.20.8.15 - outbound 443/5671-5672 to Azure only",
          "sftp.corevendor.example resolves to 203.0.113.44 from the DMZ, whitelist both IPs")
    r.add("integrated_security_connection_strings",
          "Server=sql-prod01.mrcu.internal;Database=MemberDW;Integrated Security=SSPI;Encrypt=True;",
          'Provider=MSOLEDBSQL;Data Source=SQLRPT01;Initial Catalog=LendingMart;Trusted_Connection=yes;',
          "mssql+pyodbc://@sql-stage02.mrcu.internal/Staging?driver=ODBC+Driver+18+for+SQL+Server&trusted_connection=yes")
    r.add("placeholder_connection_strings",
          "Server=tcp:sql-prod01.mrcu.internal,1433;Database=EDW;User ID=pbi_refresh;Password=$(SqlPassword);Encrypt=True;",
          'sqlcmd -S sql-dev03 -U etl_svc -P "$env:ETL_SQL_PW" -i deploy.sql',
          "Data Source=SQLRPT01;Initial Catalog=LendingMart;User Id=rpt_reader;Password=<from KeePass>;")
    r.add("ssis_execution_ids",
          f"SSISDB execution_id {digits(6, True)} failed at 02:14, see catalog.event_messages",
          f"package GUID {{{uid().upper()}}} MemberExtract.dtsx v{digits(2, True)} - version id changed after deploy",
          f"operation_id {digits(6, True)} (project deploy) vs {digits(6, True)} (validation)")
    r.add("ssh_host_key_fingerprints",
          f"core vendor sftp host key: ssh-ed25519 255 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"new hostkey after their migration, confirmed with vendor: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (old md5 {groups(hexs(32), 2, ':')})")
    r.add("ssh_public_keys",
          f"pubkey we gave the vendor for the nightly pull:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mrcu-nightly@jump01",
          f"authorized_keys on jump01:\nssh-rsa {ssh_pub('ssh-rsa', 270)} dmorrow@LT-DBA-07")
    r.add("git_commit_shas",
          f"fixed the merge bug in {hexs(7)}, rollback = revert {hexs(40)}",
          f"ssis-packages main @ {hexs(40)} deployed to prod 2/14")
    r.add("backup_file_names",
          f"restore from \\\\bak01\\sql\\SQLPROD01\\MemberDW\\FULL\\SQLPROD01_MemberDW_FULL_{digits(8)}_{digits(6)}.sqb",
          f"last good log backup: MemberDW_LOG_{digits(8)}_{digits(6)}.trn",
          "tde cert files: TDE_Cert_MemberDW.cer / .pvk on \\\\fs01\\dba$\\tde (pvk pw in KeePass)")
    r.add("query_plan_hashes",
          f"query_hash 0x{hexs(16).upper()} = the bad plan, plan_hash 0x{hexs(16).upper()}",
          f"DBCC FREEPROCCACHE (0x06000500{hexs(80).upper()});  -- that one plan only!",
          f"forced plan in Query Store: query_id {digits(5, True)}, plan_id {digits(5, True)}")
    r.add("certificate_thumbprints",
          f"SSRS cert thumbprint {hexs(40).upper()} exp 2026-01-15",
          f"TDE_Cert_MemberDW thumbprint 0x{hexs(40).upper()} (sys.certificates)",
          f"Set-WebBinding ... new cert {hexs(40).upper()}")
    r.add("servicenow_incident_numbers",
          f"INC{digits(7)} P2 PBI refresh failures - caused by gateway update",
          f"RITM{digits(7)} new read-only login for audit, approved by Karen",
          f"PRB{digits(7)} recurring deadlocks in nightly merge")
    r.add("vendor_case_numbers",
          f"core vendor case #{digits(8, True)} - file layout change for share draft extract",
          f"MS support case {digits(16, True)} (AG failover slowness)",
          f"Redgate ticket {digits(6, True)}, they want the log from sqbcoreservice")
    r.add("vendor_invoice_numbers",
          f"Redgate renewal invoice INV-{digits(7)} $ paid PO {digits(6, True)}",
          f"core vendor invoice {digits(10)} disputed - double billing for SFTP add-on")
    r.add("package_tracking_numbers",
          f"Ava's bday present UPS 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}",
          f"new laptop dock fedex {digits(12)}",
          f"usps {groups('9400' + digits(18), 4)} (hsa card)")
    r.add("phone_numbers",
          "core vendor after-hours support (614) 555-0187, opt 3, then 2",
          "Rick cell 419-555-0142, Karen 419-555-0176",
          "MS Premier line +1 (800) 555-0199 - have case # ready")
    r.add("license_plates",
          f"parking permit registered for plate {rnd(UPPER, 3)} {digits(4)} (OH)",
          f"Jen's car plate {rnd(UPPER, 3)}{digits(4)}, rental this week {rnd(UPPER, 3)} {digits(4)}")
    r.add("coupon_codes",
          f"pizza code {rnd(UPPER, 6)}{digits(2)} 30% off thursdays",
          f"SQLBits / PASS early-bird discount code {rnd(UPPER, 4)}{digits(2)}")
    r.add("travel_booking_refs",
          f"PASS Summit flight CLE->SEA conf {rnd(UPPER + DIGITS, 6)}, hotel confirmation {digits(9, True)}",
          f"rental car res {digits(10)}, airline rec locator {rnd(UPPER, 6)}")
    r.add("azure_subscription_ids",
          f"sub 'MRCU-BI-Prod' {uid()}, 'MRCU-BI-Dev' {uid()}",
          f"az account set --subscription {uid()}")
    r.add("azure_resource_ids",
          f"/subscriptions/{uid()}/resourceGroups/rg-acme-bi-prod/providers/Microsoft.Storage/storageAccounts/stacmebilanding",
          f"KV resource id: /subscriptions/{uid()}/resourceGroups/rg-acme-sec/providers/Microsoft.KeyVault/vaults/kv-acme-bi-prod",
          f"arm template output principalId {uid()}")
    r.add("ach_trace_numbers",
          f"ACH return R01 on trace {routing_number()[:8]}{digits(7)}, member notified",
          f"duplicate entries trace {routing_number()[:8]}{digits(7)} and {routing_number()[:8]}{digits(7)} - batch {digits(7)}")
    r.add("hresult_codes",
          "SSIS Error Code DTS_E_OLEDBERROR. hr 0x80004005 again - it's the network blip, rerun",
          "0xC0202009 on the OLE DB destination = usually a truncation, check the NVARCHAR lens",
          "gateway error DM_GWPipeline_Gateway_MashupDataAccessError, code 0x80131904")
    r.add("mfa_enrollment_notes",
          "moved Authenticator to the new phone, re-enrolled core vendor portal + ACH portal. old phone wiped",
          "SecurID soft token re-provisioned by IT 2/2, PIN reset -- had to pick a new one at first login",
          "MFA for corporate CU portal now push-based, no more codes")
    r.add("wifi_network_names",
          "branch guest SSID MRCU-Guest, staff SSID MRCU-Corp (802.1X, no shared key)",
          "home: MorrowNet5G / MorrowNet (2.4 for the printer)")
    r.add("gateway_cluster_ids",
          f"gateway cluster GW-PROD objectId {uid()}, member GW-PROD-01 {uid()}",
          f"Get-DataGatewayCluster -> Id {uid()}, Name MRCU-Finance, Region North Central US")
    r.add("jwks_public_keys",
          f"vendor's signing key from their jwks endpoint, pinned for the webhook check:\n{{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"{rnd(URLSAFE, 27)}\",\"n\":\"{b64u_bytes(256)}\",\"e\":\"AQAB\"}}",
          f"x5t {b64u_bytes(20)} / kid {rnd(URLSAFE, 27)} on the Entra discovery doc")
    r.add("recaptcha_site_keys",
          f"loan app form site key (public, in the page HTML): 6L{rnd(URLSAFE, 38)}",
          f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" on the membership signup page")
    r.add("sql_login_sids",
          f"orphaned user fix: pbi_reader sid 0x{hexs(32).upper()} on both AG replicas",
          f"CREATE LOGIN [etl_svc] ... SID = 0x{hexs(32).upper()} -- same SID as primary, password from CyberArk")
    r.add("windows_sids",
          f"MRCU\\svc_sqlagent SID {sid()}-{digits(5, True)}",
          f"orphaned profile {sid()}-{digits(4, True)} on the gateway VM, safe to delete")
    r.add("dpapi_encrypted_blobs",
          f"encrypted cred file for the scheduled task (only my acct on JUMP01 can decrypt):\n01000000d08c9ddf0115d1118c7a00c04fc297eb01000000{hexs(120)}",
          f"Export-Clixml output for the ADO task, <SS> value 01000000d08c9ddf0115d1118c7a00c04fc297eb010000{hexs(96)}")
    r.add("branch_addresses_zip",
          "Perrysburg branch 27 Louisiana Ave, Perrysburg OH 43551 - MDF in back closet",
          "ops center 1400 Dixie Hwy, Rossford OH 43460, loading dock door B")
    r.add("log_sequence_numbers",
          f"restore stopped at LSN {digits(5, True)}000{digits(5, True)}00001 - need the next .trn",
          f"AG secondary last_hardened_lsn {digits(17, True)} vs primary {digits(17, True)}")
    # second pass: a third note for some of the kinds that had two
    r.add("azure_tenant_id",
          f"https://login.microsoftonline.com/{uid()}/oauth2/v2.0/token  (tenant in the URL, nothing secret)")
    r.add("pgp_public_key_block",
          f"corporate CU ACH public key, imported 2/20, fpr checked:\n{pgp_block('PUBLIC', 5)}")
    r.add("securid_token_serials",
          f"IT asset sheet: SecurID {digits(12)} -> dmorrow, {digits(12)} -> rrichter")
    r.add("bitlocker_key_ids",
          f"manage-bde -protectors -get D:  ->  Numerical Password ID: {{{uid().upper()}}}  (password in AD, ask helpdesk)")
    r.add("ssh_host_key_fingerprints",
          f"known_hosts line for jump01: jump01.mrcu.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}")
    r.add("git_commit_shas",
          f"tag v2025.02 -> {hexs(40)}, hotfix cherry-picked {hexs(12)}")
    r.add("license_plates",
          f"visitor lot: vendor tech van plate {rnd(UPPER, 3)}-{digits(4)} cleared by security")
    r.add("coupon_codes",
          f"promo code for the member auto loan campaign: AUTO{digits(2)}{rnd(UPPER, 3)} (public, on the billboard)")
    return r


def main() -> None:
    write_corpora("make_heldout79.py", [
        ("heldout79_credentials.yaml", credentials(), "batch 79 (credit union DBA/BI analyst on Windows, Ohio), written blind; every value synthetic"),
        ("heldout79_lookalikes.yaml", lookalikes(), "batch 79 look-alikes: SQL/Power BI ids, public PGP keys, routing numbers, vault references, written blind"),
    ])


if __name__ == "__main__":
    main()
