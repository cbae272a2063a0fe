# ruff: noqa: E501
"""Writes heldout183_credentials.yaml and heldout183_lookalikes.yaml: held-out batch 183.

Persona: a Kubernetes platform engineer at a Munich automotive supplier who writes in
English with some German. The credentials are what such a person keeps in notes and asks an
assistant to remember: kubeconfigs with client-key-data and tokens, Helm values with
passwords, the Argo CD admin login, Harbor robot accounts, Vault unseal keys and root tokens,
the sealed-secrets controller key, cert-manager ACME account keys, etcd encryption keys, OIDC
client secrets and Postgres operator credentials. The look-alikes are what the same person
notes that is safe to share: pod and ReplicaSet names with hash suffixes, image digests,
sealed (encrypted) values, ExternalSecret references, service account and node names, CIDRs,
cluster CA certificates, fingerprints, OIDC client ids, ARNs and Helm release revisions.

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
    aws_key_id,
    aws_secret,
    b64,
    basic,
    hexs,
    jwt,
    kube_key_data,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)


def account() -> str:
    """A 12-digit AWS account id."""
    return str(10**11 + secrets.randbelow(9 * 10**11))


def sa_token(namespace: str, name: str) -> str:
    """A legacy Kubernetes service account token (RS256, signed)."""
    claims = {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": namespace,
        "kubernetes.io/serviceaccount/secret.name": f"{name}-token-{rnd(LOWER + DIGITS, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": name,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{namespace}:{name}",
    }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def vault_root() -> str:
    return "hvs." + rnd(ALNUM, 24)


def harbor_secret() -> str:
    return rnd(ALNUM, 32)


def kubeadm_token() -> str:
    return f"{rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}"


def azure_secret() -> str:
    return rnd(ALNUM, 3) + secrets.choice(DIGITS) + "Q~" + rnd(ALNUM + "_.~-", 34)


def sealed_value() -> str:
    """A SealedSecret's encryptedData value: encrypted to the controller's public key."""
    return "Ag" + b64(secrets.token_bytes(pick(280, 310, 340))).rstrip("=")


def digest() -> str:
    return "sha256:" + hexs(64)


def fingerprint() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(32))


def ca_data() -> str:
    return b64(pem("CERTIFICATE", 6).encode() + b"\n")


def rs_hash() -> str:
    return rnd("bcdfghjklmnpqrstvwxz2456789", pick(9, 10))


def digits_str(n: int) -> str:
    return str(secrets.randbelow(9) + 1) + "".join(secrets.choice(DIGITS) for _ in range(n - 1))


def grafana_cloud_token() -> str:
    """A Grafana Cloud access policy token's body: base64 of a small JSON document."""
    body = {"o": digits_str(7), "n": "alloy-push", "k": rnd(ALNUM, 24), "m": {"r": "eu"}}
    return b64(json.dumps(body, separators=(",", ":")).encode())


