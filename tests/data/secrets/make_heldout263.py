# ruff: noqa: E501
"""Writes heldout263_credentials.yaml and heldout263_lookalikes.yaml: held-out batch 263.

Persona: a Site Reliability Engineer at a Nordic bank's Copenhagen office who writes English
with Danish words mixed in ("husk", "adgangskode", "nøgle", "prod-klyngen"). He keeps HashiCorp
Vault root tokens and unseal keys, Kafka SASL/SCRAM passwords, Azure service principal secrets,
Kubernetes secrets in base64, TLS private keys, PagerDuty and Grafana tokens and MitID test user
logins, next to many look-alikes: Vault paths, secret references in Helm values, SHA-256 image
digests, cluster and pod names, ARNs and Azure resource ids, JWKS public keys and correlation ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    b64,
    b64u,
    basic,
    bitlocker_key,
    digits,
    hexs,
    jwt,
    kube_key_data,
    openssh_private,
    pem,
    pem_body,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["fjord", "rugbrød", "cykel", "havn", "lakrids", "storm", "kanal", "mølle", "vinter",
         "tårn", "smørrebrød", "bro", "hygge", "sild", "nordlys", "lyngby", "amager", "kaffe"]


def vault_root() -> str:
    """A Vault root token as `vault operator init` prints it (new or legacy prefix)."""
    return pick("hvs.", "hvs.", "s.") + rnd(ALNUM, 24)


def vault_service_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def unseal_key() -> str:
    """One Shamir share: 33 bytes, base64."""
    return b64(secrets.token_bytes(33))


def azure_secret() -> str:
    """An Entra ID client secret: three characters, a digit, `Q~`, then 34 more."""
    return rnd(ALNUM, 3) + secrets.choice(DIGITS) + "Q~" + rnd(ALNUM + "-_.~", 34)


def grafana_sa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def grafana_cloud() -> str:
    return "glc_" + b64(json.dumps({"o": digits(6, True), "n": "sre-" + rnd(LOWER, 5), "k": rnd(ALNUM, 24), "m": {"r": "prod-eu-north-0"}}).encode()).rstrip("=")


def pd_key() -> str:
    return pick("u+", "") + rnd(ALNUM + "_-", 20)


def scram_pw() -> str:
    return pick(rnd(ALNUM, 32), pw(), rnd(ALNUM + "!#%+", 24))


def dk_pw() -> str:
    """A password a Danish speaker chose."""
    return f"{secrets.choice(['Rugbrod', 'Havfrue', 'Nyhavn', 'Lakrids', 'Tivoli', 'Amager'])}{secrets.randbelow(9000) + 1000}{secrets.choice(['!', '#', '?', '%'])}{secrets.choice(['x', 'Q', 'z', 'K'])}"


def gh_pat() -> str:
    return pick("ghp_" + rnd(ALNUM, 36), f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def artifactory_key() -> str:
    return "AKCp8" + rnd(ALNUM, 68)


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def atlassian_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 171)}={hexs(8).upper()}"


def storage_key() -> str:
    return b64(secrets.token_bytes(64))


def sha256() -> str:
    return hexs(64)


def pd_id(prefix: str = "P") -> str:
    return prefix + rnd(UPPER + DIGITS, 6)


def sub_id() -> str:
    return uid()


def acct() -> str:
    return str(10**11 + secrets.randbelow(9 * 10**11))


def fingerprint() -> str:
    return ":".join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))


def kafka_cluster_id() -> str:
    return b64u(secrets.token_bytes(16))


def jwk() -> str:
    return json.dumps({"kty": "RSA", "use": "sig", "alg": "RS256", "kid": hexs(16), "n": b64u(secrets.token_bytes(256)), "e": "AQAB"})


def traceparent() -> str:
    return f"00-{hexs(32)}-{hexs(16)}-01"


def sops_enc() -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"


def aks_node() -> str:
    return f"aks-{pick('system', 'user', 'kafka')}pool-{digits(8, True)}-vmss{rnd(DIGITS + 'abcdef', 6).rjust(6, '0')}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "vault_root_token",
        f"husk: vault root token for dev-klyngen is {vault_root()} — revoke it after the upgrade",
        f"Initial Root Token: {vault_root()}",
        f"vault login {vault_root()}  # prod break-glass, kun til nødstilfælde",
        f"root token (vault-test.acme.internal): {vault_root()}\nlav en ny når vi har kørt generate-root",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_root()}",
        f"break glass vault token {vault_root()} ligger også i kuverten i skabet",
    )
    r.add(
        "vault_unseal_keys",
        f"Unseal Key 1: {unseal_key()}\nUnseal Key 2: {unseal_key()}\nUnseal Key 3: {unseal_key()}",
        f"my unseal share for prod vault (share 4 of 5): {unseal_key()}",
        f"vault operator unseal {unseal_key()}",
        f"nøgle til at unseale staging-vault: {unseal_key()} (threshold er 2, Mikkel har den anden)",
        f"unseal_keys_hex:\n  - {hexs(66)}\n  - {hexs(66)}",
        f"Recovery Key 1: {unseal_key()}\n(auto-unseal via Azure Key Vault, recovery key kun til generate-root)",
    )
    r.add(
        "vault_service_token",
        f"token for the terraform pipeline against vault: {vault_service_token()}",
        f"VAULT_TOKEN={vault_service_token()} vault kv get secret/platform/kafka",
        f"periodic token til cert-manager: {vault_service_token()}  ttl 768h",
        f"vault token create output -> token {vault_service_token()}",
    )
    r.add(
        "vault_approle_secret_id",
        f"approle for argo: role_id {uid()} secret_id {uid()}",
        f"secret_id for batch-jobs approle = {uid()} (udløber om 30 dage)",
        f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
        f"AppRole ci-runner\n  role_id:   {uid()}\n  secret_id: {uid()}",
    )
    r.add(
        "kafka_sasl_scram_password",
        f'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="svc-payments" password="{scram_pw()}";',
        f"kafka prod scram user svc-ledger / {scram_pw()}",
        f"SCRAM-SHA-512 adgangskode til kafka-test for min egen bruger: {scram_pw()}",
        f"kafka-configs --bootstrap-server kafka-0.acme.internal:9093 --alter --add-config 'SCRAM-SHA-512=[password={scram_pw()}]' --entity-type users --entity-name svc-fraud",
        f"security.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-256\nsasl.username=sre-admin\nsasl.password={scram_pw()}",
        f"kafka admin (broker super user) pw: {scram_pw()} - skift efter audit",
    )
    r.add(
        "kafka_keystore_password",
        f"ssl.keystore.password={dk_pw()}\nssl.key.password={dk_pw()}",
        f"truststore pw for kafka clients: {rnd(ALNUM, 18)}",
        f"keystore.p12 til mirror-maker, kodeord {dk_pw()}",
        f"KAFKA_SSL_KEYSTORE_PASSWORD: \"{rnd(ALNUM + '#%', 20)}\"",
    )
    r.add(
        "azure_service_principal_secret",
        f"SP sp-aks-prod-deployer\nclient id {uid()}\ntenant {uid()}\nsecret {azure_secret()}",
        f"az login --service-principal -u {uid()} -p {azure_secret()} --tenant {uid()}",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"ny client secret til terraform-sp (udløber 2026-03): {azure_secret()}",
        f'{{"clientId": "{uid()}", "clientSecret": "{azure_secret()}", "tenantId": "{uid()}", "subscriptionId": "{uid()}"}}',
        f"husk secret value for app registration 'grafana-sso', ikke secret id: {azure_secret()}",
    )
    r.add(
        "azure_storage_connection_string",
        f"DefaultEndpointsProtocol=https;AccountName=stacmetfstate;AccountKey={storage_key()}",
        f"storage account key1 for velero backups: {storage_key()}",
        f"AZURE_STORAGE_KEY={storage_key()}",
        f"az storage blob list --account-name stacmelogs --account-key {storage_key()} -c audit",
    )
    r.add(
        "kubernetes_secret_base64",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\ntype: Opaque\ndata:\n  username: {b64(b'ledger_app')}\n  password: {b64(scram_pw().encode())}",
        f"kubectl create secret generic kafka-scram --from-literal=password={scram_pw()} -n payments",
        f"data.password i secret/redis-auth er {b64(dk_pw().encode())} (base64, husk -d)",
        f"echo {b64(pw().encode())} | base64 -d   # grafana admin pw fra secret",
        f"stringData:\n  client-secret: {azure_secret()}",
        f"secret 'pagerduty-routing' data:\n  routingKey: {b64(hexs(32).encode())}",
    )
    r.add(
        "kubeconfig_credentials",
        f"users:\n- name: aks-prod-admin\n  user:\n    client-certificate-data: {b64(pem_body(2).encode())}\n    client-key-data: {kube_key_data()}",
        f"users:\n- name: sre-breakglass\n  user:\n    token: {jwt({'iss': 'kubernetes/serviceaccount', 'sub': 'system:serviceaccount:kube-system:breakglass'}, 'RS256', b64u(secrets.token_bytes(256)))}",
        f"kubectl --token={jwt({'iss': 'https://kubernetes.default.svc', 'sub': 'system:serviceaccount:monitoring:prom-reader'}, 'RS256', b64u(secrets.token_bytes(256)))} get pods -A",
        f"on-prem k3s lab token: K10{hexs(64)}::server:{hexs(32)}",
    )
    r.add(
        "tls_private_key",
        f"key til *.payments.acme.internal (fornyes i januar):\n{pem('PRIVATE KEY', 6)}",
        f"{pem('RSA PRIVATE KEY', 8)}",
        f"ingress-nginx default cert key\n{pem('EC PRIVATE KEY', 3)}",
        f"tls.key: {b64(pem('PRIVATE KEY', 5).encode())}",
        f"mTLS client key for kafka mirror, encrypted with pass {dk_pw()}:\n{pem('ENCRYPTED PRIVATE KEY', 6)}",
    )
    r.add(
        "ssh_private_key",
        f"bastion key (jump.acme.internal):\n{openssh_private()}",
        f"{openssh_private()}\npassphrase: {phrase_dk(4)}",
        f"deploy key for gitops-repo, read/write:\n{openssh_private()}",
        f"ssh nøgle til HSM-mgmt boksen (hsm-mgmt.acme.internal), ingen passphrase:\n{openssh_private()}",
    )
    r.add(
        "pagerduty_api_token",
        f"PagerDuty REST API key (read/write) for terraform provider: {pd_key()}",
        f"pd user token - mit eget: {pd_key()}",
        f'curl -H "Authorization: Token token={pd_key()}" https://pd-proxy.acme.internal/incidents',
        f"PAGERDUTY_TOKEN={pd_key()}",
    )
    r.add(
        "pagerduty_routing_key",
        f"Events v2 integration key for Alertmanager -> PD (service 'Kafka Prod'): {hexs(32)}",
        f"routing_key: {hexs(32)}  # alertmanager receiver pd-sre-critical",
        f"pagerduty_configs:\n  - routing_key: {hexs(32)}\n    severity: critical",
        f"integrationsnøgle til PD service 'Vault': {hexs(32)}",
    )
    r.add(
        "grafana_token",
        f"grafana service account token (sa-terraform, Admin): {grafana_sa()}",
        f"GRAFANA_AUTH={grafana_sa()}",
        f'curl -H "Authorization: Bearer {grafana_sa()}" https://grafana.acme.internal/api/dashboards/uid/kafka-lag',
        f"grafana cloud access policy token til metrics push: {grafana_cloud()}",
        f"grafana admin login: admin / {dk_pw()}",
    )
    r.add(
        "mitid_test_user_login",
        f"MitID testbruger til netbank-pp: brugernavn pp_{rnd(LOWER, 6)}{digits(3)} adgangskode {dk_pw()}",
        f"mitid test user (preprod, erhverv): user id {digits(8, True)}, password {pw()}, code app PIN {digits(4)}",
        f"MitID simulator login: tu{digits(6)} / {rnd(ALNUM, 12)}",
        f"husk mitid test login til e2e tests\nbruger: e2e_{rnd(LOWER, 5)}\nkode: {dk_pw()}",
        f"MitID pp user for Jonas' onboarding flow: {rnd(LOWER, 4)}{digits(4)} - pw {pw()} - codeapp pin {digits(6)}",
    )
    r.add(
        "database_connection_string",
        f"postgresql://ledger_admin:{rnd(ALNUM, 20)}@pg-ledger-prod.acme.internal:5432/ledger?sslmode=verify-full",
        f"jdbc:sqlserver://sql-core.acme.internal:1433;databaseName=core;user=sre_ro;password={dk_pw()};encrypt=true",
        f"DATABASE_URL=postgres://keycloak:{pw()}@pg-iam.test:5432/keycloak",
        f"Server=tcp:sqlacme-test.database.acme.internal,1433;Initial Catalog=risk;User ID=riskadmin;Password={rnd(ALNUM + '!#', 18)};",
        f"mongodb://audit:{rnd(ALNUM, 24)}@mongo-0.acme.internal:27017,mongo-1.acme.internal:27017/audit?replicaSet=rs0",
    )
    r.add(
        "redis_password",
        f"redis AUTH til session-cache: {rnd(ALNUM, 32)}",
        f"redis-cli -h redis-prod.acme.internal -a {rnd(ALNUM, 28)} --tls info replication",
        f"requirepass {rnd(ALNUM, 40)}",
        f"REDIS_PASSWORD={rnd(ALNUM, 32)}",
        f"redis sentinel auth-pass mymaster {rnd(ALNUM + '!#', 24)}",
    )
    r.add(
        "github_token",
        f"GH PAT til renovate-bot (repo scope): {gh_pat()}",
        f"git clone https://sre-bot:{gh_pat()}@git.acme.internal/platform/gitops.git",
        f"gh auth login --with-token <<< {gh_pat()}",
        f"mit fine-grained token udløber fredag: {gh_pat()}",
    )
    r.add(
        "artifactory_api_key",
        f"artifactory api key (docker pull/push, jfrog.acme.internal): {artifactory_key()}",
        f"docker login jfrog.acme.internal -u svc-ci -p {artifactory_key()}",
        f"JFROG_ACCESS_TOKEN: {jwt({'sub': 'jfac@01h/users/svc-ci', 'scp': 'applied-permissions/user', 'aud': '*@*'}, 'RS256', b64u(secrets.token_bytes(256)))}",
    )
    r.add(
        "terraform_cloud_token",
        f"TFE token til app.terraform.acme.internal: {tfc_token()}",
        f'credentials "tfe.acme.internal" {{\n  token = "{tfc_token()}"\n}}',
        f"team token (platform-sre) {tfc_token()}",
    )
    r.add(
        "atlassian_api_token",
        f"jira api token til incident-bot: {atlassian_token()}",
        f"confluence token (min bruger) {atlassian_token()}",
        f"JIRA_API_TOKEN={atlassian_token()}",
    )
    r.add(
        "sops_age_secret_key",
        f"sops age nøgle til gitops/prod:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"keys.txt på min laptop (backup her):\n{age_secret_key()}",
    )
    r.add(
        "basic_auth_header",
        f"prometheus remote_write basic auth: Authorization: Basic {basic('prom-writer', rnd(ALNUM, 24))}",
        f"alertmanager webhook bruger Basic {basic('am-bridge', dk_pw())}",
        f"basic_auth:\n  username: thanos\n  password: {rnd(ALNUM, 26)}",
        f"curl -u elastic:{rnd(ALNUM, 20)} https://es-logs.acme.internal:9200/_cluster/health",
    )
    r.add(
        "argocd_admin_password",
        f"argocd initial admin password (prod): {rnd(ALNUM + '-', 16)}",
        f"argocd login argocd.acme.internal --username admin --password {rnd(ALNUM, 16)}",
        f"Argo CD admin kode efter reset: {dk_pw()}",
        f"argocd-initial-admin-secret password: {b64(rnd(ALNUM, 16).encode())} (base64)",
    )
    r.add(
        "harbor_robot_secret",
        f"harbor robot account robot$ci-push secret: {rnd(ALNUM, 32)}",
        f'{{"auths":{{"harbor.acme.internal":{{"auth":"{basic("robot$gitops-pull", rnd(ALNUM, 32))}"}}}}}}',
        f"robot$trivy-scan / {rnd(ALNUM, 32)} (harbor-test.acme.test)",
        f"harbor admin pw efter install: {dk_pw()}",
    )
    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
        f"datadog api key for the synthetics PoC: {hexs(32)}",
        f"datadog:\n  apiKey: {hexs(32)}\n  clusterName: aks-prod-weu-01",
        f"dd app key (min, til dashboards-as-code): {hexs(40)}",
    )
    r.add(
        "splunk_hec_token",
        f"splunk HEC token til k8s logs (index=k8s_prod): {uid()}",
        f'curl -k https://hec.acme.internal:8088/services/collector -H "Authorization: Splunk {uid()}" -d \'{{"event":"test"}}\'',
        f"fluent-bit [OUTPUT] splunk_token {uid()}",
        f"HEC token for vault audit log forwarding = {uid()}",
    )
    r.add(
        "service_jwt_signing_secret",
        f"HS256 signing secret for internal feature-flag service: {b64(secrets.token_bytes(48))}",
        f"JWT_SECRET={hexs(64)}",
        f"jwt secret til mock-idp i test: {rnd(ALNUM, 40)}",
    )
    r.add(
        "mfa_recovery_codes",
        f"GitHub Enterprise recovery codes (min konto):\n{recovery_codes(8, 'github')}",
        f"backup codes for Azure admin konto: {recovery_codes(5, 'digits')}",
        f"PagerDuty 2FA backup codes\n{recovery_codes(6, 'plain')}",
        f"Vault OIDC break-glass TOTP seed: {rnd(UPPER + '234567', 32)}",
    )
    r.add(
        "office_and_datacenter_codes",
        f"dørkode serverrum 3. sal: {digits(6)}#",
        f"alarm PIN for DC cage B14 (Ballerup): {digits(4)}",
        f"nøgleboks ved indgangen kode {digits(4)}",
        f"locker PIN på kontoret: {digits(4)} - don't forget again",
    )
    r.add(
        "laptop_and_personal_secrets",
        f"BitLocker recovery key arbejdscomputer: {bitlocker_key()}",
        f"gpg passphrase til backup-nøglen: {phrase_dk(5, '-')}",
        f"wifi SRE-lab (WPA2) kode: {phrase_dk(3, '')}{digits(2)}",
        f"master password til Bitwarden (skriv den også på papir): {phrase_dk(4, '.')}",
        f"telefon PIN on-call mobil: {digits(6)}",
    )
    r.add(
        "slack_bot_token",
        f"slack bot token til alert-router: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"incident-bot app level token xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}",
        f"slack user token (mig) xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}",
    )
    r.add(
        "elasticsearch_credentials",
        f"elastic superuser pw (logs-prod): {rnd(ALNUM, 20)}",
        f"kibana_system adgangskode: {rnd(ALNUM + '*_', 20)}",
        f'ES api key til filebeat: "{b64((rnd(ALNUM, 20) + ":" + rnd(URLSAFE, 22)).encode())}"',
        f"output.elasticsearch:\n  hosts: [es-logs.acme.internal:9200]\n  username: beats_writer\n  password: {dk_pw()}",
    )
    r.add(
        "keycloak_client_secret",
        f"keycloak client secret for grafana (realm sre): {rnd(ALNUM, 32)}",
        f"auth.generic_oauth client_secret = {rnd(ALNUM, 32)}",
        f"OIDC til argocd: clientID argocd, clientSecret {rnd(ALNUM, 32)}",
        f"keycloak admin (master realm) admin / {dk_pw()} - kun test.acme.test",
    )
    return r


def phrase_dk(n: int, sep: str = " ") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n))


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "vault_path",
        "kafka scram creds ligger i vault under secret/data/platform/kafka/prod/svc-payments",
        "vault kv get -field=password secret/sre/grafana/admin  (don't paste the output anywhere)",
        "Vault paths for the AKS migration:\n- kv/aks-prod/azure-sp\n- kv/aks-prod/storage\n- pki_int/issue/payments-acme-internal",
        "policy sre-readonly: path \"secret/metadata/*\" { capabilities = [\"list\"] }",
        "database/creds/ledger-ro giver dynamiske creds med ttl 1h, max_ttl 24h",
        "transit key name: payments-pan-v3 (transit/encrypt/payments-pan-v3)",
    )
    r.add(
        "helm_secret_reference",
        "values-prod.yaml:\nauth:\n  existingSecret: kafka-scram-svc-ledger\n  existingSecretPasswordKey: password",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: ledger-db\n        key: password",
        "grafana.admin.existingSecret=grafana-admin-creds, userKey=admin-user, passwordKey=admin-password",
        "externalSecret:\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  remoteRef:\n    key: secret/platform/pagerduty\n    property: routing_key",
        "helm upgrade ledger ./chart -f values-prod.yaml --set image.tag=2.14.3 --set db.passwordSecret=ledger-db",
    )
    r.add(
        "ci_secret_reference",
        "client-secret: ${{ secrets.AZURE_CLIENT_SECRET }}  # fra repo secrets, ikke hardcode",
        "VAULT_TOKEN: ${{ steps.vault.outputs.token }}",
        "password: $(KAFKA_SCRAM_PASSWORD)  -- azure devops variable group 'kafka-prod', marked secret",
        "terraform var: pagerduty_token = var.pd_token (sat via TF_VAR_pd_token i pipeline)",
        "withCredentials([string(credentialsId: 'grafana-sa-token', variable: 'GRAFANA_TOKEN')]) { sh 'make dashboards' }",
    )
    r.add(
        "image_digest",
        f"prod kører nu harbor.acme.internal/payments/ledger@sha256:{sha256()}",
        f"rollback til forrige digest sha256:{sha256()} hvis p99 stiger",
        f"trivy scan clean for vault:1.17.3 (digest sha256:{sha256()})",
        f"image: harbor.acme.internal/platform/kafka-exporter@sha256:{sha256()}",
        f"cosign verify OK - subject digest {sha256()}",
    )
    r.add(
        "pod_name",
        f"OOMKilled igen: {pod_name('ledger-api')} i ns payments",
        f"kubectl logs -n kafka {pod_name('kafka-ui')} --previous",
        f"{pod_name('vault-agent-injector')} crashlooper efter cert rotation",
        f"pods der holdt lag: {pod_name('fraud-consumer')}, {pod_name('fraud-consumer')}",
        f"kubectl exec -it {pod_name('debug-toolbox')} -- bash",
    )
    r.add(
        "cluster_and_node_name",
        f"node {aks_node()} er cordoned pga. disk pressure",
        f"aks-prod-weu-01 / aks-prod-neu-02, node pools: {aks_node()}, {aks_node()}",
        f"drain {aks_node()} før patch tirsdag",
        "kube context: aks-sre-test-sdc-01 (subscription sub-platform-test)",
        f"cluster id for the on-prem OpenShift: {uid()}",
    )
    r.add(
        "aws_arn",
        f"arn:aws:iam::{acct()}:role/sre-breakglass-readonly",
        f"assume role arn:aws:iam::{acct()}:role/OrganizationAccountAccessRole for the DR account",
        f"KMS key: arn:aws:kms:eu-north-1:{acct()}:key/{uid()}",
        f"secret reference (not the value): arn:aws:secretsmanager:eu-north-1:{acct()}:secret:kafka/scram/svc-dr-{rnd(ALNUM, 6)}",
        f"S3 bucket for vault snapshots: arn:aws:s3:::acme-vault-snapshots-{digits(4)}",
    )
    r.add(
        "azure_resource_id",
        f"/subscriptions/{sub_id()}/resourceGroups/rg-aks-prod-weu/providers/Microsoft.ContainerService/managedClusters/aks-prod-weu-01",
        f"key vault id: /subscriptions/{sub_id()}/resourceGroups/rg-sre-secrets/providers/Microsoft.KeyVault/vaults/kv-acme-sre-prod",
        f"az role assignment list --scope /subscriptions/{sub_id()}/resourceGroups/rg-kafka",
        f"managed identity principal id {uid()} skal have Key Vault Secrets User",
        f"private endpoint: /subscriptions/{sub_id()}/resourceGroups/rg-net-hub/providers/Microsoft.Network/privateEndpoints/pe-vault-{digits(2)}",
    )
    r.add(
        "azure_app_registration_ids",
        f"app registration grafana-sso: client id {uid()}, tenant {uid()} - secret ligger i kv-acme-sre-prod",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\n(workload identity, ingen secret)",
        f"secret ID (ikke value!) for terraform-sp: {uid()} - udløber 2026-04-30",
        f"object id for sp-aks-prod-deployer: {uid()}",
    )
    r.add(
        "key_vault_reference",
        f"https://kv-acme-sre-prod.vault.azure.acme.internal/secrets/kafka-scram-svc-ledger/{hexs(32)}",
        "@Microsoft.KeyVault(SecretUri=https://kv-acme-app.vault.acme.internal/secrets/ledger-db-password/)",
        "az keyvault secret show --vault-name kv-acme-sre-prod --name grafana-sa-token --query id",
        "CSI SecretProviderClass objects: array: [objectName: tls-payments, objectType: secret]",
    )
    r.add(
        "jwks_public_key",
        f'{{"keys": [{jwk()}]}}',
        f"mock-idp JWKS (public, fine to share with the app team): {jwk()}",
        f"kid {hexs(16)} roteres ud i morgen, ny kid {hexs(16)} er allerede i JWKS",
        f"jwks_uri: https://idp.acme.internal/.well-known/jwks.json - cache ttl 3600s, current kid {hexs(16)}",
    )
    r.add(
        "correlation_id",
        f"kunde-klage, correlation id {uid()} - fejl i payment-gw kl 14:02",
        f"traceparent: {traceparent()}",
        f"X-Request-ID {uid()} viser 502 fra ingress",
        f"Tempo trace {hexs(32)} - spenderer 4s i kafka producer",
        f"correlationId={uid()} messageId={uid()} status=REJECTED reason=DUPLICATE",
    )
    r.add(
        "masked_secret",
        f"VAULT_TOKEN=hvs.****************{rnd(ALNUM, 4)} (masked in CI log)",
        "sasl.password=[hidden]",
        f"client secret vises kun som {rnd(ALNUM, 3)}******** i portalen",
        "Authorization: Bearer <redacted>",
        f"PD key ending in ...{rnd(ALNUM, 4)} is the one to revoke",
    )
    r.add(
        "password_policy_note",
        "ny password policy for vault userpass: min 16 tegn, ingen genbrug af de sidste 10",
        "Kafka SCRAM iterations bumped from 4096 to 8192 for SHA-512 users",
        "MitID test users: passwords reset every sprint by the test-data team, ask in #mitid-pp",
        "husk: break-glass password skal roteres efter hver brug og logges i ServiceNow",
        "Azure SP secrets max 180 days lifetime, alert in Grafana at 30 days remaining",
    )
    r.add(
        "rotation_log",
        f"2025-02-11 roterede scram pw for svc-payments, ny version i vault er v{secrets.randbelow(20) + 2}",
        "rotated grafana sa token for terraform, old one revoked, new one only in vault",
        "unseal keys rekeyed (5 shares, threshold 3), shares handed out in sealed envelopes to key holders",
        "TLS cert for *.payments.acme.internal fornyet via cert-manager, ny key gemt i secret payments-tls",
        "PD routing key rotated after it showed up in a screenshot — gammel key disabled",
    )
    r.add(
        "vault_status_output",
        f"Seal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3\nVersion         1.17.3\nCluster Name    vault-cluster-{hexs(8)}\nCluster ID      {uid()}\nHA Enabled      true",
        f"Unseal Progress    1/3\nUnseal Nonce       {uid()}",
        f"raft peers: vault-0 ({uid()}), vault-1 ({uid()}), vault-2 ({uid()})",
        "Storage Type    raft\nHA Mode         active\nActive Since    2025-03-02T07:41:09Z",
    )
    r.add(
        "vault_lease_id",
        f"lease id database/creds/ledger-ro/{rnd(ALNUM, 24)} revoked manually",
        f"vault lease renew pki_int/issue/payments/{rnd(ALNUM, 24)}",
        f"lease_id=aws/creds/dr-readonly/{rnd(ALNUM, 24)} lease_duration=3600",
        f"{rnd(ALNUM, 24)} er lease suffix på den pki cert der fejlede - lease count 18.402, skal tidy'es",
    )
    r.add(
        "tls_certificate_info",
        f"SHA256 fingerprint: {fingerprint()}",
        f"serial {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))} - *.payments.acme.internal, udløber 2026-01-14",
        f"{pem('CERTIFICATE', 6)}\n(public cert for the kafka CA, fint at dele)",
        f"pin-sha256=\"{b64(secrets.token_bytes(32))}\"",
        f"-----BEGIN PUBLIC KEY-----\n{pem_body(3)}\n-----END PUBLIC KEY-----",
    )
    r.add(
        "public_ssh_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sre-laptop",
        f"authorized_keys på bastion:\nssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@gitops",
        f"host key fingerprint for jump.acme.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} ci@runner-07",
    )
    r.add(
        "pagerduty_ids",
        f"PD incident #{digits(5, True)} ({pd_id('Q')}{rnd(UPPER + DIGITS, 7)}) - Kafka consumer lag",
        f"service id {pd_id()} / escalation policy {pd_id()}",
        f"dedup_key: kafka-lag-{hexs(12)}",
        f"schedule {pd_id()} - jeg har on-call uge 12",
    )
    r.add(
        "grafana_ids",
        f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/kafka-lag?orgId=1&var-cluster=aks-prod-weu-01&viewPanel=12",
        f"dashboard uid {rnd(ALNUM + '-_', 14)} skal flyttes til folder SRE",
        f"alert rule uid {rnd(ALNUM, 14)} firing, datasource uid {rnd(ALNUM, 14)}",
        f"service account id {digits(2, True)} (sa-terraform) - token udløber om 20 dage",
    )
    r.add(
        "kafka_identifiers",
        f"kafka cluster.id={kafka_cluster_id()}",
        f"consumer group fraud-scoring-v{secrets.randbelow(5) + 1} lag 48210 på partition 7, offset {digits(9, True)}",
        f"topic payments.ledger.events.v2 - producer id {digits(5, True)}, epoch 3",
        f"schema registry subject payments-value version 14, schema id {digits(5, True)}",
    )
    r.add(
        "git_commit_ref",
        f"fix rullet ud i commit {hexs(40)}",
        f"revert {hexs(7)} - den brød vault-agent template",
        f"MR !{digits(4, True)} merged, pipeline {digits(8, True)}, sha {hexs(40)}",
        f"helm chart version 4.2.1, appVersion {hexs(8)} (short sha fra gitops)",
    )
    r.add(
        "container_id",
        f"containerd id {hexs(64)} hænger i Terminating",
        f"crictl inspect {hexs(13)[:13]}",
        f"docker ps: {hexs(12)}  harbor.acme.internal/sre/toolbox:1.4  Up 3 hours",
        f"containerID: containerd://{hexs(64)}\nrestartCount: 14\nreason: CrashLoopBackOff",
    )
    r.add(
        "kubernetes_object_uid",
        f"ownerReferences uid {uid()} (ReplicaSet ledger-api-{hexs(10)})",
        f"resourceVersion: \"{digits(9, True)}\"\nuid: {uid()}",
        f"PVC data-kafka-2 bound to pvc-{uid()}",
        f"event: Failed to pull image, involvedObject uid {uid()}",
    )
    r.add(
        "ticket_and_change_number",
        f"CHG{digits(7)} - vault upgrade 1.16 -> 1.17, vindue lørdag 06-08",
        f"INC{digits(7)}: kafka broker 3 disk full",
        f"SRE-{digits(4, True)} rotate azure sp secrets before expiry",
        f"problem record PRB{digits(7)} linked to incident {pd_id('Q')}",
    )
    r.add(
        "env_var_reference",
        "export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_CACERT=/etc/ssl/acme/root-ca.pem\n(token kommer fra `vault login -method=oidc`)",
        "KAFKA_SASL_PASSWORD is read from /var/run/secrets/kafka/password",
        "GRAFANA_TOKEN, PD_TOKEN og AZURE_CLIENT_SECRET skal være sat i .envrc (ikke committet)",
        "token_helper sat op, så VAULT_TOKEN bliver ikke skrevet til ~/.vault-token",
    )
    r.add(
        "sops_encrypted_value",
        f"password: {sops_enc()}",
        f"sops:\n  age:\n    - recipient: {age_public_key()}\n  lastmodified: '2025-03-04T09:12:44Z'\n  mac: {sops_enc()}",
        f"client_secret: {sops_enc()}  # encrypted, safe in git",
        f"unseal recovery note, krypteret til DR-teamet: {sops_enc()}",
    )
    r.add(
        "age_public_recipients",
        f".sops.yaml creation_rules age: {age_public_key()},{age_public_key()}",
        f"min age public key (til at kryptere til mig): {age_public_key()}",
        f"recipient for the DR team: {age_public_key()}",
        f"age recipients i gitops repo: {age_public_key()} (ci), {age_public_key()} (sre-break-glass)",
    )
    r.add(
        "terraform_state_info",
        f"state lock ID {uid()} - force-unlock kun hvis ingen andre kører",
        "backend azurerm: storage_account_name = stacmetfstate, container = tfstate, key = aks-prod.tfstate (auth via OIDC, ingen access key)",
        f"plan: 3 to add, 1 to change. run id run-{rnd(ALNUM, 16)}",
        f"tfstate blob etag 0x8DC{hexs(12).upper()}, lease state leased (ingen lock i terraform)",
    )
    r.add(
        "mitid_test_reference",
        f"MitID pp test user uuid {uid()} bruges i e2e suite 'onboarding'",
        "login til MitID testbrugere står i 1Password vault 'SRE-test', item 'MitID pp erhverv'",
        f"MitID test tool: identity {digits(8, True)} created, status ACTIVE, authenticator CODE_APP",
        "MitID simulator is down in preprod, ticket with broker partner opened",
    )
    r.add(
        "secret_storage_location",
        "vault root token er i kuvert #3 i brandskabet, nøgle hos teamlead",
        "unseal shares: 5 holders, threshold 3, list of holders in the key ceremony doc",
        "TLS keys for on-prem HSM stay in the HSM, we only export the CSR",
        "break-glass creds i CyberArk safe SRE-BREAKGLASS, checkout kræver 4-øjne",
    )
    r.add(
        "redacted_log_line",
        f"2025-03-04T08:12:01Z WARN kafka.auth user=svc-ledger mechanism=SCRAM-SHA-512 password=****** result=FAILED clientId=ledger-{hexs(6)}",
        f"level=error msg=\"vault login failed\" token=[REDACTED] request_id={uid()}",
        f"audit: type=request auth.client_token=hmac-sha256:{hexs(64)} path=secret/data/platform/kafka",
        f"AADSTS7000222: The provided client secret keys for app '{uid()}' are expired.",
    )
    r.add(
        "oncall_runbook_note",
        "runbook: ved sealed vault -> find 3 af 5 key holders, ring via PD, unseal én ad gangen",
        "grafana sa token udløber om 14 dage, lav ny i UI og opdater vault-stien",
        "token ttl 768h, max ttl 8760h for cert-manager role; renew_increment 24h",
        "Kafka SCRAM: 12 service users, 3 still on SHA-256, migrate to SHA-512 by Q3",
    )
    return r


def main() -> None:
    write_corpora("make_heldout263.py", [
        ("heldout263_credentials.yaml", credentials(), "Held-out batch 263: credentials a Copenhagen bank SRE (English with Danish) would ask to remember: Vault root/unseal, Kafka SCRAM, Azure SP, k8s secrets, TLS keys, PagerDuty/Grafana tokens, MitID test logins"),
        ("heldout263_lookalikes.yaml", lookalikes(), "Held-out batch 263: look-alikes from the same SRE: Vault paths, Helm secret references, image digests, pod/cluster names, ARNs, Azure resource ids, JWKS keys, correlation ids, masked values"),
    ])


if __name__ == "__main__":
    main()
