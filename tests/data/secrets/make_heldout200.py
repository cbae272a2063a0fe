# ruff: noqa: E501
"""Writes heldout200_credentials.yaml and heldout200_lookalikes.yaml: held-out batch 200.

Persona: a cloud security engineer in Dublin who works on Azure all day. The notes she asks
the assistant to keep mix work (app registration client secrets, SAS tokens inside storage
URLs, storage account keys, connection strings with AccountKey or SharedAccessKey, a Cosmos
DB primary key, a service principal's certificate password, Azure DevOps PATs, a Function's
host key) with a little home life; the look-alikes are the ids and references that fill her
day (subscription, tenant, object and client ids, resource ids, Key Vault secret URIs and
@Microsoft.KeyVault references, managed identity ids, thumbprints, role definition ids,
correlation ids, ARM parameter references, masked keys).

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets
from urllib.parse import quote

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
    digits,
    groups,
    hexs,
    kube_key_data,
    onepassword_secret_key,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

SECRET_CHARS = ALNUM + "_~.-"


def client_secret() -> str:
    """An Entra ID app registration client secret in the current shape (…8Q~…, 40 chars)."""
    return rnd(ALNUM, 3) + pick("8Q~", "7Q~") + rnd(SECRET_CHARS, 34)


def old_client_secret() -> str:
    """A pre-2021 client secret, with the odd punctuation those had."""
    return rnd(ALNUM + "-_.[]?@:", 34)


def key88(tag: str = "") -> str:
    """A 64-byte key in base64 (storage, Cosmos, Log Analytics), optionally identifiable."""
    if tag:
        return rnd(B64, 76) + tag + rnd(B64, 6) + "=="
    return b64(secrets.token_bytes(64))


def key44(tag: str = "") -> str:
    """A 32-byte SAS key in base64 (Service Bus, Event Hubs, Redis), optionally identifiable."""
    if tag:
        return rnd(B64, 33) + tag + rnd(B64, 6) + "="
    return b64(secrets.token_bytes(32))


def sas_sig() -> str:
    return quote(b64(secrets.token_bytes(32)), safe="")


def sas_query(perms: str = "r", resource: str = "b") -> str:
    day = secrets.randbelow(27) + 1
    month = secrets.randbelow(12) + 1
    return (f"sp={perms}&st=2025-{month:02d}-{day:02d}T08:00:00Z&se=2025-{month:02d}-{day + 1:02d}T18:00:00Z"
            f"&spr=https&sv=2022-11-02&sr={resource}&sig={sas_sig()}")


def account_sas() -> str:
    return f"sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-0{secrets.randbelow(9) + 1}-30T17:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig={sas_sig()}"


def devops_pat() -> str:
    return pick(rnd(LOWER + "234567", 52), rnd(ALNUM, 52) + "JQQJ99" + rnd(ALNUM, 18) + "AZDO" + rnd(ALNUM, 4))


def func_key() -> str:
    return pick(rnd(URLSAFE, 54) + "==", rnd(URLSAFE, 44) + "AzFu" + rnd(URLSAFE, 6) + "==")


def cog_key() -> str:
    return pick(rnd(HEX, 32), rnd(ALNUM, 52) + "JQQJ99" + rnd(ALNUM, 18) + "ACOG" + rnd(ALNUM, 4))


def stg() -> str:
    return "st" + pick("acme", "acmeprod", "acmedev", "acmelogs", "acmesec") + rnd(LOWER + DIGITS, 6)


def thumb() -> str:
    return rnd(DIGITS + "ABCDEF", 40)


def sub() -> str:
    return f"/subscriptions/{uid()}"


def rg() -> str:
    return pick("rg-acme-prod-neu", "rg-acme-sec-weu", "rg-platform-shared", "rg-acme-dev-neu", "rg-identity")


def credentials() -> Rows:
    r = Rows()

    r.add("app_registration_client_secret",
          f"client secret for app reg acme-graph-reader (expires Mar): {client_secret()}",
          f"sp-terraform-prod\nclient id {uid()}\nsecret value: {client_secret()}\n(copy the VALUE not the secret ID!!)",
          f"new secret on acme-intune-sync, old one revoked. value={client_secret()}",
          f"AZURE_CLIENT_SECRET={client_secret()}",
          f"the legacy app reg still has its old style secret, remember it: {old_client_secret()}",
          f"az login --service-principal -u {uid()} -p '{client_secret()}' --tenant acme.onmicrosoft.com")

    r.add("storage_sas_url",
          f"SAS for the evidence share, read only, give to the auditor: https://{stg()}.blob.core.windows.net/evidence/2025-q2.zip?{sas_query()}",
          f"upload url for the forensics export -> https://{stg()}.blob.core.windows.net/forensics?{sas_query('racwl', 'c')}",
          f"account SAS (all services, dont share): ?{account_sas()}",
          f"azcopy copy ./logs 'https://{stg()}.blob.core.windows.net/raw-logs?{sas_query('cw', 'c')}' --recursive",
          f"SAS token only (container flowlogs): {sas_query('rl', 'c')}",
          f"Nóta: file share SAS for the Galway team https://{stg()}.file.core.windows.net/handover?{sas_query('rl', 's')}")

    r.add("storage_account_key",
          f"{stg()} key1: {key88()}",
          f"storage key (key2, rotated today) {key88('+ASt')}",
          f"az storage blob list --account-name {stg()} --account-key \"{key88()}\" -c audit",
          f"AccountKey for the diag storage\n{key88()}",
          f"Terraform backend access_key = \"{key88('+ASt')}\"")

    r.add("storage_connection_string",
          f"DefaultEndpointsProtocol=https;AccountName={stg()};AccountKey={key88()};EndpointSuffix=core.windows.net",
          f"conn string for the queue worker:\nDefaultEndpointsProtocol=https;AccountName={stg()};AccountKey={key88('+ASt')};EndpointSuffix=core.windows.net",
          f"\"AzureWebJobsStorage\": \"DefaultEndpointsProtocol=https;AccountName={stg()};AccountKey={key88()};EndpointSuffix=core.windows.net\"",
          f"BlobEndpoint=https://{stg()}.blob.core.windows.net/;SharedAccessSignature={account_sas()}",
          f"local.settings.json -> Values.StorageConn = DefaultEndpointsProtocol=https;AccountName={stg()};AccountKey={key88()}",
          f"conn str stoarge (typo in teh app setting name, its StorgeConnection): AccountName={stg()};AccountKey={key88()};DefaultEndpointsProtocol=https")

    r.add("service_bus_connection_string",
          f"Endpoint=sb://sb-acme-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={key44()}",
          f"service bus send-only policy\nEndpoint=sb://sb-acme-alerts.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={key44('+ASb')};EntityPath=alerts",
          f"SB listen key for the SIEM connector: {key44('+ASb')} (policy name: siem-listen)",
          f"ServiceBusConnection__fullyQualifiedNamespace is the MI way but the old app still needs: Endpoint=sb://sb-acme-legacy.servicebus.windows.net/;SharedAccessKeyName=app;SharedAccessKey={key44()}",
          f"primary key RootManageSharedAccessKey sb-acme-dev = {key44()}")

    r.add("event_hub_connection_string",
          f"Endpoint=sb://evh-acme-sentinel.servicebus.windows.net/;SharedAccessKeyName=diag-send;SharedAccessKey={key44('+AEh')};EntityPath=activitylogs",
          f"event hub for the splunk add-on -> policy splunk-listen, key {key44()}",
          f"EH conn (Kafka endpoint, sasl password is the whole string): Endpoint=sb://evh-acme-stream.servicebus.windows.net/;SharedAccessKeyName=kafka;SharedAccessKey={key44('+AEh')}",
          f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"$ConnectionString\" password=\"Endpoint=sb://evh-acme-dev.servicebus.windows.net/;SharedAccessKeyName=dev;SharedAccessKey={key44()}\";")

    r.add("cosmos_db_primary_key",
          f"cosmos-acme-inventory primary key: {key88('ACDb')}",
          f"Cosmos read-only key (for the dashboard) {key88()}",
          f"COSMOS_KEY={key88()}",
          f"cosmos primary key\n{key88('ACDb')}\nsecondary is the one we rotate monthly, primary stays till Q3",
          f"new CosmosClient(\"https://cosmos-acme-audit.documents.azure.com:443/\", \"{key88()}\")")

    r.add("cosmos_connection_string",
          f"AccountEndpoint=https://cosmos-acme-inventory.documents.azure.com:443/;AccountKey={key88()};",
          f"cosmos conn for the func app:\nAccountEndpoint=https://cosmos-acme-events.documents.azure.com:443/;AccountKey={key88('ACDb')};Database=events",
          f"mongo api one: mongodb://cosmos-acme-mongo:{key88()}@cosmos-acme-mongo.mongo.cosmos.azure.com:10255/?ssl=true&replicaSet=globaldb&retrywrites=false",
          f"CosmosDbConnection = AccountEndpoint=https://cosmos-acme-dev.documents.azure.com:443/;AccountKey={key88()}")

    r.add("service_principal_certificate_password",
          f"pfx password for sp-acme-automation cert: {pw()}",
          f"cert for the SP (CN=sp-acme-deploy), exported with password {pw()} — pfx is in my Downloads, move it to KV",
          f"openssl pkcs12 -export -in sp.crt -inkey sp.key -out sp.pfx -passout pass:{pw()}",
          f"Connect-AzAccount -ServicePrincipal -CertificatePath ./sp-acme.pfx -CertificatePassword (ConvertTo-SecureString '{pw()}' -AsPlainText -Force) -Tenant {uid()} -ApplicationId {uid()}",
          f"sp cert pw = {rnd(ALNUM + '!#%&*', 18)}")

    r.add("azure_devops_pat",
          f"ADO PAT (code read, expires 30 days): {devops_pat()}",
          f"PAT for the pipeline agent registration\n{devops_pat()}",
          f"git clone https://pat:{devops_pat()}@dev.azure.com/acme/Security/_git/policies",
          f"AZURE_DEVOPS_EXT_PAT={devops_pat()}",
          f"./config.sh --unattended --url https://dev.azure.com/acme --auth pat --token {devops_pat()} --pool sec-agents",
          f"my devops token (full access, only for the migration, revoke after!!) {devops_pat()}")

    r.add("function_host_key",
          f"func-acme-alert-triage default host key: {func_key()}",
          f"https://func-acme-ingest.azurewebsites.net/api/HttpIngest?code={func_key()}",
          f"_master key for func-acme-remediate (don't give out): {func_key()}",
          f"curl -X POST -H 'x-functions-key: {func_key()}' https://func-acme-webhook.azurewebsites.net/api/defender",
          f"function key 'logicapp' on the enrich function = {func_key()}")

    r.add("sql_connection_string_password",
          f"Server=tcp:sql-acme-prod.database.windows.net,1433;Initial Catalog=audit;User ID=sqladmin;Password={pw()};Encrypt=True;",
          f"sql admin for sql-acme-dev: sqladmin / {pw()}",
          f"sqlcmd -S sql-acme-reporting.database.windows.net -d reports -U reportreader -P '{pw()}'",
          f"\"ConnectionStrings\": {{ \"Audit\": \"Server=sql-acme-audit.database.windows.net;Database=audit;User Id=svc_audit;Password={rnd(ALNUM + '!#%', 20)};\" }}",
          f"postgres flex server psql-acme-keycloak admin pw {pw()}")

    r.add("redis_access_key",
          f"redis-acme-sessions primary access key {key44('AzCa')}",
          f"redis-acme-cache.redis.cache.windows.net:6380,password={key44()},ssl=True,abortConnect=False",
          f"REDIS_PASSWORD={key44('AzCa')}",
          f"redis-cli -h redis-acme-dev.redis.cache.windows.net -p 6380 --tls -a {key44()}")

    r.add("acr_admin_password",
          f"acracmeprod admin user pw: {rnd(B64, 42)}+ACR{rnd(B64, 6)}",
          f"docker login acracmesec.azurecr.io -u acracmesec -p {rnd(B64, 42)}+ACR{rnd(B64, 6)}",
          f"ACR password2 (password1 got rotated) {rnd(B64, 42)}+ACR{rnd(B64, 6)}",
          f"registry creds for the k3s lab: acracmedev / {rnd(B64, 52)}")

    r.add("publish_profile_password",
          f"<publishProfile profileName=\"app-acme-portal - Web Deploy\" publishMethod=\"MSDeploy\" userName=\"$app-acme-portal\" userPWD=\"{rnd(ALNUM, 60)}\" />",
          f"kudu deploy creds app-acme-api: $app-acme-api / {rnd(ALNUM, 60)}",
          f"ftps for the old webapp: user app-acme-legacy\\$app-acme-legacy pass {rnd(ALNUM, 60)}",
          f"AZURE_WEBAPP_PUBLISH_PROFILE userPWD was {rnd(ALNUM, 60)} (disable basic auth next sprint)")

    r.add("vpn_gateway_shared_key",
          f"S2S to the Dublin DC, IPsec PSK: {rnd(ALNUM, 32)}",
          f"vpn conn cn-acme-onprem-dub shared key = {rnd(ALNUM + '!#%', 24)}",
          f"az network vpn-connection create -n cn-acme-cork --vnet-gateway1 vgw-acme-hub -g rg-acme-net --local-gateway2 lgw-cork --shared-key '{rnd(ALNUM, 28)}'",
          f"pre-shared key for the Fortigate tunnel to Azure\n{rnd(ALNUM, 40)}")

    r.add("aks_kubeconfig_credential",
          f"users:\n- name: clusterAdmin_rg-acme-aks_aks-acme-prod\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}\n    token: {hexs(128)}",
          f"aks-acme-dev admin token {hexs(128)}",
          f"kubectl --token={hexs(128)} --server=https://aks-acme-prod-dns-{hexs(8)}.hcp.northeurope.azmk8s.io:443 get pods -A",
          f"client-key-data for the break-glass kubeconfig: {kube_key_data()}")

    r.add("service_bus_sas_token",
          f"Authorization: SharedAccessSignature sr=https%3A%2F%2Fsb-acme-prod.servicebus.windows.net%2Falerts&sig={sas_sig()}&se={1760000000 + secrets.randbelow(9000000)}&skn=send",
          f"SAS token for the IoT hub device dev-0042: SharedAccessSignature sr=iot-acme.azure-devices.net%2Fdevices%2Fdev-0042&sig={sas_sig()}&se={1760000000 + secrets.randbelow(9000000)}",
          f"eh sas (valid 1 week) SharedAccessSignature sr=evh-acme-sentinel.servicebus.windows.net&sig={sas_sig()}&se={1760000000 + secrets.randbelow(9000000)}&skn=diag-send",
          f"IoT device primary key dev-0007: {key44()}")

    r.add("cognitive_services_key",
          f"Azure OpenAI aoai-acme-sec key1 {cog_key()}",
          f"AZURE_OPENAI_API_KEY={cog_key()}\nAZURE_OPENAI_ENDPOINT=https://aoai-acme-sec.openai.azure.com/",
          f"Ocp-Apim-Subscription-Key: {cog_key()}  (language svc, westeurope)",
          f"doc intelligence key: {cog_key()}")

    r.add("apim_subscription_key",
          f"APIM sub key for the partner API (product: partners-gold) {hexs(32)}",
          f"curl -H 'Ocp-Apim-Subscription-Key: {hexs(32)}' https://apim-acme.azure-api.net/threatintel/v1/iocs",
          f"apim built-in all-access sub primary key = {hexs(32)}",
          f"apim key for the test harness\nprimary {hexs(32)}\nsecondary {hexs(32)}")

    r.add("log_analytics_workspace_key",
          f"law-acme-sentinel primary shared key: {key88()}",
          f"Workspace ID {uid()}\nPrimary key {key88()}\n(for the legacy MMA agent on the syslog box)",
          f"Set-AzVMExtension ... -ProtectedSettingString '{{\"workspaceKey\":\"{key88()}\"}}'",
          f"omsagent onboarding: sh onboard_agent.sh -w {uid()} -s {key88()}")

    r.add("github_pat",
          f"github PAT for the acme-sec org (repo, read:org): ghp_{rnd(ALNUM, 36)}",
          f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"fine-grained token for the dependabot alerts script github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"gh auth login --with-token <<< ghp_{rnd(ALNUM, 36)}")

    r.add("break_glass_account_password",
          f"break glass #1 bg-admin1@acme.onmicrosoft.com pw {rnd(ALNUM + '!#%&*+-', 24)}",
          f"emergency access acct 2\nupn: bg-admin2@acme.onmicrosoft.com\npassword: {rnd(ALNUM + '!#%&*+-', 28)}\nFIDO key in the safe",
          f"remember: the break-glass password changed after the test, new one is {rnd(ALNUM + '!#%&*+-', 24)}",
          f"glass-break pwd (tenant acme-dev) = {pw()}",
          f"BG acct: {rnd(ALNUM + '!#%&*+-', 32)} — dont put this in the wiki")

    r.add("totp_seed",
          f"TOTP secret for the shared SOC mailbox MFA: {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Acme:soc-shared@acme.example?secret={rnd(BASE32, 32)}&issuer=Acme",
          f"MFA seed for bg-admin2 (backup, in case the yubikey dies) {rnd(BASE32, 32)}",
          f"authenticator setup key for my personal MS account: {groups(rnd(BASE32, 16).lower(), 4)}")

    r.add("bitlocker_recovery_key",
          f"bitlocker key for my work laptop (ACME-LT-{digits(4)}): {bitlocker_key()}",
          f"recovery key the helpdesk read to me {bitlocker_key()}",
          f"BitLocker ID {rnd(HEX.upper()[:16], 8)} -> {bitlocker_key()}",
          f"home desktop bitlocker\n{bitlocker_key()}")

    r.add("wifi_password",
          f"home wifi (eir router) {rnd(ALNUM, 12)}",
          f"Wi-Fi: ACME-Dublin-Guest is open but ACME-Corp PSK = {pw()}",
          f"wifi at mam's in Tralee: network eir{digits(4)}, pw {rnd(UPPER + DIGITS, 10)}",
          f"pasfhocal wifi an tí: {pick('Cobalt', 'Harbor', 'Otter')}{digits(4)}{pick('!', '#')}")

    r.add("bank_pin",
          f"AIB debit card PIN {digits(4)}",
          f"365 phone banking PIN: {digits(6)}",
          f"revolut app passcode {digits(4)} (changed after the phone swap)",
          f"credit union online pin {digits(6)}, member no {digits(6)}")

    r.add("vm_admin_password",
          f"jump box vm-acme-jump01 local admin: azureadmin / {pw()}",
          f"LAPS gave me this for ACME-SRV-{digits(3)}: {rnd(ALNUM + '!#%&*+-', 20)}",
          f"az vm create ... --admin-username acmeadmin --admin-password '{rnd(ALNUM + '!#%&', 20)}'",
          f"adminPassword for the honeypot VM in the lab sub = {pw()}",
          f"pw for the AVD session host image build {pw()}")

    r.add("terraform_sp_environment",
          f"export ARM_CLIENT_ID={uid()}\nexport ARM_CLIENT_SECRET='{client_secret()}'\nexport ARM_TENANT_ID={uid()}\nexport ARM_SUBSCRIPTION_ID={uid()}",
          f"provider \"azurerm\" {{\n  features {{}}\n  client_id     = \"{uid()}\"\n  client_secret = \"{client_secret()}\"\n  tenant_id     = \"{uid()}\"\n}}",
          f"AZURE_CREDENTIALS json for the gh action: {{\"clientId\":\"{uid()}\",\"clientSecret\":\"{client_secret()}\",\"subscriptionId\":\"{uid()}\",\"tenantId\":\"{uid()}\"}}",
          f"$env:ARM_CLIENT_SECRET = \"{client_secret()}\"")

    r.add("ssh_private_key",
          f"deploy key for the policies repo:\n{openssh_private()}",
          f"private key for azureuser@vm-acme-jump01\n{openssh_private()}",
          f"the sp cert private key (before I made the pfx):\n{pem('PRIVATE KEY', 6)}")

    r.add("password_manager_secret_key",
          f"1Password Secret Key (work account): {onepassword_secret_key()}",
          f"1pw emergency kit: acme-sec.1password.eu, secret key {onepassword_secret_key()}, master pw {rnd(LOWER, 6)}-{rnd(LOWER, 7)}-{rnd(LOWER, 5)}-{digits(2)}",
          f"secret key for my personal 1Password {onepassword_secret_key()}")

    r.add("event_grid_access_key",
          f"Event Grid topic egt-acme-alerts key1: {key44()}",
          f"aeg-sas-key: {key44()}",
          f"eventgrid domain egd-acme access key = {key44()}")

    r.add("app_configuration_connection_string",
          f"Endpoint=https://appcs-acme-prod.azconfig.io;Id={rnd(ALNUM, 4)}-l1-s0:{rnd(ALNUM, 20)};Secret={key44()}",
          f"app config read-only conn (featureflags):\nEndpoint=https://appcs-acme-flags.azconfig.io;Id={rnd(ALNUM, 4)}-l0-s0:{rnd(ALNUM, 20)};Secret={key44()}",
          f"SignalR conn: Endpoint=https://sigr-acme.service.signalr.net;AccessKey={key44()};Version=1.0;",
          f"web pubsub accesskey {key44()} (wps-acme-notify)")

    r.add("microsoft_account_recovery_code",
          f"recovery code for my personal outlook account: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
          f"MS acct recovery code (new one, the old was used) {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
          "2FA backup codes for the acme-sec GitHub org owner account:\n" + "\n".join(digits(8) for _ in range(6)))

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("subscription_id",
          f"prod subscription: acme-prod-01 ({uid()})",
          f"sub ids\n- connectivity {uid()}\n- identity {uid()}\n- sandbox {uid()}",
          f"az account set --subscription {uid()}",
          f"the lab sub {uid()} gets deleted end of June, move the honeypot first",
          f"Defender plan enabled on {uid()} only (cost!)")

    r.add("tenant_id",
          f"acme tenant id {uid()}",
          f"OIDC discovery: https://login.microsoftonline.com/{uid()}/v2.0/.well-known/openid-configuration",
          f"partner tenant (the MSSP) = {uid()}, cross-tenant access allows B2B inbound only",
          f"token issuer should be https://sts.windows.net/{uid()}/ — check the iss claim",
          f"tid mismatch in the sign-in logs: expected {uid()}")

    r.add("application_client_id",
          f"app reg acme-graph-reader, client id {uid()} (the secret is in kv-acme-sec)",
          f"SPA client id for the portal: {uid()} — public client, no secret, PKCE only",
          f"msal config: clientId: '{uid()}', authority: 'https://login.microsoftonline.com/organizations'",
          "Graph Explorer app id is de8bc8b5-d9f9-48b1-a8ad-b748da725064, block it with CA for guests",
          f"appId {uid()} = sp-terraform-prod (uses OIDC federation, no secret)")

    r.add("object_id",
          f"group SG-Azure-Sec-Admins objectId {uid()}",
          f"enterprise app object id {uid()} (not the app id! different)",
          f"PIM eligible assignment for principal {uid()} on the prod sub",
          f"az ad group member add --group {uid()} --member-id {uid()}",
          f"user oid {uid()} keeps failing CA policy 'Require compliant device'")

    r.add("arm_resource_id",
          f"{sub()}/resourceGroups/{rg()}/providers/Microsoft.KeyVault/vaults/kv-acme-sec",
          f"diag setting target: {sub()}/resourceGroups/{rg()}/providers/Microsoft.OperationalInsights/workspaces/law-acme-sentinel",
          f"scope for the role assignment\n{sub()}/resourceGroups/{rg()}/providers/Microsoft.Storage/storageAccounts/{stg()}",
          f"private endpoint pe-{stg()}-blob -> {sub()}/resourceGroups/{rg()}/providers/Microsoft.Network/privateEndpoints/pe-{stg()}-blob",
          f"az resource show --ids {sub()}/resourceGroups/{rg()}/providers/Microsoft.Web/sites/func-acme-alert-triage",
          f"MI resource id {sub()}/resourcegroups/{rg()}/providers/Microsoft.ManagedIdentity/userAssignedIdentities/id-acme-automation")

    r.add("key_vault_secret_uri",
          f"https://kv-acme-sec.vault.azure.net/secrets/graph-reader-secret/{hexs(32)}",
          "the SP secret lives at https://kv-acme-prod.vault.azure.net/secrets/sp-terraform-prod (no version = latest)",
          f"cosmos key moved to KV: https://kv-acme-data.vault.azure.net/secrets/cosmos-inventory-primary/{hexs(32)}",
          "az keyvault secret show --vault-name kv-acme-sec --name ado-pat-agent --query id",
          f"pinned version {hexs(32)} of storage-conn in kv-acme-prod, unpin after rotation")

    r.add("key_vault_reference",
          f"@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/StorageConn/{hexs(32)})",
          "AzureWebJobsStorage = @Microsoft.KeyVault(VaultName=kv-acme-prod;SecretName=func-storage-conn)",
          f"app setting CosmosKey -> @Microsoft.KeyVault(SecretUri=https://kv-acme-data.vault.azure.net/secrets/cosmos-key/)\nkeyVaultReferenceIdentity = {sub()}/resourceGroups/{rg()}/providers/Microsoft.ManagedIdentity/userAssignedIdentities/id-func",
          "ServiceBusConnection: '@Microsoft.KeyVault(VaultName=kv-acme-sec;SecretName=sb-send-conn;SecretVersion=" + hexs(32) + ")'",
          "KV ref status shows 'Resolved' with a green tick, so the MI has Key Vault Secrets User now")

    r.add("managed_identity_id",
          f"id-acme-automation: clientId {uid()}, principalId {uid()}",
          f"system-assigned MI on func-acme-ingest, principal id {uid()}",
          f"DefaultAzureCredential(managed_identity_client_id=\"{uid()}\")",
          f"AZURE_CLIENT_ID={uid()}  # user-assigned MI, no secret needed",
          f"IMDS call: curl -H Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://vault.azure.net&client_id={uid()}'")

    r.add("certificate_thumbprint",
          f"SP cert thumbprint {thumb()} (expires 2026-02-14)",
          f"Connect-AzAccount -ServicePrincipal -CertificateThumbprint {thumb()} -ApplicationId {uid()} -Tenant {uid()}",
          f"WEBSITE_LOAD_CERTIFICATES={thumb()}",
          f"App GW listener cert: thumbprint {thumb()}, issuer DigiCert, CN=portal.acme.example",
          f"sha1 fingerprint {':'.join(groups(thumb(), 2).split())}")

    r.add("role_definition_id",
          "Contributor = b24988ac-6180-42a0-ab88-20f7382dd24c, Reader = acdd72a7-3385-48ef-bd42-f606fba81ae7",
          "Key Vault Secrets User role id 4633458b-17de-408a-b874-0445c86b69e6 — use this, not Contributor",
          f"roleDefinitionId: {sub()}/providers/Microsoft.Authorization/roleDefinitions/ba92f5b4-2d11-453d-a403-e96b0029c9fe",
          f"custom role 'ACME Sec Reader' id {uid()}, assignable scopes: mgmt group mg-acme",
          "Owner is 8e3af657-a8ff-443c-a75c-2fe8c4bcb635, alert on any new assignment of it")

    r.add("correlation_activity_id",
          f"deployment failed, correlation id {uid()}",
          f"AADSTS700016 error, Trace ID: {uid()} Correlation ID: {uid()} Timestamp: 2025-03-12 10:41:07Z",
          f"x-ms-request-id: {uid()}\nx-ms-correlation-request-id: {uid()}",
          f"activity log operationId {uid()} shows the listKeys call on {stg()}",
          f"MS support wants the client-request-id: {uid()}")

    r.add("arm_template_parameter_reference",
          "\"adminPassword\": { \"reference\": { \"keyVault\": { \"id\": \"[resourceId('Microsoft.KeyVault/vaults', 'kv-acme-prod')]\" }, \"secretName\": \"vmAdminPassword\" } }",
          "\"value\": \"[listKeys(resourceId('Microsoft.Storage/storageAccounts', parameters('storageName')), '2023-01-01').keys[0].value]\"",
          "@secure()\nparam sqlAdminPassword string",
          "bicep: sqlAdminPassword: kv.getSecret('sql-admin-pw')",
          "\"clientSecret\": { \"type\": \"securestring\" }  // passed from the pipeline, never in the params file",
          "\"storageAccountName\": \"[concat('st', uniqueString(resourceGroup().id))]\"")

    r.add("masked_key",
          f"AccountKey=****************************{rnd(B64, 4)}== (portal only shows the tail)",
          f"client secret hint in the portal: {rnd(ALNUM, 3)}********",
          "SharedAccessKey=<redacted>",
          f"the log line was: Password=*****; Server=sql-acme-prod.database.windows.net; retry {secrets.randbelow(5) + 1}",
          f"sig=REDACTED in the SAS url we pasted in the ticket: https://{stg()}.blob.core.windows.net/evidence/x.zip?sv=2022-11-02&sp=r&sig=REDACTED",
          "Cosmos primary key: ••••••••••••••••••• (click 'show' — nope, not pasting it here)")

    r.add("pipeline_secret_reference",
          "creds: ${{ secrets.AZURE_CREDENTIALS }}",
          "- task: AzureCLI@2\n  inputs:\n    azureSubscription: sc-acme-prod-oidc\n    scriptType: bash\n  env:\n    ARM_CLIENT_SECRET: $(spSecret)",
          "variable group vg-acme-secrets is linked to kv-acme-prod (secrets: sp-secret, sb-conn, cosmos-key)",
          "client-id: ${{ vars.AZURE_CLIENT_ID }}\ntenant-id: ${{ vars.AZURE_TENANT_ID }}\nsubscription-id: ${{ vars.AZURE_SUBSCRIPTION_ID }}",
          "AZURE_STORAGE_KEY should come from $(storageKey) — mark it secret in the library, otherwise it prints")

    r.add("secret_rotation_note",
          "rotate the storage keys on stacmeprod: regen key2, switch apps to key2, wait a day, regen key1",
          "client secrets for all app regs max 180 days from now on; the policy blocks anything longer",
          "Cosmos keys rotate on the 1st of each month (runbook rb-rotate-cosmos), secondary first",
          "ADO PATs: org policy now limits lifetime to 90 days and blocks full-scope tokens",
          "reminder: func host keys were regenerated after the pen test, tell the Logic App team to re-pull from KV",
          "SAS expiry for the auditor links is 7 days max, read-only, https only, user delegation SAS preferred")

    r.add("password_policy_setting",
          "Entra password protection: custom banned list includes acme, dublin, liffey, guinness",
          "min length 14, no expiry, MFA enforced — per the NIST guidance",
          "LAPS: password age 30 days, complexity 4, length 20",
          "lockout threshold 10, lockout duration 60s (smart lockout default)",
          "the break-glass password is split in two halves in sealed envelopes in the Sir John Rogerson's Quay safe; never typed anywhere else")

    r.add("ssh_public_key",
          f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} azureuser@vm-acme-jump01",
          f"AKS linux profile public key:\nssh-rsa {ssh_pub('ssh-rsa', 260)} aks@acme",
          f"add my pubkey to the bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@acme-lt",
          f"deploy key (public half, add to GitHub) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} policies-deploy")

    r.add("storage_account_name",
          f"uniqueString gave us st{rnd(LOWER + DIGITS, 13)} for the prod diag account",
          f"storage accounts to lock down: {stg()}, {stg()}, {stg()}",
          f"https://{stg()}.blob.core.windows.net/$web/index.html (static site, public on purpose)",
          f"public blob access disabled on {stg()} — finding closed")

    r.add("container_image_digest",
          f"acracmeprod.azurecr.io/alert-triage@sha256:{hexs(64)}",
          f"pin the image: mcr.microsoft.com/azure-cli@sha256:{hexs(64)}",
          f"Defender for Containers flagged digest sha256:{hexs(64)} (CVE in openssl)",
          f"image tag acracmesec.azurecr.io/scanner:1.4.{secrets.randbelow(40)}-{hexs(7)}")

    r.add("cosmos_system_properties",
          f"\"_rid\": \"{rnd(ALNUM, 11)}AAAAAAAAAA==\", \"_etag\": \"\\\"{hexs(8)}-0000-0d00-0000-{hexs(12)}\\\"\", \"_ts\": {1700000000 + secrets.randbelow(60000000)}",
          f"continuation token looked like {{\"token\":\"+RID:~{rnd(ALNUM, 12)}AAAAAAAA==#RT:1#TRC:100\"}}",
          f"partition key /tenantId, doc id {uid()}",
          f"the _self link: dbs/{rnd(ALNUM, 6)}==/colls/{rnd(ALNUM, 8)}=/docs/{rnd(ALNUM, 11)}AAAAAAAAAA==/")

    r.add("blob_etag_and_md5",
          f"ETag: \"0x8DC{rnd(DIGITS + 'ABCDEF', 12)}\"",
          f"Content-MD5: {b64(secrets.token_bytes(16))} (matches the export, integrity ok)",
          f"x-ms-version-id: 2025-0{secrets.randbelow(9) + 1}-14T10:22:{secrets.randbelow(50) + 10}.{digits(7)}Z",
          f"sha256 of the evidence zip {hexs(64)}")

    r.add("support_case_number",
          f"MS support case {pick('24', '25')}{digits(14)} — storage firewall not honouring trusted services",
          f"TrackingID#{pick('24', '25')}{digits(14)}",
          f"ADO work item #{digits(5, lead=True)} - remove SAS from the func code",
          f"Sentinel incident {digits(5, lead=True)}, alert id {uid()}")

    r.add("aks_pod_name",
          f"{pod_name('alert-triage')} CrashLoopBackOff after the MI change",
          f"kubectl logs {pod_name('azure-wi-webhook-controller-manager')} -n kube-system",
          f"falco flagged exec into {pod_name('policy-api')}",
          f"node aks-sysnp-{digits(8)}-vmss00000{secrets.randbelow(9)} keeps going NotReady")

    r.add("federated_credential_subject",
          "federated cred subject repo:acme-sec/infra:environment:prod, issuer https://token.actions.githubusercontent.com, audience api://AzureADTokenExchange",
          f"sc-acme-prod-oidc subject: sc://acme/Security/sc-acme-prod-oidc, issuer https://vstoken.dev.azure.com/{uid()}",
          "workload identity SA: system:serviceaccount:triage:alert-triage-sa",
          f"AKS OIDC issuer https://northeurope.oic.prod-aks.azure.com/{uid()}/{uid()}/")

    r.add("key_vault_key_id",
          f"CMK for the storage: https://kv-acme-cmk.vault.azure.net/keys/st-cmk/{hexs(32)}",
          f"kid: https://kv-acme-sign.managedhsm.azure.net/keys/code-sign/{hexs(32)}",
          f"cert ID https://kv-acme-sec.vault.azure.net/certificates/sp-acme-deploy/{hexs(32)}",
          f"disk encryption set des-acme uses key version {hexs(32)}, auto-rotation on")

    r.add("app_insights_connection_string",
          f"InstrumentationKey={uid()};IngestionEndpoint=https://northeurope-2.in.applicationinsights.azure.com/;LiveEndpoint=https://northeurope.livediagnostics.monitor.azure.com/",
          f"appi conn string for the browser SDK (ships in the bundle, not a secret): InstrumentationKey={uid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/",
          f"log analytics workspace id (customer id) {uid()} — the ID, not the key")

    r.add("public_certificate",
          f"root CA for the internal PKI, public cert, fine to distribute:\n{pem('CERTIFICATE', 5)}",
          f"SAML signing cert (public, from the federation metadata):\n{pem('CERTIFICATE', 4)}",
          f"the SP's public cert to upload under 'Certificates & secrets':\n{pem('CERTIFICATE', 5)}")

    r.add("pat_metadata",
          f"PAT 'pipeline-agent' id {uid()}, scopes Agent Pools (read, manage), expires 2025-0{secrets.randbelow(9) + 1}-28",
          "revoked all PATs for the leaver via the org admin page, 4 tokens, none full-access",
          f"authorizationId {uid()} for the old github token, revoked",
          "github secret scanning push protection caught an Azure storage key in a PR — key rotated, alert closed as revoked")

    r.add("public_sas_policy",
          "stored access policy 'auditor-read' on container evidence: permissions r, start 2025-06-01, expiry 2025-06-08",
          f"sas params we standardise on: sv=2022-11-02 sp=r spr=https se=+7d (no sig in this note, obviously), skoid {uid()}",
          "user delegation key valid for max 7 days; signedOid must be the MI's principal id",
          "account SAS disabled by Azure Policy 'Storage accounts should prevent shared key access' — only Entra auth now")

    r.add("git_commit_sha",
          f"fix merged in {hexs(40)} (removed the hardcoded conn string)",
          f"revert {hexs(7)} — it broke the KV reference",
          f"gitleaks baseline fingerprint {hexs(40)}:src/settings.py:generic-api-key:{secrets.randbelow(200) + 1}",
          f"terraform state lock id {uid()}")

    r.add("network_identifier",
          f"vnet-acme-hub 10.{secrets.randbelow(200)}.0.0/16, firewall private ip 10.{secrets.randbelow(200)}.1.4",
          f"ExpressRoute circuit er-acme-dub-01 in {sub()}/resourceGroups/rg-acme-net, peering location Dublin, 1 Gbps",
          f"NSG flow log for nic-{hexs(8)} shows the deny on 3389",
          f"Front Door id {uid()} — add to the X-Azure-FDID header check on the app")

    r.add("dublin_personal_reference",
          f"Leap card number {digits(16)} for the refund form",
          f"Eircode for the office D02 {rnd(UPPER[:23] + DIGITS, 4)}",
          f"An Post tracking {rnd(UPPER, 2)}{digits(9)}IE for the yubikeys",
          "change the eir router admin password this weekend — it's still the one on the sticker")

    return r


def main() -> None:
    write_corpora("make_heldout200.py", [
        ("heldout200_credentials.yaml", credentials(), "Held-out batch 200 credentials: an Azure cloud security engineer's notes with client secrets, SAS URLs, account keys, connection strings, PATs and host keys"),
        ("heldout200_lookalikes.yaml", lookalikes(), "Held-out batch 200 look-alikes: Azure ids, resource ids, Key Vault references, thumbprints, role ids, masked keys and secret references with no secret in them"),
    ])


if __name__ == "__main__":
    main()