def credentials() -> Rows:
    r = Rows()

    r.add(
        "kubeconfig_client_key_data",
        f"kubeconfig für prod-muc-01, user admin@prod-muc-01:\nusers:\n- name: admin@prod-muc-01\n  user:\n    client-certificate-data: {b64(pem('CERTIFICATE', 3).encode())}\n    client-key-data: {kube_key_data()}",
        f"merk dir den client-key-data vom break-glass user (cluster edge-ingolstadt): {kube_key_data()}",
        f"client-key-data for my kind cluster kind-dev, I keep losing it:\n{kube_key_data()}",
        f"Notfall-kubeconfig staging, nur der key-teil:\n    client-key-data: {kube_key_data()}\n(cert liegt daneben im gleichen file)",
        f"break glass kubeconfig qa-cluster -> client-key-data={kube_key_data()}",
    )

    r.add(
        "kubernetes_service_account_token",
        f"token for the ci-deployer SA in ns platform (legacy secret, never expires):\n{sa_token('platform', 'ci-deployer')}",
        f"kubeconfig user für Jenkins:\nusers:\n- name: jenkins\n  user:\n    token: {sa_token('ci', 'jenkins')}",
        f"SA token grafana-reader (monitoring) – bitte merken: {sa_token('monitoring', 'grafana-reader')}",
        f"kubectl --server=https://api.prod-muc-01.acme.internal:6443 --token={sa_token('kube-system', 'cluster-admin-bot')} get nodes",
        f"Bearer token argo-image-updater: {sa_token('argocd', 'argocd-image-updater')}",
    )

    r.add(
        "argocd_admin_password",
        f"Argo CD admin pw (prod): {rnd(ALNUM, 16)}",
        f"argocd login argocd.acme.internal --username admin --password '{pw()}' --grpc-web",
        f"argocd-initial-admin-secret decoded for the new staging cluster = {rnd(ALNUM + '-', 16)}   (muss noch rotiert werden!)",
        f"ArgoCD\n  url: https://argocd.staging.acme.internal\n  user: admin\n  passwort: {pw()}",
        f"neues argo admin kennwort nach reset: {pw()}",
    )

    r.add(
        "harbor_robot_account",
        f"Harbor robot for CI push: robot$platform+ci-push / {harbor_secret()}",
        f"docker login harbor.acme.internal -u 'robot$automotive-ecu+gitlab' -p {harbor_secret()}",
        f"harbor robot account (pull only, project base-images)\nname: robot$base-images+puller\nsecret: {harbor_secret()}",
        f"Robot-Account für Flux image-reflector: robot$flux+reflector, Secret {harbor_secret()} – läuft in 90 Tagen ab",
        f"HARBOR_ROBOT_NAME=robot$telemetry+deploy\nHARBOR_ROBOT_SECRET={harbor_secret()}",
    )

    r.add(
        "vault_unseal_keys",
        "Vault unseal keys prod (3 of 5 needed):\n" + "\n".join(f"Unseal Key {i}: {unseal_key()}" for i in range(1, 6)),
        f"vault operator unseal {unseal_key()}",
        f"mein unseal key share (#2) für vault-muc: {unseal_key()}",
        f"unseal keys dev-vault: {unseal_key()} / {unseal_key()} / {unseal_key()}",
        f"Recovery key (auto-unseal via KMS) vault-staging: {unseal_key()}",
    )

    r.add(
        "vault_root_token",
        f"Initial Root Token: {vault_root()}",
        f"vault root token dev: {vault_root()} – nach dem setup revoken!",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_root()}",
        f"VAULT_TOKEN={vault_root()} vault kv get secret/platform/harbor",
        f"root tkn neu generiert (generate-root) am montag: {vault_root()}",
    )

    r.add(
        "helm_values_password",
        f"values-prod.yaml für keycloak:\nauth:\n  adminUser: admin\n  adminPassword: \"{pw()}\"\npostgresql:\n  auth:\n    password: {rnd(ALNUM, 24)}",
        f"helm upgrade --install redis bitnami/redis -n cache --set auth.password='{pw()}'",
        f"grafana helm values:\nadminUser: admin\nadminPassword: {pw()}",
        f"rabbitmq chart: auth.username=telemetry auth.password={rnd(ALNUM, 20)} auth.erlangCookie={rnd(UPPER, 20)}",
        f"helm install mongo -f values.yaml --set auth.rootPassword={pw()} --set auth.replicaSetKey={rnd(ALNUM, 32)}",
    )

    r.add(
        "postgres_operator_credentials",
        f"Zalando operator, secret postgres.acid-telemetry.credentials.postgresql.acid.zalan.do\nusername: postgres\npassword: {rnd(ALNUM, 64)}",
        f"CNPG app user für mes-db: postgresql://app:{rnd(ALNUM, 32)}@mes-db-rw.mes:5432/app",
        f"pg superuser cluster pg-prod (CloudNativePG): postgres / {rnd(ALNUM, 32)}",
        f"DATABASE_URL=postgres://flow_owner:{pw()}@pg-flow.db.acme.internal:5432/flow?sslmode=require",
        f"psql \"host=pg-main.acme.internal user=telemetry_owner password={rnd(ALNUM, 24)} dbname=telemetry\"",
    )

    r.add(
        "oidc_client_secret",
        f"Keycloak client kubernetes (realm platform): client secret {rnd(ALNUM, 32)}",
        f"dex staticClients:\n- id: argo-cd\n  name: Argo CD\n  secret: {rnd(URLSAFE, 40)}\n  redirectURIs: ['https://argocd.acme.internal/auth/callback']",
        f"oidc.config in argocd-cm → clientSecret: {rnd(ALNUM, 32)}",
        f"Entra ID App 'k8s-oidc-prod' client secret (Wert, nicht die ID!): {azure_secret()}",
        f"kubelogin --oidc-client-id=kubernetes --oidc-client-secret={rnd(ALNUM, 32)} --oidc-issuer-url=https://sso.acme.internal/realms/platform",
    )

    r.add(
        "etcd_encryption_key",
        f"EncryptionConfiguration prod-muc-01:\nresources:\n  - resources: [secrets]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: {b64(secrets.token_bytes(32))}\n      - identity: {{}}",
        f"etcd encryption at rest key (aescbc, key2 nach rotation): {b64(secrets.token_bytes(32))}",
        f"secretbox key für den edge cluster: {b64(secrets.token_bytes(32))}",
        f"- aesgcm:\n    keys:\n    - name: k-2025-03\n      secret: {b64(secrets.token_bytes(32))}",
        f"etcd enc key staging (falls kube-apiserver neu aufgesetzt werden muss) = {b64(secrets.token_bytes(32))}",
    )

    r.add(
        "cert_manager_acme_account_key",
        f"letsencrypt-prod account key (Secret letsencrypt-prod-account-key, tls.key):\n{pem('EC PRIVATE KEY', 3)}",
        f"ACME account private key für den ClusterIssuer acme-internal, bitte aufheben:\ntls.key: {kube_key_data()}",
        f"backup cert-manager issuer key (zerossl):\n{pem('RSA PRIVATE KEY', 8)}",
        f"kubectl -n cert-manager get secret le-staging-account -o yaml\n...\ndata:\n  tls.key: {kube_key_data()}",
        f"EAB for the ACME account (sectigo): keyID {rnd(URLSAFE, 22)}, hmacKey {b64(secrets.token_bytes(32)).rstrip('=').replace('+', '-').replace('/', '_')}",
    )

    r.add(
        "sealed_secrets_private_key",
        f"sealed-secrets controller key backup (sealed-secrets-keyx7k2p) – OHNE den kriegen wir nix mehr entschlüsselt:\n{pem('RSA PRIVATE KEY', 12)}",
        f"tls.key vom sealed-secrets-key (prod):\n{b64(pem('PRIVATE KEY', 8).encode())}",
        f"kubeseal master key edge cluster\n{pem('PRIVATE KEY', 10)}",
        f"sealed secrets key for DR restore:\n  tls.crt: {ca_data()}\n  tls.key: {b64(pem('RSA PRIVATE KEY', 6).encode())}",
        f"SOPS age key (ersetzt sealed-secrets im neuen repo): {age_secret_key()}",
    )

    r.add(
        "grafana_admin_password",
        f"grafana admin / {pw()}",
        f"Grafana prod Login: admin, PW {pw()}",
        f"GF_SECURITY_ADMIN_PASSWORD={pw()}",
        f"grafana-cloud api key für den alloy agent: glc_{grafana_cloud_token()}",
        f"grafana sa token (dashboards provisioning): glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
    )

    r.add(
        "aws_access_key",
        f"Velero backup IAM user (s3 bucket acme-velero-muc):\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"[default]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=eu-central-1",
        f"external-dns route53 creds: {aws_key_id()} / {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} terraform plan",
        f"key für thanos object store (S3) – access {aws_key_id()} secret {aws_secret()}",
    )

    r.add(
        "gitlab_token",
        f"GitLab PAT (api, read_registry) für renovate: glpat-{rnd(URLSAFE, 20)}",
        f"Flux bootstrap gitlab deploy token: user gitlab+deploy-token-{digits_str(6)} pw gldt-{rnd(URLSAFE, 20)}",
        f"argocd repo add https://gitlab.acme.internal/platform/gitops.git --username argocd --password glpat-{rnd(URLSAFE, 20)}",
        f"runner registration token (alt, noch nicht auf glrt umgestellt): GR1348941{rnd(URLSAFE, 20)}",
        f"gitlab runner auth token helm values: runnerToken: \"glrt-{rnd(URLSAFE, 20)}\"",
    )

    r.add(
        "github_token",
        f"GitHub PAT für das ARC (actions-runner-controller): ghp_{rnd(ALNUM, 36)}",
        f"GITHUB_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"gh auth login --with-token <<< ghp_{rnd(ALNUM, 36)}",
        f"ARC github app private key:\n{pem('RSA PRIVATE KEY', 10)}",
        f"token für crossplane provider-github: ghp_{rnd(ALNUM, 36)} (läuft Ende Q3 ab)",
    )

    harbor_user = "robot$platform+pull"
    harbor_pw = harbor_secret()
    r.add(
        "docker_config_json",
        f".dockerconfigjson für imagePullSecret harbor-pull:\n{{\"auths\":{{\"harbor.acme.internal\":{{\"username\":\"{harbor_user}\",\"password\":\"{harbor_pw}\",\"auth\":\"{basic(harbor_user, harbor_pw)}\"}}}}}}",
        f"auth für registry.acme.internal (docker config): {basic('deploy', pw())}",
        f"kubectl create secret docker-registry regcred --docker-server=registry.acme.internal --docker-username=ci --docker-password='{pw()}'",
        f"~/.docker/config.json auths.harbor.acme.internal.auth = {basic('k8s-muc', rnd(ALNUM, 20))}",
        f"pull secret for the nvcr mirror: user $oauthtoken / {b64(secrets.token_bytes(60))}",
    )

    r.add(
        "ssh_private_key",
        f"bastion key (jump.acme.internal, user ops):\n{openssh_private()}",
        f"Deploy key für flux-system (gitops repo, read-only)\nidentity: |\n{openssh_private()}",
        f"mein ssh key für die bare-metal nodes in halle 4:\n{openssh_private()}",
        f"argocd repo creds sshPrivateKey:\n{openssh_private()}",
        f"ed25519 key talos maintenance jumphost:\n{openssh_private()}",
    )

    r.add(
        "minio_credentials",
        f"MinIO tenant loki-store: root user {rnd(UPPER + DIGITS, 20)} / root password {rnd(ALNUM, 40)}",
        f"mc alias set muc https://minio.acme.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}",
        f"MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD={pw()}",
        f"minio access key für velero: {rnd(UPPER + DIGITS, 20)}, secret {rnd(ALNUM + '+/', 40)}",
        f"minio console login admin – Kennwort {pw()}",
    )

    r.add(
        "kubeadm_join_token",
        f"kubeadm join 10.20.0.10:6443 --token {kubeadm_token()} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
        f"bootstrap token für die neuen worker (24h gültig): {kubeadm_token()}",
        f"join token edge-ingolstadt = {kubeadm_token()}",
        f"kubeadm token create ausgabe: {kubeadm_token()} – für node gpu-07",
        f"bootstrap-token-{rnd(LOWER + DIGITS, 6)}: token-secret {rnd(LOWER + DIGITS, 16)}",
    )

    r.add(
        "azure_service_principal_secret",
        f"SP für cluster-autoscaler (AKS muc-test): appId {uid()}, password {azure_secret()}, tenant {uid()}",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant {uid()}",
        f"azure.json (cloud-provider): \"aadClientSecret\": \"{azure_secret()}\"",
        f"workload identity geht noch nicht, also vorerst client secret für external-dns: {azure_secret()}",
    )

    r.add(
        "slack_webhook_url",
        f"alertmanager slack receiver:\n  slack_configs:\n  - api_url: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}\n    channel: '#k8s-alerts'",
        f"webhook für #platform-oncall: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"Teams webhook (argocd notifications): https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}",
        f"slack bot token für argocd-notifications: xoxb-{digits_str(12)}-{digits_str(13)}-{rnd(ALNUM, 24)}",
        f"pagerduty integration key alertmanager: {hexs(32)}",
    )

    r.add(
        "wireguard_private_key",
        f"wg0.conf auf dem edge gateway werk regensburg:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/24\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
        f"wireguard privkey mein laptop: {wg_key()}",
        f"kilo mesh node key (gpu-03) private: {wg_key()}",
        f"PrivateKey={wg_key()}  # netbird fallback peer",
        f"Tailscale auth key für die subnet router pods: tskey-auth-{rnd(ALNUM, 12)}CNTRL-{rnd(ALNUM, 33)}",
    )

    r.add(
        "sudo_and_console_passwords",
        f"root pw für die bare-metal nodes (IPMI console): {pw()}",
        f"iDRAC login node-muc-r2-14: root / {pw()}",
        f"sudo passwort jumphost: {pw()}",
        f"Talos? nein, die alten ubuntu worker – ops user kennwort {pw()}",
        f"BMC admin für rack 3 (alle gleich, ich weiß...): ADMIN / {rnd(UPPER, 10)}",
    )

    r.add(
        "restic_repository_password",
        f"velero restic repo password (velero-repo-credentials): {pw()}",
        f"RESTIC_PASSWORD={rnd(ALNUM, 32)}",
        f"k8up backup repo pw für namespace mes: {pw()}",
        f"kopia repository password (velero 1.14+): {rnd(ALNUM + '!#%', 24)}",
        f"Restic passphrase etcd-snapshots NAS: {pick('ventil', 'nockenwelle', 'zahnrad', 'kurbel')}-{pick('blau', 'rost', 'silber')}-{digits_str(4)}-{pick('Isar', 'Würm', 'Amper')}",
    )

    r.add(
        "keycloak_admin_password",
        f"keycloak master realm admin: admin / {pw()}",
        f"KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD={pw()}",
        f"kcadm.sh config credentials --server https://sso.acme.internal --realm master --user admin --password '{pw()}'",
        f"Keycloak temp admin (bootstrap) passwort {rnd(ALNUM, 22)}",
        f"LDAP bind pw für keycloak user federation (cn=svc-keycloak): {pw()}",
    )

    r.add(
        "sops_age_key",
        f"# created: 2025-02-11T09:12:44+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"flux sops-age secret (age.agekey): {age_secret_key()}",
        f"mein persönlicher age key für das secrets repo: {age_secret_key()}",
    )

    r.add(
        "mfa_recovery_codes",
        f"GitHub recovery codes (platform-bot account):\n{recovery_codes(8, 'github')}",
        f"Keycloak OTP backup codes admin:\n{recovery_codes(6, 'other')}",
        f"AWS root MFA verloren? -> backup codes {recovery_codes(5, 'digits')}",
        f"TOTP seed Argo CD local admin (otpauth): otpauth://totp/argocd:admin?secret={rnd(UPPER + '234567', 32)}&issuer=argocd",
        f"Harbor admin 2FA secret key: {rnd(UPPER + '234567', 32)}",
    )

    r.add(
        "redis_and_rabbitmq_passwords",
        f"redis sentinel pw (ns cache): {rnd(ALNUM, 24)}",
        f"redis-cli -h redis-master.cache -a '{pw()}' info replication",
        f"RabbitMQ default user telemetry: telemetry / {pw()}",
        f"erlang cookie rabbitmq-cluster: {rnd(UPPER, 20)}",
        f"amqp://mes:{rnd(ALNUM, 20)}@rabbitmq.messaging.acme.internal:5672/mes",
    )

    r.add(
        "elastic_and_opensearch_passwords",
        f"ECK elastic user pw (logging-es-elastic-user): {rnd(ALNUM, 24)}",
        f"opensearch admin: admin / {pw()}",
        f"fluent-bit output es: HTTP_User fluent, HTTP_Passwd {pw()}",
        f"elastic API key für filebeat: {b64((rnd(URLSAFE, 20) + ':' + rnd(URLSAFE, 22)).encode())}",
        f"kibana encryptionKey (xpack.security.encryptionKey): {rnd(ALNUM, 32)}",
    )

    r.add(
        "webhook_and_signing_secrets",
        f"argocd webhook.github.secret: {rnd(ALNUM, 32)}",
        f"cosign private key passwort (COSIGN_PASSWORD) für image signing: {pw()}",
        f"cosign.key:\n{pem('ENCRYPTED SIGSTORE PRIVATE KEY', 6)}\npw {pw()}",
        f"gitlab webhook secret token für tekton triggers: {hexs(40)}",
        f"oauth2-proxy cookie secret: {b64(secrets.token_bytes(32)).replace('+', '-').replace('/', '_')}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "pod_name",
        f"crashloop again: {pod_name('telemetry-ingest')} in ns telemetry, OOMKilled",
        f"kubectl -n argocd logs {pod_name('argocd-repo-server')} -c repo-server --previous",
        f"der pod {pod_name('mes-api')} hängt in ContainerCreating, CSI mount timeout",
        f"evicted: {pod_name('keycloak')}, {pod_name('harbor-core')}, {pod_name('grafana')}",
        f"exec into {pod_name('cert-manager-webhook')} for debugging the TLS handshake",
    )

    r.add(
        "replicaset_name",
        f"rollout hängt, alte ReplicaSet mes-api-{rs_hash()} hat noch 2 pods",
        f"kubectl -n platform describe rs external-dns-{rs_hash()}",
        f"ReplicaSet argocd-server-{rs_hash()} revision 14, neue ist argocd-server-{rs_hash()}",
        f"statefulset pods: vault-0 vault-1 vault-2, controller-revision-hash vault-{rs_hash()}",
        f"job pod from cronjob etcd-backup: etcd-backup-{digits_str(8)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}",
    )

    r.add(
        "image_digest",
        f"pin harbor.acme.internal/base-images/distroless-java@{digest()}",
        f"image: ghcr.io/argoproj/argocd@{digest()} # v2.13.3",
        f"Digest vom letzten Build ecu-flasher: {digest()}",
        f"trivy scan result for {digest()}: 0 critical, 3 high",
        f"kyverno policy verifyImages erlaubt nur signierte digests, z.B. {digest()}",
    )

    r.add(
        "sealed_secret_value",
        f"SealedSecret mes-db (sicher zu committen):\napiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: mes-db\n  namespace: mes\nspec:\n  encryptedData:\n    password: {sealed_value()}",
        f"encryptedData.token for slack-webhook sealed secret: {sealed_value()}",
        f"kubeseal output (encrypted, nur mit controller key lesbar): {sealed_value()}",
        f"sealed value for harbor-robot in ns ci:\n  secret: {sealed_value()}",
        f"SOPS encrypted field in values.enc.yaml:\n  adminPassword: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
    )

    r.add(
        "external_secret_reference",
        "ExternalSecret mes-db:\nspec:\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  data:\n  - secretKey: password\n    remoteRef:\n      key: platform/mes/db\n      property: password",
        "externalsecret harbor-robot pulls from vault path kv/data/ci/harbor-robot, refreshInterval 1h",
        "ESO ClusterSecretStore aws-sm uses IRSA, keine static keys mehr",
        "dataFrom:\n- extract:\n    key: /prod/argocd/oidc\n(ExternalSecret argocd-oidc, target argocd-secret, creationPolicy Merge)",
        "ExternalSecret status: SecretSyncedError – 'could not get secret data from provider' für key kv/platform/grafana",
    )

    r.add(
        "service_account_name",
        "system:serviceaccount:argocd:argocd-application-controller braucht cluster-admin? nein, nur die app-projects",
        "SA ci-deployer in ns platform, bound to ClusterRole deployer via RoleBinding rb-ci-deployer",
        "irsa annotation: eks.amazonaws.com/role-arn on SA external-dns (kube-system)",
        "kubectl auth can-i list secrets --as=system:serviceaccount:monitoring:grafana-reader -n mes  -> no",
        "serviceAccountName: velero-server, automountServiceAccountToken: false",
    )

    r.add(
        "node_name",
        f"node ip-10-20-{secrets.randbelow(256)}-{secrets.randbelow(256)}.eu-central-1.compute.internal NotReady since 03:12",
        f"AKS nodepool: aks-system-{digits_str(8)}-vmss00000{secrets.randbelow(10)}, aks-gpu-{digits_str(8)}-vmss00000{secrets.randbelow(10)}",
        f"cordon + drain worker-muc-r2-{secrets.randbelow(30):02d} vor dem kernel update",
        f"talos node talos-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)} joined, machine id {hexs(32)}",
        f"Karpenter node ip-10-40-{secrets.randbelow(256)}-{secrets.randbelow(256)}.eu-central-1.compute.internal, nodeclaim default-{rnd(LOWER + DIGITS, 5)}",
    )

    r.add(
        "network_cidr",
        "prod-muc-01: podCIDR 10.244.0.0/16, serviceCIDR 10.96.0.0/12, node subnet 10.20.0.0/22",
        "Cilium clusterPoolIPv4PodCIDRList: [\"10.128.0.0/14\"], mask size 24",
        "edge cluster ingolstadt: pods 172.20.0.0/16, svc 172.21.0.0/16 – darf nicht mit werksnetz 172.16.0.0/14 kollidieren!",
        "NetworkPolicy allow egress to 10.30.8.0/24 (SAP) and 10.30.12.0/23 (MES) on 443",
        "metallb pool: 10.20.4.200-10.20.4.250, bgp peer 10.20.0.1 asn 64512",
    )

    r.add(
        "cluster_ca_certificate",
        f"clusters:\n- cluster:\n    certificate-authority-data: {ca_data()}\n    server: https://api.prod-muc-01.acme.internal:6443\n  name: prod-muc-01",
        f"CA bundle für den Harbor proxy cache (public cert, kann in jedes image):\n{pem('CERTIFICATE', 8)}",
        f"caBundle im ValidatingWebhookConfiguration kyverno: {ca_data()}",
        f"ca.crt vom staging cluster zum vergleichen:\n{pem('CERTIFICATE', 5)}",
        f"EKS cluster endpoint + CA (aus aws eks describe-cluster):\n  endpoint: https://{hexs(32).upper()}.gr7.eu-central-1.eks.amazonaws.com\n  certificateAuthority.data: {ca_data()}",
    )

    r.add(
        "certificate_fingerprint",
        f"SHA256 Fingerprint vom neuen ingress wildcard cert *.apps.acme.internal: {fingerprint()}",
        f"openssl x509 -noout -fingerprint -sha256 → sha256 Fingerprint={fingerprint()}",
        f"Harbor CA fingerprint (zum pinnen in containerd): {fingerprint()}",
        f"ssh host key jump.acme.internal: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"kubeadm discovery hash (public, nur CA-Hash): sha256:{hexs(64)}",
    )

    r.add(
        "oidc_client_id",
        "kubelogin config: --oidc-issuer-url=https://sso.acme.internal/realms/platform --oidc-client-id=kubernetes (public client, PKCE)",
        f"Entra app k8s-oidc-prod: client id {uid()}, tenant {uid()} – secret liegt in vault, nicht hier",
        "argocd-cm oidc.config: clientID: argo-cd, issuer https://sso.acme.internal/realms/platform, requestedScopes [openid, groups]",
        f"Google OAuth client id für grafana: {digits_str(12)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        "dex connector gitlab: clientID platform-dex, redirectURI https://dex.acme.internal/callback",
    )

    r.add(
        "aws_arn",
        f"IRSA role: arn:aws:iam::{account()}:role/eks-external-dns-prod",
        f"KMS key for EBS: arn:aws:kms:eu-central-1:{account()}:key/{uid()}",
        f"Secrets Manager ARN (nur die referenz): arn:aws:secretsmanager:eu-central-1:{account()}:secret:prod/mes/db-{rnd(ALNUM, 6)}",
        f"EKS cluster ARN arn:aws:eks:eu-central-1:{account()}:cluster/prod-muc-01",
        f"ECR repo {account()}.dkr.ecr.eu-central-1.amazonaws.com/ecu-flasher, lifecycle policy keeps 30 images",
    )

    r.add(
        "helm_release_revision",
        "helm history keycloak -n sso: rev 23 deployed, rev 22 superseded, rollback to 21 if needed",
        "helm rollback grafana 17 -n monitoring",
        f"release sh.helm.release.v1.harbor.v{secrets.randbelow(60) + 1} secret in ns harbor (das ist nur der release state)",
        "kube-prometheus-stack chart 65.1.0, app version v0.77.1, revision 9",
        f"argocd app mes-api synced to revision {hexs(40)} (HEAD of main)",
    )

    r.add(
        "ci_secret_reference",
        "GitLab CI: docker login -u \"$HARBOR_ROBOT_NAME\" -p \"$HARBOR_ROBOT_SECRET\" $HARBOR_HOST (masked + protected variables)",
        "github workflow: password: ${{ secrets.HARBOR_ROBOT_SECRET }}, username: ${{ vars.HARBOR_ROBOT_NAME }}",
        "env:\n  VAULT_TOKEN: ${{ secrets.VAULT_CI_TOKEN }}\n  KUBECONFIG_DATA: ${{ secrets.KUBECONFIG_STAGING }}",
        "Jenkinsfile: withCredentials([string(credentialsId: 'argocd-token', variable: 'ARGOCD_AUTH_TOKEN')])",
        "tekton: valueFrom.secretKeyRef name=gitlab-webhook key=secretToken",
    )

    r.add(
        "vault_path_reference",
        "vault kv get -field=password kv/platform/mes/db",
        "Vault k8s auth role 'eso' bound to SA external-secrets in ns external-secrets, policy read-platform, ttl 1h",
        "PKI path pki_int/issue/apps-acme-internal, max_ttl 720h",
        "vault policy read-platform: path \"kv/data/platform/*\" { capabilities = [\"read\"] }",
        "Unseal keys + root token liegen im Tresor im Büro 3.14 (versiegelter Umschlag), nicht digital!",
    )

    r.add(
        "password_policy_talk",
        "Argo CD admin user deaktivieren sobald SSO läuft (admin.enabled: \"false\" in argocd-cm)",
        "rotation plan: harbor robot secrets alle 90 tage, vault root token nur bei bedarf per generate-root",
        "Passwortrichtlinie Keycloak realm platform: length(14) and upperCase(1) and digits(1) and notUsername and passwordHistory(5)",
        "reminder: grafana admin pw wurde gestern rotiert, neues ist im 1Password vault 'Platform Team'",
        "etcd encryption key rotation: neuen key als ersten provider, apiserver restart, alle secrets neu schreiben, dann alten key raus",
    )

    r.add(
        "masked_token",
        "vault token lookup: display_name token-ci, policies [read-platform], token itself shown as hvs.****************",
        f"GitLab PAT 'renovate' (glpat-…{rnd(URLSAFE, 4)}) läuft am 30.06. ab",
        f"AWS key ending in ...{rnd(UPPER + DIGITS, 4)} was flagged by the scanner, already deactivated",
        "kubectl get secret argocd-initial-admin-secret → data.password: <redacted>",
        f"harbor robot$platform+ci-push secret: ******** (created 2025-01-14, id {secrets.randbelow(500) + 1})",
    )

    r.add(
        "git_commit_sha",
        f"gitops repo: fix sealed secret namespace in {hexs(40)}",
        f"rollback auf commit {hexs(7)} (vor dem cilium upgrade)",
        f"flux kustomization platform applied revision main@sha1:{hexs(40)}",
        f"cherry-pick {hexs(12)} in release/2025.04",
        f"merge request !{secrets.randbelow(900) + 100} merged as {hexs(40)}",
    )

    r.add(
        "kubernetes_uid",
        f"pod uid {uid()}, volume mount /var/lib/kubelet/pods/{uid()}/volumes/kubernetes.io~csi",
        f"cluster id (kube-system namespace uid) prod-muc-01: {uid()}",
        f"ownerReferences uid {uid()} (ReplicaSet)",
        f"PVC data-vault-0 bound to pvc-{uid()}",
        f"event uid {uid()}: FailedScheduling 0/12 nodes available",
    )

    r.add(
        "public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ops@jump – in authorized_keys eintragen",
        f"age recipient für .sops.yaml: {age_public_key()}",
        f"wireguard peer PublicKey edge gw regensburg: {wg_key()}",
        f"cosign.pub:\n{pem('PUBLIC KEY', 2)}",
        f"sealed-secrets controller cert (kubeseal --fetch-cert), öffentlich:\n{pem('CERTIFICATE', 6)}",
    )

    r.add(
        "ticket_number",
        f"CHG{digits_str(7)}: Wartungsfenster prod-muc-01 Samstag 22-02 Uhr",
        f"INC{digits_str(7)} – harbor replication failing to ingolstadt",
        f"Jira PLAT-{secrets.randbelow(4000) + 100}: migrate sealed-secrets to ESO",
        f"SR #{digits_str(8)} bei AWS support wegen EKS control plane latency",
        f"Bestellnummer Server (Dell) {digits_str(10)}, Lieferung KW {secrets.randbelow(52) + 1}",
    )

    r.add(
        "container_id",
        f"containerID: containerd://{hexs(64)}",
        f"crictl inspect {hexs(13)} | jq .info.pid",
        f"docker ps zeigt {hexs(12)} harbor-jobservice restarting",
        f"cri-o container {hexs(64)} exited with 137",
        f"sandbox id {hexs(64)} leaked after node reboot",
    )

    r.add(
        "security_settings",
        "vault token ttl: default_lease_ttl 768h, max_lease_ttl 8760h; root tokens disabled after init",
        "kube-apiserver --service-account-max-token-expiration=48h, --service-account-issuer=https://oidc.acme.internal",
        "cert-manager Certificate: duration 2160h, renewBefore 360h, privateKey.algorithm ECDSA size 256, rotationPolicy Always",
        "argocd: server.session.maxAge 12h, accounts.ci-bot: apiKey (tokens per argocd account generate-token, nicht hier)",
        "secret-shredding: kubelet --secret-cache-ttl 1m? gibts nicht, ist configMapAndSecretChangeDetectionStrategy: Watch",
    )

    r.add(
        "harbor_robot_name",
        "robot accounts Übersicht: robot$platform+ci-push (push/pull), robot$base-images+puller (pull), robot$telemetry+deploy (pull)",
        f"harbor audit log: robot$automotive-ecu+gitlab pushed {digest()}",
        f"robot$flux+reflector id {secrets.randbelow(300) + 1}, expires in 42 days, levels: project",
        "Harbor project base-images: quota 200 GiB, retention keep last 10 tags, vulnerability prevention severity critical",
        "imagePullSecrets: [{name: harbor-pull}] – secret kommt per ExternalSecret aus kv/ci/harbor-robot",
    )

    r.add(
        "kubectl_secret_commands",
        "kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d",
        "kubectl create secret generic mes-db --from-literal=password=$(vault kv get -field=password kv/platform/mes/db) --dry-run=client -o yaml | kubeseal -o yaml",
        "kubeseal --controller-namespace kube-system --controller-name sealed-secrets --fetch-cert > pub-cert.pem",
        "vault operator init -key-shares=5 -key-threshold=3 -format=json > /dev/null  # output direkt in den tresor-prozess, nie ins terminal log",
        "kubectl get secrets -A --field-selector type=kubernetes.io/dockerconfigjson",
    )

    r.add(
        "etcd_member_info",
        f"etcdctl member list: {hexs(16)}, started, etcd-muc-1, https://10.20.0.11:2380",
        f"etcd cluster_id {hexs(16)} member_id {hexs(16)} raft_term 41",
        f"etcd snapshot etcd-snapshot-{digits_str(10)}.db, sha256 {hexs(64)}",
        f"etcd revision {digits_str(9)}, db size 1.8 GB → defrag nötig",
        "etcd encryption status: alle secrets mit k8s:enc:aescbc:v1:key2 prefix, verifiziert per etcdctl get (nur prefix angeschaut)",
    )

    r.add(
        "request_and_trace_id",
        f"AWS request id {uid()} bei dem failed AssumeRoleWithWebIdentity",
        f"traceID {hexs(32)} in tempo – latency spike mes-api",
        f"ingress-nginx req_id {hexs(32)} 502 from upstream",
        f"Azure correlation id {uid()} (AKS upgrade failed)",
        f"argocd operation id {hexs(16)} sync failed: ComparisonError",
    )

    r.add(
        "cloud_resource_id",
        f"AKS resource id: /subscriptions/{uid()}/resourceGroups/rg-k8s-muc/providers/Microsoft.ContainerService/managedClusters/aks-muc-test",
        f"vpc-{hexs(17)}, subnet-{hexs(17)}, sg-{hexs(17)}",
        f"EBS volume vol-{hexs(17)} hängt an i-{hexs(17)}",
        f"Route53 hosted zone Z{rnd(UPPER + DIGITS, 20)} for apps.acme.internal",
        f"ACM cert arn:aws:acm:eu-central-1:{account()}:certificate/{uid()}",
    )

    r.add(
        "acme_challenge_info",
        f"cert-manager order prod-wildcard-{digits_str(10)}, challenge type dns01, status pending",
        f"_acme-challenge.apps.acme.internal TXT \"{b64(secrets.token_bytes(32)).rstrip('=').replace('+', '-').replace('/', '_')}\" (wird nach validation gelöscht)",
        f"ACME account URI: https://acme-v02.api.letsencrypt.org/acme/acct/{digits_str(10)}",
        f"CertificateRequest apps-wildcard-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} approved, ready",
        f"certificate serial {':'.join(secrets.token_hex(1) for _ in range(16))} expires 2025-09-14",
    )

    return r


def main() -> None:
    write_corpora("make_heldout183.py", [
        ("heldout183_credentials.yaml", credentials(), "Held-out batch 183: credentials a Munich Kubernetes platform engineer would keep in notes (kubeconfigs, Vault, Argo CD, Harbor, Helm values, OIDC, etcd keys)"),
        ("heldout183_lookalikes.yaml", lookalikes(), "Held-out batch 183: Kubernetes platform notes with random-looking ids, public keys, sealed values and secret references but no secret"),
    ])


if __name__ == "__main__":
    main()
