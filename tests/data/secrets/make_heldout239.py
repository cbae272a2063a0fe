# ruff: noqa: E501
"""Writes heldout239_credentials.yaml and heldout239_lookalikes.yaml: held-out batch 239.

Persona: a DevOps engineer in Gothenburg who writes Swedish with English tech terms mixed in.
The credentials are what such a person asks an assistant to keep: a GitLab runner
registration token, an Azure service principal client secret, an Azure storage account key
and a full SAS token, an Elastic API key, a Jenkins API token, the Ansible Vault password, the
Swish certificate's .p12 password, PostgreSQL connection strings with passwords, the Bitwarden
master password, the office door code and the other keys of an ops week. The look-alikes are
the identifiers of the same days: Azure subscription, tenant and object ids, resource ids,
organisationsnummer, personnummer from Skatteverket's test list, Git commit SHAs, container
image digests, Elastic cluster UUIDs, a SAS URL with its sig removed, Jira issue keys, and
talk about secrets that leaves the secret out.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets
from urllib.parse import quote

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    anthropic_key,
    b64,
    digits,
    hexs,
    kube_key_data,
    mac,
    openssh_private,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

ORD = ["älg", "sill", "kanel", "hamn", "bulle", "fyr", "granit", "skärgård", "måsen", "lingon",
       "spårvagn", "dimma", "tång", "kaj", "brygga", "räka", "kobbe", "vante", "snöre", "ekorre"]
SYMBOLS = "!#%&*+-?"


def azure_client_secret() -> str:
    """An Entra ID app registration client secret: three characters, the version marker, 34 more."""
    return rnd(ALNUM, 3) + pick("7Q~", "8Q~") + rnd(ALNUM + "~._-", 34)


def storage_key() -> str:
    """An Azure storage account key: 64 random bytes in base64."""
    return b64(secrets.token_bytes(64))


def sas_sig() -> str:
    return quote(b64(secrets.token_bytes(32)), safe="")


def sas_dates() -> tuple[str, str]:
    month = secrets.randbelow(9) + 1
    day = secrets.randbelow(27) + 1
    return (f"2025-{month:02d}-{day:02d}T{secrets.randbelow(24):02d}:00:00Z",
            f"202{pick(5, 6)}-{month + 3:02d}-{day:02d}T{secrets.randbelow(24):02d}:59:59Z")


def sas_token(service: bool = False) -> str:
    st, se = sas_dates()
    if service:
        return f"sp={pick('r', 'rl', 'racwdl')}&st={st}&se={se}&spr=https&sv=2022-11-02&sr={pick('c', 'b')}&sig={sas_sig()}"
    return (f"sv=2022-11-02&ss={pick('b', 'bf', 'bfqt')}&srt={pick('co', 'sco')}&sp={pick('rl', 'rwdlac', 'rwdlacupiytfx')}"
            f"&se={se}&st={st}&spr=https&sig={sas_sig()}")


def elastic_key() -> tuple[str, str, str]:
    """An Elasticsearch API key: its id, its secret, and the base64 of id:secret."""
    key_id, key = rnd(URLSAFE, 20), rnd(URLSAFE, 22)
    return key_id, key, b64(f"{key_id}:{key}".encode())


def jenkins_token() -> str:
    return "11" + hexs(32)


def runner_token() -> str:
    return pick("glrt-" + rnd(URLSAFE, 20), "GR1348941" + rnd(URLSAFE, 20), "glrt-t3_" + rnd(URLSAFE, 27))


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def passphrase(n: int = 4, sep: str = "-") -> str:
    return phrase(ORD, n, sep) + sep + digits(2)


def strong() -> str:
    return rnd(ALNUM + SYMBOLS, pick(18, 22, 24))


def door_code() -> str:
    return digits(pick(4, 4, 5, 6), lead=True)


def acr_password() -> str:
    return rnd(ALNUM + "+/", 42) + "+ACR" + rnd(ALNUM, 6)


def tfc_token() -> str:
    return rnd(ALNUM, 14) + ".atlasv1." + rnd(ALNUM, 67)


def vault_token() -> str:
    return "hvs." + rnd(URLSAFE, 91)


def grafana_token() -> str:
    return "glsa_" + rnd(ALNUM, 32) + "_" + hexs(8)


def sonar_token() -> str:
    return pick("squ_", "sqp_", "sqa_") + hexs(40)


def ado_pat() -> str:
    return rnd(LOWER + "234567", 52)


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def guid() -> str:
    return uid()


def luhn_digit(body: str) -> str:
    """The check digit Swedish personnummer and organisationsnummer use (Luhn, weights 2,1,...)."""
    total = 0
    for i, c in enumerate(body):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d // 10 + d % 10
    return str((10 - total % 10) % 10)


def orgnr() -> str:
    body = pick("55", "56", "55", "71", "80") + str(2 + secrets.randbelow(8)) + digits(6)
    return f"{body[:6]}-{body[6:]}{luhn_digit(body)}"


def test_pnr(long: bool = False) -> str:
    """A personnummer shaped like the ones on Skatteverket's test list (serial 98xx/99xx)."""
    yy = f"{secrets.randbelow(100):02d}"
    mm = f"{secrets.randbelow(12) + 1:02d}"
    dd = f"{secrets.randbelow(28) + 1:02d}"
    body = yy + mm + dd + pick("98", "99") + digits(1)
    text = f"{body[:6]}-{body[6:]}{luhn_digit(body)}"
    return (pick("19", "20") + text) if long else text


