# ruff: noqa: E501
"""Writes heldout224_credentials.yaml and heldout224_lookalikes.yaml: held-out batch 224.

Persona: a healthcare IT administrator at a US hospital, writing English. They keep notes on
Epic and EHR service accounts, the Mirth HL7 interface engine, SFTP keys for the lab
interfaces, Active Directory service accounts, Citrix, the site-to-site VPN, an Azure AD app
registration, the Duo integration, the PACS and SQL Server. Their look-alikes are NPI
numbers, synthetic MRNs, HL7 message control ids, OIDs, DICOM study and series UIDs,
ServiceNow tickets, AD object GUIDs and SIDs, Duo integration keys, Azure tenant and client
ids, certificate thumbprints, Citrix delivery group names and password-expiry policy notes.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    HEX,
    UPPER,
    URLSAFE,
    Rows,
    aws_key_id,
    aws_secret,
    basic,
    bitlocker_key,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

SYMBOLS = "!#$%&*+-=?@^"


def strong(n: int = 18) -> str:
    """A generated password with symbols, as the hospital's password vault makes them."""
    return rnd(ALNUM + SYMBOLS, n)


def human_pw() -> str:
    """A password a person typed: a word, a number, a symbol."""
    word = pick("Radiology", "Cardiac", "Pharmacy", "Nightshift", "Bluebird", "Telemetry", "Oncology", "Summit", "Riverview", "Lighthouse")
    return f"{word}{pick('!', '#', '$', '@', '*')}{digits(pick(2, 3, 4))}{pick('', 'x', 'Q', 'z!')}"


def azure_secret() -> str:
    """An Entra ID (Azure AD) app client secret: three characters, a digit, Q~, then 34."""
    return f"{rnd(ALNUM, 3)}{digits(1)}Q~{rnd(ALNUM + '_-.~', 34)}"


def duo_skey() -> str:
    return rnd(ALNUM, 40)


def duo_ikey() -> str:
    return "DI" + rnd(UPPER + DIGITS, 18)


def duo_host() -> str:
    return f"api-{rnd(HEX, 8)}.duosecurity.example"


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def npi() -> str:
    """A 10-digit NPI with a valid check digit (Luhn over the 80840 prefix)."""
    return luhn("80840" + pick("1", "2"), 15)[5:]


def mrn() -> str:
    return pick(f"E{digits(7)}", f"{digits(8, lead=True)}", f"MRN{digits(7)}", f"Z{digits(6)}")


def hl7_control_id() -> str:
    return pick(f"{digits(14, lead=True)}{digits(4)}", f"MSG{digits(9)}", f"{rnd(UPPER + DIGITS, 20)}", f"Q{digits(10)}T{digits(6)}")


def oid(tail: int = 4) -> str:
    return "2.16.840.1.113883.3." + ".".join(str(secrets.randbelow(9999) + 1) for _ in range(tail))


def dicom_uid() -> str:
    return "1.2.840.113619.2." + ".".join(str(secrets.randbelow(10**9) + 1) for _ in range(pick(5, 6, 7)))


def snow(prefix: str = "INC") -> str:
    return f"{prefix}{digits(7)}"


def sid(rid: int | None = None) -> str:
    parts = "-".join(str(10**9 + secrets.randbelow(3 * 10**9)) for _ in range(3))
    return f"S-1-5-21-{parts}-{rid if rid is not None else 1000 + secrets.randbelow(90000)}"


def thumb() -> str:
    return hexs(40).upper()


