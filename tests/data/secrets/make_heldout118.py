# ruff: noqa: E501
"""Writes heldout118_credentials.yaml and heldout118_lookalikes.yaml: held-out batch 118.

Persona: a DevOps engineer at a Paris e-commerce company (the shop "acme") who keeps notes in
French and English, half in franglais, about the Kubernetes clusters on Scaleway and OVH and
the self-hosted GitLab: Secret manifests, CI/CD variables, registry auth, Helm values, the SOPS
age key, Argo CD, Grafana/Prometheus, the cloud API keys, Redis, and the on-call phone.
The look-alikes are the same kind of notes without a secret: ConfigMaps, SealedSecrets,
SOPS-encrypted files, references, digests, ids, public certificates and rotation notices.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    b64,
    b64u_bytes,
    card_expiry,
    digits,
    ean13,
    epoch,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

MOTS = ["soleil", "marne", "tartine", "velo", "peniche", "canal", "brioche", "orage", "lilas",
        "pigeon", "metro", "quai", "chaton", "fromage", "lanterne", "boussole", "ardoise",
        "cerise", "falaise", "grenier", "moulin", "tramway", "violette", "zinc"]
KUBE_CHARS = "bcdfghjklmnpqrstvwxz2456789"


def b(text: str) -> str:
    """What `kubectl` shows under `data:`: the value in base64."""
    return b64(text.encode())


def fpw() -> str:
    """A password this person picked or had a generator pick."""
    return secrets.choice([
        f"{pick('Croissant', 'Bastille', 'Montmartre', 'Gare', 'Pastis', 'Belleville')}{pick('!', '#', '@', '-')}{digits(4)}{pick('Paris', 'Seine', 'Velib', 'Zinc')}",
        rnd(ALNUM + "!#%&*+-=", 18),
        rnd(ALNUM, 24),
        f"{pick(*MOTS).capitalize()}-{digits(2)}-{pick(*MOTS)}{pick('!', '?', '$')}",
    ])


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def scw_access() -> str:
    return "SCW" + rnd(UPPER + DIGITS, 17)


def dockercfg(registry: str, user: str, password: str) -> str:
    return json.dumps({"auths": {registry: {"username": user, "password": password,
                                            "auth": b(f"{user}:{password}")}}}, indent=2)


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)


def ico() -> str:
    return b64(b"\x00\x00\x01\x00" + secrets.token_bytes(90))


def sealed() -> str:
    return b64(b"\x02\x00" + secrets.token_bytes(secrets.randbelow(200) + 300))


def sops_enc(n: int) -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(n))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"


def scw_node(pool: str) -> str:
    return f"scw-k8s-prod-par-{pool}-{hexs(32)}"


def credentials() -> Rows:
    r = Rows()

    r.add("k8s_secret_db_password",
          f"""secret de la db checkout, à réappliquer si le ns saute encore:
apiVersion: v1
kind: Secret
metadata:
  name: checkout-db
  namespace: shop-prod
type: Opaque
data:
  POSTGRES_USER: {b('checkout')}
  POSTGRES_PASSWORD: {b(fpw())}""",
          f"kubectl -n shop-staging get secret orders-pg -o yaml -> password: {b(fpw())}  (mdp staging, à garder sous la main)",
          f"""catalog-mysql secret (ns catalog), copié avant la migration:
data:
  mysql-root-password: {b(fpw())}
  mysql-password: {b(fpw())}
  mysql-user: {b('catalog_app')}""")

    r.add("k8s_secret_api_token",
          f"""apiVersion: v1
kind: Secret
metadata:
  name: payment-gateway-creds
  namespace: shop-prod
