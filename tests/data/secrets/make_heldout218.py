# ruff: noqa: E501
"""Writes heldout218_credentials.yaml and heldout218_lookalikes.yaml: held-out batch 218.

Persona: a Kubernetes platform engineer in Dublin who writes English and keeps notes on the
clusters they run: Secret manifests with base64 data (password, tls.key), service account
bearer tokens, kubeconfig user tokens, Helm values with postgresql.auth.password, the ArgoCD
admin password, Harbor robot account secrets, the cert-manager ACME account key, the etcd
EncryptionConfiguration key, the Grafana admin password and docker config.json auths. The
look-alikes are the same world with nothing secret in it: ConfigMaps with base64 data,
resourceVersion and uid values, pod, ReplicaSet and Job names with hash suffixes, image
digests, ArgoCD sync revisions, certificate serials, SealedSecret encryptedData, ExternalSecret
remoteRefs, secretKeyRefs, kubectl commands that read a secret without showing it, node names
and PVC ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    digits,
    epoch,
    hexs,
    jwt,
    kube_key_data,
    openssh_private,
    pem,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

K8S = "bcdfghjklmnpqrstvwxz2456789"
REG = "harbor.acme.internal"
API = "https://k8s-api.prod.acme.internal:6443"
NGINX_SNIPPET = "client_max_body_size 64m;\nproxy_read_timeout 300s;"
FLUENT_PARSER = "[PARSER]\n    Name   docker\n    Format json\n    Time_Key time"


def sa_token(ns: str, sa: str) -> str:
    """A bound service account token as the TokenRequest API returns it."""
    iat = epoch()
    claims = {
        "aud": ["https://kubernetes.default.svc"],
        "exp": iat + pick(3600, 86400, 31536000),
        "iat": iat,
        "iss": "https://kubernetes.default.svc",
        "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uid()}},
        "nbf": iat,
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def legacy_sa_token(ns: str, sa: str) -> str:
    """A long-lived token from a kubernetes.io/service-account-token Secret."""
    claims = {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": ns,
        "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd(K8S, 5)}",
        "kubernetes.io/serviceaccount/service-account.name": sa,
        "kubernetes.io/serviceaccount/service-account.uid": uid(),
        "sub": f"system:serviceaccount:{ns}:{sa}",
    }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def sb64(text: str) -> str:
    return b64(text.encode())


def key_b64(label: str = "RSA PRIVATE KEY", lines: int = 6) -> str:
    return sb64(pem(label, lines) + "\n")


def cert_b64(lines: int = 6) -> str:
    return sb64(pem("CERTIFICATE", lines) + "\n")


def argocd_pw() -> str:
    return rnd(ALNUM, 16)


def robot_secret() -> str:
    return rnd(ALNUM, 32)


def etcd_key() -> str:
    return b64(secrets.token_bytes(32))


def join_token() -> str:
    return f"{rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}"


def vault_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def dockerconfig(host: str, user: str, password: str) -> str:
    return json.dumps({"auths": {host: {"auth": basic(user, password)}}})


def rs_hash() -> str:
    return rnd(K8S, pick(9, 10))


def pod(name: str) -> str:
    return f"{name}-{rs_hash()}-{rnd(K8S, 5)}"


def cron_minutes() -> str:
    return str(28_300_000 + secrets.randbelow(1_200_000))


def serial() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(pick(16, 18, 20)))


def sealed() -> str:
    return "AgB" + rnd(B64, pick(380, 420, 468)) + "=="


def node_name() -> str:
    return pick(
        f"ip-10-{secrets.randbelow(255)}-{secrets.randbelow(255)}-{secrets.randbelow(255)}.eu-west-1.compute.internal",
        f"aks-system-{digits(8, True)}-vmss{rnd(LOWER + DIGITS, 6)}",
        f"gke-prod-default-pool-{hexs(8)}-{rnd(LOWER + DIGITS, 4)}",
    )


def credentials() -> Rows:
    r = Rows()

    p1, p2, p3 = pw(), pw(), pw()
    r.add(
        "k8s_secret_data_password",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-db\n  namespace: payments\ntype: Opaque\ndata:\n  username: {sb64('payments_app')}\n  password: {sb64(p1)}",
        f"mq creds secret for staging, data.password = {sb64(p2)} (decodes to the real one, do NOT commit this)",
        f"kubectl -n keycloak patch secret keycloak-db -p '{{\"data\":{{\"password\":\"{sb64(p3)}\"}}}}'",
        f"kubectl -n billing create secret generic billing-db --from-literal=username=billing --from-literal=password='{pw()}'",
        f"secret/ledger-creds in ns ledger\n  DB_USER: {sb64('ledger')}\n  DB_PASS: {sb64(pw())}\nthat's what I put back after the restore",
    )

    r.add(
        "k8s_tls_secret_key",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: wildcard-apps-tls\n  namespace: ingress-nginx\ntype: kubernetes.io/tls\ndata:\n  tls.crt: {cert_b64(4)}\n  tls.key: {key_b64('RSA PRIVATE KEY', 5)}",
        f"wildcard *.apps.acme.internal tls.key (b64, from the old cluster): {key_b64('PRIVATE KEY', 4)}",
        f"key for the grafana ingress cert, paste into the secret if cert-manager breaks again\n{pem('EC PRIVATE KEY', 3)}",
        f"tls.key: {key_b64('EC PRIVATE KEY', 3)}\n^ internal-ca secret in cert-manager ns",
        f"kubectl -n harbor create secret tls harbor-tls --cert=harbor.crt --key=harbor.key\nharbor.key is:\n{pem('RSA PRIVATE KEY', 6)}",
    )

    r.add(
        "service_account_bearer_token",
        f"ci deployer SA token (bound, 1y) for the GitHub runner: {sa_token('ci', 'deployer')}",
        f'curl -sk -H "Authorization: Bearer {sa_token("monitoring", "prom-federate")}" {API}/api/v1/namespaces',
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: deployer-token\n  annotations:\n    kubernetes.io/service-account.name: deployer\ntype: kubernetes.io/service-account-token\ndata:\n  token: {sb64(legacy_sa_token('ci', 'deployer'))}",
        f"headlamp login token (dashboard-admin sa): {legacy_sa_token('kube-system', 'dashboard-admin')}",
        f"bearer for the prom federation job in dublin-dr cluster\n{sa_token('monitoring', 'federation')}",
    )

    r.add(
        "kubeconfig_user_token",
        f"users:\n- name: oncall@prod\n  user:\n    token: {sa_token('kube-system', 'oncall')}",
        f"kubectl config set-credentials lab-admin --token={rnd(ALNUM, 32)}\nkubectl config set-context lab --cluster=lab --user=lab-admin",
        f"lab cluster static token file line (tokens.csv):\n{rnd(ALNUM, 32)},admin,1000,\"system:masters\"",
        f"users:\n- name: niamh-oidc\n  user:\n    auth-provider:\n      name: oidc\n      config:\n        client-id: kubernetes\n        idp-issuer-url: https://sso.acme.internal/realms/platform\n        id-token: {jwt({'iss': 'https://sso.acme.internal/realms/platform', 'sub': uid(), 'aud': 'kubernetes', 'exp': epoch()}, 'RS256', rnd(URLSAFE, 342))}\n        refresh-token: {jwt({'typ': 'Refresh', 'sid': uid(), 'exp': epoch()}, 'HS512', rnd(URLSAFE, 86))}",
        f"kubeconfig for the edge k3s box: user token = K10{hexs(64)}::server:{hexs(32)}",
    )

    r.add(
        "kubeconfig_client_key_data",
        f"users:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: {cert_b64(4)}\n    client-key-data: {kube_key_data()}",
        f"break-glass admin client-key-data for prod (keep offline!!)\n{kube_key_data()}",
        f"client-key-data: {kube_key_data()}\n-- from /etc/kubernetes/admin.conf on cp-1, before kubeadm certs renew",
        f"oncall kubeconfig (lab), user part only:\n  user:\n    client-certificate-data: {cert_b64(3)}\n    client-key-data: {kube_key_data()}",
    )

    r.add(
        "helm_postgresql_password",
        f"postgresql:\n  auth:\n    username: keycloak\n    password: {pw()}\n    database: keycloak\n    postgresPassword: {pw()}",
        f"helm upgrade --install pg bitnami/postgresql -n db --set auth.postgresPassword={rnd(ALNUM, 20)} --set auth.password={rnd(ALNUM, 20)}",
        f"staging pg values: postgresql.auth.password={pw()}, replicationPassword={rnd(ALNUM, 24)}",
        f"note to self - postgresql.auth.password in the harbor chart is {pw()} (the chart overwrites it on upgrade if you forget to set it)",
        f"releases:\n- name: sonar\n  chart: sonarqube/sonarqube\n  values:\n  - postgresql:\n      auth:\n        password: {rnd(ALNUM + '!#%', 18)}",
    )

    r.add(
        "argocd_admin_password",
        f"argocd admin / {argocd_pw()} (initial secret, haven't rotated yet)",
        f"argocd login argocd.acme.internal --username admin --password '{argocd_pw()}' --grpc-web",
        f"argocd api token for the ci account (argocd account generate-token --account ci): {jwt({'iss': 'argocd', 'sub': 'ci:apiKey', 'nbf': epoch(), 'iat': epoch(), 'jti': uid()}, 'HS256')}",
        f"ArgoCD UI prod - admin pw {argocd_pw()}",
        f"argocd account update-password --current-password {argocd_pw()} --new-password '{pw()}'",
        f"argo pasword for the dublin-dr instance: {argocd_pw()}",
        f"argocd-initial-admin-secret decoded: {argocd_pw()}\n(lab only, delete the secret after first login)",
    )

    r.add(
        "harbor_robot_secret",
        f"robot$platform+ci-pusher secret: {robot_secret()}",
        f"docker login {REG} -u 'robot$platform+ci' -p {robot_secret()}",
        json.dumps({"id": secrets.randbelow(90) + 10, "name": "robot$payments+argocd-image-updater", "secret": robot_secret(), "expires_at": epoch()}),
        f"HARBOR_USER=robot$infra+gha\nHARBOR_PASSWORD={robot_secret()}",
        f"harbor robot for the image updater (expires Dec) - {robot_secret()}",
        f"harbor admin (local db user, not robot): admin / {pw()}",
    )

    r.add(
        "acme_account_private_key",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: letsencrypt-prod-account-key\n  namespace: cert-manager\ntype: Opaque\ndata:\n  tls.key: {key_b64('EC PRIVATE KEY', 3)}",
        f"backed up the cert-manager ACME account key before the migration:\n{pem('RSA PRIVATE KEY', 8)}",
        f"privateKeySecretRef letsencrypt-staging -> tls.key {key_b64('RSA PRIVATE KEY', 5)}",
        f"acme acct key for step-ca issuer (ca.acme.internal)\n{pem('EC PRIVATE KEY', 3)}",
    )

    r.add(
        "acme_eab_hmac_key",
        f"EAB for the internal ACME server: keyID {rnd(ALNUM, 22)}, hmac key {b64u_bytes(32)}",
        f"kubectl -n cert-manager create secret generic eab-hmac --from-literal=secret={b64u_bytes(32)}",
        f"externalAccountBinding:\n  keyID: {rnd(URLSAFE, 22)}\n  keyAlgorithm: HS256\n# hmac: {b64u_bytes(32)}",
        f"zerossl eab (staging cluster) kid={rnd(URLSAFE, 22)} hmac={b64u_bytes(32)}",
    )

    r.add(
        "etcd_encryption_key",
        f"apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n  - resources:\n      - secrets\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: {etcd_key()}\n      - identity: {{}}",
        f"new aescbc key for rotation (key2, put it FIRST then rewrite all secrets): {etcd_key()}",
        f"head -c 32 /dev/urandom | base64 -> {etcd_key()}  <- prod etcd enc key",
        f"lab cluster secretbox key: {etcd_key()}",
        f"          keys:\n            - name: key-2024-11\n              secret: {etcd_key()}\n            - name: key-2024-03\n              secret: {etcd_key()}",
    )

    r.add(
        "grafana_admin_password",
        f"grafana:\n  adminUser: admin\n  adminPassword: {pw()}\n  persistence:\n    enabled: true",
        f"GF_SECURITY_ADMIN_PASSWORD={pw()}",
        f"grafana service account token for the dashboard sync job: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"kubectl -n monitoring exec deploy/grafana -- grafana cli admin reset-admin-password '{pw()}'",
        f"grafana.acme.internal admin/{rnd(ALNUM, 20)}",
        f"[security]\nadmin_user = admin\nadmin_password = {pw()}",
    )

    u1 = pick("robot$platform+pull", "ci-pull", "deploy")
    r.add(
        "docker_config_auth",
        dockerconfig(REG, u1, robot_secret()),
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: {sb64(dockerconfig(REG, 'robot$payments+pull', robot_secret()))}",
        f"kubectl -n payments create secret docker-registry regcred --docker-server={REG} --docker-username=ci-pull --docker-password='{pw()}'",
        f"auth string for the registry mirror (mirror.acme.internal): {basic('mirror-sync', pw())}",
        f"~/.config/containers/auth.json\n{json.dumps({'auths': {'registry.acme.internal:5000': {'auth': basic('niamh', pw())}}}, indent=2)}",
    )

    r.add(
        "kubeadm_join_token",
        f"kubeadm join 10.20.0.10:6443 --token {join_token()} \\\n    --discovery-token-ca-cert-hash sha256:{hexs(64)}",
        f"bootstrap token for the new worker nodes: {join_token()} (ttl 24h)",
        f"kubeadm join cp.lab.acme.internal:6443 --token {join_token()} --discovery-token-ca-cert-hash sha256:{hexs(64)} --control-plane --certificate-key {hexs(64)}",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: bootstrap-token-{rnd(LOWER + DIGITS, 6)}\n  namespace: kube-system\ntype: bootstrap.kubernetes.io/token\nstringData:\n  token-id: {rnd(LOWER + DIGITS, 6)}\n  token-secret: {rnd(LOWER + DIGITS, 16)}\n  usage-bootstrap-authentication: \"true\"",
    )

    r.add(
        "vault_token_and_unseal_key",
        f"vault root token (DR only): hvs.{rnd(ALNUM, 24)}",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
        f"Unseal Key 1: {b64(secrets.token_bytes(33))}\nUnseal Key 2: {b64(secrets.token_bytes(33))}\nUnseal Key 3: {b64(secrets.token_bytes(33))}",
        f"my share of the unseal keys (2 of 5) -> {b64(secrets.token_bytes(33))}",
        f"vault token for external-secrets ClusterSecretStore: {vault_token()}",
    )

    r.add(
        "github_token",
        f"argocd repo creds for acme/gitops: user git, pass {ghp()}",
        f"fine-grained PAT for flux bootstrap: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"export GITHUB_TOKEN={ghp()}\nflux bootstrap github --owner=acme --repository=fleet --path=clusters/prod",
        f"renovate bot token {ghp()} (expires in 90d)",
        f"github app private key for ARC (actions-runner-controller), app id {digits(6, True)}:\n{pem('RSA PRIVATE KEY', 8)}",
    )

    r.add(
        "gitlab_token",
        f"gitlab runner registration: gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)}",
        f"deploy token for helm charts repo: gitlab+deploy-token-{digits(4, True)} / gldt-{rnd(URLSAFE, 20)}",
        f"my gitlab pat (api scope): {glpat()}",
        f"runners:\n  secret: gitlab-runner-token\n# runner-token: glrt-{rnd(URLSAFE, 20)}",
    )

    r.add(
        "aws_credentials",
        f"[velero]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"velero backup user for the eu-west-1 bucket: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=eu-west-1",
        f"external-dns route53 creds (before IRSA): key {aws_key_id()} secret {aws_secret()}",
    )

    r.add(
        "cloudflare_api_token",
        f"cert-manager dns01 cloudflare token (zone:dns:edit on acme zones): {rnd(URLSAFE, 40)}",
        f"kubectl -n cert-manager create secret generic cloudflare-api-token --from-literal=api-token={rnd(URLSAFE, 40)}",
        f"external-dns CF_API_TOKEN={rnd(URLSAFE, 40)}",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: cloudflare-api-token\n  namespace: external-dns\nstringData:\n  api-token: {rnd(URLSAFE, 40)}",
    )

    r.add(
        "datadog_api_key",
        f"datadog:\n  apiKey: {hexs(32)}\n  appKey: {hexs(40)}\n  site: datadoghq.eu",
        f"DD_API_KEY={hexs(32)} for the agent daemonset",
        f"helm install datadog-agent datadog/datadog --set datadog.apiKey={hexs(32)}",
        f"dd app key for the terraform provider (monitors as code): {hexs(40)}",
    )

    r.add(
        "database_connection_string",
        f"DATABASE_URL=postgres://payments_app:{rnd(ALNUM, 22)}@pg-primary.payments.svc:5432/payments?sslmode=require",
        f"redis://:{rnd(ALNUM, 24)}@redis-master.cache.svc:6379/0",
        f"mongodb://root:{pw()}@mongo-0.mongo.db.svc:27017/admin?replicaSet=rs0",
        f"keycloak jdbc: jdbc:postgresql://pg.db.acme.internal:5432/keycloak?user=keycloak&password={rnd(ALNUM, 20)}",
        f"conn str for the reporting replica - postgresql://report_ro:{pw()}@pg-replica.db.acme.internal/report",
    )

    r.add(
        "redis_password",
        f"redis auth pw (bitnami chart, auth.password): {rnd(ALNUM, 24)}",
        f"requirepass {rnd(ALNUM, 32)}\nmasterauth {rnd(ALNUM, 32)}",
        f"redis-cli -h redis-master.cache.svc -a '{pw()}' ping",
        f"argocd-redis pw (HA chart generates it, copied here for the DR restore): {rnd(ALNUM, 16)}",
    )

    r.add(
        "minio_root_credentials",
        f"minio root: MINIO_ROOT_USER=minioadmin-{rnd(LOWER, 4)} MINIO_ROOT_PASSWORD={rnd(ALNUM, 32)}",
        f"mc alias set backup https://minio.acme.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}",
        f"loki s3 creds (minio):\n  access_key_id: {rnd(UPPER + DIGITS, 20)}\n  secret_access_key: {rnd(ALNUM + '+/', 40)}",
        f"minio console login for the backup tenant: console / {pw()}",
    )

    r.add(
        "ssh_private_key",
        f"bastion key (jump.acme.internal, user ops)\n{openssh_private()}",
        f"deploy key for the fleet repo, private half:\n{openssh_private()}",
        f"argocd repo secret sshPrivateKey for gitlab:\n{openssh_private()}",
        f"id_ed25519 for the etcd backup box (user backup):\n{openssh_private()}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.20.0.0/16",
        f"wg priv key for the home lab tunnel: {wg_key()}",
        f"netmaker node wg key (private): {wg_key()}",
        f"wg0 on the dublin-dr gateway -> PrivateKey {wg_key()} ListenPort 51820",
    )

    r.add(
        "sops_age_key",
        f"# created: 2024-10-02T09:14:33Z\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"flux sops-age secret: kubectl -n flux-system create secret generic sops-age --from-literal=age.agekey={age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age key for the gitops repo (keep in 1P too): {age_secret_key()}",
    )

    r.add(
        "keycloak_client_secret",
        f"argocd oidc client secret (keycloak realm platform): {rnd(ALNUM, 32)}",
        f"oidc.config: |\n  name: Keycloak\n  issuer: https://sso.acme.internal/realms/platform\n  clientID: argocd\n  clientSecret: {rnd(ALNUM, 32)}",
        f"grafana generic_oauth client_secret = {rnd(ALNUM, 32)}",
        f"oauth2-proxy: --client-id=kube-dash --client-secret={rnd(ALNUM, 32)} --cookie-secret={b64u_bytes(32)}",
    )

    r.add(
        "rabbitmq_credentials",
        f"rabbitmq default user/pass: admin / {rnd(ALNUM, 24)}",
        f"erlang cookie for the rabbit cluster: {rnd(UPPER, 20)}",
        f"auth:\n  username: user\n  password: {pw()}\n  erlangCookie: {rnd(ALNUM, 32)}",
        f"rabbitmqctl add_user orders-svc '{pw()}' && rabbitmqctl set_permissions -p orders orders-svc '.*' '.*' '.*'",
    )

    r.add(
        "slack_bot_token",
        f"alertmanager slack bot token: {xoxb()}",
        f"receivers:\n- name: platform-slack\n  slack_configs:\n  - channel: '#plat-alerts'\n    http_config:\n      authorization:\n        credentials: {xoxb()}",
        f"argocd-notifications-secret: slack-token={xoxb()}",
        f"slack app signing secret for the chatops bot: {hexs(32)}, bot token {xoxb()}",
    )

    r.add(
        "pagerduty_routing_key",
        f"pagerduty_configs:\n- routing_key: {rnd(LOWER + DIGITS, 32)}\n  severity: critical",
        f"PD integration key for the k8s-prod service: {rnd(LOWER + DIGITS, 32)}",
        f"pd routing key (events v2) - {rnd(LOWER + DIGITS, 32)}",
        f"PagerDuty REST api key (read only, for the status exporter): u+{rnd(URLSAFE, 18)}",
    )

    r.add(
        "home_and_personal_passwords",
        f"home wifi (Virgin Media hub) - SSID VM{digits(7)} pw {rnd(LOWER + DIGITS, 12)}",
        f"laptop disk (LUKS) passphrase: {pick('grand', 'sound', 'deadly')}-{pick('liffey', 'howth', 'dalkey')}-{pick('pint', 'gull', 'dart')}-{digits(3)}",
        f"router admin at 192.168.0.1 -> admin / {pw()}",
        f"phone PIN {digits(6)}, bank card PIN {digits(4)}",
        f"1Password master pw (the real one, not the hint): {pick('Otter', 'Curlew', 'Heron')}{digits(2)}!{pick('Baggot', 'Camden', 'Thomas')}St{digits(2)}",
    )

    r.add(
        "ingress_basic_auth",
        f"prometheus ingress basic auth: admin / {pw()}",
        f"htpasswd -b -c auth alertmanager '{pw()}' && kubectl create secret generic am-basic-auth --from-file=auth",
        f"longhorn UI behind nginx basic auth, user ops pw {rnd(ALNUM, 18)}",
        f"nginx.ingress.kubernetes.io/auth-secret: kibana-basic\nuser kibana, pw {pw()}",
    )

    r.add(
        "velero_restic_password",
        f"velero repo password (kopia): {rnd(ALNUM, 32)} - without it the backups are junk",
        f"restic repo pw for the etcd snapshots bucket: {pw()}",
        f"kubectl -n velero create secret generic velero-repo-credentials --from-literal=repository-password={rnd(ALNUM, 32)}",
        f"etcd snapshot encryption passphrase (gpg --symmetric): {pick('kippers', 'curragh', 'spire', 'ha-penny')}-{pick('bridge', 'quay', 'lock')}-{pick('sleet', 'drizzle', 'mizzle')}-{digits(4)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "configmap_base64_data",
        f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-flags\nbinaryData:\n  flags.json: {sb64(json.dumps({'newCheckout': True, 'darkMode': False, 'maxRetries': 3}))}",
        f"configmap nginx-extra, key snippet.conf is base64 just because of the chart: {sb64(NGINX_SNIPPET)}",
        f"echo -n 'info' | base64  -> {sb64('info')} (LOG_LEVEL in the configmap)",
        f"binaryData:\n  logo.png: {b64(bytes.fromhex('89504e470d0a1a0a') + secrets.token_bytes(60))}",
        f"fluent-bit configmap parsers.conf (b64 from the helm template): {sb64(FLUENT_PARSER)}",
    )

    r.add(
        "resource_version_and_uid",
        f"metadata:\n  name: payments-api\n  namespace: payments\n  resourceVersion: \"{digits(8, True)}\"\n  uid: {uid()}\n  generation: {secrets.randbelow(40) + 1}",
        f"conflict on update: resourceVersion {digits(9, True)} vs {digits(9, True)}, just re-apply",
        f"ownerReferences:\n- apiVersion: apps/v1\n  kind: ReplicaSet\n  name: {'checkout-' + rs_hash()}\n  uid: {uid()}\n  controller: true",
        f"the stuck namespace uid is {uid()}, finalizer kubernetes still on it",
        f"deleted & recreated the secret so its uid changed: old {uid()} new {uid()}",
    )

    r.add(
        "pod_name_with_hash",
        f"{pod('payments-api')} CrashLoopBackOff again, OOMKilled at 512Mi",
        f"kubectl -n ingress-nginx logs {pod('ingress-nginx-controller')} --previous",
        f"NAME                               READY   STATUS    RESTARTS   AGE\n{pod('coredns')}           1/1     Running   0          12d\n{pod('coredns')}           1/1     Running   0          12d",
        f"argocd-repo-server pod {pod('argocd-repo-server')} is the one eating CPU",
        f"exec into {pod('grafana')} to check the provisioning dir",
    )

    r.add(
        "replicaset_name",
        f"rollout undo went back to replicaset checkout-{rs_hash()} (rev 14)",
        f"old RS keycloak-{rs_hash()} still has 1 replica, revisionHistoryLimit is 10",
        f"kubectl -n payments get rs payments-api-{rs_hash()} -o yaml | grep -A3 pod-template-hash",
        f"pod-template-hash: {rs_hash()}",
    )

    r.add(
        "job_name_with_suffix",
        f"backup cronjob run pg-backup-{cron_minutes()} failed, pod pg-backup-{cron_minutes()}-{rnd(K8S, 5)}",
        f"kubectl -n velero logs job/etcd-snapshot-{cron_minutes()}",
        f"helm hook job harbor-migrate-{rnd(K8S, 5)} hung on the pre-upgrade step",
        f"cert-manager startupapicheck-{rnd(K8S, 5)} timed out during install, rerun fixed it",
        f"reports-nightly-{cron_minutes()} Completed 1/1 4m12s",
    )

    r.add(
        "image_digest",
        f"pinned {REG}/platform/payments-api@sha256:{hexs(64)}",
        f"image: ghcr.io/acme/operator@sha256:{hexs(64)} # v0.14.2",
        f"Digest: sha256:{hexs(64)}\nStatus: Downloaded newer image for {REG}/base/distroless:nonroot",
        f"imageID: {REG}/library/nginx@sha256:{hexs(64)}",
        f"trivy scan of sha256:{hexs(64)}: 0 critical, 3 high (all in libssl)",
    )

    r.add(
        "argocd_app_and_sync_revision",
        f"payments-api-prod synced to {hexs(40)}, health Progressing for 6 min",
        f"argocd app sync platform-addons --revision {hexs(40)}",
        f"APPSET generated app: cluster-addons-dublin-dr-{rnd(LOWER + DIGITS, 5)}, revision {hexs(7)}",
        f"status:\n  sync:\n    status: OutOfSync\n    revision: {hexs(40)}\n  operationState:\n    phase: Succeeded\n    syncResult:\n      revision: {hexs(40)}",
        f"rollback: argocd app rollback keycloak {secrets.randbelow(40) + 5} (was at {hexs(12)})",
    )

    r.add(
        "certificate_serial_number",
        f"wildcard cert serial {serial()} expires 2025-03-14",
        f"Serial Number:\n    {serial().lower()}\nSignature Algorithm: ecdsa-with-SHA256",
        f"revoked the old harbor cert, serial {hexs(36)}",
        f"openssl x509 -noout -serial -in tls.crt -> serial={hexs(32).upper()}",
        f"CRL has entries {serial()} and {serial()}, both the decommissioned etcd peers",
    )

    r.add(
        "sealed_secret_encrypted_data",
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: payments-db\n  namespace: payments\nspec:\n  encryptedData:\n    password: {sealed()}",
        f"kubeseal output for grafana-admin (safe to commit, only the controller can open it): {sealed()}",
        f"  encryptedData:\n    tls.key: {sealed()}\n    tls.crt: {sealed()}",
        f"sealed value for the regcred, scope namespace-wide:\n{sealed()}",
    )

    r.add(
        "external_secret_remote_ref",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: payments-db\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: vault-platform\n    kind: ClusterSecretStore\n  data:\n  - secretKey: password\n    remoteRef:\n      key: prod/payments/db\n      property: password",
        "remoteRef key for grafana admin is platform/grafana/admin, property adminPassword",
        f"ExternalSecret harbor-robot synced OK, refreshTime {epoch()}, remoteRef secret/data/ci/harbor-robot",
        f"dataFrom:\n- extract:\n    key: arn:aws:secretsmanager:eu-west-1:{aws_account()}:secret:prod/keycloak-{rnd(ALNUM, 6)}",
        "ESO store: aws-sm-eu-west-1, role arn in the SA annotation, keys live under /k8s/prod/*",
    )

    r.add(
        "secret_key_ref",
        "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: payments-db\n      key: password",
        "GF_SECURITY_ADMIN_PASSWORD comes from secretKeyRef grafana-admin/admin-password, not the values file",
        "envFrom:\n- secretRef:\n    name: keycloak-env\n- configMapRef:\n    name: keycloak-config",
        "volumes:\n- name: tls\n  secret:\n    secretName: wildcard-apps-tls\n    defaultMode: 0400",
        "imagePullSecrets:\n- name: regcred",
    )

    r.add(
        "kubectl_secret_read_command",
        "kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d; echo",
        "kubectl -n monitoring get secret grafana -o go-template='{{index .data \"admin-password\" | base64decode}}'",
        "kubectl get secrets -A --field-selector type=kubernetes.io/tls",
        "kubectl -n payments describe secret payments-db\nName:         payments-db\nType:  Opaque\nData\n====\npassword:  24 bytes\nusername:  12 bytes",
        "kubectl create token deployer -n ci --duration=1h   # prints a token, don't paste it anywhere",
    )

    r.add(
        "node_name",
        f"{node_name()} NotReady since 03:10, kubelet PLEG errors",
        f"kubectl cordon {node_name()} && kubectl drain {node_name()} --ignore-daemonsets --delete-emptydir-data",
        f"spot node {node_name()} reclaimed, pods rescheduled fine",
        f"nodeName: {node_name()}",
        f"taint on {node_name()}: dedicated=gpu:NoSchedule",
    )

    r.add(
        "pvc_volume_id",
        f"pvc-{uid()} stuck Terminating, longhorn volume still attached",
        f"EBS vol-0{hexs(16)} backs data-pg-primary-0 (pvc-{uid()})",
        f"volumeHandle: vol-0{hexs(16)}\nfsType: ext4",
        f"velero restore of pvc-{uid()} from backup daily-{digits(14, True)} done",
        f"kubectl get pv pvc-{uid()} -o jsonpath='{{.spec.claimRef.name}}'",
    )

    r.add(
        "password_rotation_talk",
        "rotated the grafana admin pw this morning, new one is in 1Password under Platform > Grafana",
        "argocd admin password: disabled the local admin account, SSO only now",
        "harbor robot secrets expire every 30 days - set a reminder for the 1st",
        "TODO rotate the etcd encryption key (add key2 first, restart apiservers, rewrite secrets, then drop key1)",
        "the postgres password is the one from the safe in the Grand Canal Dock office, ask Ciara",
        "pg password policy: min 20 chars, no reuse of last 5, rotated quarterly by the vault db engine",
    )

    r.add(
        "vault_path_reference",
        "vault kv get -field=password secret/platform/grafana",
        "DB creds now come from database/creds/payments-rw (TTL 1h), nothing static left",
        "vault policy for ESO: path \"secret/data/prod/*\" { capabilities = [\"read\"] }",
        f"vault lease id database/creds/payments-rw/{rnd(ALNUM, 24)} renewed",
        "kubernetes auth role 'eso' bound to sa external-secrets in ns external-secrets",
    )

    r.add(
        "ci_secret_reference",
        "- run: echo \"${{ secrets.HARBOR_ROBOT_SECRET }}\" | docker login harbor.acme.internal -u \"${{ vars.HARBOR_ROBOT_USER }}\" --password-stdin",
        "env:\n  KUBECONFIG_DATA: ${{ secrets.KUBECONFIG_PROD }}\n  ARGOCD_AUTH_TOKEN: ${{ secrets.ARGOCD_TOKEN }}",
        "gitlab ci var $CI_REGISTRY_PASSWORD is masked+protected, only on main",
        "helm upgrade --install pg bitnami/postgresql --set auth.password=$PG_PASSWORD  # PG_PASSWORD from the CI secret store",
        "password: ${GRAFANA_ADMIN_PASSWORD}   # envsubst at deploy time",
    )

    r.add(
        "masked_value",
        "token: eyJhbGciOiJSUzI1NiIs...(redacted) - only keep the first bytes in tickets",
        f"harbor robot secret ending …{rnd(ALNUM, 4)} was the one that leaked in the log, already revoked",
        f"aws key id AKIA****************{rnd(UPPER + DIGITS, 4)} (the velero user), rotated",
        "argocd admin password: ********",
        f"ghp_{'*' * 32}{rnd(ALNUM, 4)} revoked after the incident",
    )

    r.add(
        "public_key",
        f"creation_rules:\n  - path_regex: clusters/prod/.*\\.yaml\n    encrypted_regex: ^(data|stringData)$\n    age: {age_public_key()}",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} niamh@dublin-laptop",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.0/24",
        f"cosign public key for our images:\n{pem('PUBLIC KEY', 2)}",
        f"kubeseal --fetch-cert output (public cert, fine to share):\n{pem('CERTIFICATE', 5)}",
    )

    r.add(
        "ca_bundle",
        f"webhooks:\n- name: validate.kyverno.svc\n  clientConfig:\n    caBundle: {cert_b64(5)}",
        f"ca.crt from the kube-root-ca.crt configmap:\n{pem('CERTIFICATE', 6)}",
        f"certificate-authority-data: {cert_b64(4)}",
        f"internal CA for *.acme.internal (public half only), base64: {cert_b64(4)}",
    )

    r.add(
        "discovery_and_cert_hashes",
        f"--discovery-token-ca-cert-hash sha256:{hexs(64)} (the CA pubkey hash, ok to share; the token is separate)",
        f"checksum/config: {hexs(64)}",
        f"SHA256 Fingerprint={':'.join(secrets.token_hex(1).upper() for _ in range(32))}",
        f"helm chart digest sha256:{hexs(64)} for postgresql-15.5.1.tgz",
    )

    r.add(
        "aws_arn",
        f"eks.amazonaws.com/role-arn: arn:aws:iam::{aws_account()}:role/velero-irsa",
        f"arn:aws:kms:eu-west-1:{aws_account()}:key/{uid()} is the etcd KMS key",
        f"s3 bucket arn:aws:s3:::acme-velero-eu-west-1-{hexs(6)}",
        f"arn:aws:secretsmanager:eu-west-1:{aws_account()}:secret:prod/payments/db-{rnd(ALNUM, 6)}",
        f"oidc provider arn:aws:iam::{aws_account()}:oidc-provider/oidc.eks.eu-west-1.amazonaws.com/id/{hexs(32).upper()}",
    )

    r.add(
        "container_id",
        f"containerID: containerd://{hexs(64)}",
        f"crictl inspect {hexs(13)} | jq .info.pid",
        f"docker ps -> {hexs(12)}   {REG}/platform/api:1.14.2   Up 3 hours",
        f"cgroup /kubepods/burstable/pod{uid()}/{hexs(64)}",
    )

    r.add(
        "trace_and_request_id",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"slow checkout request x-request-id {uid()}, 4.2s in the ingress",
        f"tempo trace {hexs(32)} shows the db call taking 3s",
        f"audit log auditID {uid()} - who deleted the configmap",
    )

    r.add(
        "etcd_member_and_cluster_id",
        f"etcdctl member list\n{hexs(16)}, started, cp-1, https://10.20.0.11:2380, https://10.20.0.11:2379, false\n{hexs(16)}, started, cp-2, https://10.20.0.12:2380, https://10.20.0.12:2379, false",
        f"cluster_id {secrets.randbits(63)} member_id {secrets.randbits(63)} raft_term 14",
        f"removed dead member {hexs(16)} before adding cp-3 back",
        f"etcd db size 1.2GB after compaction at revision {digits(9, True)}",
    )

    r.add(
        "encryption_config_without_key",
        "providers:\n- kms:\n    apiVersion: v2\n    name: aws-encryption-provider\n    endpoint: unix:///var/run/kmsplugin/socket.sock\n    timeout: 3s\n- identity: {}",
        "--encryption-provider-config=/etc/kubernetes/enc/enc.yaml --encryption-provider-config-automatic-reload=true",
        "checked: secrets in etcd start with k8s:enc:kms:v2:aws-encryption-provider, so encryption at rest works",
        "EncryptionConfiguration key rotation runbook is in confluence PLAT/Runbooks/etcd-encryption",
    )

    r.add(
        "helm_values_existing_secret",
        "postgresql:\n  auth:\n    existingSecret: keycloak-pg\n    secretKeys:\n      adminPasswordKey: postgres-password\n      userPasswordKey: password",
        "grafana:\n  admin:\n    existingSecret: grafana-admin\n    userKey: admin-user\n    passwordKey: admin-password",
        "redis:\n  auth:\n    enabled: true\n    existingSecret: redis-auth\n    existingSecretPasswordKey: redis-password",
        "configs:\n  secret:\n    createSecret: false   # argocd-secret managed by ESO",
        "harbor:\n  existingSecretAdminPassword: harbor-admin\n  existingSecretAdminPasswordKey: HARBOR_ADMIN_PASSWORD",
    )

    r.add(
        "secret_listing_metadata",
        f"NAME                                TYPE                                  DATA   AGE\nargocd-initial-admin-secret         Opaque                                1      12d\nsh.helm.release.v1.argocd.v{secrets.randbelow(30) + 2}          helm.sh/release.v1                    1      3d",
        "wildcard-apps-tls   kubernetes.io/tls   2   41d",
        f"secret sh.helm.release.v1.payments.v{secrets.randbelow(80) + 5} is 900KB, close to the 1MB limit",
        f"managedFields for secret regcred: manager kubectl-create, time {epoch()}",
    )

    r.add(
        "docker_config_without_auth",
        json.dumps({"auths": {REG: {}, "registry.acme.internal:5000": {}}, "credsStore": "desktop"}),
        json.dumps({"credHelpers": {f"{aws_account()}.dkr.ecr.eu-west-1.amazonaws.com": "ecr-login"}}),
        "docker login harbor.acme.internal -u robot$platform+ci --password-stdin < /run/secrets/harbor",
        "regcred is type kubernetes.io/dockerconfigjson, 1 key (.dockerconfigjson), 180 bytes",
    )

    r.add(
        "oidc_client_and_jwks",
        "kubelogin: --oidc-issuer-url=https://sso.acme.internal/realms/platform --oidc-client-id=kubernetes (public client, PKCE, no secret)",
        f"azure AD app for AKS: client id {uid()}, tenant {uid()}",
        f"kubectl get --raw /openid/v1/jwks -> kid {rnd(URLSAFE, 43)}, n={b64u_bytes(256)}, e=AQAB",
        f"service-account-issuer key id {rnd(URLSAFE, 43)} rotated with the control plane upgrade",
    )

    r.add(
        "grafana_and_dashboard_ids",
        f"dashboard uid {rnd(ALNUM, 9)} - 'K8s / Compute Resources / Namespace'",
        f"datasource uid: {rnd(ALNUM, 14)} (prometheus-prod)",
        f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/node-exporter?orgId=1&var-node={node_name()}",
        f"alert rule uid {rnd(URLSAFE, 14)} firing: KubePodCrashLooping",
    )

    r.add(
        "ticket_and_incident_id",
        f"PLAT-{digits(4, True)}: harbor robot expiry broke image pulls in payments",
        f"PagerDuty incident {rnd(UPPER + DIGITS, 14)} - etcd leader elections flapping",
        f"CHG{digits(7)} approved for the k8s 1.30 upgrade, window Sat 06:00 Dublin time",
        f"github issue acme/platform#{digits(4, True)} - cert-manager ACME order stuck pending",
        f"postmortem doc id {uid()} for the dns outage",
    )

    r.add(
        "acme_order_and_account_urls",
        f"order https://ca.acme.internal/acme/acme/order/{rnd(ALNUM, 32)} status pending, challenge http-01",
        f"status:\n  acme:\n    uri: https://ca.acme.internal/acme/acme/account/{rnd(ALNUM, 32)}\n    lastRegisteredEmail: platform@acme.example",
        f"Certificate wildcard-apps: CertificateRequest wildcard-apps-{digits(1, True)} Ready, order wildcard-apps-{digits(1, True)}-{digits(10, True)}",
        f"challenge token dir /.well-known/acme-challenge/ served by cm-acme-http-solver-{rnd(K8S, 5)}",
    )

    r.add(
        "security_settings_numbers",
        "argocd: users.session.duration 24h, admin.enabled false, server.disable.auth false",
        "harbor robot token expiry: 30 days; password min length 12; session timeout 60 min",
        "apiserver: --service-account-max-token-expiration=48h, --service-account-extend-token-expiration=false",
        "pgbouncer auth_type scram-sha-256, max_client_conn 500, password_encryption in pg is scram too",
        "vault: default_lease_ttl 768h, max_lease_ttl 8760h, 5 key shares, threshold 3",
    )

    return r


def main() -> None:
    write_corpora("make_heldout218.py", [
        ("heldout218_credentials.yaml", credentials(), "Held-out batch 218: credentials a Dublin Kubernetes platform engineer would ask to keep (Secret data, SA and kubeconfig tokens, Helm and ArgoCD/Harbor/Grafana passwords, etcd and ACME keys)"),
        ("heldout218_lookalikes.yaml", lookalikes(), "Held-out batch 218: Kubernetes look-alikes with nothing secret (hash-suffixed names, uids, digests, serials, SealedSecrets, secret references, public keys)"),
    ])


if __name__ == "__main__":
    main()
