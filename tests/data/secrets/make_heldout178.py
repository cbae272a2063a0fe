# ruff: noqa: E501
"""Writes heldout178_credentials.yaml and heldout178_lookalikes.yaml: held-out batch 178.

Persona: an Azure cloud engineer at a logistics company in Rotterdam (terminal, warehouse and
trucking software on Azure). Writes in English, pastes Bicep, az CLI and PowerShell, keeps
notes on storage account keys, SAS tokens, Service Bus / Event Hub connection strings, service
principal secrets, the SQL admin, Cosmos keys, Function keys, ACR admin, VM local admin and
DevOps PATs, next to the many ids, digests and Key Vault references that hold no secret.

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
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    luhn,
    mac,
    openssh_private,
    pem,
    pick,
    pod_name,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

# ---- Azure-shaped secret values -------------------------------------------------------------

def st_key() -> str:
    """A storage account / Cosmos / Batch key: 64 random bytes in base64 (88 chars)."""
    return b64(secrets.token_bytes(64))


def sa_key() -> str:
    """A SharedAccessKey (Service Bus, Event Hubs, IoT Hub, SignalR): 32 bytes in base64."""
    return b64(secrets.token_bytes(32))


def sig() -> str:
    """A SAS signature, URL-encoded as it appears in a query string."""
    return quote(b64(secrets.token_bytes(32)), safe="")


def sp_secret() -> str:
    """An Entra ID client secret: three characters, the `8Q~` marker, then 34 more."""
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "_.~-", 34)


def pat_old() -> str:
    return rnd(LOWER + "234567", 52)


def pat_new() -> str:
    return rnd(ALNUM, 76) + "AZDO" + rnd(ALNUM, 4)


def acr_pw() -> str:
    return rnd(ALNUM + "+/", 42) + "+ACR" + rnd(ALNUM, 6)


def func_key() -> str:
    return rnd(URLSAFE, 44) + "AzFu" + rnd(URLSAFE, 6) + "=="


def redis_key() -> str:
    return rnd(ALNUM, 33) + "AzCa" + rnd(ALNUM, 6) + "="


def aoai_key() -> str:
    return rnd(ALNUM, 52) + "JQQJ99" + pick("A", "B", "C") + "AC" + rnd(ALNUM, 23)


def vm_pw() -> str:
    return pick(
        f"{pick('Kade', 'Maas', 'Haven', 'Sluis', 'Botlek')}{pick('#', '!', '$', '%')}{digits(4)}{pick('Zw', 'Rt', 'Qx', 'Mv')}{rnd(LOWER, 4)}",
        rnd(ALNUM + "!#$%&*+-=?@", 18),
        rnd(ALNUM, 24),
    )


def human_pw() -> str:
    return pick(
        f"{pick('Feyenoord', 'Erasmus', 'Euromast', 'Kralingen', 'Delfshaven')}{digits(2)}!{pick('kade', 'brug', 'haven', 'dok')}",
        f"{pick('Container', 'Reefer', 'Pallet', 'Forklift')}-{digits(3)}-{pick('Blue', 'Grey', 'Rust', 'Teal')}?",
        rnd(ALNUM + "!@#$%^&*", 16),
    )


def totp_seed() -> str:
    return rnd(BASE32, 32)


def day() -> str:
    return f"{pick('2024', '2025')}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def sas_query(services: str = "b", perms: str = "rwdlacup") -> str:
    d1 = day()
    return (f"sv=2022-11-02&ss={services}&srt=sco&sp={perms}&se={pick('2025', '2026')}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T{secrets.randbelow(24):02d}:00:00Z"
            f"&st={d1}T{secrets.randbelow(24):02d}:{pick('00', '15', '30')}:00Z&spr=https&sig={sig()}")


def blob_sas_query(perms: str = "r") -> str:
    return (f"sp={perms}&st={day()}T08:00:00Z&se={pick('2025', '2026')}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T18:00:00Z"
            f"&spr=https&sv=2022-11-02&sr=b&sig={sig()}")


# ---- look-alike helpers ----------------------------------------------------------------------

ISO6346 = {c: v for c, v in zip(UPPER, [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34, 35, 36, 37, 38], strict=True)}


def container_no() -> str:
    """A shipping container number (ISO 6346) with a valid check digit."""
    owner = pick("MSC", "MAE", "CMA", "HLX", "ONE", "EGL", "TGH", "CSQ") + "U"
    serial = digits(6)
    body = owner + serial
    total = sum((ISO6346[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(body))
    return body + str(total % 11 % 10)


def sub_id() -> str:
    return uid()


def rid(provider: str, name: str, rg: str | None = None) -> str:
    rg = rg or pick("rg-tms-prod-weu", "rg-wms-acc-weu", "rg-edi-prod-weu", "rg-platform-shared", "rg-yard-dev-neu")
    return f"/subscriptions/{sub_id()}/resourceGroups/{rg}/providers/{provider}/{name}"


def blob_etag() -> str:
    return '"0x8DC' + rnd(UPPER[:6] + DIGITS, 11) + '"'


def digest() -> str:
    return "sha256:" + hexs(64)


def dep_ts() -> str:
    return f"{pick('2024', '2025')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{pick('T', '-')}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}"


def nl_plate() -> str:
    return pick(f"{rnd(UPPER, 2)}-{digits(3)}-{rnd(UPPER, 1)}", f"{digits(2)}-{rnd(UPPER, 3)}-{digits(1)}", f"{rnd(UPPER, 1)}-{digits(3)}-{rnd(UPPER, 2)}", f"{rnd(UPPER, 3)}-{digits(2)}-{rnd(UPPER, 1)}")


def imo() -> str:
    """An IMO ship number: six digits and a weighted check digit."""
    d = digits(6, lead=True)
    return d + str(sum(int(c) * w for c, w in zip(d, range(7, 1, -1), strict=True)) % 10)


def kv(name: str = "") -> str:
    return name or pick("kv-acme-tms-prod", "kv-acme-edi-prod", "kv-acme-platform", "kv-acme-wms-acc")


# ---- credentials -----------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("storage_account_key",
          f"acmetmsprodst key1 (rotated last week, key2 is the old one now): {st_key()}",
          f"PS> (Get-AzStorageAccountKey -ResourceGroupName rg-tms-prod-weu -Name acmetmsprodst)[0].Value\n{st_key()}\nneed this for the old SSIS package that can't do MI",
          f"remember: yard-dev storage acct acmeyarddevst\naccount key = {st_key()}",
          f"for Storage Explorer on the jumpbox -> attach with name+key\nname: acmeedidropst\nkey: {st_key()}")

    r.add("storage_connection_string",
          f"edi-mapper appsettings.Development.json:\n\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName=acmeedifuncst;AccountKey={st_key()};EndpointSuffix=core.windows.net\"",
          f"DefaultEndpointsProtocol=https;AccountName=acmewmsaccst;AccountKey={st_key()};EndpointSuffix=core.windows.net  <- acc, for the label printer service",
          f"$env:STORAGE_CONN = \"DefaultEndpointsProtocol=https;AccountName=acmebackupst;AccountKey={st_key()};EndpointSuffix=core.windows.net\"   # only for the restore drill")

    r.add("storage_sas_token",
          f"account SAS for the customs broker upload (write only, expires end of quarter):\n?{sas_query('b', 'wac')}",
          f"az storage account generate-sas gave me this, pasting before I lose it\n{sas_query('bf', 'rl')}",
          f"sas for AzCopy sync of the archive container: {sas_query('b', 'rl')}")

    r.add("blob_sas_url",
          f"link for Maersk ops to pull the manifest export (valid 48h): https://acmeedidropst.blob.core.windows.net/outbound/manifests/2024-w{digits(2)}.zip?{blob_sas_query('r')}",
          f"container SAS URL for the partner SFTP->blob bridge\nhttps://acmepartnerst.blob.core.windows.net/inbound-dhl?sp=racwl&st={day()}T00:00:00Z&se=2026-01-01T00:00:00Z&spr=https&sv=2022-11-02&sr=c&sig={sig()}",
          f"azcopy copy ./dump.bak \"https://acmebackupst.blob.core.windows.net/sqlbak/tms-full.bak?{blob_sas_query('cw')}\"")

    r.add("servicebus_connection_string",
          f"SB prod (RootManage, yes I know, only for the migration script):\nEndpoint=sb://acme-logi-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={sa_key()}",
          f"shipment-events topic, send policy\nEndpoint=sb://acme-logi-prod.servicebus.windows.net/;SharedAccessKeyName=send-tms;SharedAccessKey={sa_key()};EntityPath=shipment-events",
          f"local.settings.json for the gate-in function:\n  \"ServiceBusConnection\": \"Endpoint=sb://acme-logi-acc.servicebus.windows.net/;SharedAccessKeyName=listen-gate;SharedAccessKey={sa_key()}\"",
          f"Service Bus Explorer -> connect w/ \"Endpoint=sb://acme-yard-dev.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={sa_key()}\" (dev ns, fine)")

    r.add("servicebus_sas_token",
          f"generated a SAS for the curl test against the queue, good for 1h:\nAuthorization: SharedAccessSignature sr=https%3A%2F%2Facme-logi-acc.servicebus.windows.net%2Ftruck-eta&sig={sig()}&se={1_730_000_000 + secrets.randbelow(40_000_000)}&skn=send-eta",
          f"SharedAccessSignature sr=acme-logi-prod.servicebus.windows.net%2Fcustoms-decl&sig={sig()}&se={1_730_000_000 + secrets.randbelow(40_000_000)}&skn=customs-send  -- give to the broker's dev, expires Friday")

    r.add("eventhub_connection_string",
          f"telemetry hub for the reefer sensors\nEndpoint=sb://acme-iot-evh-prod.servicebus.windows.net/;SharedAccessKeyName=stream-analytics-in;SharedAccessKey={sa_key()};EntityPath=reefer-temps",
          f"Kafka endpoint config for the yard planner team:\nbootstrap.servers=acme-iot-evh-prod.servicebus.windows.net:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"$ConnectionString\" password=\"Endpoint=sb://acme-iot-evh-prod.servicebus.windows.net/;SharedAccessKeyName=kafka-yard;SharedAccessKey={sa_key()}\";",
          f"evh acc conn: Endpoint=sb://acme-iot-evh-acc.servicebus.windows.net/;SharedAccessKeyName=Listen;SharedAccessKey={sa_key()};EntityPath=gps-pings")

    r.add("service_principal_client_secret",
          f"sp-github-deploy-tms (appId {uid()})\nsecret: {sp_secret()}\nexpires {day()}, set reminder!!",
          f"az login --service-principal -u {uid()} -p '{sp_secret()}' --tenant {uid()}",
          f"new client secret for the EDI app reg, description 'edi-2025q1': {sp_secret()}",
          f"{{\n  \"appId\": \"{uid()}\",\n  \"displayName\": \"sp-terraform-platform\",\n  \"password\": \"{sp_secret()}\",\n  \"tenant\": \"{uid()}\"\n}}\n^ output of az ad sp create-for-rbac, store in KV later")

    r.add("sql_admin_password",
          f"sqladmin on acme-tms-sql-prod = {vm_pw()}",
          f"SQL server admin login for acc (acme-wms-sql-acc): acmesqladmin / {vm_pw()}\nEntra admin is the sg-dba group, use that normally",
          f"bicep param file override I used locally, don't commit:\nparam sqlAdminPassword = '{vm_pw()}'")

    r.add("sql_connection_string",
          f"Server=tcp:acme-tms-sql-prod.database.windows.net,1433;Initial Catalog=tms;Persist Security Info=False;User ID=tms_app;Password={vm_pw()};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;",
          f"sqlcmd -S acme-wms-sql-acc.database.windows.net -d wms -U reporting_ro -P '{vm_pw()}' -Q \"select count(*) from dbo.Pallets\"",
          f"PowerBI gateway uses reporting user: Server=acme-tms-sql-prod.database.windows.net;Database=tmsdw;User Id=pbi_reader;Password={human_pw()};")

    r.add("cosmosdb_primary_key",
          f"cosmos acme-track-cosmos prod primary key\n{st_key()}",
          f"AccountEndpoint=https://acme-track-cosmos.documents.azure.com:443/;AccountKey={st_key()};  (tracking-api reads from here)",
          f"Data Explorer kept timing out so using the SDK w/ key: cosmos readonly key for acc = {st_key()}")

    r.add("cosmosdb_mongo_connection_string",
          f"mongodb://acme-yard-mongo:{quote(st_key(), safe='')}@acme-yard-mongo.mongo.cosmos.azure.com:10255/?ssl=true&replicaSet=globaldb&retrywrites=false&maxIdleTimeMS=120000&appName=@acme-yard-mongo@",
          f"yard planner legacy (mongo API) uri for mongosh:\nmongodb://acme-yard-mongo-acc:{quote(st_key(), safe='')}@acme-yard-mongo-acc.mongo.cosmos.azure.com:10255/?ssl=true&replicaSet=globaldb")

    r.add("function_app_key",
          f"func-edi-mapper-prod host key (default): {func_key()}",
          f"_master key of func-gatein-acc, only for the admin endpoints\n{func_key()}",
          f"curl -H \"x-functions-key: {func_key()}\" https://func-acme-eta-prod.azurewebsites.net/api/recalc?truck=all")

    r.add("function_url_with_code",
          f"webhook URL for the carrier portal (they call us on status change):\nhttps://func-acme-carrier-hook.azurewebsites.net/api/status?code={func_key()}",
          f"test url → https://func-acme-labels-acc.azurewebsites.net/api/PrintLabel?code={func_key()}&clientId=default")

    r.add("acr_admin_password",
          f"acmelogisticsacr admin user (needed for the old Jenkins on-prem, SP doesnt work there)\nuser: acmelogisticsacr\npassword: {acr_pw()}",
          f"docker login acmelogisticsacr.azurecr.io -u acmelogisticsacr -p {acr_pw()}",
          f"acr password2 (password1 was regenerated): {acr_pw()}")

    r.add("vm_local_admin_password",
          f"vm-jump-weu-01 local admin: azadmin / {vm_pw()}",
          f"the old SCADA gateway VM (vm-ot-gw-02) - local acct .\\acmeops pw {vm_pw()} - Bastion only",
          f"New-AzVM ... -Credential (New-Object PSCredential('azureuser', (ConvertTo-SecureString '{vm_pw()}' -AsPlainText -Force)))\nused for the temp build agent")

    r.add("azure_devops_pat",
          f"ADO PAT (Code read + Packaging read, 90d) for the nuget feed on my laptop: {pat_old()}",
          f"PAT for the self-hosted agent registration\n.\\config.cmd --unattended --url https://dev.azure.com/acme-logistics --auth pat --token {pat_new()} --pool Linux-OnPrem --agent rtm-agent-03",
          f"git clone https://rotterdam-eng:{pat_old()}@dev.azure.com/acme-logistics/TMS/_git/tms-infra",
          f"new pat (full scope, 7 days, for the repo migration only!!) {pat_new()}")

    r.add("redis_access_key",
          f"redis-acme-sessions-prod.redis.cache.windows.net:6380,password={redis_key()},ssl=True,abortConnect=False",
          f"redis acc primary access key {redis_key()}",
          f"redis-cli -h redis-acme-eta-dev.redis.cache.windows.net -p 6380 --tls -a '{redis_key()}'")

    r.add("azure_openai_key",
          f"aoai-acme-docs (sweden central) key1: {aoai_key()}\ndeployment gpt-4o-cust-docs",
          f"$headers = @{{ 'api-key' = '{aoai_key()}' }}\nInvoke-RestMethod -Uri \"https://aoai-acme-docs.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01\" -Headers $headers -Method Post -Body $body",
          f"Document Intelligence key for the CMR scanner POC: {hexs(32)}  endpoint https://di-acme-cmr.cognitiveservices.azure.com/")

    r.add("signalr_connection_string",
          f"live map SignalR: Endpoint=https://acme-track.service.signalr.net;AccessKey={sa_key()};Version=1.0;",
          f"Azure__SignalR__ConnectionString=Endpoint=https://acme-track-acc.service.signalr.net;AccessKey={sa_key()};Version=1.0;")

    r.add("iot_hub_connection_string",
          f"iothubowner for the scanner hub: HostName=acme-scanners.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey={sa_key()}",
          f"handheld RTM-HH-{digits(3)} device conn string (for re-flashing):\nHostName=acme-scanners.azure-devices.net;DeviceId=rtm-hh-{digits(3)};SharedAccessKey={sa_key()}")

    r.add("event_grid_topic_key",
          f"egt-acme-shipment-status key1 {sa_key()}",
          f"POST https://egt-acme-yard.westeurope-1.eventgrid.azure.net/api/events\naeg-sas-key: {sa_key()}\nContent-Type: application/json")

    r.add("apim_subscription_key",
          f"APIM sub key for the 'Carriers - Gold' product, customer DHL-NL: {hexs(32)}",
          f"curl https://apim-acme.azure-api.net/tracking/v2/shipments/{digits(10)} -H 'Ocp-Apim-Subscription-Key: {hexs(32)}'",
          f"my own apim key for testing (built-in all-access sub, primary) {hexs(32)}")

    r.add("logic_app_callback_url",
          f"logic app la-acme-invoice-intake trigger URL (the sig is the auth, don't share):\nhttps://prod-{digits(2)}.westeurope.logic.azure.com:443/workflows/{hexs(32)}/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={rnd(URLSAFE, 43)}",
          f"Teams workflow 'ops-alerts' POST url = https://prod-{digits(2)}.westeurope.logic.azure.com:443/workflows/{hexs(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={rnd(URLSAFE, 43)}")

    r.add("publish_profile_password",
          f"from app-acme-tms-api.PublishSettings:\n<publishProfile profileName=\"app-acme-tms-api - Web Deploy\" publishMethod=\"MSDeploy\" publishUrl=\"app-acme-tms-api.scm.azurewebsites.net:443\" msdeploySite=\"app-acme-tms-api\" userName=\"$app-acme-tms-api\" userPWD=\"{rnd(ALNUM, 60)}\" />",
          f"kudu basic auth for the legacy deploy (ftp too) user $app-acme-portal-acc pass {rnd(ALNUM, 60)}")

    r.add("aks_cluster_credential",
          f"aks-acme-prod local admin kubeconfig bit (break glass, local accounts still ON):\nusers:\n- name: clusterAdmin_rg-platform-shared_aks-acme-prod\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}\n    token: {hexs(64)}",
          f"token for clusterUser on aks-acme-dev: {hexs(64)}")

    r.add("certificate_pfx_password",
          f"wildcard *.acme-logistics.example pfx export password: {human_pw()}",
          f"Import-PfxCertificate -FilePath .\\gateway-2025.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString -String '{vm_pw()}' -Force -AsPlainText)",
          f"App Gateway listener cert uploaded, pfx pw was {human_pw()}")

    r.add("tls_private_key",
          f"api.acme-tracking.example key (before moving to KV):\n{pem('PRIVATE KEY', 6)}",
          f"internal CA intermediate for the scanners - key:\n{pem('RSA PRIVATE KEY', 8)}")

    r.add("ssh_private_key",
          f"jumpbox linux key (vm-jump-lnx-01, user azureuser)\n{openssh_private()}",
          f"the deploy key the on-prem TOS box uses to pull from ADO:\n{openssh_private()}")

    r.add("break_glass_account_password",
          f"BREAK GLASS #1 bg-admin01@acmelogistics.onmicrosoft.example\npw: {rnd(ALNUM + '!@#$%^&*()-_=+', 32)}\n(envelope copy in the CISO safe)",
          f"emergency access acct 2 -> {rnd(ALNUM + '!@#$%^&*', 28)}",
          f"global admin cloud-only account (excluded from CA), in case Entra sync breaks again: emergency.access@acme-logistics.example / {rnd(ALNUM + '!@#$%&*', 30)}")

    r.add("break_glass_totp_seed",
          f"bg-admin01 TOTP secret (added to the 2 yubikeys + offline phone): {groups(totp_seed(), 4)}",
          f"otpauth://totp/Microsoft:bg-admin02@acmelogistics.onmicrosoft.example?secret={totp_seed()}&issuer=Microsoft")

    r.add("pipeline_env_secret",
          f"terraform local run:\nexport ARM_CLIENT_ID={uid()}\nexport ARM_CLIENT_SECRET='{sp_secret()}'\nexport ARM_TENANT_ID={uid()}\nexport ARM_SUBSCRIPTION_ID={uid()}",
          f"backend.hcl for tfstate (storage key, yes, still):\nstorage_account_name = \"acmetfstatest\"\ncontainer_name = \"tfstate\"\nkey = \"platform.tfstate\"\naccess_key = \"{st_key()}\"",
          f"$env:AZURE_CLIENT_SECRET = \"{sp_secret()}\"   # for DefaultAzureCredential when testing the EDI worker outside azure")

    r.add("github_pat",
          f"github (the public samples org) fine-grained token for mirroring: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"ghp token for the renovate bot on the ADO side: ghp_{rnd(ALNUM, 36)}")

    r.add("grafana_service_account_token",
          f"managed grafana amg-acme-ops SA token (for dashboards-as-code): glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"grafana api -> Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}")

    r.add("postgres_admin_password",
          f"psql \"host=acme-pg-rates-prod.postgres.database.azure.com port=5432 dbname=rates user=pgadmin password={vm_pw()} sslmode=require\"",
          f"postgres flex acc admin -> pgadmin : {vm_pw()}",
          f"DATABASE_URL=postgresql://rates_app:{quote(vm_pw(), safe='')}@acme-pg-rates-acc.postgres.database.azure.com:5432/rates?sslmode=require")

    r.add("vpn_shared_key",
          f"S2S VPN to the Botlek warehouse (Fortigate) IPsec PSK: {rnd(ALNUM, 32)}",
          f"az network vpn-connection shared-key reset --connection-name cn-weu-to-waalhaven --resource-group rg-network-hub --vnet-gateway-name vgw-hub-weu --key-length 32\n-> then set on the fortigate: set psksecret {rnd(ALNUM, 32)}",
          f"vpn conn to the customs broker (PSK) {rnd(ALNUM + '-_', 40)}")

    r.add("communication_services_connection_string",
          f"ACS for SMS to drivers: endpoint=https://acs-acme-drivers.europe.communication.azure.com/;accesskey={st_key()}",
          f"email ACS acc conn: endpoint=https://acs-acme-mail-acc.europe.communication.azure.com/;accesskey={st_key()}")

    r.add("teams_webhook_url",
          f"old style incoming webhook for #platform-alerts: https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 40)}",
          f"action group -> webhook https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}")

    r.add("sftp_partner_password",
          f"sftp to the rail operator (sftp.railcargo.example:2222) user acme_rtm pw {human_pw()}",
          f"SFTP local user on acmepartnerst for Kuehne: acmepartnerst.kuehne@acmepartnerst.blob.core.windows.net\npassword (generated by azure, can't see again): {rnd(ALNUM + '+/', 32)}",
          f"WinSCP session 'customs-nl' -> sftp.customs-gateway.test / acme_edi / {vm_pw()}")

    r.add("edi_partner_api_key",
          f"project44 style visibility api key for the carrier pilot: {rnd(ALNUM, 40)}",
          f"X-API-Key for the terminal operator's berth planning API (acc): {hexs(40)}",
          f"tracking aggregator key — {rnd(URLSAFE, 48)}\nbase url https://api.tracktrace.example/v3")

    r.add("port_community_portal_password",
          f"port community system (pcs.portrotterdam.example) login for customs pre-notification: svc-acme-edi / {human_pw()}",
          f"terminal gate portal ECT-ish acc (gate.terminal.example) -> acme.planning / {human_pw()}\n2nd factor goes to the shared ops phone")

    r.add("datadog_api_key",
          f"datadog (EU) api key for the AKS agent: {hexs(32)}\napp key: {hexs(40)}",
          f"DD_API_KEY={hexs(32)} helm upgrade --install datadog-agent ...")

    r.add("batch_account_key",
          f"batch account batacmeroute (route optimizer nightly) primary: {st_key()}",
          f"az batch account login -n batacmeroute -g rg-tms-prod-weu --shared-key-auth\nkey from portal: {st_key()}")

    r.add("domain_join_account_password",
          f"svc-domainjoin@acme.internal — {vm_pw()}  (used by the AVD host pool)",
          f"AVD hostpool bicep param domainJoinPassword: '{vm_pw()}'")

    r.add("bitlocker_recovery_key",
          f"my laptop bitlocker recovery (ACME-LT-{digits(5)}): {bitlocker_key()}",
          f"recovery key for vm-jump-weu-01 os disk (ADE): {bitlocker_key()}")

    r.add("office_door_code",
          f"Waalhaven office server room keypad: {digits(6)}#",
          f"alarm code for the Maasvlakte site office when I'm on weekend standby: {digits(4)}, then press OFF",
          f"door code DC Botlek side entrance {digits(5)}")

    r.add("keyvault_secret_value",
          f"PS> Get-AzKeyVaultSecret -VaultName kv-acme-edi-prod -Name as2-cert-pw -AsPlainText\n{human_pw()}",
          f"az keyvault secret show --vault-name kv-acme-tms-prod -n tms-jwt-signing --query value -o tsv\n{b64(secrets.token_bytes(48))}")

    r.add("azure_maps_key",
          f"azure maps primary key (server side routing only!!) {rnd(URLSAFE, 43)}",
          f"ROUTING_MAPS_KEY={rnd(URLSAFE, 43)}")

    r.add("basic_auth_header",
          f"legacy WMS SOAP endpoint wants basic auth: Authorization: Basic {basic('wms_integration', human_pw())}",
          f"curl -u 'tos_api:{vm_pw()}' https://tos.acme.internal/api/v1/moves")

    r.add("arm_access_token",
          f"bearer token for the postman collection (az account get-access-token), valid ~1h:\n{jwt({'aud': 'https://management.azure.com/', 'iss': 'https://sts.windows.net/' + uid() + '/', 'oid': uid(), 'exp': 1_730_000_000 + secrets.randbelow(30_000_000), 'appid': uid()}, alg='RS256', signature=rnd(URLSAFE, 342))}",
          f"Authorization: Bearer {jwt({'aud': 'api://acme-tracking-api', 'tid': uid(), 'roles': ['Shipments.Read'], 'exp': 1_730_000_000 + secrets.randbelow(30_000_000)}, alg='RS256', signature=rnd(URLSAFE, 342))}")

    r.add("company_credit_card",
          f"company Visa for marketplace stuff / MS support plan: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvc {digits(3)}",
          f"team card (AmEx-less, it's a Mastercard) {groups(luhn('51', 16), 4)}  {card_expiry()}  cvv {digits(3)}  name: ACME LOGISTICS BV")

    r.add("wifi_password",
          f"warehouse scanner SSID ACME-RF-5G psk: {rnd(ALNUM, 20)}",
          f"guest wifi at Waalhaven this month: {pick('Kraan', 'Boei', 'Sleep')}{digits(4)}{pick('!', '#')}")

    # second pass: more of the same kinds, in other shapes
    r.add("storage_account_key",
          f"$ctx = New-AzStorageContext -StorageAccountName acmearchivest -StorageAccountKey '{st_key()}'\nGet-AzStorageBlob -Container edi-2019 -Context $ctx | measure")
    r.add("storage_sas_token",
          f"SAS (table svc) for the old Access db export, read+query only\nsv=2022-11-02&ss=t&srt=o&sp=r&se=2025-{secrets.randbelow(12) + 1:02d}-28T23:59:59Z&spr=https&sig={sig()}")
    r.add("sql_admin_password",
          f"sql admin reset today ({day()}) -> new one {vm_pw()} , KV updated? NOT YET")
    r.add("cosmosdb_primary_key",
          f"COSMOS_KEY={st_key()}\nCOSMOS_ENDPOINT=https://acme-track-cosmos-acc.documents.azure.com:443/")
    r.add("function_app_key",
          f"functionapp keys set output -> name carrier-portal value {func_key()}")
    r.add("vm_local_admin_password",
          f"Hyper-V replica VM on the Botlek host, Administrator\n{vm_pw()}")
    r.add("acr_admin_password",
          f"echo '{acr_pw()}' | docker login acmelogisticsacr.azurecr.io --username acmelogisticsacr --password-stdin")
    r.add("service_principal_client_secret",
          f"AZURE_CREDENTIALS for the GH action (old style, pre-OIDC):\n{{\"clientId\":\"{uid()}\",\"clientSecret\":\"{sp_secret()}\",\"subscriptionId\":\"{uid()}\",\"tenantId\":\"{uid()}\"}}")
    r.add("eventhub_connection_string",
          f"stream analytics input 'gps' -> policy name asa-read, key {sa_key()} (ns acme-iot-evh-prod, hub gps-pings)")
    r.add("edi_partner_api_key",
          f"carrier BV Transport API (rates): client_id acme-rtm, client_secret {rnd(ALNUM, 32)}")
    r.add("keyvault_secret_value",
          f"got the AS2 partner password from KV for the call with them: {human_pw()} (tell them to rotate after)")
    r.add("signalr_connection_string",
          f"signalr dev key (primary) {sa_key()}  -> endpoint acme-track-dev.service.signalr.net")
    r.add("iot_hub_connection_string",
          f"az iot hub generate-sas-token gave:\nSharedAccessSignature sr=acme-scanners.azure-devices.net%2Fdevices%2Frtm-hh-{digits(3)}&sig={sig()}&se={1_730_000_000 + secrets.randbelow(40_000_000)}")
    r.add("event_grid_topic_key",
          f"event grid domain egd-acme-partners key2 = {sa_key()}")
    r.add("github_pat",
          f"~/.npmrc for the GH packages mirror:\n//npm.pkg.github.com/:_authToken=ghp_{rnd(ALNUM, 36)}")
    r.add("azure_maps_key",
          f"maps key for the dispatcher screen (acc): {rnd(URLSAFE, 43)}")
    r.add("basic_auth_header",
          f"TOS callback config:\ncallback:\n  url: https://hooks.acme.internal/tos\n  username: tos-cb\n  password: \"{vm_pw()}\"")
    r.add("wifi_password",
          f"meeting room AP (Maasvlakte portacabin) WPA2: {human_pw()}")

    return r


# ---- look-alikes -----------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("azure_resource_id",
          f"scope for the role assignment: {rid('Microsoft.ServiceBus', 'namespaces/acme-logi-prod', 'rg-tms-prod-weu')}",
          f"diagnostic setting target LA workspace\n{rid('Microsoft.OperationalInsights', 'workspaces/log-acme-platform-weu', 'rg-platform-shared')}",
          f"az resource show --ids {rid('Microsoft.Storage', 'storageAccounts/acmeedidropst', 'rg-edi-prod-weu')} --query properties.minimumTlsVersion",
          f"the private endpoint that broke DNS: {rid('Microsoft.Network', 'privateEndpoints/pe-acmetmsprodst-blob', 'rg-network-hub')}")

    r.add("tenant_id",
          f"tenant id (acme logistics prod): {uid()}",
          f"Connect-AzAccount -Tenant {uid()} -UseDeviceAuthentication",
          f"B2B guests from the broker come from tenant {uid()}, allow it in cross-tenant access settings")

    r.add("subscription_id",
          f"subs:\n- sub-acme-prod     {uid()}\n- sub-acme-acc      {uid()}\n- sub-acme-sandbox  {uid()}",
          f"az account set --subscription {uid()}",
          f"billing question for MS: sub {uid()} jumped 30% in march (Defender for Storage?)")

    r.add("managed_identity_client_id",
          f"id-acme-edi-worker (user assigned) clientId {uid()} principalId {uid()}",
          f"AZURE_CLIENT_ID={uid()}  # UAMI for the eta function, no secret, DefaultAzureCredential picks it up",
          f"workload identity on AKS: annotate the SA with azure.workload.identity/client-id: {uid()}")

    r.add("keyvault_reference",
          "app setting ServiceBusConnection = @Microsoft.KeyVault(SecretUri=https://kv-acme-tms-prod.vault.azure.net/secrets/sb-tms-send/)",
          "@Microsoft.KeyVault(VaultName=kv-acme-edi-prod;SecretName=as2-cert-pw)  <- use this form, no version pinning",
          f"pinned version reference (don't, it broke after rotation):\n@Microsoft.KeyVault(SecretUri=https://kv-acme-wms-acc.vault.azure.net/secrets/SqlPassword/{hexs(32)})",
          "keyvault ref resolved status = 'AccessToKeyVaultDenied' for CosmosKey -> the function MI was missing 'Key Vault Secrets User'")

    r.add("keyvault_secret_uri",
          f"secret id for the pfx: https://kv-acme-platform.vault.azure.net/secrets/wildcard-acme-2025/{hexs(32)}",
          "bicep: existing kv, then kv.getSecret('sqlAdminPassword') in the module call, nothing in the param file",
          "az keyvault secret show --id https://kv-acme-tms-prod.vault.azure.net/secrets/tms-jwt-signing --query attributes.expires")

    r.add("blob_url_without_sas",
          f"manifest drop: https://acmeedidropst.blob.core.windows.net/outbound/manifests/2024-w{digits(2)}.zip (private container, use your Entra login)",
          "static site for the driver app: https://acmedriverweb.z6.web.core.windows.net/ - public, fine",
          f"azcopy copy 'https://acmebackupst.blob.core.windows.net/sqlbak/tms-full-{dep_ts()}.bak' . --recursive  (azcopy login first, no SAS)")

    r.add("etag_value",
          f"blob props after upload: ETag {blob_etag()}, Last-Modified {day()}",
          f"cosmos _etag \"{hexs(8)}-0000-0d00-0000-{hexs(12)}\" — use it in If-Match to avoid the lost update on shipment status",
          f"ARM returned etag W/\"datetime'{day()}T10%3A{digits(2)}%3A{digits(2)}.{digits(7)}Z'\" on the NSG, PUT with If-Match")

    r.add("correlation_id",
          f"failed deployment, correlationId {uid()} - opened case with MS",
          f"x-ms-correlation-request-id: {uid()}\nx-ms-request-id: {uid()}",
          f"APIM trace: Request-Id |{hexs(32)}.{hexs(16)}. traceparent 00-{hexs(32)}-{hexs(16)}-01")

    r.add("activity_operation_id",
          f"activity log: 'Regenerate Storage Account Keys' by me, operationId {uid()}, eventDataId {uid()}",
          f"AppInsights operation_Id {hexs(32)} is the slow /shipments call, 4.2s in SQL",
          f"az monitor activity-log list --correlation-id {uid()} -o table")

    r.add("aks_pod_name",
          f"crashlooping: {pod_name('tracking-api')} and {pod_name('tracking-api')} (OOMKilled, raise limits)",
          f"kubectl logs -n edi {pod_name('edi-mapper')} -c mapper --previous",
          f"kubectl describe pod {pod_name('eta-worker')} -n tms | grep -i image")

    r.add("container_image_digest",
          f"prod is running acmelogisticsacr.azurecr.io/tracking-api@{digest()}",
          f"pinned in the helm values: image.digest: {digest()}",
          f"az acr repository show-manifests -n acmelogisticsacr --repository edi-mapper -> newest {digest()} tag 2.14.{digits(1)}")

    r.add("deployment_name",
          f"az deployment group create -n tms-infra-{dep_ts()} -g rg-tms-prod-weu -f main.bicep -p main.prod.bicepparam",
          f"the one that failed: platform-hub-{dep_ts()}  (nested: vnetPeering-{hexs(13)})",
          f"deployment name collides if two pipelines run in the same second -> use '${{Build.BuildId}}-{digits(5)}' suffix")

    r.add("sas_policy_name",
          "service bus auth rules on acme-logi-prod: RootManageSharedAccessKey (don't use), send-tms, listen-gate, customs-send",
          "stored access policy 'partner-read-30d' on container outbound; sas tokens reference si=partner-read-30d so we can revoke by deleting the policy",
          "Endpoint=sb://acme-logi-acc.servicebus.windows.net/;SharedAccessKeyName=listen-gate;SharedAccessKey=<from KV>")

    r.add("key_regeneration_note",
          f"{day()}: regenerated key1 on acmetmsprodst after the contractor left. Apps on MI weren't affected, SSIS updated from KV.",
          "rotated the SB send-tms primary key, secondary still valid until Monday then rotate that too",
          "cosmos acme-track-cosmos: regenerated the read-only keys, nothing uses them any more -> consider disableLocalAuth",
          "ACR admin password1 regenerated + admin user disabled afterwards. Jenkins now uses a token (scope map pull-only), stored in the jenkins cred store")

    r.add("managed_identity_connection_string",
          "ServiceBusConnection__fullyQualifiedNamespace = acme-logi-prod.servicebus.windows.net  (identity-based, no key)",
          "Server=tcp:acme-tms-sql-prod.database.windows.net,1433;Initial Catalog=tms;Authentication=Active Directory Managed Identity;Encrypt=True;",
          f"Server=acme-wms-sql-acc.database.windows.net;Database=wms;Authentication=Active Directory Default;User Id={uid()};",
          "AzureWebJobsStorage__accountName = acmeedifuncst\nAzureWebJobsStorage__credential = managedidentity")

    r.add("app_insights_connection_string",
          f"InstrumentationKey={uid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://westeurope.livediagnostics.monitor.azure.com/;ApplicationId={uid()}",
          f"appi-acme-tracking app id {uid()} (for the Grafana datasource, auth via MI)")

    r.add("git_commit_sha",
          f"bicep refactor merged: {hexs(40)} (revert with git revert {hexs(7)} if the NSG rules break)",
          f"tms-infra main@{hexs(40)} is what's deployed on prod",
          f"cherry-pick {hexs(12)} into release/2025.{digits(1)}")

    r.add("pipeline_run_id",
          f"ADO build #{digits(6)} (tms-infra-ci) failed on what-if, rerun as {digits(6)}",
          f"https://dev.azure.com/acme-logistics/TMS/_build/results?buildId={digits(6)}&view=logs&j={uid()}",
          f"release RTM-{dep_ts()[:8]}.{digits(1)} approved by change board")

    r.add("entra_object_id",
          f"sg-dba group objectId {uid()} -> SQL Entra admin",
          f"New-AzRoleAssignment -ObjectId {uid()} -RoleDefinitionName 'Storage Blob Data Reader' -Scope {rid('Microsoft.Storage', 'storageAccounts/acmeedidropst', 'rg-edi-prod-weu')}",
          f"enterprise app objectId {uid()} vs app reg objectId {uid()} - ALWAYS the SP one for role assignments")

    r.add("role_definition_id",
          "Key Vault Secrets User = 4633458b-17de-408a-b874-0445c86b69e6 (built-in role id, same in every tenant)",
          f"custom role 'ACME Log Reader' id {uid()}, assignable at /providers/Microsoft.Management/managementGroups/mg-acme-landingzones")

    r.add("ssh_public_key",
          f"authorized key for vm-jump-lnx-01:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rotterdam-eng@ACME-LT-{digits(5)}",
          f"bicep: adminPublicKey: 'ssh-rsa {ssh_pub('ssh-rsa', 279)} build-agent'",
          f"public key of the on-prem TOS deploy key (the private one stays on the box): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tos-deploy")

    r.add("certificate_thumbprint",
          f"App Service cert thumbprint {hexs(40).upper()} expires {day()}",
          f"WEBSITE_LOAD_CERTIFICATES={hexs(40).upper()}",
          f"SP auth by cert instead of secret: az login --service-principal -u {uid()} --tenant {uid()} --certificate ./sp-edi.pem  (cert thumbprint {hexs(40).upper()})")

    r.add("network_addressing",
          f"hub vnet 10.{secrets.randbelow(50) + 10}.0.0/16, AzureFirewallSubnet .0.0/26, GatewaySubnet .1.0/27, spoke tms 10.{secrets.randbelow(50) + 60}.0.0/20",
          f"firewall public IP 20.{secrets.randbelow(200) + 20}.{secrets.randbelow(250)}.{secrets.randbelow(250)} - give to the customs broker for their allowlist",
          f"Botlek warehouse on-prem range 172.{secrets.randbelow(16) + 16}.{secrets.randbelow(250)}.0/24, BGP ASN 65{digits(3)}")

    r.add("private_endpoint_fqdn",
          "acmetmsprodst.privatelink.blob.core.windows.net -> 10.64.2.14 (check with nslookup from the jumpbox, not the laptop)",
          "kv-acme-tms-prod.privatelink.vaultcore.azure.net A record missing in the hub private DNS zone")

    r.add("shipment_tracking_number",
          f"DHL parcel with the replacement firewall: JD{digits(18)}",
          f"UPS 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)} - scanner spares for Maasvlakte",
          f"our own shipment ref format SHP-NL-{digits(8)}, test one: SHP-NL-{digits(8)}")

    r.add("shipping_container_number",
          f"test data for the gate-in function: container {container_no()} (40HC) and {container_no()} (20DV)",
          f"reefer {container_no()} alarm at {dep_ts()[:8]} - not our bug, sensor at -25 was real",
          f"EDI COPARN sample with {container_no()} failed the ISO6346 check digit? no, the mapper trimmed the last char")

    r.add("bill_of_lading_number",
          f"BL {pick('MAEU', 'MEDU', 'HLCU', 'CMDU')}{digits(9)} stuck in status 'customs hold' in the portal",
          f"B/L no. {pick('MEDU', 'ONEY')}{rnd(UPPER + DIGITS, 10)} — use for the e2e test in acc")

    r.add("booking_reference",
          f"booking {digits(9, lead=True)} (Maersk) for the demo load",
          f"truck slot booking TS-{digits(4)}-{rnd(UPPER, 3)} at the terminal gate, 06:30")

    r.add("company_iban_on_invoice",
          f"bank details on our invoices (customers pay here): ACME Logistics B.V., IBAN {iban('NL', pick('ABNA', 'INGB', 'RABO') + digits(10))}, BIC {pick('ABNANL2A', 'INGBNL2A', 'RABONL2U')}",
          f"vendor MS reseller wants our IBAN for direct debit: {iban('NL', 'INGB' + digits(10))} (it's on every invoice anyway)")

    r.add("azure_support_request",
          f"MS support case {pick('24', '25')}{digits(14)} - SB namespace throttling",
          f"Sev B ticket {pick('24', '25')}{digits(14)}, engineer wants a HAR + correlation id",
          f"ServiceNow INC{digits(7)} linked to the MS case")

    r.add("password_policy_note",
          "SQL admin pw policy: min 16 chars, 3 of 4 classes, rotate every 90d via the runbook (rb-rotate-sqladmin)",
          "VM local admin passwords now via LAPS (Windows LAPS in Entra), nobody should know them; retrieve with Get-LapsAADPassword when needed",
          "new rule from security: no PATs longer than 30 days, no full-scope PATs at all. Use workload identity federation for service connections")

    r.add("secret_expiry_reminder",
          f"sp-github-deploy-tms client secret expires {day()} -> create new one 2 weeks before, update the GH env secret AZURE_CREDENTIALS",
          f"reminder: ACR token 'jenkins-pull' expires {day()}",
          f"cert wildcard-acme-2025 in kv-acme-platform auto-renews {day()}, check App Gateway picks up the new version (versionless secret id)")

    r.add("secret_variable_reference",
          "pipeline: $(sqlAdminPassword) comes from variable group 'vg-tms-prod' linked to kv-acme-tms-prod",
          "$env:ARM_CLIENT_SECRET not set -> terraform falls back to az cli login, that's why it used my account",
          "GitHub env 'prod' secrets: AZURE_CLIENT_ID, AZURE_TENANT_ID, AZURE_SUBSCRIPTION_ID (OIDC, no client secret anymore)")

    r.add("bicep_secure_parameter",
          "@secure()\nparam sqlAdminPassword string\n\nparam sqlAdminLogin string = 'acmesqladmin'",
          "resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {\n  name: 'kv-acme-tms-prod'\n}\nmodule sql './sql.bicep' = {\n  name: 'sql'\n  params: {\n    adminPassword: kv.getSecret('sqlAdminPassword')\n  }\n}",
          "output storageKey string = st.listKeys().keys[0].value  <- NO, linter flags outputs-should-not-contain-secrets, removed it")

    r.add("az_cli_key_command",
          "az storage account keys renew -g rg-tms-prod-weu -n acmetmsprodst --key primary",
          "az servicebus namespace authorization-rule keys renew -g rg-tms-prod-weu --namespace-name acme-logi-prod -n send-tms --key PrimaryKey",
          "az cosmosdb update -n acme-track-cosmos -g rg-tms-prod-weu --disable-key-based-metadata-write-access true")

    r.add("container_image_tag",
          f"tracking-api:2.{digits(2)}.{digits(1)}-{hexs(7)} rolled out to aks-acme-prod",
          f"base image mcr.microsoft.com/dotnet/aspnet:8.0.{digits(1)}-bookworm-slim, node 20.{digits(2)}.0 for the portal")

    r.add("truck_licence_plate",
          f"trucks on the ETA pilot: {nl_plate()}, {nl_plate()}, {nl_plate()}",
          f"trailer {nl_plate()} had GPS dropouts 14:00-15:20, check the IoT hub device twin")

    r.add("vessel_imo_number",
          f"vessel IMO {imo()} ETA Maasvlakte II moved +6h",
          f"berth planning test case: IMO {imo()}, voyage {digits(3)}W")

    r.add("office_address_phone",
          f"Waalhaven office: Waalhaven Z.z. {digits(2)}, 3089 {rnd(UPPER, 2)} Rotterdam, reception +31 10 {digits(3)} {digits(4)}",
          f"MS account manager +31 20 {digits(3)} {digits(4)}, partner engineer on +31 6 {digits(8)}")

    r.add("request_id_header",
          f"x-ms-request-id {uid()} on the 503 from the storage front end",
          f"ServiceBus error: Reference:{uid()}, TrackingId:{uid()}_G{digits(2)}, SystemTracker:acme-logi-prod.servicebus.windows.net:shipment-events")

    r.add("spa_public_client_config",
          f"driver portal msal config (public client, no secret by design):\nclientId: '{uid()}'\nauthority: 'https://login.microsoftonline.com/{uid()}'\nredirectUri: 'https://drivers.acme-logistics.example/auth'",
          f"api scope exposed: api://{uid()}/Shipments.Read")

    r.add("redacted_sas_example",
          f"sample for the docs: https://acmeedidropst.blob.core.windows.net/outbound/file.zip?sp=r&st={day()}T08:00:00Z&se={day()}T18:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=REDACTED",
          "SAS format the broker should expect: ?sv=...&sr=c&sp=racwl&se=...&sig=<signature>  (we send the real link via the secure share, not email)")

    r.add("function_key_names",
          "func-edi-mapper-prod keys: host keys 'default' and 'carrier-portal', function key 'status/default'. Values only in KV (func-keys-*)",
          "az functionapp keys list -g rg-edi-prod-weu -n func-edi-mapper-prod --query \"functionKeys | keys(@)\"")

    r.add("file_checksum",
          f"bicep module registry artifact br:acmelogisticsacr.azurecr.io/bicep/modules/sql:1.{digits(1)}.0 sha256 {hexs(64)}",
          f"azcopy reported MD5 {b64(secrets.token_bytes(16))} for tms-full.bak, matches Content-MD5")

    r.add("kql_query_ids",
          f"AzureDiagnostics | where ResourceId contains 'ACME-LOGI-PROD' and TrackingId_g == '{uid()}'",
          f"requests | where operation_Id == '{hexs(32)}' | project timestamp, name, resultCode, duration")

    r.add("tax_customs_identifier",
          f"our EORI NL{digits(9, lead=True)} and VAT NL{digits(9, lead=True)}B01 - needed in the customs API payload",
          f"AEO certificate ref NL AEOF {digits(10)} (public in the EU AEO database)")

    r.add("device_serial_mac",
          f"handheld RTM-HH-{digits(3)} serial {rnd(UPPER + DIGITS, 12)}, MAC {mac(':', True)}",
          f"edge gateway at Botlek: Azure Stack Edge serial {rnd(UPPER + DIGITS, 10)}, mgmt MAC {mac('-', True)}")

    r.add("event_grid_subscription_name",
          f"egsub-shipment-status-to-func-{hexs(8)} dead-letters into acmeedidropst/deadletter",
          f"system topic id {rid('Microsoft.EventGrid', 'systemTopics/acmetmsprodst-' + uid(), 'rg-tms-prod-weu')}")

    r.add("pin_policy_talk",
          "yubikey PIN for the break glass keys was reset by security, they keep the new one — not me",
          "the alarm code at Maasvlakte changed again, ask the site manager; I don't keep it anymore",
          "forgot the SQL admin pw for acc -> just reset it via az sql server update --admin-password with a generated one, put in KV, done")

    # second pass: more of the same kinds, in other shapes
    r.add("tenant_id",
          f"AZURE_TENANT_ID={uid()}")
    r.add("managed_identity_client_id",
          f"system-assigned MI of func-edi-mapper-prod, principalId {uid()} (needs Azure Service Bus Data Sender on the topic)")
    r.add("keyvault_secret_uri",
          f"versionless: https://kv-acme-edi-prod.vault.azure.net/secrets/sftp-kuehne-pw  current version {hexs(32)} (enabled), previous {hexs(32)} (disabled)")
    r.add("blob_url_without_sas",
          f"https://acmearchivest.blob.core.windows.net/edi-2019/{uid()}.edi  -- archive tier, rehydrate takes ~15h")
    r.add("aks_pod_name",
          f"NAME                                 READY   STATUS\n{pod_name('gatein-api')}     1/1     Running\n{pod_name('gatein-api')}     0/1     CrashLoopBackOff\n{pod_name('label-printer')}  1/1     Running")
    r.add("container_image_digest",
          f"docker pull acmelogisticsacr.azurecr.io/label-printer@{digest()}")
    r.add("deployment_name",
          f"subscription-level deploy: az deployment sub create -n lz-policies-{dep_ts()} -l westeurope -f policies.bicep")
    r.add("sas_policy_name",
          "Event Hub policies on gps-pings: asa-read (Listen), device-send (Send). No Manage on entity level.")
    r.add("key_regeneration_note",
          f"Batch account batacmeroute: swapped to secondary, regenerated primary at {day()} 02:00, the nightly job ran fine")
    r.add("managed_identity_connection_string",
          "Endpoint=sb://acme-logi-prod.servicebus.windows.net/;Authentication=Managed Identity")
    r.add("secret_variable_reference",
          "the SFTP password is in the KV as sftp-kuehne-pw and in the ops 1Password vault 'Partners' — don't paste it in Teams")
    r.add("password_policy_note",
          "Entra: password never expires for cloud-only admins? No -> 'breakglass' accounts excluded, everyone else 180 days + MFA. min length 14")
    r.add("app_insights_connection_string",
          f"APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey={uid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/  (not a secret per MS docs, Entra auth on ingestion enforced anyway)")
    r.add("spa_public_client_config",
          f"Azure Maps with Entra auth in the browser: x-ms-client-id {uid()} (account's uniqueId, public)")
    r.add("redacted_sas_example",
          f"az storage container generate-sas --account-name acmepartnerst -n inbound-dhl --permissions racwl --expiry {day()} --auth-mode login --as-user  (user delegation SAS, output not stored here)")
    r.add("request_id_header",
          f"Cosmos 429s: x-ms-activity-id {uid()}, x-ms-retry-after-ms 1200, RU charge 12.4")

    return r


def main() -> None:
    write_corpora("make_heldout178.py", [
        ("heldout178_credentials.yaml", credentials(), "batch 178 (Azure cloud engineer at a Rotterdam logistics company), written blind; every value synthetic"),
        ("heldout178_lookalikes.yaml", lookalikes(), "batch 178 look-alikes: Azure resource ids, Key Vault references, digests, managed-identity connection strings, written blind"),
    ])


if __name__ == "__main__":
    main()