stringData:
  PSP_API_TOKEN: "{rnd(ALNUM, 40)}"
  PSP_MERCHANT_ID: "acme-fr-{digits(6)}\"""",
          f"le secret search-api dans ns search a `data.ALGOLIA_ADMIN_KEY: {b(hexs(32))}` — c'est la clé admin, pas la search-only",
          f"kubectl create secret generic mailer -n notif --from-literal=SMTP_PASSWORD='{fpw()}' --from-literal=SMTP_USER=noreply@acme.example")

    r.add("gitlab_ci_variable_value",
          f"variables CI du projet shop/checkout (Settings > CI/CD):\nDB_PASSWORD = {fpw()}   (protected, masked)\nDEPLOY_ENV = prod",
          f"CI var à recréer sur le groupe infra : KUBE_TOKEN={rnd(ALNUM, 48)} — type variable, env scope production",
          f"""curl --request POST --header "PRIVATE-TOKEN: {glpat()}" \\
  "https://gitlab.acme.internal/api/v4/projects/412/variables" \\
  --form "key=REGISTRY_PASSWORD" --form "value={fpw()}" --form "masked=true\"""",
          f"note pr moi : la variable SENTRY_AUTH_TOKEN du groupe front vaut sntryu_{hexs(64)}")

    r.add("gitlab_personal_access_token",
          f"mon PAT gitlab (scopes api, read_registry), expire fin mars: {glpat()}",
          f"token perso pour terraform provider gitlab\nexport GITLAB_TOKEN={glpat()}",
          f"glab auth login --hostname gitlab.acme.internal --token {glpat()}")

    r.add("gitlab_runner_token",
          f"runner k8s prod (kubernetes executor), token d'auth: glrt-{rnd(URLSAFE, 20)}",
          f"""helm values gitlab-runner:
gitlabUrl: https://gitlab.acme.internal/
runnerToken: "glrt-{rnd(URLSAFE, 20)}"
rbac:
  create: true""",
          f"gitlab-runner register --non-interactive --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor docker")

    r.add("gitlab_deploy_token",
          f"deploy token pour argocd -> repo shop/manifests\nuser: gitlab+deploy-token-{digits(3, True)}\ntoken: gldt-{rnd(URLSAFE, 20)}",
          f"git clone https://gitlab+deploy-token-{digits(2, True)}:gldt-{rnd(URLSAFE, 20)}@gitlab.acme.internal/shop/helm-charts.git",
          f"trigger token du pipeline nightly-e2e : glptt-{hexs(40)} (curl -X POST -F token=... -F ref=main)")

    r.add("docker_registry_auth",
          f"~/.docker/config.json sur le runner de build, à remettre si on reinstalle:\n{dockercfg('rg.fr-par.scw.acme.internal', 'nologin', rnd(ALNUM, 8) + '-' + rnd(ALNUM, 4) + '-' + rnd(ALNUM, 4))}",
          f"""registry gitlab, pour le cluster OVH:
{{"auths":{{"registry.acme.internal":{{"auth":"{b('ci-pull:' + fpw())}"}}}}}}""",
          f"docker login registry.acme.internal -u ci-pull -p '{fpw()}'  # oui je sais, --password-stdin…")

    r.add("dockerconfigjson_secret",
          f"""imagePullSecret du ns shop-prod (regcred):
apiVersion: v1
kind: Secret
metadata:
  name: regcred
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: {b(json.dumps({'auths': {'registry.acme.internal': {'auth': b('k8s-pull:' + fpw())}}}))}""",
          f"kubectl create secret docker-registry scw-regcred --docker-server=rg.fr-par.scw.acme.internal --docker-username=nologin --docker-password={uid()} -n front")

    r.add("helm_values_db_password",
          f"""values-prod.yaml du chart orders (on n'a pas encore migré sur external-secrets...)
postgresql:
  auth:
    username: orders
    password: "{fpw()}"
    postgresPassword: "{fpw()}"
    database: orders""",
          f"helm upgrade --install catalog ./charts/catalog -n catalog --set mariadb.auth.rootPassword='{fpw()}' --set mariadb.auth.password='{fpw()}'",
          f"""bitnami redis-cluster values pour le cache panier
auth:
  enabled: true
  password: {fpw()}""")

    r.add("sops_age_private_key",
          f"""clé age SOPS de l'équipe (keys.txt) — sans elle on ne déchiffre plus rien dans infra/secrets !!
# created: 2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T10:12:44+01:00
# public key: {age_public_key()}
{age_secret_key()}""",
          f"SOPS_AGE_KEY={age_secret_key()} à mettre en variable File dans gitlab pour le job decrypt",
          f"age key pour le cluster OVH (flux/argocd sops plugin): {age_secret_key()}")

    r.add("argocd_admin_password",
          f"argocd admin initial (argocd-initial-admin-secret), pas encore changé: {rnd(ALNUM + '-_', 16)}",
          f"argocd login argocd.acme.internal --username admin --password '{fpw()}' --grpc-web",
          f"Argo CD prod\nurl: https://argocd.acme.internal\nlogin admin / {fpw()}\n(SSO dex cassé depuis la maj, utiliser le local)")

    r.add("grafana_admin_password",
          f"grafana admin = admin / {fpw()} (kube-prometheus-stack, grafana.adminPassword)",
          f"""values monitoring:
grafana:
  adminUser: admin
  adminPassword: "{fpw()}"
  ingress:
    hosts: [grafana.acme.internal]""",
          f"mdp grafana reset via grafana-cli admin reset-admin-password {fpw()}")

    r.add("prometheus_basic_auth",
          f"""basic auth devant prometheus (ingress nginx):
prom-reader : {fpw()}
le htpasswd est dans le secret prometheus-basic-auth""",
          f"""remote_write vers le prom central:
remote_write:
  - url: https://prom.acme.internal/api/v1/write
    basic_auth:
      username: ovh-cluster
      password: {fpw()}""",
          f"curl -u alertmanager:{fpw()} https://alertmanager.acme.internal/api/v2/alerts",
          f"header pour le blackbox exporter → Authorization: Basic {b('scrape:' + fpw())}")

    r.add("scaleway_api_key",
          f"clé API Scaleway (IAM app terraform-ci)\naccess key: {scw_access()}\nsecret key: {uid()}",
          f"""~/.config/scw/config.yaml
access_key: {scw_access()}
secret_key: {uid()}
default_organization_id: {uid()}
default_region: fr-par""",
          f"export SCW_ACCESS_KEY={scw_access()} SCW_SECRET_KEY={uid()}  # perso, pas celle de la CI")

    r.add("ovh_api_credentials",
          f"""ovh.conf pour le script de renouvellement DNS
[ovh-eu]
application_key={rnd(ALNUM, 16)}
application_secret={rnd(ALNUM, 32)}
consumer_key={rnd(ALNUM, 32)}""",
          f"OVH API (app 'k8s-autoscaler'): AK {rnd(ALNUM, 16)} / AS {rnd(ALNUM, 32)} / CK {rnd(ALNUM, 32)}",
          f"terraform ovh provider → OVH_APPLICATION_SECRET={rnd(ALNUM, 32)}, OVH_CONSUMER_KEY={rnd(ALNUM, 32)}")

    r.add("redis_password",
          f"redis prod (sessions + panier): redis-cli -h redis-master.cache.svc -a '{fpw()}' --no-auth-warning",
          f"REDIS_URL=redis://:{fpw()}@redis.acme.internal:6379/2",
          f"mdp redis staging, requirepass {fpw()}",
          f"rappel: le redis des files sidekiq a son propre mot de passe → {fpw()}")

    r.add("oncall_phone_pin",
          f"téléphone d'astreinte (le Pixel partagé), code PIN : {digits(4)}, code de déverrouillage {digits(6)}",
          f"PIN du tel d'astreinte changé, nouveau: {digits(6)} — à dire à Karim et Inès",
          f"on-call phone\nSIM PIN {digits(4)}\nPUK {digits(8)}",
          f"astreinte cette semaine c moi, tel pro: code {digits(4)}, messagerie vocale {digits(4)}")

    r.add("postgres_connection_string",
          f"DATABASE_URL=postgresql://orders:{fpw()}@pg-orders.rdb.fr-par.acme.internal:5432/orders?sslmode=require",
          f"psql \"host=10.20.3.14 port=5432 dbname=catalog user=admin password={fpw()}\"",
          f"jdbc:postgresql://pg-replica.acme.internal:5432/analytics?user=metabase&password={fpw()}")

    r.add("mongodb_uri",
          f"mongodb+srv://reviews-app:{fpw()}@reviews.mongo.acme.internal/reviews?retryWrites=true",
          f"URI mongo pour les avis clients (atlas-like, self hosted) : mongodb://root:{fpw()}@mongo-0.mongo.data.svc:27017/admin",
          f"msg à Léa: le user mongo read-only c'est reporting / {fpw()} , tu peux brancher metabase dessus (db reviews)")

    r.add("rabbitmq_password",
          f"rabbitmq-cluster-operator a généré le user par défaut: default_user_{rnd(LOWER + DIGITS, 20)} / {rnd(ALNUM, 32)}",
          f"AMQP_URL=amqps://orders-worker:{fpw()}@rabbitmq.acme.internal:5671/orders",
          f"kubectl exec -it rabbitmq-server-0 -n mq -- rabbitmqctl change_password orders-worker '{fpw()}'")

    r.add("elasticsearch_elastic_password",
          f"ECK: kubectl get secret logs-es-elastic-user -o go-template='{{{{.data.elastic | base64decode}}}}' → {rnd(ALNUM, 24)}",
          f"elastic superuser sur le cluster logs OVH : elastic / {fpw()}",
          f"kibana.yml\nelasticsearch.username: kibana_system\nelasticsearch.password: \"{fpw()}\"")

    r.add("keycloak_client_secret",
          f"client OIDC argocd dans keycloak (realm acme-staff): client_id argocd, client_secret {rnd(ALNUM, 32)}",
          f"""oidc.config argocd-cm:
  name: Keycloak
  issuer: https://sso.acme.internal/realms/acme-staff
  clientID: argocd
  clientSecret: {rnd(ALNUM, 32)}""",
          f"keycloak admin console master realm: admin / {fpw()}")

    r.add("oauth2_proxy_cookie_secret",
          f"oauth2-proxy devant kibana : --cookie-secret={b64u_bytes(32)} --client-secret={rnd(ALNUM, 32)}",
          f"""oauth2-proxy values
config:
  clientID: grafana-proxy
  clientSecret: "{rnd(ALNUM, 32)}"
  cookieSecret: "{b64u_bytes(32)}\"""")

    r.add("vault_root_token",
          f"vault root token (NE PAS utiliser sauf urgence) : hvs.{rnd(ALNUM, 24)}",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=hvs.{rnd(ALNUM, 24)}",
          f"token approle CI pour lire secret/shop/* → hvs.{rnd(URLSAFE, 90)}")

    r.add("vault_unseal_keys",
          "unseal keys vault (3 sur 5 nécessaires)\n" + "\n".join(f"Unseal Key {i}: {b64(secrets.token_bytes(33))}" for i in range(1, 6)),
          f"mes 2 parts de unseal: {b64(secrets.token_bytes(33))} et {b64(secrets.token_bytes(33))}")

    r.add("kubeconfig_client_key",
          f"""kubeconfig admin du cluster OVH (user kubernetes-admin):
users:
- name: kubernetes-admin
  user:
    client-certificate-data: {b(pem('CERTIFICATE', 6))}
    client-key-data: {b(pem('RSA PRIVATE KEY', 10))}""",
          f"cluster scw prod, kubeconfig user token: {rnd(ALNUM, 50)} (user admin, à rotate)",
          f"client-key-data du kubeconfig break-glass: {b(pem('EC PRIVATE KEY', 3))}")

    r.add("serviceaccount_token",
          f"token long-lived du SA gitlab-deployer (ns shop-prod):\n{jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'shop-prod', 'kubernetes.io/serviceaccount/secret.name': 'gitlab-deployer-token', 'kubernetes.io/serviceaccount/service-account.name': 'gitlab-deployer', 'sub': 'system:serviceaccount:shop-prod:gitlab-deployer'}, 'RS256', b64u_bytes(256))}",
          f"kubectl --server https://10.10.0.1:6443 --token {jwt({'iss': 'https://kubernetes.default.svc.cluster.local', 'sub': 'system:serviceaccount:monitoring:grafana-reader', 'exp': epoch() + 31536000}, 'RS256', b64u_bytes(256))} get pods -A")

    r.add("bastion_ssh_private_key",
          f"clé du bastion ovh (user debian), id_ed25519_bastion :\n{openssh_private()}",
          f"deploy key (write) pour le repo infra/ansible, privée:\n{openssh_private()}")

    r.add("wireguard_private_key",
          f"""wg0.conf VPN vers le cluster OVH (mon laptop)
[Interface]
PrivateKey = {wg_key()}
Address = 10.99.0.7/32
[Peer]
PublicKey = {wg_key()}
Endpoint = vpn.acme.internal:51820""",
          f"wireguard privkey du runner de secours: {wg_key()}")

    r.add("stripe_secret_key",
          f"clé stripe live (compte acme-fr), pour le secret payment-api: sk_live_51{rnd(ALNUM, 97)}",
          f"STRIPE_SECRET_KEY=rk_live_51{rnd(ALNUM, 97)}   # restricted key du service refunds",
          f"clé test stripe pour la review app: sk_test_51{rnd(ALNUM, 97)}")

    r.add("stripe_webhook_secret",
          f"signing secret du webhook stripe → /api/stripe/webhook : whsec_{rnd(ALNUM, 32)}",
          f"stripe listen --forward-to localhost:8080/webhook m'a donné whsec_{hexs(64)} (local seulement)",
          f"whsec prod du endpoint /webhooks/stripe-connect\n→ whsec_{rnd(ALNUM, 32)}\n(l'autre endpoint a le sien, cf vault)")

    r.add("chat_webhook_url",
          f"webhook mattermost canal #alerts-prod : https://chat.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}",
          f"""alertmanager receiver:
- name: team-ops
  webhook_configs:
  - url: https://chat.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}""")

    r.add("pagerduty_integration_key",
          f"PD routing key service 'checkout-prod' : {hexs(32)}",
          f"""pagerduty_configs:
  - routing_key: {hexs(32)}
    severity: critical""")

    r.add("sentry_auth_token",
          f"sentry-cli pour upload des sourcemaps: SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}",
          f"org token sentry.acme.internal (release job) : sntrys_{b64u_bytes(60)}_{rnd(URLSAFE, 43)}")

    r.add("cloudflare_api_token",
          f"token cloudflare (edit zone DNS acme.example, pour cert-manager DNS01): {rnd(URLSAFE, 40)}",
          f"""cert-manager secret:
kubectl -n cert-manager create secret generic cloudflare-api-token --from-literal=api-token={rnd(URLSAFE, 40)}""")

    r.add("sendgrid_api_key",
          f"clé sendgrid pour les mails de confirmation de commande: {sendgrid_key()}",
          f"SMTP relay sendgrid → user apikey, pass {sendgrid_key()}")

    r.add("s3_object_storage_keys",
          f"bucket s3 backups velero (OVH object storage)\naws_access_key_id = {hexs(32)}\naws_secret_access_key = {hexs(32)}",
          f"""[scw-backups]
aws_access_key_id = {scw_access()}
aws_secret_access_key = {uid()}
region = fr-par""",
          f"rclone config médias produits: access_key_id {rnd(UPPER + DIGITS, 20)} secret_access_key {rnd(B64, 40)} endpoint s3.gra.io.cloud.ovh.example")

    r.add("app_secret_key",
          f"SECRET_KEY django du back-office (si on la perd toutes les sessions sautent): {django_key()}",
          f"rails master.key du vieux front: {hexs(32)}",
          f"APP_KEY=base64:{b64(secrets.token_bytes(32))} (laravel, service factures)")

    r.add("jwt_signing_secret",
          f"JWT_SECRET de l'api mobile (HS256): {rnd(ALNUM, 64)}",
          f".env du service auth (preprod)\nJWT_SECRET={hexs(64)}\nJWT_TTL=3600\nJWT_ISSUER=auth.acme.internal",
          f"""secret partagé gateway <-> auth-service
auth:
  jwtSigningKey: "{b64(secrets.token_bytes(48))}\"""")

    r.add("minio_root_credentials",
          f"minio du cluster de preprod: MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={fpw()}",
          f"mc alias set preprod https://minio.acme.internal minio-admin '{rnd(ALNUM, 32)}'",
          f"""minio chart values (bucket exports)
rootUser: minio-admin
rootPassword: {rnd(ALNUM, 40)}
persistence:
  size: 200Gi""")

    r.add("velero_restic_password",
          f"mot de passe du repo restic de velero (sans lui les backups PV sont illisibles) : {rnd(ALNUM, 32)}",
          f"kopia repository password velero → {phrase(MOTS, 6, '-')}")

    r.add("totp_seed",
          f"seed TOTP du compte root gitlab (pour ajouter dans un 2e authenticator): {rnd(BASE32, 32)}",
          f"otpauth://totp/GitLab:root@gitlab.acme.internal?secret={rnd(BASE32, 32)}&issuer=GitLab",
          f"2FA compte OVH manager (nic xx{digits(5)}-ovh) clé secrète : {groups_of(rnd(BASE32, 32))}")

    r.add("gitlab_recovery_codes",
          "codes de récup 2FA gitlab (compte admin):\n" + "\n".join(hexs(16) for _ in range(10)),
          "backup codes scaleway console: " + ", ".join(rnd(LOWER + DIGITS, 10) for _ in range(6)))

    r.add("office_wifi_password",
          f"wifi bureau Paris 11e: SSID ACME-Staff, clé WPA2 {fpw()}",
          f"WIFI:T:WPA;S:ACME-Lab;P:{rnd(ALNUM, 14)};;  (QR du labo, pour les tels de test)")

    r.add("datacenter_access_code",
          f"baie DC Equinix-like PA3 (acme cage): code cadenas {digits(4)}, code porte salle {digits(6)}#",
          f"bureau: digicode {digits(4)}B, alarme {digits(4)} (désarmer avant 8h)",
          f"code du local serveur au 3e : {digits(5)}")

    r.add("company_card",
          f"CB pro pour payer scaleway/ovh quand le prélèvement plante: {luhn('4', 16)} exp {card_expiry()} CVV {digits(3)}",
          f"carte amex boite (achat domaines) {luhn('37', 15)} — {card_expiry()} — cvc {digits(4)}")

    r.add("password_manager_master",
          f"master password bitwarden équipe ops (vault.acme.internal) : {phrase(MOTS, 5, '-')}{digits(2)}",
          f"mdp maître keepass (infra.kdbx) → {fpw()}")

    r.add("gitlab_session_cookie",
          f"cookie de session gitlab pour le script qui scrape les runners: _gitlab_session={hexs(32)}",
          f"curl -b 'argocd.token={jwt({'iss': 'argocd', 'sub': 'admin', 'exp': epoch()}, 'HS256')}' https://argocd.acme.internal/api/v1/applications")

    r.add("github_pat",
          f"PAT github pour le push mirror gitlab → github (org acme-oss): ghp_{rnd(ALNUM, 36)}",
          f"renovate bot: RENOVATE_GITHUB_COM_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("npm_token",
          f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"token npm publish du design-system: npm_{rnd(ALNUM, 36)}")

    r.add("kubeadm_join_token",
          f"kubeadm join 10.30.0.10:6443 --token {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} --discovery-token-ca-cert-hash sha256:{hexs(64)}",
          f"bootstrap token pour rajouter un worker sur le cluster lab : {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} (ttl 24h)")

    r.add("grafana_service_account_token",
          f"token SA grafana pour le provisioning terraform: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"grafana api key (legacy) pour le dashboard TV: {b(json.dumps({'k': rnd(ALNUM, 32), 'n': 'tv', 'id': 1}, separators=(',', ':')))}")

    r.add("disk_encryption_passphrase",
          f"LUKS du laptop d'astreinte: {phrase(MOTS, 5, ' ')}",
          f"passphrase luks des noeuds bare metal OVH (rescue) → {fpw()}")

    r.add("mysql_root_password",
          f"MYSQL_ROOT_PASSWORD: {fpw()}  (legacy prestashop, vm ovh)",
          f"mysql -uroot -p'{fpw()}' -h mariadb.catalog.svc shop_legacy",
          f"root galera (ne marche qu'en socket local sur les noeuds) : {fpw()}")

    r.add("smtp_relay_password",
          f"postfix relay → smtp.mail.acme.example:587\nsmtp_sasl_password_maps: [smtp.mail.acme.example]:587 relay@acme.example:{fpw()}",
          f"mot de passe du compte noreply@acme.example (alertes) : {fpw()}")

    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)}  DD_APP_KEY={hexs(40)}  (trial datadog, à couper fin du mois)",
          f"clé api datadog dans le helm: datadog.apiKey: {hexs(32)}")

    r.add("argocd_repo_credentials",
          f"""repo creds argocd (template pour tous les repos gitlab):
apiVersion: v1
kind: Secret
metadata:
  name: gitlab-creds
  labels:
    argocd.argoproj.io/secret-type: repo-creds
stringData:
  url: https://gitlab.acme.internal/shop
  username: argocd
  password: {glpat()}""",
          f"argocd repo add git@gitlab.acme.internal:infra/platform.git --ssh-private-key-path ~/.ssh/argocd  → la clé: \n{openssh_private()}")

    return r


