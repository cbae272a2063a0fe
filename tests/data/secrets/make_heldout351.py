# ruff: noqa: E501
"""Writes heldout351_credentials.yaml and heldout351_lookalikes.yaml: held-out batch 351.

Persona: a Kubernetes platform engineer in Berlin who writes his notes in German mixed with
English, mostly as config snippets (Helm values, kubectl, Terraform, shell). He keeps the
Vault unseal keys and root token, ArgoCD admin password and API tokens, Flux bootstrap
tokens, the sealed-secrets controller key, kubeconfigs, Harbor robot accounts, Grafana and
Loki credentials, Terraform Cloud tokens, Hetzner and IONOS API keys, Cloudflare tokens for
cert-manager, WireGuard keys and the logins of his home NAS and FRITZ!Box; and many
look-alikes: image digests, Flux and ArgoCD revisions, chart versions, object uids, pod
names, Vault paths, secretKeyRefs, SealedSecret and sops ciphertexts, public keys and
fingerprints, Hetzner and IONOS resource ids, invoices, parcels, IBANs, masked tokens,
used one-time codes, serials and MAC addresses.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
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
    digits,
    discord_webhook,
    epoch,
    github_fine_token,
    github_token,
    gitlab_token,
    grafana_sa_token,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    s10,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    vault_token,
    wg_key,
    write_corpora,
)

WORTE = [
    "spree", "kiez", "currywurst", "späti", "fernsehturm", "tempelhof", "kreuzberg",
    "wedding", "ringbahn", "döner", "brandenburg", "havel", "wannsee", "tegel",
    "mauerpark", "bergmann", "kastanie", "hafen", "kranich", "sonnenallee", "kubelet",
    "helmchart", "etcd", "knoten", "wolke", "anker", "leuchtturm",
]
ROUTER_WORTE = ["baum", "haus", "wolke", "sonne", "fenster", "garten", "blume", "tisch", "winter"]


def vault_legacy() -> str:
    return "s." + rnd(ALNUM, 24)


def unseal_key() -> str:
    """A Shamir share as `vault operator init` prints it: 33 bytes in base64."""
    return b64(secrets.token_bytes(33))


def argocd_admin() -> str:
    return rnd(ALNUM + "-", 16)


def argocd_token(sub: str) -> str:
    t = epoch()
    return jwt({"iss": "argocd", "sub": sub, "nbf": t, "iat": t, "jti": uid()})


def sa_token(ns: str, name: str) -> str:
    t = epoch()
    claims = {
        "aud": ["https://kubernetes.default.svc.cluster.local"],
        "exp": t + 31536000,
        "iat": t,
        "iss": "https://kubernetes.default.svc.cluster.local",
        "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": name, "uid": uid()}},
        "sub": f"system:serviceaccount:{ns}:{name}",
    }
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def robot_secret() -> str:
    return rnd(ALNUM, 32)


def glc(region: str = "prod-eu-west-2") -> str:
    body = '{"o":"' + digits(6, lead=True) + '","n":"' + pick("loki-push", "alloy-homelab", "k8s-monitoring") + '","k":"' + rnd(ALNUM, 24) + '","m":{"r":"' + region + '"}}'
    return "glc_" + b64(body.encode())


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def hcloud_token() -> str:
    return rnd(ALNUM, 64)


def hetzner_dns_token() -> str:
    return rnd(ALNUM, 32)


def ionos_key() -> str:
    """An IONOS developer API key: public prefix, a dot, the secret."""
    return f"{hexs(32)}.{rnd(URLSAFE, 86)}"


def ionos_cloud_token() -> str:
    t = epoch()
    claims = {"iss": "ionoscloud", "iat": t, "client": "USER", "identity": {"contractNumber": int(digits(8, lead=True)), "role": "owner", "uuid": uid()}, "exp": t + 31536000}
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def cf_tunnel_token() -> str:
    """A Cloudflare Tunnel token: base64 JSON of account tag, tunnel id and tunnel secret."""
    return b64(json.dumps({"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}, separators=(",", ":")).encode())


def dockerconfigjson(host: str, user: str, password: str) -> str:
    """A .dockerconfigjson as a Secret's data holds it: base64 of the JSON."""
    return b64(json.dumps({"auths": {host: {"auth": basic(user, password)}}}, separators=(",", ":")).encode())


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def kubeadm_token() -> str:
    return f"{rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}"


def wlan_key() -> str:
    return pick(rnd(ALNUM, 20), phrase(WORTE, 4, "-") + digits(2), digits(20))


def router_pw() -> str:
    return pick(*ROUTER_WORTE) + digits(4)


def db_pw() -> str:
    return rnd(ALNUM, pick(20, 24, 28))


def sha256() -> str:
    return hexs(64)


def cert_pem() -> str:
    return pem("CERTIFICATE", pick(5, 6, 7))


def hcloud_id() -> str:
    return digits(8, lead=True)


def tfc_id(prefix: str) -> str:
    return f"{prefix}-{rnd(ALNUM, 16)}"


def grafana_uid() -> str:
    return rnd(ALNUM + "-_", pick(9, 14))


def mask(text: str, keep: int = 4) -> str:
    return "•" * 8 + text[-keep:]


def de_iban() -> str:
    return iban("DE", digits(8, lead=True) + digits(10))


def euro() -> str:
    return f"{secrets.randbelow(180) + 3},{digits(2)} €"