def rg() -> str:
    return pick("rg-ops-prod-sec", "rg-platform-test", "rg-aks-gbg-prod", "rg-data-weu", "rg-shared-infra")


def credentials() -> Rows:
    r = Rows()

    r.add("gitlab_runner_registration_token",
          f"runner-tokenet för nya build-maskinen: {runner_token()}",
          f"GitLab runner reg token (ops/infra, shared runners) = {runner_token()}  -- byt när vi flyttar till autoscaling",
          f"kom ihåg:\ngitlab-runner register --non-interactive --url https://gitlab.acme.internal --token {runner_token()} --executor docker --docker-image alpine:3.20",
          f"registration token för gruppen platform: {runner_token()} (gäller bara docker-executor på runner-gbg-03)",
          f"[[runners]]\n  name = \"k8s-runner-gbg\"\n  url = \"https://gitlab.acme.internal/\"\n  token = \"{runner_token()}\"\n  executor = \"kubernetes\"")

    r.add("azure_sp_client_secret",
          f"SP sp-terraform-prod client secret: {azure_client_secret()} (går ut i oktober, sätt påminnelse)",
          f"AZURE_CLIENT_ID={guid()}\nAZURE_TENANT_ID={guid()}\nAZURE_CLIENT_SECRET={azure_client_secret()}",
          f"az login --service-principal -u {guid()} -p '{azure_client_secret()}' --tenant {guid()}",
          f"klienthemlighet för appregistreringen github-oidc-fallback: {azure_client_secret()}",
          f"nytt secret till sp-backup-runner, det gamla är revokat: {azure_client_secret()}",
          f"client secret value (inte secret ID!!) = {azure_client_secret()}")

    r.add("azure_storage_account_key",
          f"stacmeopsprod key1: {storage_key()}",
          f"DefaultEndpointsProtocol=https;AccountName=stacmebackup;AccountKey={storage_key()};EndpointSuffix=core.windows.net",
          f"storage account key för tfstate (stacmetfstate), key2 eftersom key1 roterades igår:\n{storage_key()}",
          f"az storage blob upload --account-name stacmelogs --account-key \"{storage_key()}\" -c archive -f dump.tar.gz",
          f"AZURE_STORAGE_KEY={storage_key()}  # stacmeartifacts, bara för CI")

    r.add("azure_sas_token",
          f"SAS för att ladda upp backuperna: ?{sas_token()}",
          f"full SAS-URL till loggcontainern:\nhttps://stacmelogs.blob.core.windows.net/nginx?{sas_token(service=True)}",
          f"sas token (read only, Linnea behöver den för sin analys): {sas_token(service=True)}",
          f"azcopy copy ./export 'https://stacmeexport.blob.core.windows.net/exports?{sas_token()}' --recursive",
          f"AZURE_SAS=\"{sas_token()}\"")

    k1, k2, k3, k4 = elastic_key(), elastic_key(), elastic_key(), elastic_key()
    r.add("elastic_api_key",
          f"Elastic API key för filebeat på gbg-web: {k1[2]}",
          f"curl -H \"Authorization: ApiKey {k2[2]}\" https://es.acme.internal:9200/_cat/indices",
          f"elastic api-nyckel för logstash\nid: {k3[0]}\napi_key: {k3[1]}",
          f"output.elasticsearch:\n  hosts: [\"https://es01.acme.internal:9200\"]\n  api_key: \"{k4[0]}:{k4[1]}\"",
          f"ES_API_KEY={elastic_key()[2]} (skapad för metricbeat, ingen expiry)")

    r.add("jenkins_api_token",
          f"Jenkins API token (user deploybot): {jenkins_token()}",
          f"curl -X POST -u deploybot:{jenkins_token()} https://jenkins.acme.internal/job/release/buildWithParameters?TAG=v2.14.0",
          f"jenkins-tokenet till min egen användare, behövs för jenkins-cli: {jenkins_token()}",
          f"java -jar jenkins-cli.jar -s https://ci.acme.internal/ -auth erik.lindqvist:{jenkins_token()} list-jobs",
          f"JENKINS_TOKEN={jenkins_token()}")

    r.add("ansible_vault_password",
          f"ansible vault lösen för group_vars/prod: {passphrase()}",
          f"vault-pass.txt innehåller: {strong()}  (ligger INTE i repot, bara lokalt)",
          f"Ansible Vault password, inventory staging = {passphrase(5, '.')}",
          f"echo '{strong()}' > ~/.ansible/vault_pass && chmod 600 ~/.ansible/vault_pass",
          f"ansible-vault lösenordet byttes efter att Johan slutade, nya är {pw()}")

    r.add("swish_certificate_p12_password",
          f"lösenord till Swish-certet (.p12) för produktion: {strong()}",
          f"Swish handel cert swish_prod_2025.p12 pw = {pw()}",
          f"p12-lösenordet för Swish testcertifikat: {passphrase(3)}",
          f"openssl pkcs12 -in swish_cert.p12 -nodes -passin pass:{strong()} -out swish.pem",
          f"SWISH_CERT_PASSWORD={strong()}  # Swish för handel, merchant-certet som banken skickade")

    r.add("postgres_connection_string",
          f"postgresql://app_orders:{rnd(ALNUM, 24)}@pg-prod-01.acme.internal:5432/orders?sslmode=require",
          f"conn string för rapport-databasen: postgres://readonly:{pw()}@pg-report.acme.internal/reporting",
          f"DATABASE_URL=postgresql://keycloak:{rnd(ALNUM, 20)}@psql-acme-prod.postgres.database.azure.com:5432/keycloak?sslmode=require",
          f"host=pg-staging.acme.internal port=5432 dbname=inventory user=inventory_svc password={strong()} sslmode=verify-full",
          f"jdbc:postgresql://pg-prod-02.acme.internal:5432/billing?user=billing&password={rnd(ALNUM, 22)}",
          f"psql \"postgresql://postgres:{rnd(ALNUM, 18)}@localhost:15432/postgres\"  # via port-forward till pg i aks",
          f"ConnectionStrings__Default=Host=pg-test.acme.internal;Database=crm;Username=crm_app;Password={strong()}")

    r.add("bitwarden_master_password",
          f"Bitwarden master password (ifall jag glömmer det igen): {passphrase(5, ' ')}",
          f"master lösen bitwarden: {passphrase(4, '-')}",
          f"mitt huvudlösenord till Bitwarden är {phrase(ORD, 4, '')}{digits(3)}!",
          f"bw unlock -- master: {passphrase(6, '_')}",
          f"bitwarden org-vault (acme-ops), mitt masterlösen = {strong()}")

    r.add("office_door_code",
          f"portkoden till kontoret på Lindholmen: {door_code()}",
          f"dörrkod kontoret {door_code()}# (larmet: {digits(4, lead=True)} + A)",
          f"kod till serverrummet plan 3: {door_code()}",
          f"ny kod till ytterdörren från måndag: {door_code()}, gamla slutar funka på fredag",
          f"Kontoret: porten {door_code()}, garaget {door_code()}")

    r.add("github_personal_access_token",
          f"GitHub PAT för att spegla repos: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained token till acme-oss org: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}  # renovate-boten",
          f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.acme.internal/platform/charts.git")

    r.add("gitlab_personal_access_token",
          f"min GitLab PAT (api, read_registry): {glpat()}",
          f"glab auth login --hostname gitlab.acme.internal --token {glpat()}",
          f"GITLAB_TOKEN={glpat()}",
          f"project access token för helm-charts repot, Maintainer-roll: {glpat()}",
          f"docker login registry.acme.internal -u erik -p {glpat()}")

    r.add("azure_container_registry_password",
          f"ACR admin password acmeregistry.azurecr.io: {acr_password()}",
          f"docker login acmeregistry.azurecr.io -u acmeregistry -p '{acr_password()}'",
          f"token password för ACR scope-map 'pull-only': {acr_password()}",
          f"registry lösenord (password2, password1 roterat) = {acr_password()}")

    r.add("kubeconfig_client_key",
          f"kubeconfig för aks-gbg-prod, users-delen:\nusers:\n- name: clusterAdmin_rg-aks-gbg-prod_aks-gbg-prod\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}",
          f"client-key-data till break-glass-admin: {kube_key_data()}",
          f"token för service accounten ci-deployer i namespace apps: eyJhbGciOiJSUzI1NiIsImtpZCI6Ij{rnd(URLSAFE, 60)}.eyJhdWQiOlsiaHR0cHM6Ly9rdWJlcm5ldGVz{rnd(URLSAFE, 180)}.{rnd(URLSAFE, 342)}")

    r.add("ssh_private_key",
          f"deploy-nyckeln för ansible-användaren (bastion.acme.internal):\n{openssh_private()}",
          f"id_ed25519 för gitlab-runner, lägg i ~/.ssh på nya runnern\n{openssh_private()}",
          f"privata nyckeln till jumphost i test:\n{openssh_private()}")

    r.add("grafana_service_account_token",
          f"Grafana SA token för terraform-providern: {grafana_token()}",
          f"GRAFANA_AUTH={grafana_token()}",
          f"grafana.acme.internal service account 'alert-sync' token = {grafana_token()}",
          f"curl -H 'Authorization: Bearer {grafana_token()}' https://grafana.acme.internal/api/dashboards/uid/node-exp")

    r.add("redis_password",
          f"redis://:{rnd(ALNUM, 32)}@redis-prod.acme.internal:6379/0",
          f"requirepass för redis i staging: {rnd(ALNUM, 28)}",
          f"Azure Cache for Redis primary key (acme-cache-prod): {b64(secrets.token_bytes(32))}",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 24)}@cache.acme.internal:6380")

    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.14/32\nDNS = 10.66.0.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
          f"wg privat nyckel för min laptop: {wg_key()}",
          f"hemma-VPN (wireguard på routern), privkey = {wg_key()}")

    r.add("bankid_security_code",
          f"säkerhetskod till Mobilt BankID på nya telefonen: {digits(6, lead=True)}",
          f"BankID-koden: {digits(6, lead=True)} (jobbtelefonen, inte privata)",
          f"kod för BankID på kort hos Handelsbanken: {digits(6, lead=True)}")

    r.add("wifi_password",
          f"wifi kontoret ACME-Staff lösen: {passphrase(3)}",
          f"gäst-wifi 'ACME-Gast' lösenord {pw()} (byts varje månad)",
          f"WPA2-nyckel labbnätet gbg-lab: {rnd(ALNUM, 20)}",
          f"hemnätet: SSID Kobbegatan_5G, nyckel {passphrase(4, '')}")

    r.add("azure_devops_pat",
          f"Azure DevOps PAT (Code: Read, Packaging: Read) för nuget-feeden: {ado_pat()}",
          f"AZURE_DEVOPS_EXT_PAT={ado_pat()}",
          f"pat till dev.azure.com/acme (gamla projektet som vi migrerar ifrån) = {ado_pat()}",
          f"git clone https://pat:{ado_pat()}@dev.azure.com/acme/legacy/_git/billing")

    r.add("sonarqube_token",
          f"SonarQube token för pipelinen: {sonar_token()}",
          f"SONAR_TOKEN={sonar_token()}",
          f"sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token={sonar_token()}",
          f"sonar user token (min egen, för IDE) {sonar_token()}")

    r.add("artifactory_api_key",
          f"Artifactory API key (jfrog.acme.internal): AKCp{rnd(ALNUM, 69)}",
          f"pip config: index-url = https://deploy:AKCp{rnd(ALNUM, 69)}@jfrog.acme.internal/artifactory/api/pypi/pypi/simple",
          f"ARTIFACTORY_API_KEY=AKCp{rnd(ALNUM, 69)}")

    r.add("mysql_root_password",
          f"MariaDB root på legacy-wordpressen: {strong()}",
          f"mysql -h db-legacy.acme.internal -u root -p'{rnd(ALNUM, 16)}' wp_prod",
          f"MYSQL_ROOT_PASSWORD={rnd(ALNUM, 24)}\nMYSQL_PASSWORD={rnd(ALNUM, 24)}",
          f"root-lösen mysql (gamla intranätet), bytt {secrets.randbelow(28) + 1}/3: {pw()}")

    r.add("smtp_relay_credentials",
          f"SendGrid API-nyckel för notifieringar: {sendgrid_key()}",
          f"smtp relay: smtp.acme.internal:587 user alerts@acme.example lösen {pw()}",
          f"SMTP_PASSWORD={strong()}  # postfix relay i gbg",
          f"alertmanager smtp_auth_password: '{rnd(ALNUM, 20)}'")

    r.add("terraform_cloud_token",
          f"Terraform Cloud team token (acme-platform): {tfc_token()}",
          f"credentials \"app.terraform.io\" {{\n  token = \"{tfc_token()}\"\n}}",
          f"TF_TOKEN_app_terraform_io={tfc_token()}")

    r.add("two_factor_recovery_codes",
          "GitLab 2FA recovery codes:\n" + "\n".join(hexs(16) for _ in range(10)),
          "backupkoder Azure-kontot (admin.erik@acme.example): " + ", ".join(digits(8) for _ in range(5)),
          "Bitwarden tvåstegs-återställningskod: " + rnd(UPPER + DIGITS, 32),
          "återställningskoder grafana cloud\n" + "\n".join(f"{rnd(LOWER + DIGITS, 5)}-{rnd(LOWER + DIGITS, 5)}" for _ in range(8)))

    r.add("hashicorp_vault_token",
          f"Vault root token (init av nya klustret, ska revokas efter setup): {vault_token()}",
          f"VAULT_TOKEN={vault_token()}",
          "unseal keys (3 av 5 behövs):\n" + "\n".join(f"Unseal Key {i}: {b64(secrets.token_bytes(33))}" for i in range(1, 4)),
          f"vault login {vault_token()}")

    r.add("llm_api_key",
          f"Anthropic-nyckel för vår interna chatbot: {anthropic_key()}",
          f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
          f"Azure OpenAI key (oai-acme-swe, Sweden Central): {hexs(32)}")

    r.add("rabbitmq_credentials",
          f"amqp://orders:{rnd(ALNUM, 20)}@rabbit.acme.internal:5672/prod",
          f"RabbitMQ management admin / {strong()}",
          f"rabbitmqctl add_user svc-notify '{rnd(ALNUM, 22)}'",
          f"spring.rabbitmq.password={rnd(ALNUM, 18)}")

    r.add("application_secret_key",
          f"DJANGO_SECRET_KEY='{django_key()}'",
          f"JWT signing secret för api-gateway: {b64(secrets.token_bytes(48))}",
          f"keycloak client secret (grafana-oidc): {rnd(ALNUM, 32)}",
          f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}")

    r.add("keyvault_secret_value",
          f"värdet i kv-acme-prod/secrets/pg-admin-password är {strong()} om Key Vault strular igen",
          f"az keyvault secret set --vault-name kv-acme-ops --name smtp-pass --value '{pw()}'",
          f"kopierade ut från key vault för felsökning: sftp-leverantor = {rnd(ALNUM, 18)} (radera denna anteckning sen)")

    r.add("personal_accounts_password",
          f"Tele2 mina sidor (privat abonnemang): lösen {pw()}",
          f"lösen till fiberns router-admin (admin): {rnd(ALNUM, 12)}",
          f"NAS hemma (synology) admin pw: {strong()}",
          f"Jira/Confluence lokalt konto ifall SSO ligger nere: erik.l / {pw()}")

    r.add("terraform_cloud_token",
          f"tfc org token (bara för att skapa workspaces): {tfc_token()}")
    r.add("hashicorp_vault_token",
          f"approle för jenkins: role_id {guid()} secret_id {guid()}")
    r.add("wireguard_private_key",
          f"peer gbg-lab-gw privkey {wg_key()} / psk {wg_key()}")
    r.add("artifactory_api_key",
          f"jfrog identity token för npm: cmVmdGtuOjAxOjE3{rnd(ALNUM, 50)}")
    r.add("office_door_code",
          f"koder: kontoret {door_code()}, förrådet {door_code()}, cykelrummet {door_code()}")
    r.add("azure_storage_account_key",
          f"Storage Explorer → stacmeopsprod → Access keys → key1 = {storage_key()}")
    r.add("keyvault_secret_value",
          f"kv-acme-ops/elastic-superuser: {strong()}")

    return r


