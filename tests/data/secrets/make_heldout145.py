# ruff: noqa: E501
"""Writes heldout145_credentials.yaml and heldout145_lookalikes.yaml: held-out batch 145.

Persona: a .NET and Azure developer at a freight and logistics company in Sydney, writing in
Australian English. Their notes are appsettings.json and web.config fragments, IIS and SQL
Server commands, Azure CLI lines and reminders to self. The batch sets configuration that holds
a secret in clear (connection strings with Password/AccountKey/SharedAccessKey, machineKey,
Jwt:Key, user-secrets JSON) beside configuration that only points at a secret or holds it
encrypted (Key Vault references, managed identity, DPAPI, Data Protection key rings).

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets
from urllib.parse import quote

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
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    openssh_private,
    pem,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

# ---------------------------------------------------------------- value shapes

def key64() -> str:
    """An Azure Storage / Cosmos DB account key: 64 random bytes in base64 (88 chars)."""
    return b64(secrets.token_bytes(64))


def key32() -> str:
    """A Service Bus / Event Hubs / Redis / SignalR key: 32 random bytes in base64 (44 chars)."""
    return b64(secrets.token_bytes(32))


def aad_secret() -> str:
    """An Entra ID (Azure AD) client secret value: 40 chars with the '8Q~' style marker."""
    return rnd(ALNUM, 3) + pick("7Q~", "8Q~") + rnd(ALNUM + "~._-", 34)


def sas_sig() -> str:
    return quote(b64(secrets.token_bytes(32)), safe="")


def sas_query(sp: str = "rl", sr: str | None = None) -> str:
    year = pick(2025, 2026)
    month = secrets.randbelow(9) + 1
    start = f"{year}-{month:02d}-{secrets.randbelow(27) + 1:02d}T{secrets.randbelow(24):02d}:00:00Z"
    end = f"{year + 1}-{month + 2:02d}-{secrets.randbelow(27) + 1:02d}T{secrets.randbelow(24):02d}:00:00Z"
    scope = f"sr={sr}" if sr else "ss=b&srt=sco"
    return f"sv=2022-11-02&{scope}&sp={sp}&se={quote(end, safe='')}&st={quote(start, safe='')}&spr=https&sig={sas_sig()}"


def machine_key(n: int) -> str:
    return hexs(n).upper()


def aussie_pw() -> str:
    """The kind of password this person picks by hand."""
    return pick(
        f"{pick('Bondi', 'Wattle', 'Botany', 'Kurnell', 'Penrith', 'Manly')}{pick('#', '!', '$', '@')}{digits(4)}{pick('Ute', 'Depot', 'Pallet', 'Forklift', 'Roo')}",
        f"{pick('Freight', 'Dispatch', 'Linehaul', 'Crossdock')}_{digits(2)}{rnd(ALNUM, 6)}!",
        pw(),
        rnd(ALNUM + "!@#$%^*", 24),
    )


def az_devops_pat() -> str:
    return rnd(LOWER + "234567", 52)


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def acr_password() -> str:
    return rnd(ALNUM + "+/", 42) + "+ACRB" + rnd(ALNUM, 5)


def function_key() -> str:
    return rnd(ALNUM + "_-", 54) + "=="


def thumb() -> str:
    return hexs(40).upper()


def sub_id() -> str:
    return uid()


def rg() -> str:
    return pick("rg-freight-prod-aue", "rg-dispatch-uat-aue", "rg-tracking-prod-aue", "rg-shared-platform-aue", "rg-edi-prod-ase")


def sscc() -> str:
    """An SSCC-18 pallet label number with a valid GS1 check digit."""
    body = "0" + "9312345" + digits(9)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def container_no() -> str:
    """An ISO 6346 shipping container number with a valid check digit."""
    values = {}
    v = 10
    for ch in UPPER:
        if v % 11 == 0:
            v += 1
        values[ch] = v
        v += 1
    owner = rnd(UPPER, 3) + "U"
    serial = digits(6)
    total = sum((values[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(owner + serial))
    return f"{owner} {serial} {total % 11 % 10}"


def abn() -> str:
    """An Australian Business Number with valid check digits."""
    weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        n = digits(11, lead=True)
        ds = [int(c) for c in n]
        ds[0] -= 1
        if sum(w * d for w, d in zip(weights, ds, strict=True)) % 89 == 0:
            return f"{n[:2]} {n[2:5]} {n[5:8]} {n[8:]}"


def nsw_plate() -> str:
    return f"{rnd(UPPER, 2)}{digits(2)}{rnd(UPPER, 2)}"


def consignment() -> str:
    return pick("ACM", "SCF", "ACX") + digits(9, lead=True)


def commit() -> str:
    return hexs(40)


def strong_name_pubkey() -> str:
    return "0024000004800000940000000602000000240000525341310004000001000100" + hexs(256)


def dpapi_blob() -> str:
    return "AQAAANCMnd8BFdERjHoAwE/Cl+sBAAAA" + b64(secrets.token_bytes(pick(150, 182, 230)))


def op_id() -> str:
    return hexs(32)


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()

    r.add(
        "sql_connection_string_password",
        f'prod appsettings (the bit that still isnt in KV yet, fix before go-live!!)\n"ConnectionStrings": {{\n  "FreightDb": "Server=tcp:sql-freight-prod.database.windows.net,1433;Initial Catalog=FreightOps;User ID=freight_app;Password={aussie_pw()};Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"\n}}',
        f"conn str for the SSRS reports box -> Data Source=SYD-SQL02.acme.internal;Initial Catalog=Dispatch;User Id=rpt_reader;Pwd={aussie_pw()};MultipleActiveResultSets=true",
        f'legacy tracking portal web.config still has it in clear, move it when we migrate:\n<add name="TrackingDb" connectionString="Server=syd-sql01.acme.internal;Database=Tracking;uid=trk_web;password={aussie_pw()}" providerName="System.Data.SqlClient" />',
        f"sqlcmd -S syd-sql01.acme.internal -U etl_loader -P '{aussie_pw()}' -d Staging -Q \"exec dbo.usp_LoadManifests\"",
    )
    r.add(
        "dev_sql_sa_password",
        f'docker-compose.yml for local dev\n\nservices:\n  mssql:\n    image: mcr.microsoft.com/mssql/server:2022-latest\n    environment:\n      ACCEPT_EULA: "Y"\n      MSSQL_SA_PASSWORD: "{aussie_pw()}"\n    ports:\n      - "1433:1433"',
        f"spin up sql locally: docker run -e 'ACCEPT_EULA=Y' -e 'SA_PASSWORD={aussie_pw()}' -p 1433:1433 --name sql22 -d mcr.microsoft.com/mssql/server:2022-latest",
        f"sa pw on my dev container is {aussie_pw()} (it knocked back the first one, needed a symbol, typical)",
    )
    r.add(
        "azure_storage_connection_string",
        f"Blob conn for POD photos (proof of delivery uploads from the driver app):\nDefaultEndpointsProtocol=https;AccountName=stpodphotosprod;AccountKey={key64()};EndpointSuffix=core.windows.net",
        f'local.settings.json for the label printing func app\n{{\n  "IsEncrypted": false,\n  "Values": {{\n    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=stfunclabelsaue;AccountKey={key64()};EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated"\n  }}\n}}',
        f"ConnectionStrings__ManifestArchive = DefaultEndpointsProtocol=https;AccountName=stmanifestarchive;AccountKey={key64()};EndpointSuffix=core.windows.net  (app service config, uat)",
    )
    r.add(
        "azure_storage_account_key",
        f"az storage blob upload-batch -d manifests --account-name stmanifestsaue --account-key {key64()} -s ./out --overwrite",
        f"stlabelsarchive\nkey1: {key64()}\nkey2 not used yet, leave it for the rotation",
        f"Storage Explorer kept losing the login so I attached it by name+key: stedidropzone / {key64()}",
    )
    r.add(
        "service_bus_connection_string",
        f"Endpoint=sb://sb-acme-dispatch.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key32()}\n^ root key, only for the migration script, dont give it to the vendor",
        f'"ServiceBus": {{ "ConnectionString": "Endpoint=sb://sb-acme-dispatch.servicebus.windows.net/;SharedAccessKeyName=consignment-sender;SharedAccessKey={key32()};EntityPath=consignment-events" }}',
        f"ServiceBus__ConnectionString in the uat slot = Endpoint=sb://sb-acme-dispatch-uat.servicebus.windows.net/;SharedAccessKeyName=listen-send;SharedAccessKey={key32()}",
    )
    r.add(
        "event_hubs_connection_string",
        f"truck GPS telemetry hub (evh-fleet-telemetry), send-only policy:\nEndpoint=sb://evhns-acme-fleet.servicebus.windows.net/;SharedAccessKeyName=gps-send;SharedAccessKey={key32()};EntityPath=evh-fleet-telemetry",
        f'kafka client against event hubs, consumer.properties:\nbootstrap.servers=evhns-acme-fleet.servicebus.windows.net:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://evhns-acme-fleet.servicebus.windows.net/;SharedAccessKeyName=analytics-listen;SharedAccessKey={key32()}";',
        f"Stream Analytics input 'gps-in' uses policy analytics-listen, key {key32()}",
    )
    r.add(
        "cosmos_db_key",
        f'"Cosmos": {{\n  "Endpoint": "https://cosmos-acme-tracking.documents.azure.com:443/",\n  "Key": "{key64()}",\n  "Database": "tracking"\n}}',
        f"AccountEndpoint=https://cosmos-acme-tracking.documents.azure.com:443/;AccountKey={key64()};",
        f"cosmos-acme-rates PRIMARY KEY (read-write, careful) {key64()}\nread-only key is in KV",
    )
    r.add(
        "app_insights_api_key",
        f"curl -H 'x-api-key: {rnd(LOWER + DIGITS, 40)}' 'https://api.applicationinsights.io/v1/apps/{uid()}/query?query=requests%20%7C%20take%2010'",
        f"Grafana datasource for App Insights (old API key way):\nApp ID {uid()}\nAPI key {rnd(LOWER + DIGITS, 40)}",
        f"AI query api key for the PowerBI dispatch dashboard - read telemetry perm only: {rnd(LOWER + DIGITS, 40)}",
    )
    r.add(
        "entra_client_secret",
        f'"AzureAd": {{\n  "Instance": "https://login.microsoftonline.com/",\n  "TenantId": "{uid()}",\n  "ClientId": "{uid()}",\n  "ClientSecret": "{aad_secret()}",\n  "CallbackPath": "/signin-oidc"\n}}',
        f"app reg acme-dispatch-api -> secret VALUE (not the secret id!! copied the wrong one last time) {aad_secret()}  exp Dec 2026",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={aad_secret()}",
        f"Graph mailer app secret, created today for the invoice emailer: {aad_secret()}",
    )
    r.add(
        "sendgrid_api_key",
        f'"SendGrid": {{ "ApiKey": "{sendgrid_key()}", "FromEmail": "noreply@acme.example", "FromName": "Acme Freight" }}',
        f'dotnet user-secrets set "SendGrid:ApiKey" "{sendgrid_key()}"',
        f"sendgrid key for delivery notification emails (full access, should cut it down to mail send) {sendgrid_key()}",
    )
    r.add(
        "aspnet_machine_key",
        f'<machineKey validationKey="{machine_key(128)}" decryptionKey="{machine_key(64)}" validation="HMACSHA256" decryption="AES" />',
        f"machineKey for the web farm - BOTH IIS nodes (SYD-WEB01/02) must match or the forms auth cookies break\nvalidation: {machine_key(128)}\ndecryption: {machine_key(48)}",
        f"the old portal's decryptionKey (AES) = {machine_key(64)}, need it to read the legacy viewstate when we cut over",
    )
    r.add(
        "iis_app_pool_password",
        f'appcmd set apppool /apppool.name:"TrackingPortal" /processModel.identityType:SpecificUser /processModel.userName:ACME\\svc_trkportal /processModel.password:{aussie_pw()}',
        f"AppPool 'DispatchApi' runs as ACME\\svc_dispatch\npw: {aussie_pw()}",
        f"Set-ItemProperty IIS:\\AppPools\\EdiGateway -Name processModel -Value @{{userName='ACME\\svc_edigw';password='{aussie_pw()}';identitytype=3}}",
    )
    r.add(
        "jwt_signing_key",
        f'"Jwt": {{\n  "Issuer": "https://auth.acme.example",\n  "Audience": "driver-app",\n  "Key": "{rnd(ALNUM + "!@#$%", 48)}"\n}}',
        f"Jwt:Key for the driver app tokens (HS256, has to be 32+ chars): {b64(secrets.token_bytes(48))}",
        f"uat app service setting Jwt__Key = {rnd(ALNUM, 64)}",
    )
    r.add(
        "redis_access_key",
        f'"Redis": "redis-acme-sessions.redis.cache.windows.net:6380,password={key32()},ssl=True,abortConnect=False"',
        f"redis-cli -h redis-acme-rates.redis.cache.windows.net -p 6380 --tls -a '{key32()}'",
        f"primary access key redis-acme-rates {key32()} (secondary regenerated 3/9)",
    )
    r.add(
        "storage_sas_token",
        f"SAS for Southern Cross Freight to drop their EDI files, container only, expires next year:\nhttps://stedidropzone.blob.core.windows.net/inbound-scf?{sas_query('racwl', 'c')}",
        f"?{sas_query('rl')}",
        f'azcopy copy "./exports/*" "https://stmanifestarchive.blob.core.windows.net/exports?{sas_query("rwl", "c")}" --recursive',
    )
    r.add(
        "pfx_password",
        f'"Kestrel": {{\n  "Certificates": {{\n    "Default": {{ "Path": "certs/api.acme.example.pfx", "Password": "{aussie_pw()}" }}\n  }}\n}}',
        f"wildcard *.acme.example pfx (2025-26) export password: {aussie_pw()}",
        f'certutil -f -p "{aussie_pw()}" -importpfx C:\\certs\\edi-client.pfx',
    )
    r.add(
        "twilio_auth_token",
        f'%APPDATA%\\Microsoft\\UserSecrets\\{uid()}\\secrets.json\n{{\n  "Twilio": {{\n    "AccountSid": "AC{hexs(32)}",\n    "AuthToken": "{hexs(32)}",\n    "FromNumber": "+61491570159"\n  }}\n}}',
        f"twilio auth token for the 'your parcel is arriving' SMS: {hexs(32)}",
        f'dotnet user-secrets set "Twilio:AuthToken" {hexs(32)} --project src/Acme.Notify',
    )
    r.add(
        "azure_devops_pat",
        f".\\config.cmd --unattended --url https://dev.azure.com/acme-logistics --auth pat --token {az_devops_pat()} --pool SYD-OnPrem --agent SYD-BUILD02",
        f"my AzDO PAT (code read + packaging read, 90 days): {az_devops_pat()}",
        f"git clone https://build:{az_devops_pat()}@dev.azure.com/acme-logistics/Freight/_git/Acme.Freight.Api",
    )
    r.add(
        "nuget_api_key",
        f"dotnet nuget push bin/Release/Acme.Freight.Contracts.3.4.1.nupkg --api-key oy2{rnd(LOWER + DIGITS, 43)} --source https://api.nuget.org/v3/index.json",
        f"nuget.org key (push only, glob Acme.*): oy2{rnd(LOWER + DIGITS, 43)}",
    )
    r.add(
        "web_deploy_publish_password",
        f'<publishProfile profileName="app-acme-dispatch - Web Deploy" publishMethod="MSDeploy" publishUrl="app-acme-dispatch.scm.azurewebsites.net:443" msdeploySite="app-acme-dispatch" userName="$app-acme-dispatch" userPWD="{rnd(ALNUM, 60)}" destinationAppUrl="https://app-acme-dispatch.azurewebsites.net" />',
        f"web deploy creds staging slot\nuser $app-acme-dispatch__staging\npw {rnd(ALNUM, 60)}",
        f"git remote add azure https://$app-acme-tracking:{rnd(ALNUM, 60)}@app-acme-tracking.scm.azurewebsites.net/app-acme-tracking.git",
    )
    r.add(
        "azure_sql_admin_password",
        f"sqladminacme on sql-freight-prod (server admin - BREAK GLASS ONLY, we use AAD auth day to day): {aussie_pw()}",
        f"az sql server create -n sql-edi-uat -g rg-edi-uat-aue -l australiaeast --admin-user sqladminacme --admin-password '{aussie_pw()}'",
        f'main.parameters.json\n"administratorLogin": {{ "value": "sqladminacme" }},\n"administratorLoginPassword": {{ "value": "{aussie_pw()}" }}',
    )
    r.add(
        "service_principal_credentials",
        f"az login --service-principal -u {uid()} -p '{aad_secret()}' --tenant {uid()}",
        f'GH secret AZURE_CREDENTIALS:\n{{"clientId":"{uid()}","clientSecret":"{aad_secret()}","subscriptionId":"{uid()}","tenantId":"{uid()}"}}',
        f"terraform sp for the platform repo\nexport ARM_CLIENT_ID={uid()}\nexport ARM_CLIENT_SECRET='{aad_secret()}'\nexport ARM_TENANT_ID={uid()}",
    )
    r.add(
        "acr_admin_password",
        f"docker login acracmelogistics.azurecr.io -u acracmelogistics -p '{acr_password()}'",
        f"ACR admin creds (yes I know, turning admin off once the pipeline uses the MI)\nuser acracmelogistics\npassword2: {acr_password()}",
    )
    r.add(
        "azure_function_key",
        f'curl -X POST "https://func-acme-labels.azurewebsites.net/api/PrintLabel?code={function_key()}" -d @label.json',
        f"x-functions-key for RateQuote func (default function key): {function_key()}",
        f"func-acme-edi host _master key {function_key()} - dont hand this out, use the function keys",
    )
    r.add(
        "apim_subscription_key",
        f"Ocp-Apim-Subscription-Key: {hexs(32)}",
        f"APIM sub keys for the Carrier Partners product (given to Southern Cross Freight)\nprimary   {hexs(32)}\nsecondary {hexs(32)}",
    )
    r.add(
        "signalr_connection_string",
        f"Endpoint=https://sigr-acme-fleet.service.signalr.net;AccessKey={key32()};Version=1.0;",
        f'"Azure": {{ "SignalR": {{ "ConnectionString": "Endpoint=https://sigr-acme-fleet.service.signalr.net;AccessKey={key32()};Version=1.0;" }} }}',
    )
    r.add(
        "smtp_relay_password",
        f'"Smtp": {{\n  "Host": "mail.acme.example",\n  "Port": 587,\n  "UserName": "noreply@acme.example",\n  "Password": "{aussie_pw()}",\n  "EnableSsl": true\n}}',
        f"noreply@acme.example mailbox - SMTP AUTH pw {aussie_pw()} (only used by the old invoice service)",
    )
    r.add(
        "ftps_deploy_password",
        f"FTPS to the legacy app service\nhost: ftps://waws-prod-sy3-041.ftp.azurewebsites.windows.net/site/wwwroot\nuser: app-acme-legacy\\$app-acme-legacy\npass: {rnd(ALNUM, 60)}",
        f"WinSCP saved session 'legacy-ftps' password = {rnd(ALNUM, 60)}",
    )
    r.add(
        "vm_local_admin_password",
        f"jumpbox vm-syd-jump01 local admin -> acmeadmin / {aussie_pw()}",
        f"az vm create -g rg-shared-platform-aue -n vm-build03 --image Win2022Datacenter --admin-username acmeadmin --admin-password '{aussie_pw()}'",
        f"RDP to SYD-APP03 (not domain joined after the rebuild) .\\Administrator  pw {aussie_pw()}",
    )
    r.add(
        "windows_service_account_password",
        f"svc_edi_import - domain acct that runs the EDI importer windows service on SYD-APP03, pw {aussie_pw()}, never expires (ask Priya b4 changing)",
        f'sc.exe config EdiImporter obj= "ACME\\svc_edi" password= "{aussie_pw()}"',
        f"scheduled task 'Nightly manifest purge' runs as ACME\\svc_purge\n{aussie_pw()}",
    )
    r.add(
        "data_protection_unencrypted_key",
        f'found the old key ring on SYD-WEB01, it was never protected (no ProtectKeysWith... call) so the master key is sitting there in clear:\n<key id="{uid()}" version="1">\n  <descriptor deserializerType="Microsoft.AspNetCore.DataProtection.AuthenticatedEncryption.ConfigurationModel.AuthenticatedEncryptorDescriptorDeserializer">\n    <descriptor>\n      <encryption algorithm="AES_256_CBC" />\n      <validation algorithm="HMACSHA256" />\n      <masterKey p4:requiresDecryption="false" xmlns:p4="http://schemas.asp.net/2015/03/dataProtection">\n        <!-- Warning: the key below is in an unencrypted form. -->\n        <value>{b64(secrets.token_bytes(64))}</value>\n      </masterKey>\n    </descriptor>\n  </descriptor>\n</key>',
        f"DP master key value from key-{uid()}.xml (unencrypted, copied so I can decrypt the old cookies in a test): {b64(secrets.token_bytes(64))}",
    )
    r.add(
        "github_pat",
        f"PAT for the GH runner that mirrors Acme.Freight.Api to AzDO: {gh_pat()}",
        f"dotnet nuget add source https://nuget.pkg.github.com/acme-logistics/index.json -n github -u acme-build --password {gh_pat()} --store-password-in-clear-text",
    )
    r.add(
        "octopus_api_key",
        f"Octopus API key (my user, for the deploy scripts) API-{rnd(UPPER + DIGITS, 26)}",
        f"octo push --package Acme.Dispatch.Api.2.18.0.zip --server https://deploy.acme.internal --apiKey API-{rnd(UPPER + DIGITS, 26)}",
    )
    r.add(
        "azure_openai_api_key",
        f'"AzureOpenAI": {{ "Endpoint": "https://oai-acme-aue.openai.azure.com/", "ApiKey": "{hexs(32)}", "Deployment": "gpt-4o-addr-cleanup" }}',
        f"api-key header for the address cleanup POC: {hexs(32)}",
    )
    r.add(
        "rabbitmq_password",
        f"amqp://dispatch:{aussie_pw()}@rabbit01.acme.internal:5672/freight",
        f'"RabbitMq": {{ "HostName": "rabbit01.acme.internal", "VirtualHost": "freight", "UserName": "scanner_gw", "Password": "{aussie_pw()}" }}',
    )
    r.add(
        "build_agent_ssh_private_key",
        f"deploy key for SYD-BUILD02 -> linux label printers, id_ed25519 (private, the .pub is on the printers):\n{openssh_private()}",
        f"{openssh_private()}\nthat's the key the octopus tentacle on the linux workers uses",
    )
    r.add(
        "certificate_private_key_pem",
        f"exported the edi client cert to PEM for the python guys, key part:\n{pem('PRIVATE KEY', 6)}",
        f"api.acme.example.key\n{pem('RSA PRIVATE KEY', 8)}",
    )
    r.add(
        "breakglass_totp_seed",
        f"break glass acct MFA seed (for the safe envelope): otpauth://totp/Microsoft:breakglass01@acme.example?secret={rnd(BASE32, 32)}&issuer=Microsoft",
        f"authenticator setup key for breakglass02 - {groups(rnd(BASE32, 32).lower(), 4)}",
    )
    r.add(
        "breakglass_account_password",
        f"breakglass01@acme.example\n{rnd(ALNUM + '!@#$%^&*', 32)}\n(excluded from CA policies, monitor sign-ins)",
        f"emergency access acct #2 pw: {rnd(ALNUM + '!@#$%^&*', 32)}",
    )
    r.add(
        "github_recovery_codes",
        f"github recovery codes (acme-build account)\n{recovery_codes(8, 'github')}",
        f"my own GH 2fa backup codes, just in case phone dies again:\n{recovery_codes(6, 'github')}",
    )
    r.add(
        "depot_alarm_code",
        f"Botany depot after-hours: side door keypad {digits(4)}#, alarm panel code {digits(6)} (30 sec to disarm!)",
        f"server room at Wetherill Park - door code {digits(5)}",
        f"alarm code Eastern Creek depot if I'm in on the weekend doing the cutover: {digits(4)}",
    )
    r.add(
        "company_card_details",
        f"company card for the Azure/GitHub bills: {groups(luhn('4', 16), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Amex corporate (mine) {luhn('37', 15)} {card_expiry()} cid {digits(4)} - for the NDC conference rego",
    )
    r.add(
        "seed_admin_password",
        f'"SeedData": {{ "AdminEmail": "admin@acme.example", "AdminPassword": "{aussie_pw()}" }}',
        f"initial admin login for the dispatch portal after a fresh deploy: admin@acme.example / {aussie_pw()}",
    )
    r.add(
        "hangfire_basic_auth",
        f"Authorization: Basic {basic('hangfire', aussie_pw())}",
        f"Hangfire dashboard basic auth (prod) user ops / pass {aussie_pw()}",
    )
    r.add(
        "aspnet_auth_cookie",
        f"copied my session cookie from prod to repro the bug in postman:\n.AspNetCore.Cookies=CfDJ8{rnd(URLSAFE, 320)}",
        f"Cookie: .AspNetCore.Identity.Application=CfDJ8{rnd(URLSAFE, 280)}; .AspNetCore.Antiforgery.x7Q2={rnd(URLSAFE, 90)}",
    )
    r.add(
        "carrier_partner_api_key",
        f"Southern Cross Freight booking API\nbase: https://api.scf.example/v2\nX-Api-Key: {rnd(ALNUM, 32)}",
        f'"Carriers": {{ "Scf": {{ "BaseUrl": "https://api.scf.example/v2", "ApiKey": "{rnd(ALNUM, 40)}" }} }}',
        f"TNT-ish sandbox key the carrier emailed us (test env only): {rnd(UPPER + DIGITS, 24)}",
    )
    r.add(
        "warehouse_wifi_psk",
        f"ACME-Scanners wifi (the handheld Zebras) WPA2 key: {rnd(ALNUM, 20)}",
        f"depot wifi for contractors - ssid AcmeGuest, pw {pick('Forklift', 'Pallet', 'Loading')}{digits(4)}{pick('!', '#')}",
    )
    r.add(
        "vpn_gateway_shared_key",
        f"az network vpn-connection create -g rg-shared-platform-aue -n cn-syd-dc --vnet-gateway1 vgw-hub-aue --local-gateway2 lgw-syd-dc --shared-key '{rnd(ALNUM, 32)}'",
        f"S2S to the Sydney DC (fortigate side needs the same PSK): {rnd(ALNUM, 32)}",
    )
    r.add(
        "ef_migration_connection_password",
        f'dotnet ef database update --project src/Acme.Freight.Data --connection "Server=tcp:sql-freight-uat.database.windows.net;Database=FreightOps;User ID=migrator;Password={aussie_pw()};Encrypt=True"',
        f"migrator login for the pipeline's EF step: migrator / {aussie_pw()}",
    )

    # second thoughts, added as they came up
    r.add("nuget_api_key", f"NUGET_API_KEY (push, expires 365d) = oy2{rnd(LOWER + DIGITS, 43)}")
    r.add("acr_admin_password", f"az acr credential show says password: {acr_password()} -- that's the one the old jenkins job uses")
    r.add("apim_subscription_key", f"curl https://apim-acme.azure-api.net/rates/v1/quote -H \"Ocp-Apim-Subscription-Key: {hexs(32)}\" -d @quote.json")
    r.add("signalr_connection_string", f"Azure__SignalR__ConnectionString (prod slot) Endpoint=https://sigr-acme-fleet-prod.service.signalr.net;AccessKey={key32()};Version=1.0;")
    r.add("smtp_relay_password", f"<smtp from=\"noreply@acme.example\"><network host=\"mail.acme.example\" port=\"587\" userName=\"noreply@acme.example\" password=\"{aussie_pw()}\" enableSsl=\"true\" /></smtp>")
    r.add("ftps_deploy_password", f"deployment center > FTPS creds > app scope\nFTPS endpoint ftps://waws-prod-sy3-041.ftp.azurewebsites.windows.net\nusername app-acme-tracking\\$app-acme-tracking\npassword {rnd(ALNUM, 60)}")
    r.add("github_pat", f"GITHUB_TOKEN for the renovate job = {gh_pat()}   (fine-grained would be better, todo)")
    r.add("octopus_api_key", f"deploy.acme.internal api key for the 'svc-pipeline' service account: API-{rnd(UPPER + DIGITS, 26)}")
    r.add("azure_openai_api_key", f"AZURE_OPENAI_API_KEY={hexs(32)}\nAZURE_OPENAI_ENDPOINT=https://oai-acme-aue.openai.azure.com/")
    r.add("rabbitmq_password", f"rabbitmqctl add_user label_worker '{aussie_pw()}' && rabbitmqctl set_permissions -p freight label_worker '.*' '.*' '.*'")
    r.add("breakglass_totp_seed", f"totp secret (base32) bg01\n{rnd(BASE32, 32)}")
    r.add("breakglass_account_password", f"Break glass (sealed envelope copy):\nUPN breakglass02@acme.example\nPassword {rnd(ALNUM + '!@#$%^&*', 32)}")
    r.add("github_recovery_codes", f"acme-build GH acct recovery\n{recovery_codes(10, 'github')}\nkeep offline")
    r.add("company_card_details", f"card for the app store dev account - Visa {luhn('4', 16)}, {card_expiry()}, security code {digits(3)}, name on card J Nguyen")
    r.add("seed_admin_password", f"Seed__AdminPassword={aussie_pw()} (env var on the uat container, change after first login)")
    r.add("hangfire_basic_auth", f"curl -u hangfire:{aussie_pw()} https://dispatch-jobs.acme.internal/hangfire/stats")
    r.add("aspnet_auth_cookie", f"FedAuth cookie from the old sharepoint-ish portal for the scraper: FedAuth={b64(secrets.token_bytes(420))}")
    r.add("warehouse_wifi_psk", f"netsh wlan add profile ... keyMaterial -> {rnd(ALNUM + '!#', 18)} for ACME-Scanners on the new label PCs")
    r.add("vpn_gateway_shared_key", f"P2S/S2S notes\nconnection: cn-mel-depot\nIPsec PSK: {rnd(ALNUM, 40)}\nIKEv2, AES256/SHA256, DH14")
    r.add("ef_migration_connection_password", f"Update-Database -Connection \"Data Source=syd-sql01.acme.internal;Initial Catalog=Edi;User ID=migrator;Password={aussie_pw()}\"")
    r.add("data_protection_unencrypted_key", f"<masterKey p4:requiresDecryption=\"false\" xmlns:p4=\"http://schemas.asp.net/2015/03/dataProtection\"><value>{b64(secrets.token_bytes(64))}</value></masterKey>\nfrom the dev docker volume, not protected")
    r.add("certificate_private_key_pem", f"label printer client cert key (printer wants PEM, no passphrase):\n{pem('EC PRIVATE KEY', 3)}")
    r.add("build_agent_ssh_private_key", f"~/.ssh/id_ed25519 on the old build box, copying across to BUILD03:\n{openssh_private()}")
    r.add("storage_sas_token", f"AzureWebJobsStorage__blobServiceUri won't work for this one so for now the func uses a container SAS:\nStorageSas=https://stfunclabelsaue.blob.core.windows.net/labels?{sas_query('rwdl', 'c')}")
    r.add("cosmos_db_key", f"Cosmos Data Explorer kept timing out so used the key with the vscode ext: {key64()}")
    r.add("redis_access_key", f"rediss://:{key32()}@redis-acme-sessions.redis.cache.windows.net:6380/0")
    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "key_vault_reference_secret_uri",
        f"App Service setting ConnectionStrings__FreightDb = @Microsoft.KeyVault(SecretUri=https://kv-acme-freight-prod.vault.azure.net/secrets/FreightDbConnection/{hexs(32)})",
        "SendGrid__ApiKey -> @Microsoft.KeyVault(SecretUri=https://kv-acme-notify.vault.azure.net/secrets/sendgrid-api-key/)  (no version on the end so it picks up rotations)",
        f"kv ref showing red in the portal again. check the MI has Get on secrets.\n@Microsoft.KeyVault(SecretUri=https://kv-acme-dispatch-uat.vault.azure.net/secrets/Jwt--Key/{hexs(32)})",
    )
    r.add(
        "key_vault_reference_vault_name",
        "Cosmos__Key = @Microsoft.KeyVault(VaultName=kv-acme-tracking;SecretName=cosmos-primary-key)",
        "the short form works too: @Microsoft.KeyVault(VaultName=kv-acme-freight-prod;SecretName=ServiceBusConnection;SecretVersion=" + hexs(32) + ")",
        'bicep for the func app settings:\n{ name: \'Twilio__AuthToken\', value: \'@Microsoft.KeyVault(VaultName=${kvName};SecretName=twilio-auth-token)\' }',
    )
    r.add(
        "user_secrets_id",
        f"<PropertyGroup>\n  <TargetFramework>net8.0</TargetFramework>\n  <UserSecretsId>{uid()}</UserSecretsId>\n</PropertyGroup>",
        f"user secrets for Acme.Notify live under %APPDATA%\\Microsoft\\UserSecrets\\{uid()}\\secrets.json - NOT in the repo, each dev sets their own",
        f"dotnet user-secrets init added UserSecretsId {uid()} to the csproj, that guid is fine to commit",
    )
    r.add(
        "sql_managed_identity_connection",
        '"FreightDb": "Server=tcp:sql-freight-prod.database.windows.net,1433;Initial Catalog=FreightOps;Authentication=Active Directory Managed Identity;Encrypt=True;"',
        f"user-assigned MI variant: Server=tcp:sql-edi-prod.database.windows.net;Database=Edi;Authentication=Active Directory Managed Identity;User Id={uid()};Encrypt=True",
        "for local dev against azure sql: Server=tcp:sql-freight-uat.database.windows.net;Database=FreightOps;Authentication=Active Directory Default; (uses my az login, no password anywhere)",
    )
    r.add(
        "sql_integrated_security_connection",
        '<add name="TrackingDb" connectionString="Data Source=syd-sql01.acme.internal;Initial Catalog=Tracking;Integrated Security=True;TrustServerCertificate=True" providerName="System.Data.SqlClient" />',
        "Server=SYD-SQL02.acme.internal;Database=Dispatch;Trusted_Connection=True;MultipleActiveResultSets=true  (app pool identity needs db_datareader on Dispatch)",
        "sqlcmd -S syd-sql01.acme.internal -E -d Staging -Q \"select count(*) from dbo.Manifest\"   # -E = windows auth",
    )
    r.add(
        "app_configuration_endpoint",
        '"AppConfig": { "Endpoint": "https://appcs-acme-freight.azconfig.io" }\nbuilder.Configuration.AddAzureAppConfiguration(o => o.Connect(new Uri(cfg["AppConfig:Endpoint"]), new DefaultAzureCredential()));',
        "App Config labels: Production / UAT / Dev. sentinel key Freight:Sentinel, refresh 30s. endpoint https://appcs-acme-freight.azconfig.io",
        "feature flags in appcs-acme-dispatch: .appconfig.featureflag/NewRateEngine (on for UAT), .appconfig.featureflag/PodPhotoV2 (off)",
    )
    r.add(
        "default_azure_credential_note",
        "DefaultAzureCredential order (so I stop forgetting): env vars -> workload identity -> managed identity -> VS -> az cli -> azd -> powershell. Locally it falls through to my az login",
        'new DefaultAzureCredential(new DefaultAzureCredentialOptions { ManagedIdentityClientId = cfg["AZURE_CLIENT_ID"], ExcludeInteractiveBrowserCredential = true })',
        "if the MI token fails in uat, check AZURE_CLIENT_ID app setting points at the user-assigned MI and not the app reg. No secret needed, that's the whole point",
    )
    r.add(
        "data_protection_encrypted_key_ring",
        f'key ring in blob, protected with the cert (thumbprint {thumb()}):\n<key id="{uid()}" version="1">\n  <creationDate>2025-03-11T02:14:09.118Z</creationDate>\n  <expirationDate>2025-06-09T02:14:09.118Z</expirationDate>\n  <descriptor deserializerType="...AuthenticatedEncryptorDescriptorDeserializer">\n    <descriptor>\n      <encryption algorithm="AES_256_CBC" />\n      <validation algorithm="HMACSHA256" />\n      <encryptedSecret decryptorType="Microsoft.AspNetCore.DataProtection.XmlEncryption.EncryptedXmlDecryptor" xmlns="http://schemas.asp.net/2015/03/dataProtection">\n        <EncryptedData Type="http://www.w3.org/2001/04/xmlenc#Element" xmlns="http://www.w3.org/2001/04/xmlenc#">\n          <CipherData><CipherValue>{b64(secrets.token_bytes(240))}</CipherValue></CipherData>\n        </EncryptedData>\n      </encryptedSecret>\n    </descriptor>\n  </descriptor>\n</key>',
        f'services.AddDataProtection().PersistKeysToAzureBlobStorage(blobUri, cred).ProtectKeysWithAzureKeyVault(new Uri("https://kv-acme-freight-prod.vault.azure.net/keys/dataprotection/{hexs(32)}"), cred);',
        f"DP keys on the IIS farm are encrypted w/ the cert {thumb()} (ProtectKeysWithCertificate), so copying the xml to another box is useless without the cert + private key",
    )
    r.add(
        "dpapi_protected_value",
        f'old console app stores the conn str DPAPI-protected (LocalMachine scope), so it only decrypts on SYD-APP03:\n<add key="EdiDb" value="{dpapi_blob()}" />',
        f"ProtectedData.Protect output for the SMTP pw (CurrentUser scope, svc_edi profile) - can't be read anywhere else:\n{dpapi_blob()}",
        f'aspnet_regiis -pef "connectionStrings" . -prov "DataProtectionConfigurationProvider" gave us:\n<connectionStrings configProtectionProvider="DataProtectionConfigurationProvider">\n  <EncryptedData><CipherData><CipherValue>{dpapi_blob()}</CipherValue></CipherData></EncryptedData>\n</connectionStrings>',
    )
    r.add(
        "certificate_thumbprint",
        f'"Kestrel": {{ "Certificates": {{ "Default": {{ "Subject": "api.acme.example", "Store": "My", "Location": "LocalMachine" }} }} }}\nthumbprint of the current one {thumb()}',
        f"WEBSITE_LOAD_CERTIFICATES={thumb()}",
        f"Get-ChildItem Cert:\\LocalMachine\\My\\{thumb()} | fl NotAfter   -> expires 14/08, renew in July",
        f"old wildcard {thumb()} (revoked), new wildcard {thumb()}. IIS bindings on both nodes updated",
    )
    r.add(
        "app_insights_connection_string",
        f"APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey={uid()};IngestionEndpoint=https://australiaeast-1.in.applicationinsights.azure.com/;LiveEndpoint=https://australiaeast.livediagnostics.monitor.azure.com/;ApplicationId={uid()}",
        f'"ApplicationInsights": {{ "ConnectionString": "InstrumentationKey={uid()};IngestionEndpoint=https://australiaeast-1.in.applicationinsights.azure.com/" }}\n(ingestion only, ends up in the browser JS anyway)',
        f"ikey for appi-acme-dispatch-uat {uid()} - its not a secret, it just tells the SDK where to send telemetry",
    )
    r.add(
        "managed_identity_ids",
        f"id-acme-freight-prod (user-assigned MI)\nclientId: {uid()}\nprincipalId/objectId: {uid()}",
        f"az role assignment create --assignee-object-id {uid()} --assignee-principal-type ServicePrincipal --role \"Key Vault Secrets User\" --scope /subscriptions/{sub_id()}/resourceGroups/{rg()}/providers/Microsoft.KeyVault/vaults/kv-acme-freight-prod",
        f"system MI of app-acme-dispatch = {uid()} (object id). gave it db_datareader + db_datawriter via CREATE USER [app-acme-dispatch] FROM EXTERNAL PROVIDER",
    )
    r.add(
        "tenant_and_subscription_ids",
        f"Acme tenant {uid()}\nsubs:\n- acme-prod {sub_id()}\n- acme-nonprod {sub_id()}\n- acme-sandbox {sub_id()}",
        f"az account set --subscription {sub_id()}",
        f'"AzureAd": {{ "Instance": "https://login.microsoftonline.com/", "TenantId": "{uid()}", "ClientId": "{uid()}", "Audience": "api://acme-dispatch-api" }}',
    )
    r.add(
        "azure_resource_id",
        f"/subscriptions/{sub_id()}/resourceGroups/{rg()}/providers/Microsoft.Web/sites/app-acme-dispatch/slots/staging",
        f"diag settings target workspace: /subscriptions/{sub_id()}/resourceGroups/rg-shared-platform-aue/providers/Microsoft.OperationalInsights/workspaces/log-acme-aue",
        f"private endpoint for the sql server\n/subscriptions/{sub_id()}/resourceGroups/{rg()}/providers/Microsoft.Network/privateEndpoints/pe-sql-freight-prod",
    )
    r.add(
        "deployment_slot_names",
        "slots on app-acme-dispatch: production, staging, canary. swap staging->production after smoke tests. slot-sticky settings: ASPNETCORE_ENVIRONMENT, Jwt__Issuer",
        "az webapp deployment slot swap -g rg-dispatch-prod-aue -n app-acme-dispatch --slot staging --target-slot production",
        "func-acme-labels has 'blue' and 'green' slots, green currently live (since 2.18.0)",
    )
    r.add(
        "nuget_lock_hash",
        f'packages.lock.json\n"Azure.Identity": {{\n  "type": "Direct",\n  "requested": "[1.12.0, )",\n  "resolved": "1.12.0",\n  "contentHash": "{b64(secrets.token_bytes(64))}"\n}}',
        f"restore failed with NU1403 - package content hash doesn't match. expected sha512-{b64(secrets.token_bytes(64))} for Acme.Freight.Contracts 3.4.1, cleared the local cache and it went away",
        f".nupkg.metadata: {{\"version\": 2, \"contentHash\": \"{b64(secrets.token_bytes(64))}\", \"source\": \"https://pkgs.dev.azure.com/acme-logistics/_packaging/acme/nuget/v3/index.json\"}}",
    )
    r.add(
        "assembly_public_key_token",
        f'<bindingRedirect> for Acme.Legacy.Json in the legacy portal:\n<assemblyIdentity name="Acme.Legacy.Json" publicKeyToken="{hexs(16)}" culture="neutral" />\n<bindingRedirect oldVersion="0.0.0.0-13.0.0.0" newVersion="13.0.0.0" />\nour own Acme.Shared is PublicKeyToken={hexs(16)}',
        f"Acme.Edi.Parsers, Version=4.2.0.0, Culture=neutral, PublicKeyToken={hexs(16)}",
        f'<add assembly="Acme.Reporting.Controls, Version=1.9.0.0, Culture=neutral, PublicKeyToken={hexs(16)}" />',
    )
    r.add(
        "strong_name_public_key",
        f"sn -Tp Acme.Shared.dll output\nPublic key (hash algorithm: sha1):\n{strong_name_pubkey()}\nPublic key token is {hexs(16)}",
        f'[assembly: InternalsVisibleTo("Acme.Shared.Tests, PublicKey={strong_name_pubkey()}")]',
    )
    r.add(
        "password_placeholder_config",
        '"ConnectionStrings": {\n  "FreightDb": "Server=tcp:sql-freight-prod.database.windows.net;Database=FreightOps;User ID=freight_app;Password=<from-keyvault>;Encrypt=True"\n}\ncommitted version only, real one comes from the KV ref',
        '"Smtp": { "Host": "mail.acme.example", "UserName": "noreply@acme.example", "Password": "" }   <- empty on purpose, set via env in each slot',
        '"Jwt": { "Issuer": "https://auth.acme.example", "Audience": "driver-app", "Key": "__REPLACED_AT_DEPLOY__" }',
        '"Cosmos": { "Endpoint": "https://cosmos-acme-tracking.documents.azure.com:443/", "Key": "<set in user-secrets>" }',
    )
    r.add(
        "environment_variable_reference",
        'web.config transform: <add name="EdiDb" connectionString="Server=syd-sql01.acme.internal;Database=Edi;User ID=edi_app;Password=%SQL_PASSWORD%" />  (the installer expands it)',
        "docker-compose: MSSQL_SA_PASSWORD: ${SA_PASSWORD:?set SA_PASSWORD in your .env}",
        "pipeline: dotnet ef database update --connection \"$(FreightDbMigrator)\"   # secret variable from the library group 'freight-prod', masked in logs",
    )
    r.add(
        "localdb_development_settings",
        'appsettings.Development.json\n{\n  "ConnectionStrings": {\n    "FreightDb": "Server=(localdb)\\\\MSSQLLocalDB;Database=FreightOps_Dev;Trusted_Connection=True;MultipleActiveResultSets=true"\n  },\n  "Logging": { "LogLevel": { "Default": "Debug" } }\n}',
        "new starters: you don't need a SQL login, LocalDB + Trusted_Connection is enough. sqllocaldb create MSSQLLocalDB -s then dotnet ef database update",
        '"Redis": "localhost:6379,abortConnect=false"\n"Storage": "UseDevelopmentStorage=true"\nthat\'s the whole dev config, azurite + local redis',
    )
    r.add(
        "jwt_bearer_validation_settings",
        f'"Authentication": {{ "Schemes": {{ "Bearer": {{ "Authority": "https://login.microsoftonline.com/{uid()}/v2.0", "ValidAudiences": [ "api://acme-dispatch-api" ] }} }} }}',
        f"driver app tokens are RS256 now, signing key lives in KV (keys/jwt-signing), jwks at https://auth.acme.example/.well-known/jwks.json, current kid {b64(secrets.token_bytes(20)).rstrip('=')}",
        "token lifetime 15 min, refresh 8h, clock skew 2 min. ValidateIssuerSigningKey = true. Jwt:Key is gone from appsettings since the RS256 change",
    )
    r.add(
        "secret_rotation_log",
        "rotated storage key1 on stpodphotosprod 12/05, apps were already on key2 via KV so no outage. next rotation Aug",
        "Service Bus: regenerated the primary key on RootManageSharedAccessKey, nothing should be using it. if something screams, its the old migration script",
        "sendgrid key rotated after the vendor offboarding - new one went straight into kv-acme-notify, I never saw it in clear. old key revoked in the SendGrid UI",
    )
    r.add(
        "password_policy_note",
        "svc accounts: 24+ chars, managed in CyberArk, rotated every 90 days automatically. don't write them down anywhere (incl. here)",
        "SQL sa pw on the docker image needs 8+ chars and 3 of 4: upper, lower, digit, symbol - that's why the container kept exiting",
        "azure ad client secrets max 24 months now, our standard is 6 months + an alert 30 days out",
    )
    r.add(
        "git_commit_sha",
        f"hotfix for the duplicate consignment bug is {commit()} on release/2.18, cherry-picked to main as {commit()[:8]}",
        f"git bisect says the rate engine regression came in at {commit()}",
        f"prod is on build 20250612.4 (commit {commit()[:12]})",
    )
    r.add(
        "container_image_digest",
        f"acracmelogistics.azurecr.io/dispatch-api@sha256:{hexs(64)}",
        f"pinned the base image: FROM mcr.microsoft.com/dotnet/aspnet:8.0@sha256:{hexs(64)}",
        f"label-worker 2.3.1 digest sha256:{hexs(64)} - that's the one approved by CAB",
    )
    r.add(
        "consignment_tracking_number",
        f"customer ringing about con note {consignment()} - shows delivered in Tracking but not in the portal. check the cosmos change feed",
        f"test consignments for UAT: {consignment()}, {consignment()}, {consignment()} (all Botany -> Eastern Creek)",
        f"SCF tracking no. {rnd(UPPER, 2)}{digits(9)}AU for the Melbourne linehaul",
    )
    r.add(
        "sscc_pallet_label",
        f"pallet label SSCC (00){sscc()} failed the GS1 check digit in the old parser, fixed in Acme.Edi.Parsers 4.2",
        f"ASN test file pallets:\n{sscc()}\n{sscc()}\n{sscc()}",
        f"scanner sent ]C1 00 {sscc()} with the AI prefix, strip it before lookup",
    )
    r.add(
        "shipping_container_number",
        f"import container {container_no()} arrived Port Botany, DO released, book the truck for Thurs",
        f"unit test data: {container_no()} valid, {rnd(UPPER, 3)}U {digits(6)} X (bad check digit, should fail)",
    )
    r.add(
        "business_bank_details_on_invoice",
        f"invoice footer template: Acme Freight Pty Ltd  ABN {abn()}  BSB 062-{digits(3)} Acct {digits(8)}  Ref: invoice number",
        f"remittance advice goes to accounts@acme.example - our BSB {pick('032', '062', '082')}-{digits(3)} / acc {digits(8)} is printed on every invoice PDF",
        f"ABN on the tax invoices must be {abn()} (the old entity's ABN was on the March ones, accounts noticed)",
    )
    r.add(
        "azure_devops_run_ids",
        f"pipeline run 20250611.{secrets.randbelow(9) + 1} failed at the EF step, buildId={digits(5, lead=True)}",
        f"PBI #{digits(5, lead=True)} - move remaining secrets to KV. linked PR !{digits(4, lead=True)}",
        f"release Freight-Prod-{digits(3, lead=True)} approved by Priya, deployment id {uid()}",
    )
    r.add(
        "blob_url_without_sas",
        f"https://stpodphotosprod.blob.core.windows.net/pod/{digits(4)}/{uid()}.jpg  (private container, you'll get 404/403 without auth - the portal proxies it)",
        "manifest archive path: https://stmanifestarchive.blob.core.windows.net/exports/2025/06/manifest_SYD_20250611.csv",
        f"ETag \"0x8DC{hexs(12).upper()}\" changed twice in a second -> that's the duplicate upload bug",
    )
    r.add(
        "sas_url_signature_redacted",
        "SAS we gave SCF: https://stedidropzone.blob.core.windows.net/inbound-scf?sv=2022-11-02&sr=c&si=scf-write-policy&sig=REDACTED  - uses stored access policy scf-write-policy so we can revoke it without rotating the account key",
        "user delegation SAS instead of account SAS from now on: az storage container generate-sas --as-user --auth-mode login ... (signed by the MI's key, max 7 days)",
        "log line had ?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-06-12T00%3A00%3A00Z&sig=***** - good, the SDK masks the sig",
    )
    r.add(
        "service_bus_identity_connection",
        '"ServiceBus": { "FullyQualifiedNamespace": "sb-acme-dispatch.servicebus.windows.net" }\nnew ServiceBusClient(fqns, new DefaultAzureCredential())',
        "func trigger identity-based: ServiceBusConnection__fullyQualifiedNamespace = sb-acme-dispatch.servicebus.windows.net, ServiceBusConnection__credential = managedidentity",
        "Endpoint=sb://sb-acme-dispatch.servicebus.windows.net/;Authentication=Managed Identity;EntityPath=consignment-events",
    )
    r.add(
        "cosmos_endpoint_rbac_only",
        '"Cosmos": { "Endpoint": "https://cosmos-acme-tracking.documents.azure.com:443/", "Database": "tracking", "Container": "events" }\nkeys disabled (disableLocalAuth=true), RBAC only',
        f"az cosmosdb sql role assignment create -a cosmos-acme-tracking -g rg-tracking-prod-aue --role-definition-id 00000000-0000-0000-0000-000000000002 --principal-id {uid()} --scope \"/\"",
        "local dev uses the cosmos emulator at https://localhost:8081 - the emulator key is the well known one from the docs, not ours",
    )
    r.add(
        "redis_connection_no_password",
        '"Redis": "redis-acme-sessions.redis.cache.windows.net:6380,ssl=True,abortConnect=False"  + Entra auth via Microsoft.Azure.StackExchangeRedis, access keys disabled',
        "redis-cli -h localhost -p 6379 ping  -> PONG. local only, no auth on the dev container",
        "redis-acme-rates: non-SSL port 6379 disabled, TLS 1.2 min, access key auth turned off 04/06",
    )
    r.add(
        "build_agent_ssh_public_key",
        f"authorized_keys on the label printers:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} syd-build02-deploy",
        f"SYD-BUILD02 host key (for known_hosts): syd-build02.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"fingerprint of the deploy key: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "app_registration_ids",
        f"acme-dispatch-api app reg\nApplication (client) ID: {uid()}\nObject ID: {uid()}\nDirectory (tenant) ID: {uid()}",
        f"client secret 'pipeline-2025' -> Secret ID {uid()} (that's just the id, the value is in kv-acme-platform as dispatch-api-client-secret)",
        f"federated credential on acme-deploy app reg: issuer https://token.actions.githubusercontent.com, subject repo:acme-logistics/freight-api:environment:prod, audience api://AzureADTokenExchange. clientId {uid()}",
    )
    r.add(
        "client_secret_expiry_reminder",
        "REMINDER: acme-dispatch-api client secret expires 30/11. create new one straight into KV (az ad app credential reset --append ... | az keyvault secret set), then delete old",
        "Graph mailer secret expired over the weekend - invoice emails failed from Sat 2am. new secret in KV, app restarted, all good",
        "8 app regs with secrets expiring in the next 60 days per the workbook. moving them to federated creds where we can",
    )
    r.add(
        "server_hostnames_and_ips",
        "SYD-SQL01 10.20.4.11, SYD-SQL02 10.20.4.12 (AG listener sqlag-freight 10.20.4.20), SYD-WEB01/02 10.20.8.21-22",
        "hub vnet 10.100.0.0/16, spoke-freight 10.101.0.0/16, pe subnet 10.101.4.0/24. private DNS privatelink.database.windows.net linked to both",
        "pip-vgw-hub-aue 203.0.113.47 (S2S public ip), on-prem fortigate 198.51.100.12",
    )
    r.add(
        "depot_phone_numbers",
        f"Botany depot dispatch desk (02) 5550 {digits(4)}, after hours on-call 0491 570 {pick('006', '156', '157', '158', '159', '110', '313')}",
        f"Twilio sending number +61 491 570 {pick('156', '157', '158', '159')} (AU mobile, verified sender)",
        f"Eastern Creek depot (NSW 2766), ph (02) 5550 {digits(4)}",
    )
    r.add(
        "app_insights_operation_ids",
        f"failed request operation_Id {op_id()}, parent id |{op_id()}.{hexs(16)}. exception is the SqlException 1205 deadlock",
        f"traceparent: 00-{op_id()}-{hexs(16)}-01",
        f"KQL: requests | where operation_Id == \"{op_id()}\" | project timestamp, name, resultCode, duration",
    )
    r.add(
        "ef_migration_names",
        f"migrations waiting for prod: {pick('20250603', '20250604')}{digits(6)}_AddConsignmentIndex, {pick('20250609', '20250610')}{digits(6)}_PodPhotoBlobPath",
        "dotnet ef migrations script 20250411023341_InitialEdi 20250610081512_AddCarrierRef --idempotent -o migrate.sql",
        f"__EFMigrationsHistory on uat is missing 20250522{digits(6)}_RateCardV2 - someone ran it by hand",
    )
    r.add(
        "machinekey_autogenerate",
        '<machineKey validationKey="AutoGenerate,IsolateApps" decryptionKey="AutoGenerate,IsolateApps" validation="HMACSHA256" decryption="AES" />  default, fine for the single-node intranet site',
        "machineKey for the farm is set at the server level in the machine.config via our DSC config, not in the app's web.config. the values come from CyberArk during the build",
    )
    r.add(
        "iis_apppool_builtin_identity",
        'appcmd set apppool /apppool.name:"DispatchApi" /processModel.identityType:ApplicationPoolIdentity /managedRuntimeVersion:""',
        "grant the pool access: icacls D:\\Sites\\Tracking /grant \"IIS AppPool\\TrackingPortal\":(OI)(CI)RX  - no password, virtual account",
        "EdiGateway pool now runs as gMSA ACME\\gmsa-edigw$ - AD manages the password, nothing to store",
    )
    r.add(
        "twilio_account_sid_only",
        f"Twilio AccountSid AC{hexs(32)} (safe to share with support), auth token is in kv-acme-notify/twilio-auth-token",
        f"messaging service sid MG{hexs(32)} for the 'arriving soon' SMS",
        f"twilio msg SM{hexs(32)} stuck in 'queued' - carrier filtering on AU numbers again?",
    )
    r.add(
        "sendgrid_ids_not_keys",
        f"SendGrid API key id {rnd(URLSAFE, 22)} (name: dispatch-mail-send) - the id shown in the UI, not the key itself",
        f"dynamic template ids: delivery-confirmation d-{hexs(32)}, invoice-ready d-{hexs(32)}",
        f"sendgrid message id {rnd(URLSAFE, 22)}.filterdrecv-{digits(2)}-{hexs(6)}-1-{hexs(8).upper()}-{digits(2)}-0 bounced",
    )
    r.add(
        "storage_key_rotation_policy",
        "stpodphotosprod: keyPolicy keyExpirationPeriodInDays=90, allowSharedKeyAccess=false on the new accounts so nobody can paste an AccountKey conn str",
        "key2 is the active one for stmanifestarchive this quarter. KV secret StorageManifestArchive points at key2",
        "az storage account keys renew -g rg-freight-prod-aue -n stlabelsarchive --key key1  (run AFTER apps move to key2)",
    )
    r.add(
        "truck_licence_plates",
        f"linehaul trucks in the GPS pilot: {nsw_plate()}, {nsw_plate()}, {nsw_plate()} (all NSW regos)",
        f"vehicle {nsw_plate()} sending duplicate GPS pings every 2s, firmware issue on the telematics unit (serial TLM-{digits(8)})",
    )
    r.add(
        "nuget_config_env_credentials",
        '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="az" />\n    <add key="ClearTextPassword" value="%NUGET_PAT%" />\n  </acme>\n</packageSourceCredentials>\nNUGET_PAT comes from the pipeline ($(System.AccessToken))',
        "locally use the Azure Artifacts credential provider (iex \"& { $(irm https://aka.ms/install-artifacts-credprovider.ps1) }\") then dotnet restore --interactive - no PAT in nuget.config",
    )
    r.add(
        "event_grid_topic_endpoint",
        "Event Grid topic egt-acme-consignments endpoint https://egt-acme-consignments.australiaeast-1.eventgrid.azure.net/api/events - publishing via MI (EventGrid Data Sender role)",
        f"webhook validation code from Event Grid was {uid()} - handshake passed, subscription active",
    )
    r.add(
        "product_barcodes_gtin",
        f"carton GTIN {ean13('93')} and inner {ean13('93')} for the test SKU, used in the ASN samples",
        f"scanner test barcodes: {ean13('93')}, {ean13('94')}, {ean13('93')}",
    )
    r.add(
        "hashed_password_column_note",
        "Users.PasswordHash in the old portal DB is ASP.NET Identity v3 (PBKDF2-HMAC-SHA512, 100k iterations). we never store or log the plain password",
        "pw reset tokens are one-use, 1h expiry (DataProtectorTokenProvider TokenLifespan) - user reported 'invalid token', they clicked the link twice",
    )
    r.add(
        "pfx_location_note",
        f"edi client cert lives in Cert:\\LocalMachine\\My on SYD-APP03 (non-exportable), thumbprint {thumb()}. the pfx password is in the safe in Ops, not in any file",
        "wildcard pfx for 2025-26 uploaded to kv-acme-platform as certificate 'wildcard-acme-example', app services import it via KV reference",
    )
    return r


def main() -> None:
    write_corpora("make_heldout145.py", [
        ("heldout145_credentials.yaml", credentials(), "batch 145 (Sydney .NET/Azure logistics developer: appsettings, IIS, SQL Server), written blind; every value synthetic"),
        ("heldout145_lookalikes.yaml", lookalikes(), "batch 145 look-alikes: Key Vault references, managed identity, encrypted key rings, Azure ids and hashes, written blind"),
    ])


if __name__ == "__main__":
    main()