def credentials() -> Rows:
    r = Rows()

    r.add(
        "epic_service_account_password",
        f"Epic PRD print service account: ACME\\svc_epicprint / {strong(20)}",
        f"remember the Interconnect app pool identity pw for epic-ic-prd01.acme.internal -> svc_epic_ic : {strong(22)}",
        f"Clarity ETL svc acct  user: svc_clarity_etl  pass: {human_pw()}  (changed after the Nov upgrade)",
        f"epic bridges svc pasword is {strong(16)} dont lose it again",
        f"Hyperspace kiosk autologon\nuser: ACME\\svc_hyperkiosk\npassword: {pw()}\nused on all ED triage carts",
        f"EPS (Epic Print Service) runs as svc_eps_prd, password {strong(24)} - also set in the Kuiper config",
    )

    r.add(
        "mirth_admin_password",
        f"Mirth Connect admin login on mirth01.acme.internal:8443 -> admin / {strong(18)}",
        f"mirth admin pw (prod): {human_pw()}",
        f"New Mirth Administrator password after the 4.5 upgrade: {pw()}\nTest box mirth-tst.acme.internal still uses the same one",
        f"mirth login for the HL7 team: user hl7ops pw {strong(14)}",
        f"Mirth CLI:  mccommand -a https://mirth02.acme.internal:8443 -u admin -p '{strong(20)}'",
    )

    r.add(
        "mirth_database_password",
        f"mirth.properties on prod:\ndatabase = sqlserver\ndatabase.url = jdbc:jtds:sqlserver://sqlmirth01.acme.internal:1433/mirthdb\ndatabase.username = mirth_svc\ndatabase.password = {strong(20)}",
        f"mirth backend postgres: postgresql://mirthdb:{rnd(ALNUM, 24)}@pg-mirth.acme.internal:5432/mirthdb",
        f"Mirth DB reader acct for the channel-stats report: mirth_ro / {human_pw()}",
        f"jdbc:postgresql://pg-mirth-tst.acme.internal/mirthdb?user=mirth&password={rnd(ALNUM, 18)}",
    )

    r.add(
        "lab_sftp_private_key",
        f"Quest results SFTP key (sftp.questlab.test, user acme_results):\n{openssh_private()}",
        f"private key for the reference lab outbound drop, put it in /opt/mirth/keys/reflab_ed25519\n{openssh_private()}",
        f"LabCorp interface SFTP id_rsa - save it:\n{openssh_private()}",
        f"{openssh_private()}\n^ that's the key mirth uses to push orders to sftp.pathlab.example",
    )

    r.add(
        "lab_sftp_password",
        f"sftp acme_orders@sftp.reflab.test  pw: {strong(16)}",
        f"Blood bank vendor SFTP login (fallback if the key breaks): user=acme_bb pass={pw()}",
        f"lab results sftp: host sftp.pathlab.example port 22 user ACMEHOSP password {rnd(ALNUM, 14)}",
        f"WinSCP session 'Micro results' -> sftp://acme_micro:{rnd(ALNUM, 16)}@sftp.microlab.test/inbound",
        f"sshpass -p '{strong(15)}' sftp acme_path@sftp.pathlab.example",
    )

    r.add(
        "ad_service_account_password",
        f"AD service accounts:\nsvc_sccm_na     {strong(22)}\nsvc_sqlagent    {strong(22)}\nsvc_backup      {strong(22)}",
        f"svc_kronos (Kronos/UKG sync) AD pw = {human_pw()}",
        f"ACME\\svc_fax_rightfax password {strong(18)} - set to never expire per exception RITM{digits(7)}",
        f"the AD acct for the badge system svc_lenel, pwd: {pw()}",
        f"New-ADUser svc_nuance -AccountPassword (ConvertTo-SecureString '{strong(20)}' -AsPlainText -Force) -Enabled $true",
        f"gMSA wasn't supported by the vendor so svc_omnicell has a normal pw: {strong(24)}",
    )

    r.add(
        "ldap_bind_password",
        f"LDAP bind for Mirth user lookups:\nldap://dc01.acme.internal:389\nbindDN: CN=svc_ldapbind,OU=Service Accounts,DC=acme,DC=internal\nbindPW: {strong(20)}",
        f"PACS LDAP auth bind acct svc_pacs_ldap / {human_pw()}",
        f"ldapsearch -H ldaps://dc02.acme.internal -D 'svc_ldapbind@acme.internal' -w '{strong(18)}' -b 'DC=acme,DC=internal' '(sAMAccountName=jdoe)'",
        f"bind password for the wiki's LDAP plugin is {rnd(ALNUM, 16)}",
        f"Citrix ADC LDAP server profile: bind DN svc_adc_ldap, password {strong(18)}",
    )

    r.add(
        "citrix_admin_password",
        f"Citrix Studio / DDC admin: ACME\\ctx_admin  {strong(20)}",
        f"NetScaler nsroot pw (adc01.acme.internal): {strong(16)}",
        f"citrix storefront local admin password - {human_pw()}",
        f"ADC HA pair\nnsroot / {strong(18)}\nRPC node password {rnd(ALNUM, 16)}",
        f"Citrix Cloud connector install acct ctx_install, pass {pw()}",
    )

    r.add(
        "vpn_preshared_key",
        f"Site-to-site VPN to the reference lab (peer 203.0.113.{secrets.randbelow(250) + 2}) PSK: {rnd(ALNUM, 32)}",
        f"IKEv2 tunnel to Epic hosting: pre-shared key = {strong(40)}",
        f"crypto isakmp key {rnd(ALNUM, 24)} address 198.51.100.{secrets.randbelow(250) + 2}",
        f"Palo Alto IKE gateway 'to-imaging-vendor' psk {rnd(ALNUM + '!@#', 28)}",
        f"vpn psk for the clinic in Riverside: {rnd(ALNUM, 20)} (same on both FortiGates)",
    )

    r.add(
        "azure_ad_client_secret",
        f"Entra app reg 'Epic-SSO-Bridge' client secret (expires in 24 mo): {azure_secret()}",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={azure_secret()}",
        f"azure ad secret for the teams paging bot -> {azure_secret()}",
        f"client secret value (not the secret ID!) for Intune-Reporting: {azure_secret()}",
        f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant acmehealth.onmicrosoft.example",
    )

    r.add(
        "duo_secret_key",
        f"Duo Epic Hyperspace integration\nikey: {duo_ikey()}\nskey: {duo_skey()}\nhost: {duo_host()}",
        f"duo skey for the citrix RADIUS proxy: {duo_skey()}",
        f"authproxy.cfg\n[radius_server_auto]\nikey={duo_ikey()}\nskey={duo_skey()}\napi_host={duo_host()}\nradius_ip_1=10.20.{secrets.randbelow(250)}.{secrets.randbelow(250)}\nradius_secret_1={rnd(ALNUM, 20)}",
        f"Duo admin API secret key (for the offboarding script) {duo_skey()}",
    )

    r.add(
        "pacs_admin_password",
        f"PACS admin console https://pacs.acme.internal/admin  user: pacsadmin  pw: {strong(16)}",
        f"Sectra/PACS service login for the vendor remote session: {human_pw()}",
        f"pacs db (oracle) sys password {strong(18)}",
        f"radiology PACS 'superuser' password is {pw()} - only for downtime",
        f"DICOM router admin (router01.acme.internal:8080) admin/{rnd(ALNUM, 12)}",
    )

    r.add(
        "sql_server_sa_password",
        f"SQLPRD01 sa password: {strong(24)}",
        f"sa pw for the Clarity SQL cluster {strong(20)}  (KEEP IN KEEPER TOO)",
        f"sqlcmd -S sqlrpt02.acme.internal -U sa -P \"{strong(18)}\" -Q \"SELECT @@VERSION\"",
        f"docker run -e 'ACCEPT_EULA=Y' -e 'MSSQL_SA_PASSWORD={strong(20)}' -p 1433:1433 mcr.microsoft.example/mssql/server:2022-latest",
        f"SQL sa on the Kronos box = {human_pw()}",
    )

    r.add(
        "sql_connection_string",
        f"Server=sqlprd01.acme.internal,1433;Database=Clarity;User Id=svc_clarity_rpt;Password={strong(20)};Encrypt=True;",
        f"conn string for the dashboard app: Data Source=sqlrpt02.acme.internal;Initial Catalog=QualityMeasures;User ID=qm_app;Password={rnd(ALNUM, 18)}",
        f"mssql+pyodbc://caboodle_ro:{rnd(ALNUM, 20)}@sqlcab01.acme.internal/Caboodle?driver=ODBC+Driver+18+for+SQL+Server",
        f"appsettings.json -> \"ConnectionStrings\": {{ \"Bed\": \"Server=sqlbed.acme.internal;Database=BedBoard;User Id=bedboard;Password={strong(16)};\" }}",
    )

    r.add(
        "laps_local_admin_password",
        f"LAPS pw for WS-ED-{digits(4)} (tech needed it onsite): {rnd(ALNUM + '#%+', 20)}",
        f"local admin on the OR anesthesia cart ANES-OR{digits(2)}: .\\acmeadmin {strong(14)}",
        f"Get-LapsADPassword result for RAD-RDG-{digits(3)}: Password {rnd(ALNUM, 16)}",
        f"local Administrator on the lab analyzer PC (not domain joined) = {human_pw()}",
        f"laps for kiosk KSK-LOBBY-{digits(2)}: {rnd(ALNUM + '&+', 18)}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery for laptop LT-{digits(5)} (Dr. on-call loaner): {bitlocker_key()}",
        f"bitlocker key id {hexs(8).upper()}  recovery: {bitlocker_key()}",
        f"WS-PHARM-{digits(3)} locked out at boot. Recovery key {bitlocker_key()}",
        f"recovery key for the nurse manager's surface\n{bitlocker_key()}",
        f"BL recovery WS-CATH-{digits(3)} (cath lab) -> {bitlocker_key()}",
    )

    r.add(
        "clinical_wifi_psk",
        f"ACME-BIOMED SSID (infusion pumps) WPA2 PSK: {rnd(ALNUM, 24)}",
        f"guest wifi is open but the ACME-VOCERA ssid key is {rnd(ALNUM + '!#', 20)}",
        f"wifi for the vendor cart: ACME-VENDOR / {human_pw()}",
        f"WLC config\nwlan ACME-SCAN 12 ACME-SCAN\nsecurity wpa akm psk set-key ascii 0 {rnd(ALNUM, 22)}",
        f"ACME-CLINICAL psk changed - new key {rnd(ALNUM, 26)}, pushed to the handhelds via MDM",
    )

    r.add(
        "snmp_community_or_v3_password",
        f"snmp RW community on the core switches: {rnd(ALNUM, 16)}",
        f"snmp-server user monitor NMS v3 auth sha {rnd(ALNUM, 18)} priv aes 128 {rnd(ALNUM, 18)}",
        f"SolarWinds SNMPv3 creds: user nms_ro, auth pass {strong(16)}, priv pass {strong(16)}",
        f"snmp v2c community for the UPS cards (read-write, yes I know): {rnd(ALNUM, 12)}",
    )

    r.add(
        "vcenter_root_password",
        f"vcenter01.acme.internal administrator@vsphere.local / {strong(18)}",
        f"ESXi root on the Epic ODB hosts: {strong(16)}",
        f"VCSA appliance root (port 5480) pw {human_pw()}",
        f"govc env:\nexport GOVC_URL=https://vcenter02.acme.internal\nexport GOVC_USERNAME=svc_govc@acme.internal\nexport GOVC_PASSWORD='{strong(20)}'",
    )

    r.add(
        "backup_encryption_password",
        f"Veeam backup job 'Epic-Cache' encryption password: {strong(24)}",
        f"Commvault storage policy encryption passphrase -> {pick('correct', 'copper', 'orchid', 'saddle')}-{pick('lantern', 'meadow', 'quartz', 'tundra')}-{pick('violet', 'harbor', 'ember', 'glacier')}-{digits(4)}",
        f"veeam config backup pw {human_pw()} (needed to restore the VBR server!)",
        f"restic repo for the interface configs: RESTIC_PASSWORD={rnd(ALNUM, 32)}",
    )

    r.add(
        "break_glass_account_password",
        f"BREAK GLASS - domain admin acct bg_admin01: {strong(28)}  (sealed envelope copy in CISO safe)",
        f"Epic emergency access (EMERG01) password: {strong(16)}",
        f"Entra break-glass: bg-cloud@acmehealth.onmicrosoft.example / {strong(32)}",
        f"downtime break glass for Hyperspace\nuser EMERGENCY2\npw {human_pw()}",
    )

    r.add(
        "interconnect_basic_auth",
        f"Epic Interconnect test call:\ncurl -H 'Authorization: Basic {basic('emp$' + digits(5), strong(14))}' https://epic-ic-tst.acme.internal/Interconnect-TST/api/epic/2014/Common/Utility/GETDATETIME/DateTime",
        f"Authorization: Basic {basic('svc_interconnect', strong(16))}",
        f"basic auth header for the FHIR proxy healthcheck = {basic('fhirprobe', rnd(ALNUM, 18))}",
        f"Invoke-RestMethod -Uri https://epic-ic-prd01.acme.internal/api/ping -Headers @{{Authorization = 'Basic {basic('svc_ic_monitor', strong(18))}'}}",
    )

    r.add(
        "fhir_client_secret",
        f"SMART on FHIR backend app 'DischargeBot' client_secret: {rnd(URLSAFE, 43)}",
        f"fhir oauth -> client_id=acme_sepsis_model client_secret={rnd(ALNUM, 32)}",
        f"bearer token from the FHIR sandbox (valid 1h, testing Patient.read):\n{jwt({'sub': 'acme_sepsis_model', 'iss': 'https://fhir.acme.internal/oauth2', 'scope': 'system/Patient.read', 'exp': 1893456000})}",
        f"Authorization: Bearer {jwt({'aud': 'https://fhir-tst.acme.internal', 'client_id': 'dischargebot', 'exp': 1893456000}, 'RS256', rnd(URLSAFE, 86))}",
    )

    r.add(
        "servicenow_integration_password",
        f"ServiceNow integration user for the Mirth alerting channel: svc_mirth_snow / {strong(20)}",
        f"snow oauth app 'EpicTicketBridge' client secret {rnd(ALNUM + '$%!', 28)}",
        f"REST to acmehealth.service-now.example: user api_monitor pw {human_pw()}",
        f"curl -u 'svc_orion:{strong(18)}' https://acmehealth.service-now.example/api/now/table/incident",
    )

    r.add(
        "gitlab_access_token",
        f"gitlab PAT for the interface-scripts repo (read/write): {glpat()}",
        f"git clone https://oauth2:{glpat()}@gitlab.acme.internal/integration/mirth-channels.git",
        f"CI deploy token for mirth-channels: {glpat()}",
        f"gitlab token, expires in 90d, scope read_repository -> {glpat()}",
    )

    r.add(
        "aws_backup_access_key",
        f"S3 offsite backup (Glacier) keys for the PACS archive:\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"AWS creds for the DR sync user: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[acme-dr]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=us-east-2",
    )

    r.add(
        "admin_mfa_recovery_codes",
        f"recovery codes for my admin Entra account (in case the Authenticator phone dies):\n{recovery_codes(8, 'other')}",
        f"Duo bypass codes for on-call (each works once): {recovery_codes(5, 'digits')}",
        f"GitLab 2FA backup codes:\n{recovery_codes(6, 'github')}",
        f"ServiceNow admin MFA backup codes: {recovery_codes(4, 'digits')}",
    )

    r.add(
        "certificate_pfx_password",
        f"epic-ic-prd wildcard cert .pfx password: {strong(18)}",
        f"Import-PfxCertificate -FilePath .\\citrix-gw.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString -String '{strong(16)}' -AsPlainText -Force)",
        f"the password for the mirth TLS keystore (keystore.jks) is {rnd(ALNUM, 20)}, key password the same",
        f"openssl pkcs12 -in pacs.pfx -out pacs.pem -nodes -passin pass:{rnd(ALNUM, 16)}",
    )

    r.add(
        "smtp_relay_password",
        f"Direct messaging / HISP SMTP relay: smtp.hisp.test:587 user acme_direct pass {strong(18)}",
        f"scan-to-email relay acct for the copiers: scanner@acmehealth.example / {human_pw()}",
        f"patient portal notification mail uses SendGrid, key: {sendgrid_key()}",
        f"RightFax SMTP gateway auth -> rfax_smtp : {rnd(ALNUM, 14)}",
    )

    r.add(
        "device_admin_pin",
        f"Omnicell cabinet tech override PIN for 4 West: {digits(6)}",
        f"Zebra wristband printer admin pw is {digits(4)}, changed from the default",
        f"Vocera badge admin PIN (config mode): {digits(5)}",
        f"the alarm panel in the data center: code {digits(6)}, duress code {digits(6)}",
    )

    r.add(
        "epic_cache_system_password",
        f"ODB (Iris) _SYSTEM password on epic-odb-prd: {strong(20)}",
        f"iris session prd -U %SYS  -> _SYSTEM / {strong(16)}",
        f"Cache superuser pw for the reporting shadow: {human_pw()}",
        f"epicadm unix pw on the ODB servers = {strong(18)}",
    )

    r.add(
        "imprivata_admin_password",
        f"Imprivata OneSign admin console admin / {strong(18)}",
        f"imprivata appliance 'super admin' pw {human_pw()} - vendor support needs it for the upgrade",
        f"OneSign agent uninstall password: {rnd(ALNUM, 12)}",
        f"Imprivata domain service acct svc_imprivata pass {strong(22)}",
    )

    r.add(
        "linux_jump_host_ssh_key",
        f"hl7 jump box (jump01.acme.internal) key for user hl7adm:\n{openssh_private()}",
        f"ed25519 private key for the Epic ODB linux hosts (epicadm), passphrase-less:\n{openssh_private()}",
        f"ansible service key -> ~/.ssh/ansible_acme\n{openssh_private()}",
        f"{openssh_private()}\nkey for root on the PACS archive linux box (pacsarc01), vendor asked for it",
    )

    r.add(
        "radius_shared_secret",
        f"NPS RADIUS client 'WLC-MAIN' shared secret: {rnd(ALNUM, 24)}",
        f"radius-server host 10.10.{secrets.randbelow(250)}.{secrets.randbelow(250)} key {rnd(ALNUM, 20)}",
        f"ISE <-> NetScaler radius secret {strong(22)}",
        f"Citrix Gateway RADIUS (Duo proxy) secret = {rnd(ALNUM + '!#', 26)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "npi_number",
        f"Dr. Test Provider NPI {npi()} - needs to be added to the Epic SER record",
        f"referring provider NPI: {npi()}",
        f"org NPI for the outpatient imaging center is {npi()}, the billing NPI is {npi()}",
        f"PRD1 ORM^O01 rejected: PV1-8 referring NPI {npi()} not found in provider master",
        f"NPIs to load for the new urgent care:\n{npi()}\n{npi()}\n{npi()}",
    )

    r.add(
        "synthetic_mrn",
        f"Test patient ZZTEST,ALPHA MRN {mrn()} in TST - use for the ADT validation",
        f"synthetic MRNs for the Mirth regression suite: {mrn()}, {mrn()}, {mrn()}",
        f"PID-3 for the dummy patient: {mrn()}^^^ACME^MR",
        f"merge test: source MRN {mrn()} -> target MRN {mrn()} (both test patients)",
        f"Epic POC env test pt 'Zztest, Bravo' = {mrn()}",
    )

    r.add(
        "hl7_message_control_id",
        f"ORU from the lab with MSH-10 {hl7_control_id()} got NAK'd, reprocessed",
        f"MSH|^~\\&|LAB|ACME|EPIC|ACME|{digits(14, lead=True)}||ORU^R01|{hl7_control_id()}|P|2.5.1",
        f"dup ADT messages, control ids {hl7_control_id()} and {hl7_control_id()}",
        f"ACK for message control id {hl7_control_id()}: MSA|AA|{hl7_control_id()}",
        f"search Mirth message browser for MSH.10 = {hl7_control_id()}",
    )

    r.add(
        "hl7_oid",
        f"Assigning authority OID for our MRNs: {oid()}",
        f"CDA template root {oid(3)} - the HIE asked us to confirm it",
        f"HIE onboarding form: home community id urn:oid:{oid(5)}",
        f"Epic Care Everywhere org OID {oid()} (not secret, public in the directory)",
        f"value set OID {oid(2)}.{digits(3, lead=True)} for the sepsis measure",
    )

    r.add(
        "dicom_study_uid",
        f"Study Instance UID {dicom_uid()} is stuck in the PACS queue",
        f"CT head from overnight: StudyInstanceUID={dicom_uid()}",
        f"(0020,000D) Study Instance UID: {dicom_uid()}",
        f"Radiologist can't open study {dicom_uid()} - check the DICOM router logs",
        f"duplicate study on re-send: {dicom_uid()} vs {dicom_uid()}",
    )

    r.add(
        "dicom_series_uid",
        f"missing series {dicom_uid()} from the MRI",
        f"(0020,000E) SeriesInstanceUID {dicom_uid()}",
        f"series UIDs the modality resent:\n{dicom_uid()}\n{dicom_uid()}",
        f"SOP Instance UID {dicom_uid()} failed C-STORE with status 0xA700",
        f"worklist issue: series {dicom_uid()} has 0 images",
    )

    r.add(
        "servicenow_ticket",
        f"{snow()} - Mirth channel ADT_OUT errored overnight, root cause: disk full",
        f"raised {snow('CHG')} for the Citrix VDA patching on Saturday",
        f"password reset done for the nurse, closed {snow()}",
        f"{snow('RITM')} new service account request for the Kronos upgrade (password to be delivered via the vault)",
        f"problem {snow('PRB')} linked to {snow()} and {snow()}",
        f"task {snow('SCTASK')}: rotate svc_clarity_etl password, assigned to me",
    )

    r.add(
        "ad_object_guid",
        f"objectGUID of svc_epicprint: {uid()}",
        f"Get-ADUser svc_mirth | select ObjectGUID -> {uid()}",
        f"OU=Service Accounts GUID {{{uid().upper()}}} (for the GPO link)",
        f"Entra object id of the Epic SSO app: {uid()}",
        f"computer object WS-ED-{digits(4)} GUID {uid()}",
    )

    r.add(
        "ad_sid",
        f"SID of the orphaned account on the file share: {sid()}",
        f"domain admins group SID {sid(512)}",
        f"ACL shows unresolved {sid()} on \\\\fs01.acme.internal\\radiology$",
        f"svc_backup SID {sid()}",
        f"icacls output: {sid()}:(OI)(CI)(F) - old admin, removed",
    )

    r.add(
        "duo_integration_key",
        f"Duo integration key (ikey) for Epic Hyperspace: {duo_ikey()} - not the secret, fine to share with the vendor",
        f"Duo app 'Citrix Gateway' ikey {duo_ikey()}, API host {duo_host()}",
        f"ikey={duo_ikey()}\nskey=<stored in Keeper: 'Duo - Authproxy'>\napi_host={duo_host()}",
        f"which ikey is the RDP one? {duo_ikey()} or {duo_ikey()}",
        f"Duo Admin Panel > Applications > Microsoft RDP: Integration key {duo_ikey()}, secret key shown as ****",
    )

    r.add(
        "azure_tenant_and_client_id",
        f"tenant id {uid()}, app (client) id {uid()} for the Intune reporting app",
        f"Directory (tenant) ID: {uid()}",
        f"Epic SSO app registration client id {uid()} - redirect URI https://epic-sso.acme.internal/signin-oidc",
        f"AZURE_TENANT_ID={uid()}\nAZURE_CLIENT_ID={uid()}\nAZURE_CLIENT_SECRET=${{{{ secrets.AZURE_CLIENT_SECRET }}}}",
        f"Secret ID (not the value) of the Teams bot credential: {uid()}",
    )

    r.add(
        "certificate_thumbprint",
        f"new wildcard cert thumbprint {thumb()}, expires next June",
        f"bind the cert on the IIS box: netsh http add sslcert ipport=0.0.0.0:443 certhash={thumb().lower()} appid={{{uid()}}}",
        f"Citrix StoreFront cert thumbprint: {groups(thumb(), 2)}",
        f"SHA-256 fingerprint of the mirth TLS cert: {groups(hexs(64).upper(), 2, ':')}",
        f"Get-ChildItem Cert:\\LocalMachine\\My\\{thumb()}",
    )

    r.add(
        "citrix_delivery_group",
        f"Citrix delivery group DG-Epic-Hyperspace-PRD-{pick('A', 'B', 'C')}{digits(2)} is at 90% load",
        f"move the ED carts to delivery group DG_EPIC_ED_{rnd(UPPER + DIGITS, 4)} before the patch",
        f"machine catalog MC-W2022-EPIC-{digits(3)} / delivery group DG-EPIC-RX-{digits(2)}",
        f"VDAs in DG-PACS-Viewer-{digits(2)}: XA-PACS-{digits(3)}, XA-PACS-{digits(3)}, XA-PACS-{digits(3)}",
        f"Get-BrokerDesktopGroup -Name 'DG-Epic-Remote-{rnd(UPPER, 2)}{digits(2)}' | Set-BrokerDesktopGroup -InMaintenanceMode $true",
    )

    r.add(
        "password_expiry_policy",
        "reminder: service account passwords expire every 365 days, user passwords every 90, minimum 14 characters",
        "Epic passwords: no reuse of the last 10, lockout after 5 bad tries, 15 min lockout window",
        "policy change: SQL sa accounts to be disabled, use named admin accounts + PAM checkout instead",
        f"Joint Commission finding - shared passwords on the OR carts. Plan: move to badge tap by Q{pick(1, 2, 3, 4)}",
        "the vendor wants 'password never expires' on svc_lenel; needs a risk exception, not approved yet",
    )

    r.add(
        "password_rotation_note",
        "rotated the svc_clarity_etl password today, updated the SSIS package config and the Keeper record",
        "TODO: rotate the mirth admin password after the contractor leaves Friday",
        "Duo skey was regenerated in the admin panel, new one is in the vault not here",
        "citrix nsroot password changed on both ADCs, HA sync verified",
        "reset the PACS admin pw, gave the new one to the rad lead verbally, NOT writing it down",
    )

    r.add(
        "vault_reference",
        "sa password is in CyberArk safe 'SQL-PRD' account 'sqlprd01-sa'",
        f"Key Vault: https://kv-acme-integration.vault.azure.example/secrets/mirth-db-password/{hexs(32)}",
        "Keeper: Shared Folders > Interfaces > 'Quest SFTP key'",
        "VPN PSK stored in the network team's Secret Server, folder Network/VPN/Reflab",
        "break glass creds are in the sealed envelope in the CISO's safe, log every access",
        "vault kv get -field=password secret/epic/prd/svc_epicprint",
    )

    r.add(
        "pipeline_secret_reference",
        "password: ${{ secrets.MIRTH_ADMIN_PASSWORD }}",
        "env:\n  DB_PASSWORD: $(clarity-db-password)\n  DUO_SKEY: $(duo-skey)",
        "export SQL_SA_PASSWORD=\"$(az keyvault secret show --vault-name kv-acme-sql --name sa-pw --query value -o tsv)\"",
        "mirth.properties: database.password = ${MIRTH_DB_PASSWORD}",
        "connection string: Server=sqlprd01.acme.internal;Database=Clarity;User Id=svc_clarity_rpt;Password={{ clarity_password }};",
    )

    r.add(
        "masked_secret",
        f"Duo skey ends in ...{rnd(ALNUM, 4)} (just to tell which one the vendor has)",
        f"Azure client secret hint shown in portal: {rnd(ALNUM, 3)}*******",
        "sa password: ******** (see CyberArk)",
        f"the AWS key in the old script was AKIA****************, deactivated {snow()}",
        "psk: <redacted>",
    )

    r.add(
        "ssh_public_key",
        f"add this to authorized_keys on jump01 for the new analyst:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} analyst@ws-it-{digits(3)}",
        f"Quest wants our public key for the SFTP: ssh-rsa {ssh_pub('ssh-rsa', 259)} mirth@mirth01",
        f"pub key fingerprint of the reflab server: SHA256:{rnd(B64, 43)}",
        f"known_hosts entry: sftp.pathlab.example ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
    )

    r.add(
        "git_commit_hash",
        f"mirth channel export rolled back to commit {hexs(40)}",
        f"deployed interface-scripts {hexs(7)} to prod",
        f"diff between {hexs(12)} and {hexs(12)} changed the ORU filter",
        f"merge request !{digits(3, lead=True)} squashed into {hexs(10)}",
    )

    r.add(
        "mirth_channel_id",
        f"Mirth channel ADT_TO_PHARMACY id {uid()}",
        f"channel {uid()} keeps stopping after the JVM upgrade",
        f"code template library id {uid()} shared by the lab channels",
        f"mccommand: channel start {uid()}",
        f"channel ORM_FROM_EPIC ({uid()}) queue depth 4,312 - destination 2 disabled",
    )

    r.add(
        "container_and_pod_name",
        f"fhir proxy pod {pod_name('fhir-proxy')} restarting, OOMKilled",
        f"docker ps shows {hexs(12)} acme/hl7-listener:2.4 up 3 days",
        f"kubectl logs {pod_name('smart-launcher')} -n clinical-apps",
        f"image digest sha256:{hexs(64)} for the new mirth build",
        f"crashlooping: {pod_name('hl7-router')} in ns integration",
    )

    r.add(
        "asset_serial_number",
        f"Infusion pump serial {rnd(UPPER + DIGITS, 10)} asset tag BIO-{digits(6)}",
        f"laptop LT-{digits(5)} serial {rnd(UPPER + DIGITS, 7)}, Dell service tag",
        f"replaced the badge reader S/N {rnd(UPPER + DIGITS, 12)} in 3 North",
        f"ultrasound cart asset ACME-{digits(5)} / SN {rnd(UPPER + DIGITS, 9)}",
        f"Zebra printer serial {rnd(UPPER + DIGITS, 11)} on the 5 East nursing station",
    )

    r.add(
        "lab_accession_number",
        f"lab says accession {pick('CH', 'HE', 'MI')}{digits(2)}-{digits(6)} results never crossed to Epic",
        f"OBR-3 filler order number {digits(10, lead=True)}^LAB",
        f"specimen id {rnd(UPPER + DIGITS, 12)} mislabelled, lab is correcting",
        f"accessions to resend: {digits(9, lead=True)}, {digits(9, lead=True)}, {digits(9, lead=True)}",
        f"pathology case S{digits(2)}-{digits(5)} (test patient) used for the interface validation",
    )

    r.add(
        "device_mac_address",
        f"Alaris pump MAC {mac(':', True)} not getting an IP on ACME-BIOMED",
        f"ISE MAB whitelist add: {mac('-', True)} (Vocera badge)",
        f"MAC of the new wristband printer: {mac('.')}",
        f"DHCP reservation for the CT console: {mac()} -> 10.40.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
        f"unknown device on the medical VLAN: {mac(':', True)}, vendor OUI lookup says GE",
    )

    r.add(
        "vpn_tunnel_settings",
        f"Reflab IPsec phase 1: IKEv2, AES-256, SHA-256, DH group 14, lifetime 28800; peer 203.0.113.{secrets.randbelow(250) + 2}. PSK exchanged by phone, not email",
        f"tunnel to the imaging vendor flapping, SPI 0x{hexs(8)} keeps rekeying",
        "phase 2: ESP AES-256-GCM, PFS group 14, lifetime 3600, proxy ids 10.50.0.0/16 <-> 172.16.20.0/24",
        "VPN vendor asked for our pre-shared key via email - refused, told them to call the NOC",
    )

    r.add(
        "installer_file_hash",
        f"Citrix Workspace app installer SHA256 {hexs(64)} (matches the vendor site)",
        f"md5 of the Epic Hyperspace MSI: {hexs(32)}",
        f"mirth 4.5.2 tarball sha256sum: {hexs(64)}  mirthconnect-4.5.2-unix.tar.gz",
        f"Get-FileHash .\\DuoWinLogon.exe -> {hexs(64).upper()}",
    )

    r.add(
        "publishable_key",
        f"patient payment portal Stripe publishable key (goes in the page JS): pk_live_{rnd(ALNUM, 99)}",
        f"reCAPTCHA site key for the portal signup form: 6L{rnd(URLSAFE, 38)}",
        f"Stripe test-mode publishable key for the portal staging site: pk_test_{rnd(ALNUM, 99)}",
        f"Entra public client id for the Hyperspace mobile app config (public, no secret): {uid()}",
    )

    r.add(
        "aws_arn_and_account",
        f"backup bucket arn:aws:s3:::acme-pacs-archive-{hexs(6)}",
        f"IAM role arn:aws:iam::{digits(12, lead=True)}:role/dr-sync-role",
        f"KMS key arn:aws:kms:us-east-1:{digits(12, lead=True)}:key/{uid()}",
        f"Secrets Manager arn:aws:secretsmanager:us-east-2:{digits(12, lead=True)}:secret:pacs/archive/db-{rnd(ALNUM, 6)}",
        f"the access key id on the DR user is {aws_key_id()} (secret is in Secrets Manager, we never see it)",
    )

    r.add(
        "epic_record_id",
        f"Epic SER {digits(6, lead=True)} for the new hospitalist, EMP record {digits(7, lead=True)}",
        f"interface id (AIF) {digits(5, lead=True)} - 'Lab Results Inbound'",
        f"Epic Nova note {digits(7, lead=True)} for the Nov upgrade",
        f"print queue EPS-{rnd(UPPER + DIGITS, 6)} mapped to LWS ED-TRIAGE-{digits(2)}",
        f"Epic workstation id (LWS) {digits(8, lead=True)} for the new OR cart",
    )

    r.add(
        "session_and_correlation_id",
        f"Citrix session id {uid()} dropped at 02:14, user reported freeze",
        f"Entra sign-in log correlation id {uid()}, request id {uid()}",
        f"Duo auth log txid {uid()} denied (user said not them)",
        f"Interconnect error trace id {hexs(32)}",
        f"Mirth message id {digits(7, lead=True)} on server id {uid()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout224.py", [
        ("heldout224_credentials.yaml", credentials(), "Held-out batch 224: credentials a US hospital IT administrator would ask to remember (Epic, Mirth, lab SFTP, AD, Citrix, VPN, Azure AD, Duo, PACS, SQL Server)"),
        ("heldout224_lookalikes.yaml", lookalikes(), "Held-out batch 224: hospital IT notes with random-looking identifiers (NPIs, MRNs, HL7 and DICOM ids, SIDs, GUIDs, Duo ikeys, thumbprints) and no secret"),
    ])


if __name__ == "__main__":
    main()