def groups_of(text: str, size: int = 4) -> str:
    return " ".join(text[i:i + size] for i in range(0, len(text), size)).lower()


def lookalikes() -> Rows:
    r = Rows()

    r.add("configmap_base64_content",
          f"""configmap nginx du front, binaryData pour le favicon + la conf:
apiVersion: v1
kind: ConfigMap
metadata:
  name: front-static
binaryData:
  favicon.ico: {ico()}
data:
  robots.txt: |
    User-agent: *
    Disallow: /checkout""",
          f"le champ FEATURE_FLAGS du configmap est en base64 parce que le chart est bizarre: {b(json.dumps({'new_checkout': True, 'reco_v2': False, 'ab_bucket': 'B'}))}",
          f"configmap app-settings: LOG_LEVEL={b('info')} / TZ={b('Europe/Paris')} (oui c'est encodé pour rien)")

    r.add("sealed_secret_manifest",
          f"""sealedsecret du redis, c'est ok de le commit (chiffré avec la clé du controller):
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: redis-auth
  namespace: cache
spec:
  encryptedData:
    password: {sealed()}""",
          f"kubeseal --format yaml < secret.yaml > sealed.yaml ; le champ encryptedData.DB_PASSWORD donne {sealed()[:120]}... c'est du ciphertext, pas grave",
          "rappel: le cert public de sealed-secrets se récupère avec kubeseal --fetch-cert > pub-cert.pem, la clé privée reste dans le ns kube-system")

    r.add("sops_encrypted_file",
          f"""infra/secrets/prod/redis.enc.yaml (chiffré SOPS, commit ok):
redis:
    password: {sops_enc(18)}
sops:
    age:
        - recipient: {age_public_key()}
    lastmodified: "2024-11-0{secrets.randbelow(9) + 1}T09:41:12Z"
    mac: {sops_enc(32)}
    version: 3.8.1""",
          f"sops -d ne marche pas sur mon poste, la valeur argocd.adminPassword reste {sops_enc(24)} -> vérifier que SOPS_AGE_KEY_FILE pointe bien vers ~/.config/sops/age/keys.txt",
          f".sops.yaml:\ncreation_rules:\n  - path_regex: secrets/prod/.*\\.yaml$\n    age: {age_public_key()},{age_public_key()}")

    r.add("secret_key_ref_manifest",
          """env du deployment checkout:
env:
  - name: POSTGRES_PASSWORD
    valueFrom:
      secretKeyRef:
        name: checkout-db
        key: POSTGRES_PASSWORD
  - name: REDIS_PASSWORD
    valueFrom:
      secretKeyRef: {name: redis-auth, key: password}""",
          "envFrom: - secretRef: name: payment-gateway-creds   (toutes les clés du secret passent en env, attention au PSP_API_TOKEN dans les logs)",
          "helm: existingSecret: orders-pg, existingSecretPasswordKey: password — ne plus mettre auth.password en clair dans values")

    r.add("external_secret_reference",
          """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: stripe
spec:
  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}
  data:
    - secretKey: STRIPE_SECRET_KEY
      remoteRef:
        key: secret/data/shop/prod/stripe
        property: secret_key""",
          "le ClusterSecretStore vault-backend s'authentifie en kubernetes auth (role eso-reader), pas de token statique",
          "TODO migrer orders + catalog vers ExternalSecret, remoteRef key=shop/prod/<service>, refreshInterval 1h")

    r.add("gitlab_masked_variable_list",
          """variables du groupe shop (Settings > CI/CD > Variables), toutes masked + protected:
- DB_PASSWORD
- REGISTRY_PASSWORD
- SCW_SECRET_KEY
- SOPS_AGE_KEY (type File)
- KUBE_TOKEN (scope production)""",
          "la var OVH_APPLICATION_SECRET est marquée masked mais pas protected → à corriger, sinon les branches feature la voient",
          "GitLab refuse de masquer STRIPE_KEY: la valeur doit faire min 8 caractères et pas d'espaces. Passer en 'Masked and hidden'")

    r.add("gitlab_job_log_masked",
          "log du job 884: `echo $REGISTRY_PASSWORD | docker login registry.acme.internal -u ci-pull --password-stdin` → Login Succeeded, et le password apparaît [MASKED] dans la sortie, ok",
          "job deploy:prod a printé DATABASE_URL=postgresql://orders:[MASKED]@pg-orders... faut virer le `env` de debug",
          "WARNING! Your password will be stored unencrypted in /root/.docker/config.json. (le runner docker, pas grave c'est éphémère)")

    r.add("container_image_digest",
          f"image checkout prod épinglée: registry.acme.internal/shop/checkout@sha256:{hexs(64)}",
          f"rollback: l'ancienne image front était rg.fr-par.scw.acme.internal/acme/front:2.14.3@sha256:{hexs(64)}",
          f"crane digest registry.acme.internal/base/node:20-alpine → sha256:{hexs(64)} (à mettre dans le Dockerfile)")

    r.add("pod_and_node_names",
          f"le pod {pod_name('checkout-api')} crashloop sur le noeud {scw_node('pool-general')}",
          f"OOMKilled: {pod_name('search-indexer')} et {pod_name('search-indexer')}, node {scw_node('pool-highmem')}",
          f"drain de {scw_node('pool-general')} ce soir, les pods {pod_name('orders-worker')} vont bouger")

    r.add("helm_chart_version",
          f"kube-prometheus-stack 58.{secrets.randbelow(8)}.{secrets.randbelow(4)} → 61.{secrets.randbelow(9)}.0, lire le CHANGELOG avant (CRDs!)",
          "versions charts prod: argo-cd 7.3.4, ingress-nginx 4.10.1, cert-manager v1.15.1, external-secrets 0.9.20, velero 7.1.0",
          f"helm history orders -n shop-prod: révision {secrets.randbelow(80) + 20} = chart orders-1.{secrets.randbelow(30)}.{secrets.randbelow(10)}, app {digits(1, True)}.{secrets.randbelow(20)}.{secrets.randbelow(10)}")

    r.add("k8s_resource_uid",
          f"ownerReferences du pod → ReplicaSet uid {uid()}, le deployment a l'uid {uid()}",
          f"le namespace shop-prod bloqué en Terminating, uid {uid()}, finalizer kubernetes à virer",
          f"event: Warning FailedMount pvc uid {uid()}")

    r.add("service_account_name",
          "SA utilisés: gitlab-deployer (shop-prod), argocd-application-controller, eso-reader, velero-server, grafana-reader",
          "system:serviceaccount:shop-prod:gitlab-deployer a besoin du verbe patch sur deployments, ajouter au Role deployer-role",
          "workload identity scaleway: SA 'orders-worker' mappé sur l'application IAM orders-s3-rw")

    r.add("ca_certificate_pem",
          f"CA interne acme (publique, à mettre dans le trust store des runners):\n{pem('CERTIFICATE', 8)}",
          f"ca.crt du ingress staging, pour curl --cacert :\n{pem('CERTIFICATE', 6)}",
          f"le secret tls argocd-server-tls contient tls.crt (chaîne publique) ; ca.crt = {b(pem('CERTIFICATE', 4))[:96]}...")

    r.add("kubeconfig_cluster_public",
          f"""kubeconfig cluster scw prod (partie cluster seulement, l'auth passe par OIDC):
clusters:
- cluster:
    certificate-authority-data: {b(pem('CERTIFICATE', 8))}
    server: https://{uid()}.api.k8s.fr-par.scw.acme.internal:6443
  name: scw-prod""",
          f"server OVH: https://{rnd(LOWER + DIGITS, 6)}.c1.gra9.k8s.ovh.acme.internal, context ovh-prod, namespace par défaut shop-prod",
          """users:
- name: oidc
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: kubectl
      args: [oidc-login, get-token, --oidc-issuer-url=https://sso.acme.internal/realms/acme-staff, --oidc-client-id=kubernetes]""")

    r.add("git_commit_sha",
          f"la régression du panier vient du commit {hexs(40)} (MR !{digits(4, True)}), revert fait dans {hexs(8)}",
          f"argocd app diff front: target revision {hexs(40)} vs live {hexs(40)}",
          f"git bisect good {hexs(12)} / bad {hexs(12)}")

    r.add("gitlab_pipeline_ids",
          f"pipeline #{digits(6, True)} bloqué sur le job e2e #{digits(7, True)} (runner #{digits(3, True)})",
          f"CI_PIPELINE_ID={digits(6, True)} CI_JOB_ID={digits(7, True)} CI_COMMIT_SHORT_SHA={hexs(8)}",
          f"https://gitlab.acme.internal/shop/checkout/-/pipelines/{digits(6, True)} — flaky, relancer")

    r.add("secret_rotation_notice",
          "mdp redis prod roté le 14/11 à 22h, nouvelle valeur dans Vault (secret/shop/prod/redis), pods redémarrés via rollout restart",
          "rotation trimestrielle faite: clé API scaleway terraform-ci révoquée et remplacée, l'ancienne access key ne marche plus",
          "ArgoCD admin local désactivé (admin.enabled: false), on passe 100% par le SSO keycloak désormais",
          "PAT gitlab de Julien révoqué (fuité dans un ticket), il en a refait un avec scope read_api seulement")

    r.add("age_recipient_public_key",
          f"clé publique age de la CI (recipient, ok à partager): {age_public_key()}",
          f"pour chiffrer un secret pour l'équipe: sops --encrypt --age {age_public_key()} secret.yaml > secret.enc.yaml")

    r.add("ssh_public_key",
          f"ma clé publique à ajouter sur le bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} noemie@laptop-acme",
          f"deploy key (read-only) ajoutée sur infra/ansible: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} argocd@acme",
          f"authorized_keys du runner:\nssh-rsa {ssh_pub('ssh-rsa', 270)} ci@runner-01")

    r.add("host_key_fingerprint",
          f"fingerprint du bastion ovh (vérifier au premier ssh): SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"known_hosts gitlab.acme.internal ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
          f"argocd known hosts: gitlab.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}")

    r.add("gpg_fingerprint",
          f"clé GPG de signature des tags release: {groups_of(hexs(40).upper()).upper()}",
          f"commits signés exigés sur infra/*, ma clé: rsa4096/{hexs(16).upper()}",
          f"gpg --recv-keys {hexs(40).upper()}  # clé publique du mainteneur sops, pour vérifier le checksums.txt.sig")

    r.add("publishable_client_key",
          f"clé publishable stripe pour le front (c'est fait pour être publique): pk_live_51{rnd(ALNUM, 97)}",
          f"algolia search-only key côté front: {hexs(32)} (app id {rnd(UPPER + DIGITS, 10)}) — l'admin key elle est dans Vault",
          f"Sentry DSN du front (public): https://{hexs(32)}@sentry.acme.internal/{digits(2, True)}")

    r.add("oidc_client_id",
          f"client OIDC GitLab pour scaleway workload federation: application id {hexs(64)}, callback https://gitlab.acme.internal/users/auth/openid_connect/callback",
          f"keycloak: client 'kubernetes' est public (pas de secret, PKCE), client uuid {uid()}")

    r.add("shop_order_number",
          f"commande client bloquée en 'paiement en attente': ACME-FR-{digits(8, True)}, PSP ref pi_{rnd(ALNUM, 24)}",
          f"le support remonte les commandes {digits(10, True)} et {digits(10, True)} en double, lié à l'incident redis?",
          f"refund manuel demandé pour CMD-{digits(4, True)}-{rnd(UPPER + DIGITS, 6)}")

    r.add("parcel_tracking_number",
          f"colis de test pour le nouveau transporteur: 6A{digits(11)}, et chronopost XR{digits(9)}FR",
          f"le webhook colissimo envoie le n° de suivi {digits(2, True)}{rnd(UPPER, 2)}{digits(9)}FR, le parser plante sur les 2 lettres")

    r.add("company_iban_invoice",
          f"IBAN acme sur les factures (pour le template PDF): {iban('FR', digits(10) + rnd(UPPER + DIGITS, 11) + digits(2))}, BIC ACMEFRPPXXX",
          f"facture OVH {rnd(UPPER, 2)}{digits(8)} payée par virement depuis {iban('FR', digits(10) + rnd(UPPER + DIGITS, 11) + digits(2))}")

    r.add("company_registration_ids",
          f"SIRET acme: {digits(14, True)}, TVA intra FR{digits(2)}{digits(9, True)}, à mettre dans le footer",
          f"n° EORI pour les envois hors UE: FR{digits(14, True)}")

    r.add("jira_ticket_ref",
          f"OPS-{digits(4, True)} : migrer les secrets du chart orders vers ExternalSecret",
          f"incident INC-{digits(3, True)} (postmortem: leaked token dans les logs → SEC-{digits(3, True)})",
          f"ticket support scaleway #{digits(8, True)} pour le load balancer qui drop les websockets")

    r.add("scaleway_resource_id",
          f"cluster kapsule prod: fr-par/{uid()}, pool general fr-par/{uid()}",
          f"private network vpc-prod {uid()}, LB fr-par-1/{uid()}",
          f"organization id scaleway (pas un secret, visible dans l'url console): {uid()}, project {uid()}")

    r.add("ovh_service_name",
          f"projet public cloud OVH: {hexs(32)} (service name), région GRA9",
          f"serveur dédié ns{digits(7, True)}.ip-51-{secrets.randbelow(255)}-{secrets.randbelow(255)}.eu.acme.internal, nic handle ab{digits(5)}-ovh")

    r.add("vault_path_reference",
          "tout est dans Vault: secret/shop/prod/{stripe,redis,pg-orders,sendgrid}, policy shop-prod-read",
          "pour le mdp grafana admin → vault kv get -field=password secret/monitoring/grafana",
          "le mdp du keepass est dans le coffre physique, enveloppe 'OPS', 2e tiroir. Pas ici.")

    r.add("env_var_name_reference",
          "le service checkout lit STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, REDIS_URL et DATABASE_URL depuis l'env, rien dans le code",
          "export SCW_ACCESS_KEY=$(vault kv get -field=access_key secret/infra/scw) SCW_SECRET_KEY=$(vault kv get -field=secret_key secret/infra/scw)",
          "docker login -u ci-pull --password-stdin <<< \"$CI_REGISTRY_PASSWORD\"")

    r.add("templated_placeholder_values",
          """values.yaml (template, les vraies valeurs viennent de l'ExternalSecret):
postgresql:
  auth:
    password: "{{ .Values.global.dbPassword }}"
redis:
  password: ${REDIS_PASSWORD}""",
          "argocd-vault-plugin: password: <path:secret/data/shop/prod/redis#password>",
          "docker-compose.override.yml: POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}")

    r.add("password_policy_talk",
          "politique mdp keycloak realm acme-staff: 14 caractères min, 1 chiffre, 1 spécial, pas les 5 derniers, expiration 365j",
          "les mdp générés par le chart bitnami font 10 caractères alphanum, trop court pour l'audit PCI → forcer existingSecret",
          "GitLab: minimum password length passé à 12 dans l'admin area, 2FA obligatoire pour le groupe infra (grace period 48h)")

    r.add("pin_reset_talk",
          "le PIN du tel d'astreinte a été changé après le départ de Thomas, demander à Inès en direct (pas par Slack)",
          "tel d'astreinte bloqué (3 mauvais PIN) → PUK sur la carte SIM dans le tiroir du bureau 3.12",
          "rappel: le code du local serveur change le 1er de chaque mois, l'accueil l'envoie par SMS")

    r.add("token_expiry_notice",
          f"le deploy token gitlab+deploy-token-{digits(2, True)} expire le 2025-0{secrets.randbelow(9) + 1}-15, en recréer un et mettre à jour le repo-creds argocd",
          "GitLab 16.0+: les PAT sans date d'expiration ont eu une expiration forcée à 1 an, plusieurs jobs vont casser en mai",
          "cert wildcard *.acme.example expire dans 12 jours, cert-manager n'a pas renouvelé (challenge DNS01 en échec)")

    r.add("ip_and_hostname",
          f"IPs: LB prod 51.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}, ingress interne 10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}, bastion bastion-01.ovh.acme.internal",
          "pg-orders.rdb.fr-par.acme.internal:5432 (primary) / pg-orders-ro.rdb.fr-par.acme.internal (replica)",
          "pod CIDR 100.64.0.0/15, service CIDR 10.32.0.0/20, apiserver 10.30.0.10:6443, coredns 10.32.0.10")

    r.add("oncall_phone_number",
          f"n° du tel d'astreinte: +33 6 {digits(2)} {digits(2)} {digits(2)} {digits(2)}, transfert vers PagerDuty le week-end",
          f"support OVH urgence: 1007, contrat scaleway support business: +33 1 {digits(2)} {digits(2)} {digits(2)} {digits(2)}")

    r.add("promo_code",
          f"code promo black friday à tester en preprod: BF{digits(2)}-{rnd(UPPER + DIGITS, 6)} (-20%)",
          f"les codes parrainage clients sont du format ACME-{rnd(UPPER + DIGITS, 8)}, générés par le service loyalty",
          f"coupon interne staff: STAFF{digits(4)}, valable 1 fois")

    r.add("product_sku_ean",
          f"produit qui casse l'indexation: SKU TSH-{digits(5)}-BLU-M, EAN {ean13('37')}",
          f"import catalogue: les EAN {ean13('30')} et {ean13('37')} n'ont pas d'image")

    r.add("software_versions",
          "kubernetes 1.29.6 (scw) / 1.28.9 (ovh), gitlab 17.1.2-ee, runner 17.1.0, argocd v2.11.3+c3fc6a5",
          f"upgrade ingress-nginx controller v1.10.1 → v1.11.2 (CVE-2024-7646), image digest sha256:{hexs(64)}")

    r.add("tls_cert_serial",
          f"cert let's encrypt checkout.acme.example serial {groups_of(hexs(36), 2).replace(' ', ':')}",
          f"certificat client mTLS du PSP, serial {hexs(32).upper()}, not after 2025-06-30")

    r.add("alert_and_dashboard_ids",
          f"alerte KubePodCrashLooping fingerprint {hexs(16)}, silence id {uid()}",
          f"dashboard grafana 'Checkout SLO' uid {rnd(LOWER + UPPER + DIGITS, 9)}, panel 12",
          f"alertmanager groupKey {{}}:{{alertname=\"RedisDown\"}} receiver team-ops, incident PD {rnd(UPPER + DIGITS, 7)}")

    r.add("trace_request_id",
          f"erreur 502 sur /api/cart, trace id {hexs(32)}, span {hexs(16)}",
          f"X-Request-Id: {uid()} — le client dit que le paiement est passé mais la commande n'existe pas",
          f"sentry issue FRONT-{rnd(UPPER + DIGITS, 3)}, event id {hexs(32)}: TypeError dans le tunnel de commande")

    r.add("mac_address_inventory",
          f"switch bureau: port 12 = imprimante {mac()}, port 14 = NUC de monitoring {mac(upper=True)}",
          f"dhcp réservation pour le raspberry du TV dashboard: {mac('-', True)} → 192.168.10.40")

    r.add("pvc_volume_handle",
          f"PV pvc-{uid()} (sbs-default, 50Gi) attaché au pod redis-master-0, volumeHandle fr-par-1/{uid()}",
          f"velero backup prod-daily-{digits(14, True)} ok, snapshots: pvc-{uid()}, pvc-{uid()}")

    r.add("docker_credhelper_config",
          """~/.docker/config.json propre, plus de mdp en clair:
{
  "credsStore": "secretservice",
  "credHelpers": {
    "rg.fr-par.scw.acme.internal": "scw",
    "registry.acme.internal": "gitlab"
  }
}""",
          """config.json du runner après le fix:
{"auths": {"registry.acme.internal": {}}, "credsStore": "pass"}""",
          """docker-credential-scw list
{"https://rg.fr-par.scw.acme.internal": "nologin"}
→ le helper répond bien, le secret reste dans le keyring""")

    r.add("kubeadm_ca_cert_hash",
          f"discovery-token-ca-cert-hash du cluster lab: sha256:{hexs(64)} (le token se régénère avec `kubeadm token create --print-join-command`)",
          "les bootstrap tokens du lab expirent après 24h, en refaire un au moment d'ajouter le worker",
          f"openssl x509 -pubkey -in /etc/kubernetes/pki/ca.crt | openssl rsa -pubin -outform der | openssl dgst -sha256 -hex\n→ (stdin)= {hexs(64)}")

    r.add("release_checksum",
          f"sops_3.8.1_linux_amd64 sha256 {hexs(64)} (vérifié avec le checksums.txt signé)",
          f"helm-v3.15.2-linux-amd64.tar.gz: {hexs(64)}",
          f"md5 du dump catalog avant restore: {hexs(32)}")

    r.add("signing_public_key",
          f"clé publique cosign pour vérifier les images (cosign.pub):\n{pem('PUBLIC KEY', 2)}",
          f"JWKS de l'auth-service (public): {{\"kty\":\"RSA\",\"kid\":\"{hexs(16)}\",\"use\":\"sig\",\"alg\":\"RS256\",\"n\":\"{b64u_bytes(256)}\",\"e\":\"AQAB\"}}",
          f"wireguard: clé PUBLIQUE du peer OVH = {wg_key()} (c'est celle-là qu'on donne, pas la privée)")

    r.add("terraform_state_lock",
          f"terraform state verrouillé: Lock Info ID {uid()}, Who: runner@{pod_name('runner')}, → terraform force-unlock après vérif",
          f"state backend s3://acme-tfstate/prod/k8s.tfstate, version id {rnd(ALNUM, 32)}")

    r.add("argocd_sync_status",
          f"app orders-prod: Synced to {hexs(7)}, Health Degraded, operation id {digits(4, True)}, revision history {secrets.randbelow(50) + 1}",
          f"argocd app rollback orders-prod {secrets.randbelow(40) + 1}  # revient sur {hexs(40)}")

    r.add("vehicle_plate",
          f"voiture de service pour aller au DC: {rnd(UPPER, 2)}-{digits(3)}-{rnd(UPPER, 2)}, clé à l'accueil, badge parking n° {digits(4)}",
          f"PV de stationnement reçu pour {rnd(UPPER, 2)}-{digits(3)}-{rnd(UPPER, 2)}, ref avis {digits(10, True)}")

    r.add("k8s_secret_metadata_only",
          f"""kubectl describe secret checkout-db -n shop-prod
Name:         checkout-db
Namespace:    shop-prod
Type:  Opaque
Data
====
POSTGRES_PASSWORD:  {secrets.randbelow(20) + 12} bytes
POSTGRES_USER:      8 bytes""",
          f"kubectl get secrets -n shop-prod → regcred (kubernetes.io/dockerconfigjson, 1 data, age {secrets.randbelow(300) + 20}d), checkout-db (Opaque, 2), redis-auth (Opaque, 1)")

    r.add("cloud_account_ids",
          f"compte AWS (juste pour Route53 legacy): {digits(12, True)}, role arn:aws:iam::{digits(12, True)}:role/external-dns",
          f"bucket ARN arn:aws:s3:::acme-legacy-media, kms key id {uid()}")

    r.add("base64_nonsecret_data",
          f"le label annotation kubectl.kubernetes.io/last-applied-configuration est énorme, le bout en base64 c'est juste {b(json.dumps({'replicas': 3, 'image': 'front:2.14.3'}))}",
          f"header X-Cart-Context envoyé par le front: {b(json.dumps({'currency': 'EUR', 'locale': 'fr-FR', 'store': 'paris-11'}))} (pas sensible)")

    return r


def main() -> None:
    write_corpora("make_heldout118.py", [
        ("heldout118_credentials.yaml", credentials(), "batch 118 (Paris e-commerce DevOps engineer, Kubernetes and GitLab, French/English notes), written blind; every value synthetic"),
        ("heldout118_lookalikes.yaml", lookalikes(), "batch 118 look-alikes: ConfigMaps, SealedSecrets, SOPS files, references, digests, ids, public certs and rotation notices, written blind"),
    ])


if __name__ == "__main__":
    main()
