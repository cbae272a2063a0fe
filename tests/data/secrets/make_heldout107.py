# ruff: noqa: E501
"""Writes heldout107_credentials.yaml and heldout107_lookalikes.yaml: held-out batch 107.

Persona: a platform engineer at a US health-insurance company (Acme Health) who runs the
Azure landing zones, the GitHub Enterprise org and the CI/CD that ships claims, eligibility
and prior-auth services. Their notes hold storage and Cosmos keys, SAS URLs, service-principal
secrets, Azure DevOps and GitHub tokens, Service Bus / Event Hub connection strings, a GitHub
App key, the on-call VPN login and the office badge PIN, next to lots of resource ids, GUIDs,
digests and run numbers that are not secret at all.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import base64
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
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    kube_key_data,
    luhn,
    mac,
    onepassword_secret_key,
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

# --- format helpers (all random parts from `secrets`) -------------------------------------


def acct_key() -> str:
    """An Azure storage / Cosmos DB account key: 64 random bytes in base64 (88 chars)."""
    return b64(secrets.token_bytes(64))


def sak() -> str:
    """A SharedAccessKey (Service Bus, Event Hubs, Event Grid, Redis, SignalR): 32 bytes."""
    return b64(secrets.token_bytes(32))


def urlenc(text: str) -> str:
    return text.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def sig() -> str:
    """A SAS signature as it appears in a URL (HMAC-SHA256, base64, URL-encoded)."""
    return urlenc(sak())


def sp_secret() -> str:
    """An Entra ID app-registration client secret (40 chars, `8Q~`-style marker)."""
    return rnd(ALNUM, 3) + pick("8Q~", "7Q~") + rnd(ALNUM + "~._-", 34)


def ado_pat() -> str:
    return rnd(LOWER + "234567", 52)


def ado_pat_new() -> str:
    return rnd(ALNUM, 76) + "AZDO" + rnd(ALNUM, 4)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def ghs() -> str:
    return "ghs_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return "github_pat_" + rnd(ALNUM, 22) + "_" + rnd(ALNUM, 59)


def acr_pw() -> str:
    return rnd(ALNUM, 42) + "+ACR" + rnd(ALNUM, 6)


def funckey() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(40)).decode()


def totp_seed() -> str:
    return rnd(BASE32, 32)


def sa(kind: str | None = None) -> str:
    """A storage account name (3-24 lowercase letters and digits)."""
    kind = kind or pick("claims", "edi", "elig", "rxlogs", "mbrdocs", "audit", "pbmdrop", "diag")
    return f"acme{kind}{pick('prod', 'stg', 'dev', 'np')}{rnd(LOWER + DIGITS, 3)}"


def rg() -> str:
    return f"rg-{pick('claims', 'edi', 'platform', 'mbr-portal', 'rx', 'priorauth', 'shared-net', 'elig')}-{pick('prod', 'stg', 'dev')}-{pick('eus2', 'cus', 'wus3')}"


def rid(ptype: str, name: str, sub: str | None = None, group: str | None = None) -> str:
    return f"/subscriptions/{sub or uid()}/resourceGroups/{group or rg()}/providers/{ptype}/{name}"


def sas_date(year: int = 2025) -> str:
    return f"{year}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T{secrets.randbelow(24):02d}:00:00Z"


def day() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}"


def run_id() -> str:
    return digits(pick(5, 6, 7), lead=True)


def sha() -> str:
    return hexs(40)


def digest() -> str:
    return "sha256:" + hexs(64)


def npi() -> str:
    """A National Provider Identifier: 10 digits, Luhn-checked with the 80840 prefix."""
    return luhn("80840" + pick("1", "2"), 15)[5:]


def aba() -> str:
    """An ABA routing number with a valid 3-7-1 checksum."""
    body = digits(8, lead=True)
    total = sum(int(c) * k for c, k in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def kv() -> str:
    return f"kv-acme-{pick('platform', 'claims', 'edi', 'mbr', 'rx', 'pa')}-{pick('prod', 'stg', 'dev')}"


def pd_id() -> str:
    return "P" + rnd(UPPER + DIGITS, 6)


# --- credentials ------------------------------------------------------------------------------


def credentials() -> Rows:
    r = Rows()

    s1, s2, s3 = sa("claims"), sa("edi"), sa("elig")
    r.add(
        "azure_storage_connection_string",
        f"claims-etl func app setting AzureWebJobsStorage (prod) - saving it so i stop digging thru the portal:\nDefaultEndpointsProtocol=https;AccountName={s1};AccountKey={acct_key()};EndpointSuffix=core.windows.net",
        f'local.settings.json for edi-ingest, dont commit this\n{{\n  "IsEncrypted": false,\n  "Values": {{\n    "EdiBlobConn": "DefaultEndpointsProtocol=https;AccountName={s2};AccountKey={acct_key()};EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated"\n  }}\n}}',
        f"storage explorer conn for the 834 drop acct (stg) -> AccountName={s3};AccountKey={acct_key()} ; blob endpoint https://{s3}.blob.core.windows.net/",
    )

    s4 = sa("rxlogs")
    r.add(
        "azure_storage_account_key",
        f"az storage blob upload-batch -d eligibility-inbound -s ./out --account-name {sa('elig')} --account-key '{acct_key()}'   # works from the jumpbox, MI doesnt yet",
        f"key2 for {sa('mbrdocs')} (key1 gets rotated fri so use this one till mon): {acct_key()}",
        f"storage key for {s4}, hannah asked on teams for the log replay\n{acct_key()}",
    )

    r.add(
        "azure_sas_token",
        f"SAS for the PBM vendor to drop files, good till end of Q2:\nhttps://{sa('pbmdrop')}.blob.core.windows.net/pbm-drop?sv=2022-11-02&ss=b&srt=co&sp=rwlc&se=2025-06-30T23:59:59Z&st=2025-01-02T00:00:00Z&spr=https&sig={sig()}",
        f"?sp=r&st=2025-{secrets.randbelow(6) + 1:02d}-10T14:00:00Z&se=2025-{secrets.randbelow(6) + 7:02d}-17T22:00:00Z&spr=https&sv=2022-11-02&sr=c&sig={sig()}   <- read-only sas on audit-export container, for compliance (Maria)",
        f"azcopy copy './claims_2024Q4.parquet' 'https://{sa('claims')}.blob.core.windows.net/landing/q4/?sv=2023-01-03&sr=c&sp=cw&se=2025-04-01T00%3A00%3A00Z&sig={sig()}' --recursive",
    )

    r.add(
        "service_principal_client_secret",
        f"sp-acme-gha-deploy\nappId {uid()}\ntenant {uid()}\nsecret {sp_secret()}\n(exp 2025-09, set a reminder)",
        f"az login --service-principal -u {uid()} -p '{sp_secret()}' --tenant {uid()}",
        f'AZURE_CREDENTIALS for the landing-zones repo (old style, before oidc):\n{{\n  "clientId": "{uid()}",\n  "clientSecret": "{sp_secret()}",\n  "subscriptionId": "{uid()}",\n  "tenantId": "{uid()}"\n}}',
        f"new client secret on the eligibility-api app reg, description 'jenkins-2025' -> {sp_secret()}  portal wont show it again!!",
    )

    r.add(
        "azure_devops_pat",
        f"ADO PAT (full access, 90d) for the repo migration script: {ado_pat()}",
        f"git clone https://pat:{ado_pat()}@acmehealth.visualstudio.com/Platform/_git/landing-zones",
        f"export AZURE_DEVOPS_EXT_PAT={ado_pat_new()}\naz devops configure --defaults organization=https://acmehealth.visualstudio.com project=Platform",
        f"pat for the self-hosted agent registration (agent pool: acme-linux-prod)\n./config.sh --unattended --url https://acmehealth.visualstudio.com --auth pat --token {ado_pat()} --pool acme-linux-prod",
    )

    r.add(
        "key_vault_secret_value",
        f"$ az keyvault secret show --vault-name {kv()} --name sql-admin-password --query value -o tsv\n{pw()}\n\n^ oops pasted this in #inc-bridge, delete + rotate after the call",
        f'{{\n  "attributes": {{ "enabled": true, "recoveryLevel": "Recoverable+Purgeable" }},\n  "id": "https://{kv()}.vault.azure.net/secrets/edi-sftp-password/{hexs(32)}",\n  "name": "edi-sftp-password",\n  "value": "{pw()}"\n}}',
        f"from {kv()} / pbm-api-key: {rnd(ALNUM, 40)}  (copied here so i can test w/o vpn, remove later)",
        f"kv secret mbr-portal-jwt-key value = {b64(secrets.token_bytes(48))}",
    )

    r.add(
        "cosmos_db_primary_key",
        f"cosmos acme-mbr-profile-prod primary key\n{acct_key()}",
        f"AccountEndpoint=https://acme-claims-cosmos-stg.documents.azure.com:443/;AccountKey={acct_key()};",
        f'data explorer keeps timing out, use the sdk:\nclient = CosmosClient("https://acme-pa-cosmos.documents.azure.com:443/", "{acct_key()}")',
    )

    r.add(
        "event_hub_connection_string",
        f"Endpoint=sb://acme-telemetry-eh.servicebus.windows.net/;SharedAccessKeyName=send-only;SharedAccessKey={sak()};EntityPath=claims-events",
        f"EH for the splunk forwarder - namespace acme-audit-ehns, policy RootManageSharedAccessKey (yes i know), key {sak()}",
        f'kafka client props for the EH kafka endpoint\nbootstrap.servers=acme-stream-ehns.servicebus.windows.net:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="$ConnectionString" password="Endpoint=sb://acme-stream-ehns.servicebus.windows.net/;SharedAccessKeyName=kafka-consumer;SharedAccessKey={sak()}";',
    )

    r.add(
        "service_bus_connection_string",
        f"sb conn (prior-auth queue, listen+send):\nEndpoint=sb://acme-pa-sb-prod.servicebus.windows.net/;SharedAccessKeyName=pa-worker;SharedAccessKey={sak()}",
        f'appsettings.Development.json\n"ServiceBus": {{\n  "ConnectionString": "Endpoint=sb://acme-claims-sb-dev.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={sak()}",\n  "Queue": "claims-adjudication"\n}}',
        f"service bus explorer -> connect -> acme-edi-sb-stg, policy edi-ops, primary key {sak()}",
    )

    r.add(
        "service_bus_sas_token",
        f"curl -X POST 'https://acme-pa-sb-prod.servicebus.windows.net/pa-requests/messages' \\\n  -H 'Authorization: SharedAccessSignature sr=https%3A%2F%2Facme-pa-sb-prod.servicebus.windows.net%2Fpa-requests&sig={sig()}&se={epoch() + 31_536_000}&skn=pa-sender' \\\n  -d @sample_278.json",
        f"SharedAccessSignature sr=acme-telemetry-eh.servicebus.windows.net&sig={sig()}&se={epoch() + 31_536_000}&skn=send-only\ngood for a yr, the iot simulator uses it",
    )

    r.add(
        "github_app_private_key",
        f"acme-platform-bot GitHub App, app id {digits(6, lead=True)} - private key generated {day()}:\n{pem('RSA PRIVATE KEY', 8)}",
        "release-drafter app on ghe.acme.internal, env for the runner:\nGH_APP_ID=" + digits(3, lead=True) + '\nGH_APP_PRIVATE_KEY="' + pem("RSA PRIVATE KEY", 6).replace("\n", "\\n") + '"',
        f'provider "github" {{\n  owner = "acme-health"\n  app_auth {{\n    id              = "{digits(6, lead=True)}"\n    installation_id = "{digits(8, lead=True)}"\n    pem_file        = <<-EOT\n{pem("RSA PRIVATE KEY", 6)}\n    EOT\n  }}\n}}',
    )

    r.add(
        "terraform_backend_access_key",
        f'backend "azurerm" {{\n  resource_group_name  = "rg-tfstate-prod-eus2"\n  storage_account_name = "acmetfstateprod01"\n  container_name       = "tfstate"\n  key                  = "landing-zones/prod.tfstate"\n  access_key           = "{acct_key()}"\n}}',
        f'export ARM_ACCESS_KEY={acct_key()}\nterraform init -backend-config="storage_account_name=acmetfstatenp02"',
        f"tf state SA key (acmetfstatenp02) for when OIDC is broken again: {acct_key()}",
    )

    r.add(
        "oncall_vpn_password",
        f"on-call vpn (GlobalProtect, portal vpn.acmehealth.internal) user oncall-platform / {pw()}",
        f"VPN pw for the shared oncall acct changed AGAIN lol -> {pw()}",
        f"openvpn --config acme-oncall.ovpn --auth-user-pass creds.txt\ncreds.txt is 2 lines:\noncall-plat\n{pw()}",
        f"pager handoff checklist\n- ack the PD handoff\n- vpn: oncall-platform, pwd {pw()}\n- check the claims-sb deadletter count",
    )

    r.add(
        "office_badge_pin",
        f"badge PIN for the 4th floor data room: {digits(6)}",
        f"new building badge - pin {digits(4)}# (the # matters)",
        f"HQ reader wants badge + pin after 7pm. mine is {digits(5)}",
    )

    r.add(
        "github_personal_access_token",
        f"classic PAT w/ repo+workflow for the codeowners sync script: {ghp()}",
        f"git remote set-url origin https://x-access-token:{ghp()}@ghe.acme.internal/platform/landing-zones.git",
        f"~/.npmrc\n//npm.pkg.ghe.acme.internal/:_authToken={ghp()}\n@acme-health:registry=https://npm.pkg.ghe.acme.internal/",
        f"GH_TOKEN={ghp()} gh pr list -R acme-health/iac-modules --state merged --limit 200",
    )

    r.add(
        "github_fine_grained_pat",
        f"fine-grained token, only acme-health/iac-modules, contents:rw, exp 60d\n{gh_fine()}",
        f"gh auth login --hostname ghe.acme.internal --with-token <<< '{gh_fine()}'",
    )

    r.add(
        "github_app_installation_token",
        f"installation token from the bot app (1h, testing the checks api): {ghs()}",
        f'curl -H "Authorization: token {ghs()}" https://ghe.acme.internal/api/v3/repos/acme-health/claims-api/check-runs',
    )

    r.add(
        "github_webhook_secret",
        f"webhook secret for the atlantis hook on the tf repos: {hexs(40)}",
        f"GITHUB_WEBHOOK_SECRET={rnd(ALNUM, 32)}   # atlantis-stg, has to match the repo settings",
    )

    r.add(
        "github_2fa_recovery_codes",
        f"ghe recovery codes (my acct)\n{recovery_codes(8, 'github')}",
        f"GitHub cloud recovery codes for the acme-platform-admin machine user - only these left:\n{recovery_codes(4, 'github')}",
    )

    r.add(
        "acr_admin_password",
        f"docker login acmeplatformacr.azurecr.io -u acmeplatformacr -p {acr_pw()}",
        f"ACR admin (only enabled for the legacy jenkins agents): user acmelegacyacr  pwd {acr_pw()}",
        (lambda u, p: f'imagePullSecret for the rx namespace (.dockerconfigjson decoded):\n{{"auths":{{"acmerxacr.azurecr.io":{{"username":"{u}","password":"{p}","auth":"{basic(u, p)}"}}}}}}')("acmerxacr", acr_pw()),
    )

    r.add(
        "azure_sql_connection_string",
        f"Server=tcp:acme-claims-sql-prod.database.windows.net,1433;Initial Catalog=ClaimsDW;User ID=claims_etl;Password={pw()};Encrypt=True;Connection Timeout=30;",
        f"sqlcmd -S acme-elig-sql-stg.database.windows.net -d Eligibility -U sqladmin -P '{pw()}' -Q \"select count(*) from dbo.Member834\"",
        f"jdbc for the rx team (reader only):\njdbc:sqlserver://acme-rx-sql.database.windows.net:1433;database=rxclaims;user=rx_reader@acme-rx-sql;password={rnd(ALNUM, 20)};encrypt=true;trustServerCertificate=false",
    )

    r.add(
        "postgres_flexible_server_password",
        f'psql "host=acme-pa-pg-prod.postgres.database.azure.com port=5432 dbname=priorauth user=pgadmin password={rnd(ALNUM, 22)} sslmode=require"',
        f"pg flex admin for the provider-dir db:\npgadmin_acme\n{pw()}",
        f"DATABASE_URL=postgresql://prov_app:{rnd(ALNUM, 20)}@acme-prov-pg-stg.postgres.database.azure.com:5432/providers?sslmode=require",
    )

    r.add(
        "redis_cache_access_key",
        f"acme-session-redis.redis.cache.windows.net:6380,password={sak()},ssl=True,abortConnect=False",
        f"redis-cli -h acme-mbr-cache.redis.cache.windows.net -p 6380 --tls -a '{sak()}' INFO keyspace",
        f"primay access key for redis (member portal stg) {sak()}",
    )

    r.add(
        "function_app_key",
        f"reprocess endpoint (prod, function key):\nhttps://acme-claims-func-prod.azurewebsites.net/api/ReprocessClaim?code={funckey()}",
        f'curl -s -X POST https://acme-elig-func-stg.azurewebsites.net/api/Load834 -H "x-functions-key: {funckey()}" -d @834_sample.edi',
        f"_master key for acme-elig-func (stg) since the default key got deleted: {funckey()}",
        f"func keys list output\ndefault  {funckey()}\n(clientkey for the PA vendor is separate, ask Dev)",
    )

    r.add(
        "logic_app_trigger_sig",
        f"denial-letter workflow trigger (via APIM passthrough):\nhttps://apim-acme-int.azure-api.net/la/denial-letter/workflows/{hexs(32)}/triggers/manual/paths/invoke?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={rnd(URLSAFE, 43)}",
        f"logic app http trigger for the EOB resend, query part: ?api-version=2016-10-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={rnd(URLSAFE, 43)}",
    )

    r.add(
        "app_configuration_connection_string",
        f"Endpoint=https://acme-appcfg-prod.azconfig.io;Id={rnd(ALNUM, 4)}-l0-s0:{rnd(ALNUM, 20)};Secret={sak()}",
        f"app config read-only key, member portal stg (the FE team wants it for local dev)\nEndpoint=https://acme-appcfg-stg.azconfig.io;Id={rnd(ALNUM, 4)}-l9-s0:{rnd(ALNUM, 20)};Secret={sak()}",
    )

    r.add(
        "signalr_connection_string",
        f"Endpoint=https://acme-notify-signalr.service.signalr.net;AccessKey={sak()};Version=1.0;",
        f"Azure__SignalR__ConnectionString for claims-status-hub:\nEndpoint=https://acme-claimstatus.service.signalr.net;AccessKey={sak()};Version=1.0;",
    )

    r.add(
        "azure_openai_api_key",
        f"AOAI (acme-aoai-eastus2) key1 {hexs(32)}",
        f'curl https://acme-aoai-eastus2.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01 \\\n  -H "api-key: {hexs(32)}" -H "Content-Type: application/json" -d @prompt.json',
        f".env for the prior-auth summarizer poc\nAZURE_OPENAI_ENDPOINT=https://acme-aoai-sandbox.openai.azure.com/\nAZURE_OPENAI_API_KEY={hexs(32)}\nAZURE_OPENAI_DEPLOYMENT=gpt-4o-mini",
    )

    r.add(
        "breakglass_admin_password",
        f"break-glass acct bg-admin01@acmehealth.onmicrosoft.com\npw: {rnd(ALNUM + '!#%&*+-', 28)}",
        f"emergncy access acct #2 (the one excluded from CA): bg-admin02 / {rnd(ALNUM + '!#%&*+-', 28)} - paper copy is in the safe on 4N",
        f"BG account pw after the quarterly test {rnd(ALNUM + '!#%&*+-', 24)} (CISO has the other half of the process)",
    )

    r.add(
        "breakglass_totp_seed",
        f"TOTP seed for bg-admin01 (authenticator on the safe phone): {groups(totp_seed(), 4)}",
        f"otpauth://totp/AcmeHealth:bg-admin02@acmehealth.onmicrosoft.com?secret={totp_seed()}&issuer=Microsoft&digits=6",
    )

    r.add(
        "aks_kubeconfig_credential",
        f"users:\n- name: clusterAdmin_rg-claims-prod-eus2_acme-aks-claims-prod\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}\n    token: {hexs(64)}",
        f"aks local admin token (clusterAdmin) for acme-aks-edi-stg since entra auth broke again: {hexs(64)}",
    )

    r.add(
        "jumpbox_ssh_private_key",
        f"ssh azureuser@jump-eus2.acmehealth.internal -i ~/.ssh/jump_ed25519\nthe key:\n{openssh_private()}",
        f"bastion native client key for vm-acme-mgmt01 (az network bastion ssh --auth-type ssh-key)\n{pem('RSA PRIVATE KEY', 5)}",
    )

    r.add(
        "databricks_token",
        f"dbx PAT for the claims-analytics workspace (90d): dapi{hexs(32)}",
        f"~/.databrickscfg\n[claims-analytics]\nhost  = https://acme-dbx-claims.privatelink.azuredatabricks.net\ntoken = dapi{hexs(32)}",
        f"DATABRICKS_TOKEN=dapi{hexs(32)}-2 for the jobs api in the ADO pipeline",
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}\nDD_ENV=prod\nDD_SERVICE=claims-api",
        f"datadog tf provider: api_key {hexs(32)}, app_key {hexs(40)}",
        f"dd agent on the aks nodes uses api key {hexs(32)} (the org-wide one, move to a scoped key)",
    )

    r.add(
        "pagerduty_api_key",
        f"PD REST api key (read-only, for the on-call sync job): {rnd(ALNUM + '+-_', 20)}",
        f"PD events v2 routing key for the azure monitor action group 'ag-claims-sev1': {hexs(32)}",
    )

    r.add(
        "terraform_enterprise_token",
        f'~/.terraform.d/credentials.tfrc.json\n{{\n  "credentials": {{\n    "tfe.acme.internal": {{ "token": "{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}" }}\n  }}\n}}',
        f"TF_TOKEN_tfe_acme_internal={rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
    )

    r.add(
        "npm_automation_token",
        f"npm automation token for publishing @acme-health/ui-kit from CI: npm_{rnd(ALNUM, 36)}",
        f"//registry.npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
    )

    r.add(
        "nuget_api_key",
        f"dotnet nuget push bin/Release/Acme.Claims.Contracts.4.2.0.nupkg --api-key oy2{rnd(LOWER + DIGITS, 43)} --source https://nuget.acme.internal/v3/index.json",
        f"nuget key (push only, Acme.* glob): oy2{rnd(LOWER + DIGITS, 43)}",
    )

    r.add(
        "sonarqube_token",
        f"sonar.token=squ_{hexs(40)}\nsonar.host.url=https://sonar.acme.internal",
        f"sonarqube project token for claims-api analysis: sqp_{hexs(40)}",
    )

    r.add(
        "hashicorp_vault_token",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=hvs.{rnd(ALNUM, 24)}",
        f"vault root token from the DR unseal drill, REVOKE AFTER: hvs.{rnd(ALNUM, 24)}",
        f"vault login -method=token hvs.CAESI{rnd(URLSAFE, 86)}",
    )

    r.add(
        "argocd_admin_password",
        f"argocd initial admin pw on acme-aks-platform (before SSO): {rnd(ALNUM + '-', 16)}",
        f"argocd login argocd.acme.internal --username admin --password '{rnd(ALNUM, 16)}' --grpc-web",
    )

    r.add(
        "grafana_service_account_token",
        f"grafana SA token (editor) for dashboard-as-code: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f'curl -H "Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}" https://grafana.acme.internal/api/search?query=claims',
    )

    r.add(
        "laptop_bitlocker_recovery_key",
        f"bitlocker recovery for my laptop (ACME-LT-{digits(5)}), it asked after the bios update:\n{bitlocker_key()}",
        f"bitlocker key for the loaner: {bitlocker_key()}",
    )

    r.add(
        "corporate_card_number_cvv",
        f"corp amex for the azure marketplace purchase: {amex()} exp {card_expiry()} CID {digits(4)}",
        f"p-card\n{groups(luhn('4'), 4)}\n{card_expiry()}  cvv {digits(3)}",
        f"card on file for the GitHub Enterprise overage invoice -> {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)} exp {card_expiry()} sec code {digits(3)}",
    )

    r.add(
        "hsa_card_pin",
        f"HSA debit card pin {digits(4)} (the benefits one, not the bank)",
        f"pharmacy kiosk asks for the hsa card PIN: {digits(4)}",
    )

    r.add(
        "home_alarm_code",
        f"alarm code at home {digits(4)}, duress code is {digits(4)}",
        f"dog sitter while im at the Azure summit: door keypad {digits(6)}, alarm {digits(4)} then OFF",
    )

    r.add(
        "entra_user_password",
        f"my acmehealth AD pw (changed {day()}): {pw()}",
        f"new pwd -> {pw()}  (it made me change it during the sev2, remember to update the mac keychain)",
        f"admin account (a-jdoe) password {pw()}",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key (team acct acmehealth-platform.1password.example): {onepassword_secret_key()}",
        f"1pw emergency kit secret key {onepassword_secret_key()}",
    )

    r.add(
        "app_service_publish_password",
        f'publish profile for acme-mbr-portal-stg:\n<publishProfile publishMethod="MSDeploy" publishUrl="acme-mbr-portal-stg.scm.azurewebsites.net:443" msdeploySite="acme-mbr-portal-stg" userName="$acme-mbr-portal-stg" userPWD="{rnd(ALNUM, 60)}" />',
        f"git push https://$acme-provider-search:{rnd(ALNUM, 60)}@acme-provider-search.scm.azurewebsites.net/acme-provider-search.git main",
    )

    r.add(
        "static_web_app_deployment_token",
        f"SWA deploy token for the benefits-explainer site: {hexs(64)}-{uid()}00{hexs(6)}",
        f"- uses: Azure/static-web-apps-deploy@v1\n  with:\n    azure_static_web_apps_api_token: {hexs(64)}-{uid()}00{hexs(6)}\n    app_location: /web",
    )

    r.add(
        "twilio_auth_token",
        f"twilio for the member OTP SMS (stg)\naccount sid AC{hexs(32)}\nauth token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
    )

    r.add(
        "jwt_signing_secret",
        f"Jwt__SigningKey for the provider-portal api (HS256): {b64(secrets.token_bytes(64))}",
        f'"Jwt": {{ "Issuer": "acme-provider-portal", "Audience": "acme-apis", "Secret": "{rnd(ALNUM, 48)}" }}',
    )

    r.add(
        "aspnet_session_cookie",
        f"repro the PA portal bug with my session (stg): .AspNetCore.Cookies=CfDJ8{rnd(URLSAFE, 300)}",
        f"cookie from devtools for acme-mbr-portal-stg.azurewebsites.net\n.AspNetCore.Session=CfDJ8{rnd(URLSAFE, 180)}",
    )

    r.add(
        "sendgrid_api_key",
        f"sendgrid key (mail send only) for the EOB notifications: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
    )

    r.add(
        "event_grid_access_key",
        f'curl -X POST https://acme-claims-egt.eastus2-1.eventgrid.azure.net/api/events -H "aeg-sas-key: {sak()}" -d @event.json',
        f"event grid topic acme-claims-egt key1: {sak()}",
    )

    r.add(
        "dockerhub_token",
        f"docker hub PAT for pulling base images w/o rate limit (acmehealthbuild): dckr_pat_{rnd(URLSAFE, 27)}",
        f"echo dckr_pat_{rnd(URLSAFE, 27)} | docker login -u acmehealthbuild --password-stdin",
    )

    now = epoch()
    r.add(
        "entra_access_token",
        f"bearer token i grabbed for the claims-api repro (valid ~1h):\nBearer {jwt({'aud': 'api://acme-claims-api', 'tid': uid(), 'oid': uid(), 'scp': 'Claims.Read', 'iat': now, 'exp': now + 3600}, 'RS256', rnd(URLSAFE, 342))}",
        f"az account get-access-token output -> accessToken: {jwt({'aud': 'api://acme-elig-api', 'appid': uid(), 'roles': ['Eligibility.Write'], 'iat': now, 'exp': now + 4200}, 'RS256', rnd(URLSAFE, 342))}",
    )

    r.add(
        "edi_sftp_password",
        f"sftp to the clearinghouse (837 outbound): sftp.clearinghouse.example user ACMEHLTH_837 pw {pw()}",
        f"az storage account local-user regenerate-password --account-name {sa('edi')} -g rg-edi-prod-eus2 -n tradingpartner7\n-> sshPassword: {rnd(ALNUM + '+/', 32)}",
        f"EDI partner #12 (dental TPA) sftp creds\nhost: edi-gw.acmehealth.internal:22\nuser: tpa12_in\npass: {pw()}",
    )

    r.add(
        "lab_wifi_psk",
        f"wifi for the platform lab (SSID ACME-LAB-5G): {rnd(ALNUM, 16)}",
        f"WPA2 key for the demo room AP is {pick('Harbor', 'Cobalt', 'Otter')}{digits(4)}{pick('!', '#', '%')}{rnd(LOWER, 5)}",
    )

    return r


# --- look-alikes ------------------------------------------------------------------------------


def lookalikes() -> Rows:
    r = Rows()

    sub = uid()
    r.add(
        "azure_resource_id",
        f"scope for the role assignment:\n{rid('Microsoft.Storage/storageAccounts', sa('claims'), sub)}",
        f"the cosmos acct that keeps throttling: {rid('Microsoft.DocumentDB/databaseAccounts', 'acme-mbr-profile-prod')}",
        f"az resource show --ids {rid('Microsoft.ServiceBus/namespaces', 'acme-pa-sb-prod')}/queues/pa-requests",
        f"private endpoint id for the KV (needed for the DNS ticket)\n{rid('Microsoft.Network/privateEndpoints', 'pe-' + kv())}",
    )

    r.add(
        "entra_tenant_id",
        f"our tenant id {uid()} (acmehealth.onmicrosoft.com), the dental sub tenant is {uid()}",
        f"AZURE_TENANT_ID={uid()}",
        f"tenant: {uid()} - fine to paste in vendor SSO forms, its not secret",
    )

    r.add(
        "app_registration_client_id",
        f"eligibility-api app reg\nApplication (client) ID: {uid()}\nDirectory (tenant) ID: {uid()}\nno secrets on this one, uses federated creds (seperate app for the batch jobs)",
        f"clientId for the member portal SPA is {uid()} (public client, PKCE)",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_SUBSCRIPTION_ID={uid()}\n(the three gh vars for azure/login with OIDC, none of them are secrets)",
    )

    r.add(
        "enterprise_app_object_id",
        f"sp object id for sp-acme-gha-deploy (NOT the app id!!): {uid()}",
        f"az role assignment create --assignee-object-id {uid()} --assignee-principal-type ServicePrincipal --role 'Storage Blob Data Contributor' --scope {rid('Microsoft.Storage/storageAccounts', sa('edi'))}",
        f"group 'sg-platform-oncall' object id {uid()}; PIM eligible assignment id {uid()}",
    )

    r.add(
        "subscription_id_list",
        f"subs:\nsub-claims-prod    {uid()}\nsub-claims-nonprod {uid()}\nsub-platform-conn  {uid()}\nsub-sandbox        {uid()}",
        f"az account set --subscription {uid()}",
        f"new landing zone sub for prior-auth is {uid()}, billing scope is the EA enrollment acct",
    )

    r.add(
        "key_vault_reference_app_setting",
        f"@Microsoft.KeyVault(SecretUri=https://{kv()}.vault.azure.net/secrets/ServiceBusConn/{hexs(32)})",
        f"app setting for CosmosKey should be\n@Microsoft.KeyVault(VaultName={kv()};SecretName=CosmosPrimaryKey)\nand the func MI needs Key Vault Secrets User",
        f'az functionapp config appsettings set -n acme-claims-func-prod -g rg-claims-prod-eus2 --settings "AzureWebJobsStorage=@Microsoft.KeyVault(SecretUri=https://{kv()}.vault.azure.net/secrets/claims-func-storage/)"',
        f"reminder: the red X next to the kv refrence means the MI cant read it, not that the secret is wrong. ref: @Microsoft.KeyVault(SecretUri=https://{kv()}.vault.azure.net/secrets/sql-conn/{hexs(32)})",
    )

    r.add(
        "key_vault_secret_uri",
        f"secret id for the sql admin pw (value is in KV, dont paste it here): https://{kv()}.vault.azure.net/secrets/sql-admin-password/{hexs(32)}",
        f"az keyvault secret show --id https://{kv()}.vault.azure.net/secrets/edi-sftp-password --query id -o tsv",
        f"cert secret id for the app gw listener: https://{kv()}.vault.azure.net/secrets/wildcard-acmehealth/{hexs(32)} (versionless ok)",
    )

    r.add(
        "managed_identity_ids",
        f"uami-acme-claims-func\n  clientId    {uid()}\n  principalId {uid()}\n  id          {rid('Microsoft.ManagedIdentity/userAssignedIdentities', 'uami-acme-claims-func')}",
        f"system-assigned MI on acme-edi-func-prod: principalId {uid()}, tenantId {uid()}",
        f"AZURE_CLIENT_ID={uid()}  # the user-assigned MI for DefaultAzureCredential on aks workload identity",
    )

    s = sa("pbmdrop")
    r.add(
        "sas_url_sig_stripped",
        f"vendor says the SAS is broken, here's the url w/o the sig:\nhttps://{s}.blob.core.windows.net/pbm-drop?sv=2022-11-02&ss=b&srt=co&sp=rwlc&se=2025-{secrets.randbelow(6) + 7:02d}-30T23:59:59Z&st=2025-{secrets.randbelow(6) + 1:02d}-01T00:00:00Z&spr=https&sig=REDACTED",
        f"user delegation SAS from the logs (sig cut): ?skoid={uid()}&sktid={uid()}&skt={sas_date()}&ske={sas_date()}&sks=b&skv=2022-11-02&sv=2022-11-02&sr=b&sp=r&se={sas_date()}",
        f"the 403 is because se= expired: https://{sa('audit')}.blob.core.windows.net/audit-export/2024/q4.csv?sp=r&st=2024-{secrets.randbelow(6) + 1:02d}-01T00:00:00Z&se=2024-{secrets.randbelow(6) + 7:02d}-15T00:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=[removed]",
    )

    r.add(
        "storage_account_names",
        f"SA naming: acme + workload + env + 3 rand, e.g. {sa('claims')}, {sa('edi')}, {sa('diag')}",
        f"accounts to move to private endpoints this sprint:\n- {sa()}\n- {sa()}\n- {sa()}\n- {sa()}",
        "tfstate lives in acmetfstateprod01 / container tfstate (azuread auth, no keys)",
    )

    r.add(
        "arm_template_parameter_reference",
        f'"adminPassword": {{\n  "reference": {{\n    "keyVault": {{ "id": "{rid("Microsoft.KeyVault/vaults", kv())}" }},\n    "secretName": "vmAdminPassword"\n  }}\n}}',
        "\"value\": \"[listKeys(resourceId('Microsoft.Storage/storageAccounts', parameters('storageAccountName')), '2023-01-01').keys[0].value]\"   <- why is this in an output, remove",
        "bicep: @secure()\nparam sqlAdministratorLoginPassword string\n...\nadministratorLoginPassword: sqlAdministratorLoginPassword  // comes from kv.getSecret('sql-admin-password')",
    )

    r.add(
        "github_app_and_installation_ids",
        f"acme-platform-bot: App ID {digits(6, lead=True)}, Client ID Iv1.{hexs(16)}, installation id {digits(8, lead=True)} (org acme-health)",
        f"release-drafter app on ghe: app_id={digits(3, lead=True)} installation_id={digits(4, lead=True)}",
        f"renovate app installation {digits(8, lead=True)} - repo selection 'all', pending the 2 new repos",
    )

    r.add(
        "git_commit_sha",
        f"last good deploy of claims-api was {sha()}, rollback to that",
        f"git revert {sha()[:12]} {sha()[:12]}",
        f"cherry-pick {sha()} onto release/2025.03 (the KV ref fix)",
    )

    r.add(
        "container_image_digest",
        f"acmeplatformacr.azurecr.io/claims-api@{digest()}",
        f"pin base image: FROM acmeplatformacr.azurecr.io/mirror/dotnet/aspnet:8.0@{digest()}",
        f"prod is running {digest()}, stg has {digest()} - diff is only the openssl bump",
    )

    r.add(
        "pipeline_run_ids",
        f"ADO run {run_id()} failed on the tf plan stage, rerun {run_id()} passed",
        f"gh run view {digits(10, lead=True)} --log-failed -R acme-health/landing-zones",
        f"build ids for the CAB: claims-api #{run_id()}, elig-func #{run_id()}, pa-worker #{run_id()}",
    )

    r.add(
        "secret_rotation_log",
        f"rotated the sp secret for sp-acme-gha-deploy today ({day()}), new one is in {kv()} as gha-deploy-secret. old one expires in 7d",
        f"storage keys rotated for {sa('claims')} - key1 regenerated, apps use KV ref so nothing to change. key2 next month",
        "cosmos acme-mbr-profile-prod: switched apps to secondary key, regenerated primary, switch back tmrw. no values in chat pls",
        f"SB policy pa-worker key rolled, keyId {uid()}. consumers restarted at 14:10, dead-letter count back to 0",
    )

    r.add(
        "github_app_key_fingerprint",
        f"app private key fingerprint shown in GH settings: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}  (matches the one in KV)",
        f"two keys on the bot app right now, delete the older: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} created {day()}",
    )

    r.add(
        "ssh_public_key_entry",
        f"add to jumpbox authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} priya@acme-lt-{digits(5)}",
        f"deploy key (read-only) for iac-modules: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} atlantis-stg",
        f"adminUsername azureuser, sshPublicKey: ssh-rsa {ssh_pub('ssh-rsa', 270)} vmss-build-agents",
    )

    r.add(
        "ssh_host_fingerprint",
        f"jump-eus2.acmehealth.internal ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} - verify before typing yes",
        f"ghe.acme.internal host key SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (RSA) / SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
    )

    r.add(
        "pipeline_secret_variable_reference",
        "- task: AzureCLI@2\n  inputs:\n    azureSubscription: sc-claims-prod\n    scriptType: bash\n    inlineScript: |\n      az storage blob upload --account-key $(claimsStorageKey) ...\n# claimsStorageKey is a secret var in the 'claims-prod' variable group",
        "env:\n  ARM_CLIENT_ID: ${{ vars.AZURE_CLIENT_ID }}\n  ARM_CLIENT_SECRET: ${{ secrets.AZURE_CLIENT_SECRET }}\n  ARM_TENANT_ID: ${{ vars.AZURE_TENANT_ID }}",
        "sqlcmd ... -P \"$SQL_ADMIN_PASSWORD\"   # set by the kv task (AzureKeyVault@2, secretsFilter: sql-admin-password)",
    )

    r.add(
        "terraform_backend_azuread_auth",
        f'backend "azurerm" {{\n  resource_group_name  = "rg-tfstate-prod-eus2"\n  storage_account_name = "acmetfstateprod01"\n  container_name       = "tfstate"\n  key                  = "landing-zones/prod.tfstate"\n  use_azuread_auth     = true\n  use_oidc             = true\n  subscription_id      = "{uid()}"\n  tenant_id            = "{uid()}"\n}}',
        "terraform init -backend-config=backend/prod.hcl   # no access_key anymore, ARM_ACCESS_KEY unset in all pipelines",
    )

    r.add(
        "github_oidc_federated_credential",
        f'az ad app federated-credential create --id {uid()} --parameters \'{{"name":"gha-main","issuer":"https://token.actions.ghe.acme.internal","subject":"repo:acme-health/landing-zones:ref:refs/heads/main","audiences":["api://AzureADTokenExchange"]}}\'',
        f"fed cred subject for env deploys: repo:acme-health/claims-api:environment:prod  (app {uid()})",
        "OIDC: no client secret stored anywhere for these repos, just the client id + tenant id as vars",
    )

    r.add(
        "password_policy_discussion",
        "new Entra pw policy: 14 chars min, no expiry, banned list incl 'Acme' and 'Health', MFA required. pilot group first",
        "sql admin pw requirements (azure): 8-128 chars, 3 of 4 categories, cant contain the login name. we generate 32 via kv anyway",
        "badge PINs now 6 digits instead of 4 after the audit finding; facilities resets them, not us",
    )

    r.add(
        "servicenow_ticket_numbers",
        f"INC{digits(7)} - claims SB dead-lettering; CHG{digits(7)} for the fix, approved",
        f"RITM{digits(7)} access request for the vendor SFTP, waiting on security (SCTASK{digits(7)})",
        f"PRB{digits(7)} root cause: cert on app gw expired, KV autorenew was off",
    )

    r.add(
        "jira_issue_keys",
        f"PLAT-{digits(4, lead=True)} migrate ADO pipelines to GHA, PLAT-{digits(4, lead=True)} kill classic PATs",
        f"blocked by SEC-{digits(3, lead=True)} (CA policy exclusions review)",
    )

    r.add(
        "azure_support_case_number",
        f"MS support case {digits(16, lead=True)} - cosmos 429s in eastus2, sev B",
        f"TrackingID#{digits(16, lead=True)} for the AKS node image issue, engineer is on the thread",
    )

    r.add(
        "activity_log_correlation_id",
        f"failed deployment: correlationId {uid()}, operationId {hexs(16).upper()}",
        f"x-ms-request-id: {uid()}\nx-ms-correlation-request-id: {uid()}\n(for the ARM 409 conflict ticket)",
        f"kusto: AzureActivity | where CorrelationId == '{uid()}'",
    )

    r.add(
        "certificate_thumbprint",
        f"app gw listener cert thumbprint {hexs(40).upper()} expires {day()}/2025",
        f"WEBSITE_LOAD_CERTIFICATES={hexs(40).upper()}",
        f"SAML signing cert for the broker portal, thumbprint {groups(hexs(40).upper(), 2, ':')}",
    )

    r.add(
        "aks_node_and_pod_names",
        f"aks-system-{digits(8)}-vmss00000{secrets.choice('0123456789abcdefghijklmnopqrstuvwxyz')} NotReady since 02:10",
        f"crashlooping: claims-api-{hexs(10)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}, pa-worker-{hexs(9)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}",
        f"node pool userpool2 instance ids: {', '.join(str(secrets.randbelow(40)) for _ in range(4))}; vmss aks-userpool2-{digits(8)}-vmss",
    )

    r.add(
        "vnet_cidr_plan",
        "hub 10.40.0.0/16, claims spoke 10.41.0.0/16, edi 10.42.0.0/16, AzureFirewallSubnet 10.40.0.0/26, GatewaySubnet 10.40.1.0/27",
        f"PE subnet snet-pe-claims 10.41.8.0/24, cosmos PE ip 10.41.8.{secrets.randbelow(200) + 4}, KV PE ip 10.41.8.{secrets.randbelow(200) + 4}",
        "on-prem ranges to route via ER: 172.16.0.0/12, 192.168.50.0/24 (mainframe), asked NetEng to confirm",
    )

    r.add(
        "private_endpoint_dns",
        f"{kv()}.privatelink.vaultcore.azure.net -> 10.41.8.{secrets.randbelow(200) + 4}",
        f"nslookup {sa('claims')}.privatelink.blob.core.windows.net should return 10.x from the jumpbox, it returns public -> DNS zone link missing",
    )

    r.add(
        "ghsa_cve_ids",
        f"dependabot: GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} (CVE-2024-{digits(5, lead=True)}) in System.Text.Json, patched in 8.0.5",
        f"CVE-2025-{digits(4, lead=True)} affects the ingress-nginx version on acme-aks-claims-prod, upgrade planned CHG{digits(7)}",
    )

    r.add(
        "helm_chart_versions",
        "ingress-nginx 4.11.3, cert-manager v1.15.3, external-secrets 0.10.4, kube-prometheus-stack 65.1.1",
        "argo-cd chart 7.6.12 (app v2.12.6) on platform cluster; claims cluster still on 6.x",
    )

    r.add(
        "release_tags",
        f"tagged claims-api v2025.{secrets.randbelow(12) + 1}.{secrets.randbelow(9)}-rc.{secrets.randbelow(5) + 1} from {sha()[:7]}",
        f"iac-modules v{secrets.randbelow(5) + 3}.{secrets.randbelow(20)}.{secrets.randbelow(10)} - breaking change in the storage module (shared_access_key_enabled now false by default)",
    )

    r.add(
        "synthetic_member_ids",
        f"test members from the synthetic set for stg: ACM{digits(9)}01, ACM{digits(9)}02, ACM{digits(9)}01 (dependent)",
        f"claim id for the repro: CLM-{digits(4)}-{digits(10)}, member ACM{digits(9)} (synthetic, stg only)",
        f"group number GRP{digits(6)} / plan code HMO-{pick('GA', 'TX', 'OH')}-{digits(4)} for the load test",
    )

    r.add(
        "provider_npi_numbers",
        f"NPIs for the provider-dir sync test: {npi()}, {npi()}, {npi()} (public registry data)",
        f"billing NPI {npi()}, rendering NPI {npi()}, taxonomy 207Q00000X",
    )

    r.add(
        "azure_invoice_numbers",
        f"azure invoice E0{digits(8)} for Feb, billing account {uid()}:{uid()}_2019-05-31, billing profile {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 3)}-PGB",
        f"GHE invoice #{digits(8)} - 1,250 seats + Advanced Security, PO {digits(10)}",
    )

    r.add(
        "blob_content_md5",
        f"Content-MD5: {b64(secrets.token_bytes(16))}  ETag: 0x8DC{hexs(12).upper()} -> file matches the vendor's copy",
        f"md5 mismatch on claims_837_{digits(8)}.edi: ours {b64(secrets.token_bytes(16))} theirs {b64(secrets.token_bytes(16))}",
    )

    r.add(
        "artifact_sha256_checksums",
        f"terraform_1.9.8_linux_amd64.zip sha256 {hexs(64)} (checked against SHA256SUMS)",
        f"{hexs(64)}  azcopy_linux_amd64_10.27.1.tar.gz",
    )

    r.add(
        "app_insights_connection_string",
        f"APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey={uid()};IngestionEndpoint=https://acme-ai-ingest.applicationinsights.azure.com/;ApplicationId={uid()}   (public, it ships in the SPA bundle)",
        f"AI resource appi-acme-mbr-portal: instrumentation key {uid()}, app id {uid()} - not a secret, local auth disabled anyway",
    )

    r.add(
        "totp_enrollment_note",
        "re-enrolled the break-glass TOTP on the safe phone, old seed invalidated. test login ok, logged in the BG register",
        "moved my GHE 2FA to the yubikey, TOTP removed. recovery codes regenerated and printed, in the locked drawer",
    )

    r.add(
        "vpn_gateway_details",
        f"vpn gw vpngw-acme-hub-eus2 public ip 20.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)}, P2S pool 172.31.200.0/24, auth = Entra ID, no shared cert",
        "GlobalProtect portal vpn.acmehealth.internal, gateway gp-eus2.acmehealth.internal. oncall acct pw is in the platform vault (1Password, 'Oncall VPN')",
    )

    r.add(
        "badge_id_number",
        f"my badge # {digits(7)} (printed on the back), facilities needs it to add data room access",
        f"temp badge T-{digits(4)} for the contractor, returns {day()}. PIN set by facilities, he gets it at the desk",
    )

    r.add(
        "bridge_line_info",
        f"sev1 bridge: +1 (470) 555-01{digits(2)}, conf ID {digits(9)}#, teams meeting id {groups(digits(12), 3)} (no passcode, lobby bypass on)",
        f"NOC phone +1 (404) 555-01{digits(2)} / pager group acme-platform-p1",
    )

    r.add(
        "acr_repository_tags",
        f"acmeplatformacr.azurecr.io/claims-api:{sha()[:7]}-{run_id()}",
        f"retention: keep last 30 tags per repo, untagged manifests purged. e.g. edi-ingest:2025.{secrets.randbelow(12) + 1}.{secrets.randbelow(30)} stays",
    )

    r.add(
        "kubernetes_secret_key_ref",
        "env:\n- name: ServiceBus__ConnectionString\n  valueFrom:\n    secretKeyRef:\n      name: pa-worker-secrets\n      key: sb-connection",
        f"ExternalSecret pa-worker-secrets -> remoteRef key: pa-sb-conn, store: {kv()} (ClusterSecretStore azure-kv)",
        "kubectl get secret claims-api-secrets -o jsonpath='{.data}' | jq 'keys'   # just list names, dont decode in screen share",
    )

    r.add(
        "expired_token_note",
        f"ADO PAT 'repo-migration' expired {day()}, regenerated and stored in 1Password only. scope now Code (read) only",
        f"the GHE PAT in the codeowners-sync job expired -> 401s. switched job to the bot app installation token (app {digits(6, lead=True)})",
        "SAS for the PBM vendor expires 6/30, make a new one 2 weeks before and send via secure mail, never teams",
    )

    r.add(
        "role_definition_ids",
        f"custom role 'Acme Platform Reader+' id {uid()}, assignable scopes /providers/Microsoft.Management/managementGroups/mg-acme-landingzones",
        f"roleDefinitionId: /subscriptions/{uid()}/providers/Microsoft.Authorization/roleDefinitions/{uid()}",
    )

    r.add(
        "gpg_signing_key_id",
        f"git config --global user.signingkey {hexs(16).upper()}",
        f"commit signing key fingerprint {groups(hexs(40).upper(), 4)} - upload the PUBLIC key to ghe",
    )

    r.add(
        "front_door_ref_headers",
        f"X-Azure-Ref: 2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}T{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}Z-{hexs(16)}{rnd(LOWER + DIGITS, 10)}00000000{digits(4)}  (send to MS with the 502 timestamps)",
        f"afd endpoint acme-mbr-{rnd(LOWER + DIGITS, 6)}{hexs(10)}.z01.azurefd.net, profile afd-acme-prod, WAF policy wafacmeprod",
    )

    r.add(
        "yubikey_shipment_tracking",
        f"yubikeys for the oncall rota shipped, tracking 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}, order PO-{digits(6)}",
        f"replacement yubikey serial {digits(8)}, FedEx {digits(12)}",
    )

    r.add(
        "parking_plate_registration",
        f"garage registration: plate {rnd(UPPER, 3)}-{digits(4)} (GA), permit #{digits(5)}",
        f"rental car plate {digits(1, lead=True)}{rnd(UPPER, 3)}{digits(3)} for the DR site visit, register at the desk",
    )

    r.add(
        "lab_device_mac_addresses",
        f"lab switch mgmt MAC {mac()} , NUC build agent {mac('-', True)} - add DHCP reservations",
        f"firewall appliance in the lab: serial {rnd(UPPER + DIGITS, 12)}, mac {mac()}",
    )

    r.add(
        "connection_string_managed_identity",
        "Server=tcp:acme-claims-sql-prod.database.windows.net,1433;Database=ClaimsDW;Authentication=Active Directory Default;Encrypt=True;",
        f"ServiceBus__fullyQualifiedNamespace=acme-pa-sb-prod.servicebus.windows.net\nServiceBus__credential=managedidentity\nServiceBus__clientId={uid()}",
        f"AzureWebJobsStorage__blobServiceUri=https://{sa('claims')}.blob.core.windows.net\nAzureWebJobsStorage__queueServiceUri=https://{sa('claims')}.queue.core.windows.net\n(identity-based, no AccountKey anymore)",
    )

    r.add(
        "cosmos_account_metadata",
        f"cosmos endpoint https://acme-mbr-profile-prod.documents.azure.com:443/, db memberdb, containers profile/prefs, pk /memberId. data-plane RBAC role assignment {uid()}",
        "disableLocalAuth=true on all cosmos accts now, so no primary/secondary keys in use; apps use MI + Cosmos DB Built-in Data Contributor",
    )

    r.add(
        "oauth_public_client_config",
        f'msalConfig = {{ auth: {{ clientId: "{uid()}", authority: "https://login.acmehealth.example/{uid()}", redirectUri: "https://members.acmehealth.example/auth" }} }}',
        f"b2c: tenant acmehealthmembers, policy B2C_1A_SIGNUP_SIGNIN, web client id {uid()} (SPA, no secret)",
    )

    r.add(
        "hashicorp_vault_paths",
        "vault kv get -field=username secret/platform/ado/service-account   # password field exists, dont print it",
        "vault path for the sendgrid key: secret/data/notifications/sendgrid (policy notif-read). rotation owner = comms team",
    )

    r.add(
        "pagerduty_service_ids",
        f"PD services: claims-api {pd_id()}, edi-ingest {pd_id()}, escalation policy {pd_id()}",
        f"schedule 'Platform Primary' {pd_id()}, override for me {day()}",
    )

    r.add(
        "company_remit_details",
        f"for the vendor onboarding form: Acme Health Plan Inc, EIN {digits(2, lead=True)}-{digits(7)}, remit-to ACH routing {aba()}, acct ending {digits(4)}",
        f"premium invoice INV-{digits(8)} lists our lockbox PO Box {digits(5)}, routing {aba()}; employer group GRP{digits(6)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout107.py", [
        ("heldout107_credentials.yaml", credentials(), "batch 107 (health-insurer platform engineer, Azure and GitHub), written blind; every value synthetic"),
        ("heldout107_lookalikes.yaml", lookalikes(), "batch 107 look-alikes: Azure resource ids, GUIDs, Key Vault references, digests and rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