def lookalikes() -> Rows:
    r = Rows()
    sub, ten = guid(), guid()

    r.add("azure_subscription_id",
          f"subscription id för acme-prod: {guid()}",
          f"az account set --subscription {guid()}",
          f"Prenumerationer: sub-platform-prod = {guid()}, sub-platform-test = {guid()}",
          f"ARM_SUBSCRIPTION_ID={guid()}  (bara id:t, secret hämtas via OIDC)",
          f"kostnadsrapporten gäller subscription {guid()} (Pay-As-You-Go, Sweden Central)")

    r.add("azure_tenant_id",
          f"vår tenant id: {ten}",
          f"tenant-id för kundens Entra ID (Volvo-projektet är det inte, det är acme-partner): {guid()}",
          f"https://login.microsoftonline.com/{guid()}/oauth2/v2.0/token är token-endpointen för vår tenant",
          f"AZURE_TENANT_ID={guid()}")

    r.add("azure_object_and_client_id",
          f"object id för gruppen sg-aks-admins: {guid()}",
          f"SP sp-terraform-prod: appId (client id) {guid()}, objectId {guid()}",
          f"az role assignment create --assignee-object-id {guid()} --role 'Storage Blob Data Reader' --scope /subscriptions/{sub}",
          f"managed identity id-aks-kubelet, principalId {guid()}",
          f"client id för github-oidc appregistreringen: {guid()} (federated credential, inget secret behövs)")

    r.add("azure_resource_id",
          f"/subscriptions/{sub}/resourceGroups/{rg()}/providers/Microsoft.Storage/storageAccounts/stacmeopsprod",
          f"resource id till AKS: /subscriptions/{guid()}/resourcegroups/rg-aks-gbg-prod/providers/Microsoft.ContainerService/managedClusters/aks-gbg-prod",
          f"key vault scope: /subscriptions/{guid()}/resourceGroups/{rg()}/providers/Microsoft.KeyVault/vaults/kv-acme-prod",
          f"terraform import azurerm_postgresql_flexible_server.main /subscriptions/{guid()}/resourceGroups/{rg()}/providers/Microsoft.DBforPostgreSQL/flexibleServers/psql-acme-prod",
          f"diagnostic setting pekar på workspace /subscriptions/{guid()}/resourceGroups/{rg()}/providers/Microsoft.OperationalInsights/workspaces/log-acme-{hexs(6)}")

    r.add("organisationsnummer",
          f"Acme Drift AB, org.nr {orgnr()}",
          f"fakturan från hostingleverantören: organisationsnummer {orgnr()}, momsreg SE{orgnr().replace('-', '')}01",
          f"orgnr till konsultbolaget (för avtalet): {orgnr()}",
          f"Leverantörer: Kobbe IT AB {orgnr()}, Fyrljus Nät AB {orgnr()}",
          f"Swish för handel är kopplat till org.nr {orgnr()}")

    r.add("test_personnummer",
          f"testpersonnummer från Skatteverkets lista till BankID-testmiljön: {test_pnr(long=True)}",
          f"för e2e-testerna använder vi Skatteverkets testpersonnummer {test_pnr()} och {test_pnr()}, aldrig riktiga",
          f"fixture i seed.sql: personnummer = '{test_pnr(long=True)}' (testnummer från Skatteverket)",
          f"BankID test: logga in med testpnr {test_pnr(long=True)} i Freja/BankID test-appen",
          f"Skatteverkets testpersonnummer {test_pnr(long=True)}, {test_pnr(long=True)}, {test_pnr(long=True)} finns i testdata/personer.csv")

    r.add("git_commit_sha",
          f"buggen kom in i commit {hexs(40)}, reverta den",
          f"release 2.14.0 = {hexs(40)} på main",
          f"cherry-picka {hexs(8)} och {hexs(8)} till release/2.13",
          f"git bisect landade på {hexs(40)} (Anders ändring av helm values)",
          f"https://gitlab.acme.internal/platform/infra/-/commit/{hexs(40)}")

    r.add("container_image_digest",
          f"acmeregistry.azurecr.io/orders-api@sha256:{hexs(64)}",
          f"pinna basimagen: FROM mcr.microsoft.com/dotnet/aspnet:8.0@sha256:{hexs(64)}",
          f"digest för det som körs i prod nu: sha256:{hexs(64)}",
          f"image: registry.acme.internal/platform/nginx-proxy@sha256:{hexs(64)}  # rollback target",
          f"trivy hittade CVE i sha256:{hexs(64)}, ny build {hexs(12)} är ren")

    r.add("elastic_cluster_uuid",
          f"cluster uuid för es-prod: {rnd(URLSAFE, 22)}",
          f"\"cluster_name\" : \"es-gbg-prod\",\n\"cluster_uuid\" : \"{rnd(URLSAFE, 22)}\",\n\"version\" : {{ \"number\" : \"8.15.2\" }}",
          f"monitoring visar två kluster: {rnd(URLSAFE, 22)} (prod) och {rnd(URLSAFE, 22)} (staging)",
          f"node id för es02: {rnd(URLSAFE, 22)}, den som tappade shards i natt",
          f"Elastic API key id (bara id:t, för att kunna invalidera): {rnd(URLSAFE, 20)}")

    st, se = sas_dates()
    r.add("sas_url_without_sig",
          f"SAS-URL:en utan sig (jag tog bort signaturen innan jag klistrade in): https://stacmelogs.blob.core.windows.net/nginx?sp=rl&st={st}&se={se}&spr=https&sv=2022-11-02&sr=c&sig=REDACTED",
          "formatet på sas-tokenet vi ger partnern: sv=2022-11-02&ss=b&srt=co&sp=rl&se=<slutdatum>&spr=https&sig=<genereras i pipelinen>",
          f"blob-länk utan token: https://stacmeexport.blob.core.windows.net/exports/2025/{digits(2)}/rapport.csv",
          f"SAS:en gick ut {se[:10]}, generera ny med az storage container generate-sas, spara inte sig här",
          f"https://stacmebackup.blob.core.windows.net/db?sv=2022-11-02&sr=c&sp=r&se={se}&sig=*** (sig bortklippt)")

    r.add("jira_issue_key",
          f"OPS-{digits(4, lead=True)}: rotera storage account keys",
          f"PLAT-{digits(3, lead=True)} och PLAT-{digits(3, lead=True)} hänger ihop, länka dem",
          f"incident INC-{digits(5, lead=True)} → postmortem i SEC-{digits(3, lead=True)}",
          f"https://jira.acme.internal/browse/DEVOPS-{digits(4, lead=True)}",
          f"glöm inte att stänga OPS-{digits(4, lead=True)} (Jenkins token-rotation) när Linnea har bekräftat")

    r.add("secret_reference",
          "${{ secrets.AZURE_CLIENT_SECRET }} används i deploy.yml, värdet ligger i GitHub environment 'prod'",
          "@Microsoft.KeyVault(SecretUri=https://kv-acme-prod.vault.azure.net/secrets/pg-conn/)",
          "vault kv get -field=password secret/ops/postgres/orders",
          "ANSIBLE_VAULT_PASSWORD_FILE=~/.ansible/vault_pass (filen finns bara på bastion)",
          "Jenkins credentials id 'swish-p12-pass' och 'swish-p12-file', båda i folder Payments",
          "password: \"{{ vault_pg_password }}\"")

    r.add("ci_variable_reference",
          "GitLab CI variabel $RUNNER_REG_TOKEN är masked + protected, sätts i group settings",
          "export PGPASSWORD=$(az keyvault secret show --vault-name kv-acme-prod -n pg-admin --query value -o tsv)",
          "storage key hämtas i pipelinen: az storage account keys list -n stacmetfstate --query '[0].value' -o tsv",
          "env:\n  - name: ELASTIC_API_KEY\n    valueFrom:\n      secretKeyRef:\n        name: filebeat-es\n        key: api-key",
          "SONAR_TOKEN kommer från CI/CD variables, inte från .env")

    r.add("password_policy_talk",
          "Bitwarden master password: minst 5 ord, byt INTE utan att säga till, emergency access är Anna",
          "policy: service principal secrets max 6 månader, rotera via terraform, inga manuella",
          "kom ihåg att rotera Jenkins API-tokens varje kvartal, nästa gång vecka 14",
          "Ansible Vault-lösenordet finns i kassaskåpet på plan 3, kuvert märkt 'ops'",
          "nya lösenordsregler i AD: 14 tecken, ingen expiry, MFA överallt")

    r.add("door_code_talk",
          "portkoden byts första måndagen varje kvartal, Maria på reception skickar den via SMS",
          "dörrkoden står i Bitwarden under 'Kontoret Lindholmen', fråga inte i Slack",
          "larmet på kontoret: koden är personlig, beställ via facility@acme.example",
          "serverrummet har kortläsare nu, ingen kod längre")

    r.add("masked_secret",
          f"client secret slutar på ...{rnd(ALNUM, 4)} (visas så i portalen), det är den som går ut",
          f"GitLab token glpat-****{rnd(ALNUM, 4)} revokad {secrets.randbelow(28) + 1} mars",
          "AccountKey=**** i loggen, bra att den maskas",
          f"Jenkins visar token som '{hexs(4)}…' — bara prefix, räcker för att hitta rätt",
          "postgresql://app_orders:********@pg-prod-01.acme.internal:5432/orders")

    r.add("ssh_public_key",
          f"lägg till min publika nyckel på bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} erik@gbg-laptop",
          f"deploy key (publik, read-only) i gitlab: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ansible@acme",
          f"host key fingerprint bastion.acme.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} jenkins@ci")

    r.add("public_key_by_design",
          f"WireGuard-peer för kontoret, PublicKey = {wg_key()}",
          f"age-mottagare för sops (publik): {age_public_key()}",
          f"GPG fingerprint för release-signering: {' '.join(hexs(4).upper() for _ in range(10))}",
          f"sops .sops.yaml: azure_keyvault: https://kv-acme-ops.vault.azure.net/keys/sops-key/{hexs(32)}")

    r.add("certificate_thumbprint",
          f"Swish-certets thumbprint (SHA1): {hexs(40).upper()}",
          f"TLS-certet för *.acme.example, SHA-256 fingerprint {':'.join(hexs(2).upper() for _ in range(32))}",
          f"app gateway använder cert med thumbprint {hexs(40).upper()}, går ut i juni",
          f"serienummer på Swish-certet: {hexs(20).upper()} (skickas till banken vid förnyelse)")

    r.add("swish_and_giro_numbers",
          f"Swish-nummer för företaget: 123 {digits(3)} {digits(2)} {digits(2)}",
          f"bankgiro {digits(3, lead=True)}-{digits(4)}, plusgiro {digits(6, lead=True)}-{digits(1)}",
          "Swish för handel testmiljö, payee alias 1231181189 (Swish egna testnummer)",
          f"payment request id från Swish: {hexs(32).upper()}")

    r.add("kubernetes_pod_name",
          f"{pod_name('orders-api')} kraschar med OOMKilled",
          f"kubectl logs -n apps {pod_name('filebeat')} --previous",
          f"pod {pod_name('jenkins-agent')} hänger i Pending, inga noder i poolen",
          f"evictad: {pod_name('keycloak')} på aks-userpool-{digits(8)}-vmss00000{digits(1)}",
          f"nod aks-systempool-{digits(8)}-vmss00000{digits(1)} NotReady sedan 03:12")

    r.add("gitlab_pipeline_reference",
          f"pipeline #{digits(6, lead=True)} föll på terraform plan, job {digits(7, lead=True)}",
          f"https://gitlab.acme.internal/platform/infra/-/jobs/{digits(7, lead=True)}",
          f"runner id {digits(3, lead=True)} (runner-gbg-03) system_id s_{hexs(12)}",
          f"MR !{digits(3, lead=True)} måste in före release, pipeline {digits(6, lead=True)} grön")

    r.add("azure_request_and_correlation_id",
          f"supportärende hos Microsoft: x-ms-request-id {guid()}, correlation id {guid()}",
          f"deployment failed, tracking id {guid()}",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
          f"Microsoft support ticket {digits(16, lead=True)}")

    r.add("sha256_checksum",
          f"sha256 för terraform_1.9.8_linux_amd64.zip: {hexs(64)}",
          f"{hexs(64)}  helm-v3.16.2-linux-amd64.tar.gz",
          f"kontrollsumma på backup-filen pg_orders_{digits(8)}.dump: {hexs(64)}",
          f"md5 som azcopy rapporterade: {b64(secrets.token_bytes(16))}")

    r.add("ansible_vault_encrypted_value",
          "pg_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n          " + "\n          ".join(hexs(64) for _ in range(4)),
          "$ANSIBLE_VAULT;1.2;AES256;prod\n" + "\n".join(hexs(80) for _ in range(3)),
          f"sops-krypterat värde: ENC[AES256_GCM,data:{b64(secrets.token_bytes(24))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]")

    r.add("mac_and_network",
          f"MAC på nya switchen i rack B: {mac(upper=True)}",
          f"DHCP-reservation: {mac()} → 10.20.{secrets.randbelow(255)}.{secrets.randbelow(250) + 2}",
          f"VNet address space 10.{secrets.randbelow(200)}.0.0/16, subnet snet-aks 10.x.16.0/20",
          f"ExpressRoute-kretsens resource guid: {guid()} (står på fakturan)")

    r.add("tracking_number",
          f"PostNord kolli-id för nya YubiKeys: {rnd(UPPER, 2)}{digits(9)}SE",
          f"DHL paket med servrarna: {digits(10, lead=True)}",
          f"Dustin ordernummer {digits(8, lead=True)}, leverans vecka {secrets.randbelow(40) + 10}",
          f"DB Schenker sändningsnummer {digits(10, lead=True)} (racket till Lindholmen)")

    r.add("settings_near_secret_words",
          "token_ttl = 3600\ntoken_max_ttl = 86400",
          "password_min_length: 14, password_history: 24",
          "ELASTIC_API_KEY_EXPIRATION=90d",
          "sas expiry 7 dagar, protocol https only, allowed IP 10.20.0.0/16",
          "jenkins: api token legacy = false, max tokens per user = 5")

    r.add("storage_and_resource_names",
          "storage accounts: stacmeopsprod, stacmelogs, stacmetfstate, stacmebackup",
          f"kv-acme-prod, kv-acme-ops, kv-acme-{hexs(5)} (den sista är temp från POC)",
          f"container registry: acmeregistry.azurecr.io, login server, repo platform/orders-api:{hexs(7)}",
          f"tfstate key: prod/aks/terraform.tfstate, lock id {guid()}")

    r.add("publishable_identifiers",
          f"Sentry DSN-projektets id {digits(7, lead=True)} och org acme-gbg (DSN:en är publik i frontend)",
          f"Application Insights connection string (instrumentation key är inte hemlig): InstrumentationKey={guid()};IngestionEndpoint=https://swedencentral-0.in.applicationinsights.azure.com/",
          f"Stripe publishable key för testbutiken: pk_test_{rnd(ALNUM, 99)}",
          f"reCAPTCHA site key: 6L{rnd(URLSAFE, 38)}")

    r.add("uuid_in_url",
          f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/node-exporter?orgId=1&var-host=gbg-web-{digits(2)}",
          f"https://portal.azure.com/#@acme.example/resource/subscriptions/{guid()}/overview",
          f"https://confluence.acme.internal/pages/viewpage.action?pageId={digits(9, lead=True)}",
          f"https://kibana.acme.internal/app/discover#/view/{guid()}")

    r.add("secret_rotation_log",
          f"{secrets.randbelow(28) + 1}/2: roterat SP-secret för sp-terraform-prod, nytt värde bara i Key Vault",
          "bytte Bitwarden master password i dag, nya står inte här av princip",
          "storage key1 regenererad, alla appar använder key2 tills vidare",
          f"Elastic API key {rnd(URLSAFE, 20)} invaliderad (läckte i en loggrad), ny skapad av Anders",
          "Swish-certet förnyat, p12-lösenordet ligger i kassaskåpet + Bitwarden")

    r.add("door_code_talk",
          "ny portkod kommer på mejl från fastighetsägaren fredag, jag lägger in den i Bitwarden direkt")
    r.add("ssh_public_key",
          f"known_hosts: gitlab.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 104)}")
    r.add("ansible_vault_encrypted_value",
          f"vault_id prod används, filen group_vars/prod/vault.yml är krypterad (checksum {hexs(64)})")
    r.add("elastic_cluster_uuid",
          f"index-uuid för logs-nginx-2025.{digits(2)}: {rnd(URLSAFE, 22)}")

    return r


def main() -> None:
    write_corpora("make_heldout239.py", [
        ("heldout239_credentials.yaml", credentials(), "batch 239 (Gothenburg DevOps engineer, Swedish with English tech terms), written blind; every value synthetic"),
        ("heldout239_lookalikes.yaml", lookalikes(), "batch 239 look-alikes (Gothenburg DevOps engineer: Azure ids, orgnr, test personnummer, digests), written blind; nothing secret"),
    ])


if __name__ == "__main__":
    main()