def datum() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "vault_root_token",
        f"Vault prod – Initial Root Token: {vault_token()}\n(nach dem Setup revoken!! hab ich noch nicht)",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
        f"root tkn homelab vault\n{vault_token()}",
        f"alter root token vom 1.9er cluster, läuft noch: {vault_legacy()}",
        f"vault login {vault_token()}  # root, nur für den DR-Test am Freitag",
    )

    r.add(
        "vault_unseal_key",
        "Unseal Keys vault-0 (3 von 5 nötig):\n" + "\n".join(f"Unseal Key {i}: {unseal_key()}" for i in range(1, 6)),
        f"mein Share (Key 2) -> {unseal_key()}",
        f"vault operator unseal {unseal_key()}",
        f"Recovery Key 1: {unseal_key()}\nRecovery Key 2: {unseal_key()}\n(auto-unseal über transit, die hier nur für generate-root)",
        f"unseal key #4 falls Jonas im Urlaub ist: {unseal_key()}",
    )

    r.add(
        "argocd_admin_password",
        f"argocd initial admin pw (argocd-initial-admin-secret): {argocd_admin()}",
        f"argocd login argocd.acme.internal --username admin --password {argocd_admin()} --grpc-web",
        f"ArgoCD staging\nuser admin\npw {argocd_admin()}\nTODO: SSO fertig machen + admin deaktivieren",
        f"argocd admin passwort neu gesetzt nach dem Reset -> {pw()}",
    )

    r.add(
        "argocd_api_token",
        f"ArgoCD Projekt-Token für GitLab CI (proj:platform:ci-sync):\n{argocd_token('proj:platform:ci-sync')}",
        f"ARGOCD_AUTH_TOKEN={argocd_token('ci-bot:apiKey')}",
        f"argocd app sync monitoring --auth-token {argocd_token('admin:apiKey')} --server argocd.acme.test",
        f"token für den image-updater account\n{argocd_token('image-updater:apiKey')}",
    )

    r.add(
        "flux_git_token",
        f"flux bootstrap github --owner=acme-platform --repository=fleet-infra --path=clusters/fsn1 --personal=false\n# GITHUB_TOKEN={github_token()}",
        f"export GITLAB_TOKEN={gitlab_token()}\nflux bootstrap gitlab --owner=platform --repository=flux-fleet --branch=main",
        f"Flux source-controller Git-Creds (fine-grained PAT, nur read auf fleet-infra): {github_fine_token()}",
        f"flux create secret git fleet-auth --url=https://git.acme.internal/platform/fleet.git --username=flux --password={gitlab_token()}",
        f"PAT für flux läuft am 31.12. ab!! neuer:\n{github_token()}",
    )

    r.add(
        "sealed_secrets_private_key",
        "Backup sealed-secrets Master Key (fsn1), falls der Controller weg ist:\n" + pem("RSA PRIVATE KEY", 8),
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: sealed-secrets-key{rnd(LOWER + DIGITS, 5)}\n  namespace: kube-system\n  labels:\n    sealedsecrets.bitnami.com/sealed-secrets-key: active\ntype: kubernetes.io/tls\ndata:\n  tls.crt: {b64(cert_pem().encode())}\n  tls.key: {b64(pem('RSA PRIVATE KEY', 6).encode())}",
        "kubeseal privkey homelab (mit --recovery-unseal benutzen):\n" + pem("PRIVATE KEY", 7),
        f"tls.key vom sealed-secrets controller, base64: {b64(pem('RSA PRIVATE KEY', 5).encode())}",
    )

    r.add(
        "kubeconfig_credential",
        f"apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    server: https://k8s-api.acme.internal:6443\n  name: hel1\nusers:\n- name: deployer\n  user:\n    token: {sa_token('ci', 'deployer')}",
        f"kubeconfig admin@fsn1 (nur der user-teil):\n  user:\n    client-certificate-data: {b64(cert_pem().encode())}\n    client-key-data: {kube_key_data()}",
        f"kubectl config set-credentials gitlab-runner --token={sa_token('gitlab', 'runner')}",
        f"k3s homelab admin key, client-key-data: {kube_key_data()}",
        f"SA-Token für grafana-agent (long-lived, Secret type service-account-token):\n{sa_token('monitoring', 'grafana-agent')}",
    )

    r.add(
        "k8s_secret_manifest",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: postgres-app\n  namespace: shop\ntype: Opaque\ndata:\n  username: {b64(b'shop_app')}\n  password: {b64(db_pw().encode())}",
        f"kubectl create secret generic minio-root -n storage --from-literal=rootUser=admin --from-literal=rootPassword='{pw()}'",
        f"stringData:\n  REDIS_PASSWORD: {db_pw()}\n  # TODO -> sealed secret draus machen",
        f"Secret keycloak-db (aus dem alten cluster rauskopiert): password={b64(db_pw().encode())} (base64)",
        f"kubectl -n harbor create secret generic harbor-core-admin --from-literal=HARBOR_ADMIN_PASSWORD={pw()}",
    )

    r.add(
        "harbor_robot_secret",
        f"Harbor robot account für CI\nname: robot$platform+gitlab-ci\nsecret: {robot_secret()}",
        f"docker login harbor.acme.internal -u 'robot$infra+flux' -p {robot_secret()}",
        f"robot$shop+renovate  /  {robot_secret()}   (pull only, läuft nie ab)",
        f"harbor robot token für image-updater -> {robot_secret()}",
        f"| Robot | Secret |\n|---|---|\n| robot$monitoring+pull | {robot_secret()} |",
    )

    r.add(
        "grafana_sa_token",
        f"Grafana service account 'terraform' token: {grafana_sa_token()}",
        f"provider \"grafana\" {{\n  url  = \"https://grafana.acme.internal\"\n  auth = \"{grafana_sa_token()}\"\n}}",
        f"GRAFANA_TOKEN={grafana_sa_token()}  # für grafana-backup cronjob",
        f"neues SA token (Editor) fürs dashboard-sync skript\n{grafana_sa_token()}",
    )

    r.add(
        "grafana_admin_password",
        f"grafana:\n  adminUser: admin\n  adminPassword: \"{pw()}\"",
        f"Grafana homelab login: admin / {pw()}",
        f"grafana-cli admin reset-admin-password {pw()}",
        f"kube-prometheus-stack values -> grafana.adminPassword={rnd(ALNUM, 18)}  (ändern!!)",
    )

    r.add(
        "grafana_cloud_token",
        f"Loki push (Grafana Cloud)\nurl: https://logs-prod-012.grafana.net/loki/api/v1/push\nuser: {digits(6, lead=True)}\npassword: {glc()}",
        f"alloy config:\nloki.write \"cloud\" {{\n  endpoint {{\n    url = \"https://logs-prod-eu-west-0.grafana.net/loki/api/v1/push\"\n    basic_auth {{\n      username = \"{digits(6, lead=True)}\"\n      password = \"{glc('prod-eu-west-0')}\"\n    }}\n  }}\n}}",
        f"GCLOUD_RW_API_KEY={glc()}",
        f"access policy token (metrics:write, logs:write) für k8s-monitoring helm chart: {glc()}",
    )

    r.add(
        "terraform_cloud_token",
        f"credentials \"app.terraform.io\" {{\n  token = \"{tfc_token()}\"\n}}",
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
        f"TFC team token (platform-team, manage workspaces)\n{tfc_token()}",
        f"terraform login hat das hier in ~/.terraform.d/credentials.tfrc.json geschrieben: {tfc_token()}",
        f"org token acme-platform → {tfc_token()} (nur für den workspace-bootstrapper)",
    )

    r.add(
        "hetzner_api_token",
        f"hcloud context create fsn1-prod\n# Token: {hcloud_token()}",
        f"HCLOUD_TOKEN={hcloud_token()}",
        f"hetzner cloud projekt 'homelab' API token (read/write): {hcloud_token()}",
        f"variable \"hcloud_token\" {{ default = \"{hcloud_token()}\" }}  # ja ich weiß...",
        f"Hetzner DNS API token für cert-manager webhook: {hetzner_dns_token()}",
    )

    r.add(
        "hetzner_storagebox_password",
        f"Storage Box BX11 – u{digits(6, lead=True)}, pw {pw()}\nsftp -P 23 u{digits(6, lead=True)}@backup-box.example",
        f"restic repo sftp:u{digits(6, lead=True)}@storagebox.acme.internal:/restic\nRESTIC_PASSWORD={rnd(ALNUM, 32)}",
        f"storagebox sub-account für velero: user u{digits(6, lead=True)}-sub2 passwort {rnd(ALNUM, 16)}",
        f"Hetzner Robot Webservice user #ws+{rnd(LOWER + DIGITS, 8)}, Kennwort: {pw()}",
    )

    r.add(
        "ionos_api_key",
        f"IONOS DNS API Key (X-API-Key) für external-dns: {ionos_key()}",
        f"curl -H \"X-API-Key: {ionos_key()}\" https://api.hosting.ionos.com/dns/v1/zones",
        f"IONOS_TOKEN={ionos_cloud_token()}",
        f"ionos cloud token vom terraform user (läuft in 1 Jahr ab):\n{ionos_cloud_token()}",
        f"ionosctl login --token {ionos_cloud_token()}",
    )

    r.add(
        "nas_password",
        f"Synology DS920+ (nas.fritz.box.internal)\nadmin-ersatz user: marco_adm\npw: {pw()}",
        f"NAS login: marco / {pw()}  (DSM, nicht der SMB user)",
        f"smb mount fürs media-share:\n//nas.acme.internal/media /mnt/media cifs username=media,password={rnd(ALNUM, 14)},vers=3.0 0 0",
        f"TrueNAS root pw nach neuinstallation {pw()}",
        f"nfs geht ohne, aber für webdav auf dem NAS: https://nas.home.internal:5006  user webdav  kennwort {rnd(ALNUM + '!#%', 15)}",
    )

    r.add(
        "wifi_passphrase",
        f"WLAN zuhause\nSSID: KubeNetz-5G\nKey: {wlan_key()}",
        f"Gäste-WLAN \"Besuch\" – PW {phrase(WORTE, 3, '-')}{digits(3)}",
        f"FRITZ!Box WLAN-Netzwerkschlüssel (Aufkleber unten): {groups(digits(20), 4)}",
        f"wpa_supplicant.conf vom Raspi:\nnetwork={{\n  ssid=\"Spreeblick\"\n  psk=\"{rnd(ALNUM, 22)}\"\n}}",
        f"iot wlan (nur 2.4GHz, für die Shellys) psk {wlan_key()}",
    )

    r.add(
        "fritzbox_password",
        f"FRITZ!Box 7590 Kennwort: {router_pw()}",
        f"fritzbox login neu (nach update) -> {pw()}",
        f"fritz.box admin pw {router_pw()} -- steht auch hinten aufm gerät, ändern!",
        f"FRITZ!Box user für den prometheus exporter: exporter / {rnd(ALNUM, 16)}",
    )

    r.add(
        "postgres_dsn",
        f"DATABASE_URL=postgres://keycloak:{db_pw()}@pg-rw.db.svc.cluster.local:5432/keycloak?sslmode=require",
        f"psql \"postgresql://grafana:{db_pw()}@10.20.0.14:5432/grafana\"",
        f"CNPG superuser (postgres) für cluster pg-main: {db_pw()}",
        f"harbor external db:\n  database:\n    type: external\n    external:\n      host: pg.acme.internal\n      username: harbor\n      password: \"{db_pw()}\"",
        f"terraform state backend pg: conn_str = \"postgres://tfstate:{db_pw()}@pg.acme.internal/tfstate\"",
    )

    r.add(
        "ssh_private_key",
        "Flux deploy key (private) für fleet-infra:\n" + openssh_private(),
        "id_ed25519 vom bastion, nur falls der laptop stirbt\n" + openssh_private(),
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: argocd-repo-infra\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  url: git@git.acme.internal:platform/infra.git\n  sshPrivateKey: |\n    {openssh_private().replace(chr(10), chr(10) + '    ')}",
        "hetzner rescue key\n" + openssh_private(),
    )

    r.add(
        "s3_backup_keys",
        f"velero credentials-velero:\n[default]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}",
        f"MinIO root: MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={rnd(ALNUM, 32)}",
        f"Loki S3 bucket (Hetzner object storage) access key {rnd(UPPER + DIGITS, 20)} secret {rnd(ALNUM, 40)}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\n# thanos sidecar bucket",
        f"IONOS S3 key für den tfstate-bucket: {rnd(HEX, 20)} / {rnd(ALNUM + '+/', 40)}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nAddress = 10.66.0.2/24\nPrivateKey = {wg_key()}\nListenPort = 51820",
        f"wg0 privkey vom Hetzner-Jumphost: {wg_key()}",
        f"wireguard handy -> heim\nPrivateKey {wg_key()}\nPeer-PubKey {wg_key()}\nEndpoint heim.acme.test:51820",
        f"fritzbox wireguard export (privater schlüssel für laptop): {wg_key()}",
    )

    r.add(
        "totp_secret",
        f"2FA seed Hetzner Console (falls Handy weg): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Harbor:admin?secret={totp_seed()}&issuer=Harbor&digits=6",
        f"TOTP secret github platform-bot\n{totp_seed()}",
        f"ionos 2fa geheimschlüssel {totp_seed(16)} (in aegis + hier)",
    )

    r.add(
        "recovery_codes",
        "GitHub recovery codes (acme-platform-bot):\n" + recovery_codes(8, "github"),
        "Hetzner Konto Wiederherstellungscodes\n" + recovery_codes(6, "alnum"),
        "TFC 2FA backup codes: " + recovery_codes(5, "digits"),
        "gitlab.acme.internal recovery codes root\n" + "\n".join(hexs(16) for _ in range(6)),
    )

    r.add(
        "door_alarm_code",
        f"Haustür Code Hinterhaus: {pin(4)}#",
        f"Alarmanlage Keller scharf/unscharf {pin(6)}",
        f"Tresor im Arbeitszimmer\n{pin(6)}",
        f"Schlüsselsafe am Serverraum DC Tempelhof: {pin(4)} (nicht weitergeben)",
        f"Briefkasten-Zahlenschloss {pin(3)}, Fahrradkeller {pin(4)}",
    )

    r.add(
        "alert_webhook_url",
        f"alertmanager:\n  config:\n    receivers:\n    - name: slack-platform\n      slack_configs:\n      - api_url: {slack_hook()}\n        channel: '#alerts-prod'",
        f"Slack webhook für flux notification-controller: {slack_hook()}",
        f"discord webhook homelab-alerts\n{discord_webhook()}",
        f"kubectl -n flux-system create secret generic slack-url --from-literal=address={slack_hook()}",
        f"grafana contact point 'discord-nas' url {discord_webhook()}",
    )

    r.add(
        "pagerduty_routing_key",
        f"receivers:\n- name: pagerduty-critical\n  pagerduty_configs:\n  - routing_key: {hexs(32)}",
        f"PD integration key (Events v2) Service 'k8s-prod': {hexs(32)}",
        f"pagerduty service_key alt (v1) {hexs(32)} - noch in der alten alertmanager.yml",
        f"PAGERDUTY_ROUTING_KEY={hexs(32)}",
    )

    r.add(
        "registry_dockerconfig",
        '{"auths":{"harbor.acme.internal":{"auth":"' + basic("robot$platform+pull", robot_secret()) + '"}}}',
        f"imagePullSecret .dockerconfigjson (base64): {dockerconfigjson('ghcr.io', 'acme-bot', github_token())}",
        f"~/.docker/config.json\n\"registry.gitlab.acme.internal\": {{ \"auth\": \"{basic('deploy-token-12', gitlab_token())}\" }}",
        f"kubectl create secret docker-registry regcred --docker-server=harbor.acme.test --docker-username=admin --docker-password={pw()}",
    )

    r.add(
        "cloudflare_api_token",
        f"cert-manager ClusterIssuer dns01 cloudflare\napiVersion: v1\nkind: Secret\nmetadata:\n  name: cloudflare-api-token\nstringData:\n  api-token: {cf_token()}",
        f"CF_API_TOKEN={cf_token()}  # Zone:DNS:Edit für acme.test",
        f"external-dns cloudflare token {cf_token()}",
        f"cloudflare tunnel token für homelab (cloudflared --token):\n{cf_tunnel_token()}",
        f"Global API Key (!!) cloudflare {hexs(37)} – nur noch für das alte terraform, weg damit",
    )

    r.add(
        "sops_age_key",
        f"sops age key (flux decryption, secret sops-age):\n{age_secret_key()}",
        f"# created: 2024-11-03T21:14:08+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"kubectl -n flux-system create secret generic sops-age --from-literal=age.agekey={age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
    )

    r.add(
        "oidc_client_secret",
        f"Keycloak client 'argocd' secret: {rnd(ALNUM, 32)}",
        f"dex:\n  staticClients:\n  - id: grafana\n    name: Grafana\n    secret: {rnd(ALNUM, 32)}\n    redirectURIs: ['https://grafana.acme.internal/login/generic_oauth']",
        f"oauth2-proxy\n--client-id=harbor --client-secret={rnd(URLSAFE, 32)} --cookie-secret={b64(secrets.token_bytes(32))}",
        f"grafana.ini [auth.generic_oauth] client_secret = {rnd(ALNUM, 32)}",
        f"GitHub OAuth App (argocd sso) Client secret {hexs(40)}",
    )

    r.add(
        "kubeadm_join_token",
        f"kubeadm join 10.0.1.10:6443 --token {kubeadm_token()} --discovery-token-ca-cert-hash sha256:{sha256()}",
        f"neuer bootstrap token (ttl 24h) für worker-04: {kubeadm_token()}",
        f"k3s node-token: K10{hexs(64)}::server:{hexs(32)}",
        f"K3S_TOKEN={rnd(ALNUM, 32)} curl -sfL https://get.k3s.io | sh -s - agent --server https://k3s.home.internal:6443",
        f"token für talos/kubeadm join, noch 20h gültig\n{kubeadm_token()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "image_digest",
        f"ingress-nginx pinnen: registry.k8s.io/ingress-nginx/controller:v1.11.2@sha256:{sha256()}",
        f"harbor.acme.internal/platform/keycloak@sha256:{sha256()} ist das letzte gute image",
        f"kubectl get pod -o jsonpath='{{.status.containerStatuses[0].imageID}}'\n→ docker.io/grafana/loki@sha256:{sha256()}",
        f"Renovate PR #{secrets.randbelow(900) + 100}: update ghcr.io/fluxcd/source-controller digest to {hexs(7)}",
        f"trivy scan ok für sha256:{sha256()} (0 critical)",
    )

    r.add(
        "git_revision",
        f"flux get kustomizations\nNAME            REVISION                   READY\ninfra           main@sha1:{hexs(40)}   True",
        f"ArgoCD: monitoring Synced to {hexs(7)} (HEAD von main)",
        f"revert auf {hexs(40)}, danach lief cilium wieder",
        f"git log --oneline -3\n{hexs(7)} fix(loki): retention 30d\n{hexs(7)} chore: bump grafana\n{hexs(7)} feat: harbor robot via terraform",
        f"targetRevision: {hexs(40)}  # pinned weil main kaputt ist",
    )

    r.add(
        "chart_version",
        f"kube-prometheus-stack {secrets.randbelow(20) + 55}.{secrets.randbelow(10)}.{secrets.randbelow(5)} → 62.3.1, CRDs vorher manuell!",
        f"helm upgrade --install harbor harbor/harbor --version 1.{secrets.randbelow(6) + 10}.{secrets.randbelow(4)} -f values-harbor.yaml",
        f"Cluster fsn1 auf v1.30.{secrets.randbelow(9)}+k3s1, hel1 noch v1.29.{secrets.randbelow(12)}",
        f"vault chart 0.28.1 (appVersion 1.17.{secrets.randbelow(6)}), argo-cd chart 7.{secrets.randbelow(8)}.{secrets.randbelow(10)}",
        f"Chart.yaml\napiVersion: v2\nname: platform-base\nversion: 0.{secrets.randbelow(30)}.{secrets.randbelow(10)}\nappVersion: \"2024.{secrets.randbelow(12) + 1}\"",
    )

    r.add(
        "object_uid",
        f"metadata:\n  uid: {uid()}\n  resourceVersion: \"{digits(8, lead=True)}\"",
        f"PVC data-loki-0 hängt an pvc-{uid()} (hcloud volume)",
        f"ownerReferences: - kind: ReplicaSet, uid: {uid()}",
        f"Vault entity_id {uid()} gehört zu marco (oidc alias)",
        f"kubectl get ns kube-system -o jsonpath='{{.metadata.uid}}' → {uid()} (cluster-id fürs Lizenzportal)",
    )

    r.add(
        "pod_and_replicaset_name",
        f"CrashLoop: {pod_name('argocd-repo-server')} in argocd",
        f"kubectl logs -n monitoring {pod_name('grafana')} -c grafana --previous",
        f"OOMKilled: {pod_name('loki-gateway')} (limit 256Mi zu klein)",
        f"pod {pod_name('harbor-core')} hing in Terminating, finalizer raus",
        f"kubectl delete pod {pod_name('cert-manager-webhook')} -n cert-manager",
    )

    r.add(
        "vault_path_ref",
        "vault kv get -mount=kv platform/hetzner/hcloud-token",
        "Pfad für ArgoCD admin: kv/data/argocd/admin (key: password)",
        "apiVersion: secrets.hashicorp.com/v1beta1\nkind: VaultStaticSecret\nspec:\n  mount: kv\n  path: apps/harbor/robot-ci\n  destination:\n    name: harbor-robot",
        "vault read auth/kubernetes/role/external-secrets → policies: read-platform",
        "unseal keys liegen NICHT hier, sondern im Umschlag im Tresor + 1Password Tresor 'Vault DR'",
    )

    r.add(
        "secret_key_ref",
        "env:\n- name: GF_SECURITY_ADMIN_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: grafana-admin\n      key: admin-password",
        "harbor values: existingSecretAdminPassword: harbor-admin, existingSecretAdminPasswordKey: HARBOR_ADMIN_PASSWORD",
        "flux GitRepository spec.secretRef.name: flux-system (ssh key kommt von bootstrap)",
        "ExternalSecret: remoteRef key=platform/ionos property=token → IONOS_TOKEN",
        "grafana.admin.existingSecret: grafana-admin-creds  # user/password keys: admin-user, admin-password",
    )

    r.add(
        "sealed_ciphertext",
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: cloudflare-api-token\nspec:\n  encryptedData:\n    api-token: Ag{b64(secrets.token_bytes(360))}",
        f"sealed values, kann ins Git: password: Ag{b64(secrets.token_bytes(300))}",
        f"kubeseal --raw --namespace shop --name pg-app output:\nAg{b64(secrets.token_bytes(280))}",
        f"encryptedData.tls.key = Ag{b64(secrets.token_bytes(420))}  (verschlüsselt mit dem fsn1 cert)",
        f"SealedSecret für minio, ciphertext: Ag{b64(secrets.token_bytes(330))}",
    )

    r.add(
        "sops_ciphertext",
        f"secret.enc.yaml\nstringData:\n  token: ENC[AES256_GCM,data:{b64(secrets.token_bytes(48))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"sops:\n  age:\n  - recipient: {age_public_key()}\n    enc: |\n      -----BEGIN AGE ENCRYPTED FILE-----\n      {b64(secrets.token_bytes(45))}\n      {b64(secrets.token_bytes(45))}\n      -----END AGE ENCRYPTED FILE-----\n  lastmodified: \"2025-02-11T08:12:44Z\"\n  mac: ENC[AES256_GCM,data:{b64(secrets.token_bytes(64))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"hcloud_token: ENC[AES256_GCM,data:{b64(secrets.token_bytes(64))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]  # sops -d zum lesen",
        "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(4)),
    )

    r.add(
        "ssh_public_material",
        f"Flux deploy key (public, read-only in GitLab eingetragen):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} flux@fsn1",
        f"Hostkey-Fingerprint bastion: ED25519 {ssh_fingerprint()}",
        f"known_hosts: git.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
        f"authorized_keys NAS:\nssh-rsa {ssh_pub('ssh-rsa', 270)} marco@thinkpad",
        f"Hetzner robot: Key 'marco-yubikey' Fingerprint {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))}",
    )

    r.add(
        "public_certificate",
        "sealed-secrets pub cert (kubeseal --fetch-cert > pub-cert.pem), darf ins Repo:\n" + cert_pem(),
        "Zertifikat von grafana.acme.internal (cert-manager, letsencrypt-staging):\n" + cert_pem(),
        "root CA der Homelab-PKI, auf allen Geräten importieren:\n" + cert_pem(),
        f"Vault PKI intermediate, serial {':'.join(hexs(20)[i:i + 2] for i in range(0, 20, 2))}\n" + cert_pem(),
    )

    r.add(
        "age_recipient",
        f".sops.yaml\ncreation_rules:\n- path_regex: clusters/fsn1/.*\\.yaml\n  encrypted_regex: ^(data|stringData)$\n  age: {age_public_key()}",
        f"age public key (recipient) fsn1: {age_public_key()}",
        f"sops --encrypt --age {age_public_key()},{age_public_key()} secret.yaml > secret.enc.yaml",
        f"Empfänger für das Backup-Archiv: {age_public_key()} (privater Teil im Tresor)",
    )

    r.add(
        "wg_peer_public_key",
        f"[Peer]\n# laptop\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.3/32",
        f"wg show wg0\npeer: {wg_key()}\n  endpoint: 203.0.113.{secrets.randbelow(250) + 1}:51820\n  latest handshake: 42 seconds ago",
        f"öffentlicher Schlüssel der FritzBox für WG: {wg_key()}",
        f"Peer pubkey handy {wg_key()} — allowed ips 10.66.0.5/32",
    )

    r.add(
        "hetzner_resource_id",
        f"hcloud server describe {hcloud_id()}  # k8s-worker-03 fsn1",
        f"Volume-ID {hcloud_id()} (100 GB, loki-data)",
        f"Load Balancer lb-ingress-fsn1 id {digits(7, lead=True)}, Floating IP id {hcloud_id()}",
        f"Hetzner Robot Server #{digits(7, lead=True)} (AX41-NVMe, FSN1-DC14)",
        f"Projekt-ID im Console-URL: https://console.hetzner.cloud/projects/{digits(7, lead=True)}/servers",
    )

    r.add(
        "ionos_resource_uuid",
        f"IONOS DCD: datacenter {uid()} (de/txl)",
        f"ionosctl k8s cluster get --cluster-id {uid()}",
        f"Vertragsnummer IONOS {digits(8, lead=True)}, Kundennummer {digits(9, lead=True)}",
        f"https://dcd.ionos.com/latest/?dc={uid()}&vdc=servers",
    )

    r.add(
        "invoice_number",
        f"Hetzner Rechnung R00{digits(8)} vom {datum()} – bezahlt",
        f"IONOS Rechnungsnr. {digits(12, lead=True)}, Kd-Nr. {digits(9, lead=True)}",
        f"TFC invoice in_{rnd(ALNUM, 24)} (Plus tier), an Buchhaltung weitergeleitet",
        f"Rechnung Reichelt (Festplatten für NAS): RE-{digits(7, lead=True)}",
        f"Cloudflare invoice #{rnd(UPPER + DIGITS, 8)}-{digits(4)}",
    )

    r.add(
        "parcel_tracking",
        f"DHL Sendung 00340434{digits(12)} (neue WD Red Plus)",
        f"Paket von Hetzner (Rückversand RMA): {s10('RR', 'DE')}",
        f"Hermes Sendungsnummer H{digits(19)}",
        f"Retoure Amazon, DHL: JJD00{digits(17)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — raspberry pi 5 + netzteil",
    )

    r.add(
        "payee_iban",
        f"Miete an Hausverwaltung: {de_iban()} (Verwendungszweck: Whg 3.OG li)",
        f"Hetzner Lastschrift läuft über meine {de_iban()}",
        f"Vereinsbeitrag Hackerspace IBAN {iban('DE', digits(8, lead=True) + digits(10), spaced=False)} BIC {rnd(UPPER, 6)}{rnd(UPPER + DIGITS, 2)}",
        f"Kaution Überweisung an {de_iban()}, Empfänger: Grundstücks GmbH",
    )

    r.add(
        "masked_secret",
        f"alter hcloud token (…{rnd(ALNUM, 4)}) revoked am {datum()}",
        f"Vault root token hvs.****{rnd(ALNUM, 4)} wurde nach dem Setup revoked ✔",
        f"Grafana SA Tokens: terraform glsa_{'*' * 12}_{hexs(8)[:4]} (expires never)",
        f"Karte endet auf {digits(4)}, läuft {secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28')} ab — für Hetzner hinterlegt",
        f"Cloudflare token {mask(cf_token())} = der für cert-manager",
    )

    r.add(
        "ci_secret_placeholder",
        "env:\n  HCLOUD_TOKEN: ${{ secrets.HCLOUD_TOKEN }}\n  TF_TOKEN_app_terraform_io: ${{ secrets.TFC_TOKEN }}",
        "gitlab-ci: docker login -u \"$HARBOR_ROBOT_USER\" -p \"$HARBOR_ROBOT_SECRET\" $HARBOR_HOST",
        "ARGOCD_AUTH_TOKEN kommt als masked variable aus GitLab, nicht ins .gitlab-ci.yml schreiben",
        "Benötigte env vars: HCLOUD_TOKEN, IONOS_TOKEN, CLOUDFLARE_API_TOKEN, GRAFANA_AUTH",
        "password: ${GRAFANA_ADMIN_PASSWORD}  # envsubst im Makefile",
    )

    r.add(
        "terraform_variable_ref",
        "provider \"hcloud\" {\n  token = var.hcloud_token\n}\nvariable \"hcloud_token\" {\n  sensitive = true\n}",
        "TF_VAR_ionos_token wird vom TFC workspace als sensitive env var gesetzt",
        "auth = data.vault_kv_secret_v2.grafana.data[\"sa_token\"]",
        "robot secret → harbor_robot_account.ci.secret (sensitive output, terraform output -raw ...)",
    )

    r.add(
        "used_otp_code",
        f"SMS-Code {digits(6)} von IONOS — schon eingegeben, abgelaufen",
        f"Hetzner Login-Code {digits(6)} kam erst nach 10 min, war schon ungültig",
        f"TOTP {digits(3)} {digits(3)} hat nicht geklappt (Uhr vom Handy falsch), nächster ging",
        f"Bestätigungscode für TFC Mail-Änderung: {digits(6)} (benutzt, {datum()})",
        f"DHL Abhol-PIN {digits(4)} — Paket schon abgeholt",
    )

    r.add(
        "phone_number",
        f"Hausmeister Herr K.: +49 30 {digits(4, lead=True)} {digits(4)}",
        f"Rufbereitschaft diese Woche: Jonas +49 15{digits(1)} {digits(8, lead=True)}",
        f"DC Remote Hands Tel. 030-{digits(7, lead=True)} (Ticket vorher aufmachen)",
        f"Glasfaser Störungshotline 0800 {digits(7, lead=True)}",
    )

    r.add(
        "bill_amount_date",
        f"Hetzner {pick('Jan', 'Feb', 'März', 'Apr')}: {euro()} (3x CX32, 1x CPX41, LB11, Volumes)",
        f"IONOS Kubernetes Managed: {euro()} / Monat, ab {datum()}",
        f"Storage Box BX21 {euro()}, nächste Abbuchung {datum()}",
        f"TFC Plus: ${secrets.randbelow(400) + 20}.{digits(2)} für {secrets.randbelow(40) + 5} resources under management",
    )

    r.add(
        "hardware_serial",
        f"Synology DS920+ S/N {digits(4, lead=True)}{rnd(UPPER + DIGITS, 3)}{digits(6)}",
        f"Platten im NAS: WD-WX{rnd(UPPER + DIGITS, 10)}, WD-WX{rnd(UPPER + DIGITS, 10)} (Garantie bis {datum()})",
        f"FRITZ!Box 7590 AX Seriennummer {rnd(UPPER + DIGITS, 4)}.{digits(3)}.{digits(2)}.{digits(3)}.{digits(3)}",
        f"ThinkPad Service Tag / S/N: PF{rnd(UPPER + DIGITS, 6)}",
        f"Raspi 5 board rev d04170, serial {hexs(16)}",
    )

    r.add(
        "mac_address",
        f"wake on lan NAS: wakeonlan {mac()}",
        f"FritzBox feste IP 192.168.178.20 für MAC {mac(':', True)} (k3s-node-1)",
        f"dhcp reservation: worker-02 {mac('-', True)}",
        f"neue NIC im Proxmox host, MAC {mac()} (vorher {mac()})",
    )

    r.add(
        "grafana_dashboard_uid",
        f"Dashboard Node Exporter Full: https://grafana.acme.internal/d/{grafana_uid()}/node-exporter-full?orgId=1",
        f"datasource:\n  type: loki\n  uid: {'P' + hexs(15).upper()}",
        f"grafana panel link /d/{grafana_uid()}/k8s-cluster?viewPanel={secrets.randbelow(40) + 1}",
        f"alert rule uid {grafana_uid()} feuert dauernd (KubePodCrashLooping)",
        f"Loki Explore: https://grafana.acme.internal/explore?left=%7B%22datasource%22:%22{rnd(ALNUM, 9)}%22%7D",
    )

    r.add(
        "tfc_resource_id",
        f"TFC run {tfc_id('run')} failed beim apply (hcloud rate limit)",
        f"workspace id {tfc_id('ws')} = infra-fsn1",
        f"state version {tfc_id('sv')} vor dem import, falls rollback",
        f"https://app.terraform.io/app/acme-platform/workspaces/hetzner-prod/runs/{tfc_id('run')}",
    )

    r.add(
        "gpg_fingerprint",
        f"Helm chart provenance: Signing key {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(40).upper()}  # HashiCorp release key für vault binary",
        f"Flux GitRepository verify.mode: HEAD, public key fingerprint {hexs(16).upper()}",
        f"mein GPG key (commits signieren): rsa4096/{hexs(16).upper()}",
    )

    r.add(
        "helm_empty_placeholder",
        "values-keycloak.yaml\nauth:\n  adminUser: admin\n  adminPassword: \"\"   # kommt aus existingSecret\n  existingSecret: keycloak-admin",
        "redis:\n  auth:\n    enabled: true\n    password: \"\"  # generated by chart, nicht überschreiben",
        "harborAdminPassword: \"Harbor12345\" ist der Default im Chart → immer per existingSecret überschreiben!",
        "minio values: rootUser: \"\" rootPassword: \"\" (leer lassen = Secret wird generiert)",
        "grafana.ini:\n  security:\n    admin_password: $__file{/etc/secrets/admin_password}",
    )

    r.add(
        "cluster_ca_data",
        f"clusters:\n- cluster:\n    certificate-authority-data: {b64(cert_pem().encode())}\n    server: https://k8s-api.acme.internal:6443\n  name: fsn1",
        f"CA bundle für den webhook (caBundle): {b64(cert_pem().encode())}",
        f"ca.crt aus dem kube-root-ca.crt ConfigMap:\n{cert_pem()}",
        f"vault auth kubernetes: kubernetes_ca_cert=@ca.crt, base64 war {b64(cert_pem().encode())}",
    )

    r.add(
        "kubeadm_ca_hash",
        f"--discovery-token-ca-cert-hash sha256:{sha256()} (token selbst: kubeadm token create, nicht hier)",
        f"CA-Hash fsn1: sha256:{sha256()}",
        f"openssl x509 -pubkey -in /etc/kubernetes/pki/ca.crt | openssl rsa -pubin -outform der | sha256sum\n{sha256()}  -",
        f"join ging nicht, hash war falsch. richtiger: sha256:{sha256()}",
    )

    r.add(
        "train_booking",
        f"ICE Berlin → Nürnberg (KubeCon-Vortreffen), Auftragsnummer {digits(12, lead=True)}",
        f"BahnCard 50 Nr. 7081 {digits(4)} {digits(4)} {digits(4)}, gültig bis {datum()}",
        f"Sitzplatzreservierung Wagen {secrets.randbelow(14) + 1}, Platz {secrets.randbelow(100) + 11}, Buchung {rnd(UPPER + DIGITS, 6)}",
        f"KubeCon Paris Ticket-ID {rnd(UPPER + DIGITS, 10)}, Hotel Bestätigung {digits(10, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout351.py", [
        ("heldout351_credentials.yaml", credentials(), "Held-out batch 351: credentials a Kubernetes platform engineer in Berlin keeps (Vault, ArgoCD, Flux, sealed-secrets, kubeconfigs, Harbor, Grafana/Loki, Terraform Cloud, Hetzner, IONOS, Cloudflare, NAS and home network)"),
        ("heldout351_lookalikes.yaml", lookalikes(), "Held-out batch 351: a platform engineer's digests, revisions, ids, ciphertexts, public keys, masked tokens, secret references and paperwork that hold no secret"),
    ])


if __name__ == "__main__":
    main()
