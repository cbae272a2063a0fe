# ruff: noqa: E501
"""Writes heldout120_credentials.yaml and heldout120_lookalikes.yaml: held-out batch 120.

Persona: a platform engineer at a Hamburg logistics company (container terminal and trucking
software), writing to their assistant in German and English, often both in one note. They run
EKS clusters, Terraform Cloud, RDS, Grafana, Vault, Docker Hub and PagerDuty, and paste
whatever is in front of them: kubeconfig fragments, `aws` CLI output, Helm values, chat
messages to colleagues, and the odd door code or company card.

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
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    b64u_bytes,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    kube_key_data,
    luhn,
    onepassword_secret_key,
    openssh_private,
    pem,
    phrase,
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

K8S_SAFE = "bcdfghjklmnpqrstvwxz2456789"
WORDS = ["hafen", "kran", "elbe", "moewe", "anker", "deich", "lotse", "kutter", "tonne", "welle",
         "speicher", "bruecke", "schlepper", "nebel", "ebbe", "flut", "kaje", "poller", "barkasse", "fleet"]
EN_WORDS = ["copper", "harbour", "violet", "gravel", "lantern", "oyster", "tundra", "pepper", "quartz",
            "meadow", "falcon", "rubber", "canyon", "velvet", "ember", "pylon"]


def asia() -> str:
    return "ASIA" + rnd(UPPER + DIGITS, 16)


def session_token() -> str:
    return "IQoJb3JpZ2luX2VjE" + rnd(B64, 20) + b64(secrets.token_bytes(280))


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def vault_root() -> str:
    return "hvs." + rnd(ALNUM, 24)


def vault_service_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def unseal_key() -> str:
    return b64(secrets.token_bytes(33))


def dckr() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def pd_key() -> str:
    return pick("u+", "y_", "") + rnd(ALNUM + "_-", 18)


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def sa_jwt(ns: str, sa: str) -> str:
    claims = {"aud": ["https://kubernetes.default.svc"], "exp": epoch() + 31_536_000, "iat": epoch(),
              "iss": "https://kubernetes.default.svc.cluster.local",
              "kubernetes.io": {"namespace": ns, "serviceaccount": {"name": sa, "uid": uid()}},
              "sub": f"system:serviceaccount:{ns}:{sa}"}
    header = b64u(json.dumps({"alg": "RS256", "kid": rnd(URLSAFE, 43)}).encode())
    return f"{header}.{b64u(json.dumps(claims).encode())}.{rnd(URLSAFE, 342)}"


def eks_token(cluster: str) -> str:
    url = (f"https://sts.eu-central-1.amazonaws.example/?Action=GetCallerIdentity&Version=2011-06-15"
           f"&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={aws_key_id()}%2F2025{digits(4)}%2Feu-central-1%2Fsts%2Faws4_request"
           f"&X-Amz-Date=2025{digits(4)}T{digits(6)}Z&X-Amz-Expires=60&X-Amz-SignedHeaders=host%3Bx-k8s-aws-id"
           f"&X-Amz-Signature={hexs(64)}")
    return "k8s-aws-v1." + b64u(url.encode())


def iso6346(owner: str) -> str:
    """A shipping container number (three-letter owner code, category U, six digits) with its check digit."""
    values = {}
    v = 10
    for c in UPPER:
        if v % 11 == 0:
            v += 1
        values[c] = v
        v += 1
    body = owner + "U" + digits(6)
    total = sum((values[c] if c.isalpha() else int(c)) * 2 ** i for i, c in enumerate(body))
    return body + str(total % 11 % 10)


def sscc() -> str:
    body = "3" + "4012345" + digits(9)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def mrn() -> str:
    return f"{pick('24', '25')}DE{rnd(UPPER + DIGITS, 12)}{pick('A', 'B', 'E')}{digits(1)}"


def cf_id() -> str:
    return "E" + rnd(UPPER + DIGITS, 13)


def fp_sha256() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def colon_fp(n: int = 32) -> str:
    return ":".join(hexs(2 * n)[i:i + 2] for i in range(0, 2 * n, 2)).upper()


def rs_hash() -> str:
    return rnd(K8S_SAFE, pick(9, 10))


def credentials() -> Rows:
    r = Rows()
    acct = aws_account()

    kid, sec = aws_key_id(), aws_secret()
    kid2, sec2 = aws_key_id(), aws_secret()
    kid3, sec3 = aws_key_id(), aws_secret()
    kid4, sec4 = aws_key_id(), aws_secret()
    r.add("aws_access_key_pair",
          f"AWS CLI Profil acme-prod-admin (break-glass, nur im Notfall!!):\n[acme-prod-admin]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = eu-central-1",
          f"neuer IAM user svc-terraform-ci, keys: {kid2} / {sec2}  -> in TFC workspace als env vars eintragen, dann hier löschen",
          f"export AWS_ACCESS_KEY_ID={kid3}\nexport AWS_SECRET_ACCESS_KEY={sec3}\nexport AWS_DEFAULT_REGION=eu-central-1\n# staging acct {acct}, nur fürs migrations-script",
          f"key for the S3 uploader on the scanner PCs at Waltershof gate: access key {kid4} secret {sec4} - never expires (yes I know, ticket is open)")

    r.add("aws_secret_access_key",
          f"Secret vom svc-backup user, hatte letzte Woche nur die ID notiert: {aws_secret()}",
          f"AWS_SECRET_ACCESS_KEY für die alte edi-bridge Kiste (edi01.acme-logistik.internal) = {aws_secret()}",
          f"reminder: the secret key for the cost-explorer readonly user is\n{aws_secret()}\nKey ID steht im 1Password Eintrag")

    a1, s1, t1 = asia(), aws_secret(), session_token()
    a2, s2, t2 = asia(), aws_secret(), session_token()
    a3, s3, t3 = asia(), aws_secret(), session_token()
    r.add("aws_session_credentials",
          f"output von assume-role in prod, gilt 12h, für den DR-test heute nacht:\n{{\n  \"Credentials\": {{\n    \"AccessKeyId\": \"{a1}\",\n    \"SecretAccessKey\": \"{s1}\",\n    \"SessionToken\": \"{t1}\",\n    \"Expiration\": \"2025-11-1{digits(1)}T0{digits(1)}:00:00Z\"\n  }}\n}}",
          f"[acme-dr]\naws_access_key_id = {a2}\naws_secret_access_key = {s2}\naws_session_token = {t2}",
          f"Jonas braucht kurz Zugriff auf den staging bucket, hab ihm das geschickt:\nAWS_ACCESS_KEY_ID={a3} AWS_SECRET_ACCESS_KEY={s3} AWS_SESSION_TOKEN={t3}")

    cert_data = b64(pem("CERTIFICATE", 8).encode())
    r.add("eks_kubeconfig_client_key",
          f"kubeconfig user für eks-prod-hh (admin, x509, NICHT committen):\nusers:\n- name: platform-admin\n  user:\n    client-certificate-data: {cert_data}\n    client-key-data: {kube_key_data()}",
          f"client-key-data for the break glass user on eks-staging, in case IAM auth is broken again:\n{kube_key_data()}",
          f"k8s admin cert+key fürs on-prem rancher cluster im Lager Billbrook\nclient-certificate-data: {b64(pem('CERTIFICATE', 6).encode())}\nclient-key-data: {kube_key_data()}")

    r.add("eks_bearer_token",
          f"token from `aws eks get-token --cluster-name eks-prod-hh` (15 min) for the curl test against the API:\n{eks_token('eks-prod-hh')}",
          f"kubeconfig für den legacy cluster, statisches token:\nusers:\n- name: legacy-admin\n  user:\n    token: {sa_jwt('kube-system', 'legacy-admin')}",
          f"curl -k -H \"Authorization: Bearer {eks_token('eks-staging')}\" https://eks-staging.acme-logistik.internal/api/v1/namespaces")

    r.add("kubernetes_sa_token",
          f"SA token vom argocd-deployer (ns ci), für die gitlab pipeline:\n{sa_jwt('ci', 'argocd-deployer')}",
          f"long-lived token for the prometheus federation scraper: {sa_jwt('monitoring', 'federate-reader')}",
          f"KUBE_TOKEN={sa_jwt('tracking', 'tracking-migrator')}\n^ für den einmaligen migration job, danach secret löschen")

    r.add("terraform_cloud_user_token",
          f"mein TFE user token (tfe.acme-logistik.internal, org acme-logistik): {tfc_token()}",
          f"~/.terraformrc auf der neuen Kiste:\ncredentials \"tfe.acme-logistik.internal\" {{\n  token = \"{tfc_token()}\"\n}}",
          f"export TF_TOKEN_tfe_acme__logistik_internal={tfc_token()}")

    r.add("terraform_cloud_team_token",
          f"team token 'platform-ci' für gitlab, läuft nicht ab: {tfc_token()}",
          f"TFC org token (only for the workspace bootstrap script, owners team):\n{tfc_token()}",
          f"Team API token ops-readonly -> {tfc_token()} (für das grafana TFC plugin)")

    r.add("rds_master_password",
          f"RDS master pw tracking-prod (postgres 15, user: postgres_admin): {pw()}",
          f"Master-Passwort für die neue Aurora tos-db-staging\n{rnd(ALNUM + '!#%*', 24)}\nwird noch nicht von Secrets Manager rotiert",
          f"rds masterpass, yard-mgmt db: {pick('Kaje', 'Poller', 'Lotse')}{digits(4)}!{rnd(ALNUM, 6)}",
          f"aws rds modify-db-instance --db-instance-identifier billing-prod --master-user-password '{rnd(ALNUM + '#%+', 20)}' --apply-immediately")

    r.add("rds_connection_string",
          f"DATABASE_URL=postgresql://tracking_app:{rnd(ALNUM, 22)}@tracking-prod.cluster.acme-logistik.internal:5432/tracking?sslmode=require",
          f"jdbc für das reporting tool: jdbc:postgresql://reporting-ro.acme-logistik.internal:5432/dwh?user=metabase&password={rnd(ALNUM, 18)}",
          f"psql \"host=yard-db.acme-logistik.internal dbname=yard user=yard_admin password={pw()}\"")

    r.add("grafana_admin_password",
          f"grafana.acme-logistik.internal admin / {pw()}",
          f"Grafana admin pw nach dem helm upgrade neu gesetzt:\ngrafana-cli admin reset-admin-password '{rnd(ALNUM + '!%', 18)}'",
          f"adminPassword in values-prod.yaml (grafana chart) ist: {pick('Moewe', 'Elbe', 'Kran')}-{digits(3)}-{rnd(ALNUM, 8)}")

    r.add("grafana_service_account_token",
          f"Grafana SA token terraform-provider: {glsa()}",
          f"GRAFANA_AUTH={glsa()}  # für grafana-backup cronjob",
          f"new token for the oncall bot to post annotations\n{glsa()}")

    r.add("vault_root_token",
          f"Vault root token (nach dem re-init heute): {vault_root()} – revoken sobald admin policy steht!",
          f"export VAULT_ADDR=https://vault.acme-logistik.internal:8200\nexport VAULT_TOKEN={vault_root()}",
          f"root tkn vault-staging {vault_root()}")

    r.add("vault_approle_secret_id",
          f"AppRole gitlab-ci:\nrole_id   {uid()}\nsecret_id {uid()}",
          f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
          f"secret-id für approle tracking-api (ttl 0, erneuern im Q1): {uid()}")

    r.add("vault_unseal_key",
          f"Unseal Key 1: {unseal_key()}\nUnseal Key 2: {unseal_key()}\nUnseal Key 3: {unseal_key()}\n(threshold 3, die anderen zwei hat Mareike)",
          f"mein unseal share für vault-prod: {unseal_key()}",
          f"vault operator unseal {unseal_key()}")

    r.add("dockerhub_access_token",
          f"Docker Hub PAT acmelogistik-ci (read/write): {dckr()}",
          f"echo \"{dckr()}\" | docker login -u acmelogistikbot --password-stdin",
          f"docker hub pull token für die k8s nodes (wegen rate limit) -> {dckr()}")

    r.add("pagerduty_api_key",
          f"PagerDuty REST API key (read-only, für den oncall-export): {pd_key()}",
          f"curl -H 'Authorization: Token token={pd_key()}' -H 'Accept: application/vnd.pagerduty+json;version=2' https://pagerduty.example/incidents",
          f"PD api key fürs terraform pagerduty provider\nPAGERDUTY_TOKEN={pd_key()}")

    r.add("pagerduty_integration_key",
          f"Events v2 routing key für alertmanager (service Terminal-OS prod): {hexs(32)}",
          f"alertmanager.yml:\nreceivers:\n- name: pd-critical\n  pagerduty_configs:\n  - routing_key: {hexs(32)}\n    severity: critical",
          f"integration key PD <-> grafana: {hexs(32)}")

    r.add("github_pat",
          f"GitHub PAT für renovate bot (repo scope): {ghp()}",
          f"git clone https://platform-bot:{ghp()}@git.acme-logistik.internal/platform/infra-live.git",
          f"fine-grained token helm-charts repo: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("gitlab_runner_token",
          f"gitlab-runner register --url https://gitlab.acme-logistik.internal --token glrt-{rnd(URLSAFE, 20)}",
          f"runner auth token für den eks runner (values.yaml runnerToken): glrt-{rnd(URLSAFE, 20)}")

    r.add("argocd_admin_password",
          f"argocd initial admin pw (eks-prod-hh): {rnd(ALNUM + '-', 16)}",
          f"ArgoCD login: admin / {pw()} – SSO geht noch nicht",
          f"argocd login argocd.acme-logistik.internal --username admin --password '{rnd(ALNUM, 16)}'")

    r.add("bastion_ssh_private_key",
          f"bastion key (ec2-user@bastion.acme-logistik.internal), falls mein laptop stirbt:\n{openssh_private()}",
          f"deploy key for the ansible box\n{openssh_private()}")

    r.add("tls_private_key",
          f"private key für *.acme-logistik.test (self-signed, nur lab):\n{pem('RSA PRIVATE KEY', 10)}",
          f"ingress tls.key für tracking.acme-logistik.example, Zertifikat liegt im repo:\n{pem('PRIVATE KEY', 8)}")

    r.add("slack_bot_token",
          f"Slack bot token #platform-alerts: xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)} (deploy-notifier)",
          f"token für den argocd notifications slack service -> xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}")

    r.add("datadog_api_keys",
          f"DD trial account:\nDD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
          f"datadog api key für den agent auf den alten windows servern: {hexs(32)}",
          f"Datadog application key (terraform provider, full access) {hexs(40)}")

    r.add("sentry_auth_token",
          f"sentry-cli token für sourcemap upload: sntryu_{hexs(64)}",
          f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}")

    r.add("npm_token",
          f"//npm.acme-logistik.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"npm automation token für die frontend pipeline: npm_{rnd(ALNUM, 36)}")

    r.add("artifactory_api_key",
          f"Artifactory API key (jfrog.acme-logistik.internal), user svc-gradle: AKCp8{rnd(ALNUM, 68)}",
          f"gradle.properties:\nartifactoryUser=svc-gradle\nartifactoryPassword=AKCp8{rnd(ALNUM, 68)}",
          f"curl -H \"X-JFrog-Art-Api: AKCp8{rnd(ALNUM, 68)}\" https://jfrog.acme-logistik.internal/artifactory/api/repositories")

    r.add("redis_password",
          f"elasticache redis auth token (session-cache prod): {rnd(ALNUM, 32)}",
          f"REDIS_URL=rediss://:{rnd(ALNUM, 28)}@session-cache.acme-logistik.internal:6379/0",
          f"redis-cli -h queue-redis.acme-logistik.internal -a '{rnd(ALNUM, 24)}' --tls")

    r.add("rabbitmq_credentials",
          f"AMQP_URL=amqps://edi_consumer:{rnd(ALNUM, 20)}@mq.acme-logistik.internal:5671/edi",
          f"RabbitMQ management UI: admin / {pw()}  (mq.acme-logistik.internal:15672)",
          f"rabbit user fürs gate-system, pw {pick('Tonne', 'Anker', 'Deich')}{digits(4)}{rnd(ALNUM, 5)}")

    r.add("mongodb_uri",
          f"MONGO_URI=mongodb+srv://telematics:{rnd(ALNUM, 24)}@telematics.acme-logistik.internal/fleet?retryWrites=true",
          f"mongo admin für den truck-telemetry cluster: mongosh 'mongodb://root:{rnd(ALNUM, 20)}@mongo-0.acme-logistik.internal:27017/admin'")

    r.add("kafka_sasl_password",
          f"kafka client.properties (MSK, SCRAM):\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"svc-tracking\" password=\"{rnd(ALNUM, 32)}\";",
          f"MSK scram user edi-producer pw: {rnd(ALNUM, 28)}",
          f"kcat -b kafka.acme-logistik.internal:9096 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=ops -X sasl.password={rnd(ALNUM, 24)} -L")

    r.add("opensearch_master_password",
          f"OpenSearch master user (logs-prod domain): admin / {pw()}",
          f"elastic pw nach elasticsearch-reset-password: {rnd(ALNUM + '*=_', 20)}",
          f"opensearch dashboards login für die Leitstand-Kollegen: leitstand / {pick('Barkasse', 'Fleet', 'Speicher')}{digits(2)}#{rnd(ALNUM, 6)}")

    r.add("keycloak_client_secret",
          f"Keycloak client grafana-oidc, realm acme: client secret {rnd(ALNUM, 32)}",
          f"oauth2-proxy config:\nclient_id = \"kubernetes-dashboard\"\nclient_secret = \"{rnd(ALNUM, 32)}\"\ncookie_secret = \"{b64u_bytes(32)}\"",
          f"argocd oidc.config clientSecret: {rnd(ALNUM, 32)}")

    r.add("jenkins_api_token",
          f"Jenkins (jenkins-legacy.acme-logistik.internal) api token für mich: 11{hexs(32)}",
          f"curl -u platform-bot:11{hexs(32)} -X POST https://jenkins-legacy.acme-logistik.internal/job/edi-export/build",
          f"JENKINS_TOKEN=11{hexs(32)}")

    r.add("sonarqube_token",
          f"sonar token für die gitlab ci: squ_{hexs(40)}",
          f"SONAR_TOKEN=squ_{hexs(40)} (project tracking-api)")

    r.add("wireguard_private_key",
          f"wg0.conf Homeoffice:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.90.0.14/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme-logistik.example:51820\nAllowedIPs = 10.0.0.0/8",
          f"WireGuard privkey fürs Terminal-Gateway Altenwerder: {wg_key()}",
          f"wg private key laptop: {wg_key()}")

    r.add("aws_console_password",
          f"AWS console login prod: https://{acct}.signin.aws.amazon.example/console  user: stefan.platform  pw: {pw()}",
          f"IAM user 'auditor-kpmg' console pw (temporär, must change): {rnd(ALNUM + '!@#$%', 16)}",
          f"root user billing account, Passwort:\n{rnd(ALNUM + '!#%&', 28)}")

    r.add("aws_mfa_totp_seed",
          f"MFA seed für root account (virtuell, falls Yubikey weg): {rnd(BASE32, 64)}",
          f"otpauth://totp/Amazon%20Web%20Services:root@{acct}?secret={rnd(BASE32, 64)}&issuer=Amazon%20Web%20Services",
          f"TOTP secret break-glass IAM user: {groups(rnd(BASE32, 32), 4)}")

    r.add("github_recovery_codes",
          f"GitHub recovery codes (platform-bot org owner):\n{recovery_codes(8, 'github')}",
          f"recovery codes gitlab admin account\n{recovery_codes(6, 'other')}")

    r.add("onepassword_secret_key",
          f"1Password Secret Key (Firmenaccount acme-logistik.1password.example): {onepassword_secret_key()}",
          f"emergency kit neu ausgedruckt, secret key {onepassword_secret_key()}, master pw: {phrase(EN_WORDS, 5, '-')}")

    r.add("luks_passphrase",
          f"LUKS passphrase Arbeitslaptop: {phrase(WORDS, 5, ' ')}",
          f"disk encryption pw des backup-servers im RZ Hammerbrook -> {phrase(WORDS, 4, '-')}{digits(2)}",
          f"cryptsetup luksOpen /dev/nvme1n1 backup  # passphrase: {phrase(EN_WORDS, 6, '.')}")

    r.add("server_room_door_code",
          f"Code Serverraum 2.OG Lagerhalle: {digits(6)}#",
          f"Türcode RZ Hammerbrook Käfig 14: {digits(4)}, Alarmanlage unscharf mit {digits(5)}",
          f"door code for the comms cabinet at the Tollerort gate is {digits(4)}*")

    r.add("corporate_card",
          f"Firmenkreditkarte für AWS/Docker Hub Rechnungen:\n{groups(luhn('4', 16), 4)}  exp {card_expiry()}  CVC {digits(3)}",
          f"company Mastercard (platform budget): {luhn('5' + pick('1', '2', '3', '4', '5'), 16)} {card_expiry()} cvv {digits(3)}",
          f"neue Karte kam, für PagerDuty billing: {groups(luhn('4', 16), 4, '-')} / gültig bis {card_expiry()} / Prüfziffer {digits(3)}")

    r.add("sops_age_secret_key",
          f"age key für sops (infra-live repo):\n# created: 2025-0{digits(1, True)}-1{digits(1)}T10:12:44+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}",
          f"backup vom sops age private key, liegt sonst nur auf meinem laptop: {age_secret_key()}")

    r.add("cosign_key_password",
          f"COSIGN_PASSWORD={rnd(ALNUM, 24)} (für cosign.key im CI, signiert alle images)",
          f"cosign sign passwort: {phrase(EN_WORDS, 4, '-')}")

    r.add("harbor_robot_secret",
          f"Harbor robot account robot$ci+push, secret: {rnd(ALNUM, 32)}",
          f"docker login harbor.acme-logistik.internal -u 'robot$tracking+pull' -p {rnd(ALNUM, 32)}",
          f"imagePullSecret für harbor, .dockerconfigjson:\n{{\"auths\":{{\"harbor.acme-logistik.internal\":{{\"auth\":\"{basic('robot$k8s+pull', rnd(ALNUM, 32))}\"}}}}}}")

    r.add("basic_auth_header",
          f"prometheus remote_write basic auth header: Authorization: Basic {basic('prom-remote', rnd(ALNUM, 24))}",
          f"curl -H 'Authorization: Basic {basic('alertmanager', pw())}' https://alertmanager.acme-logistik.internal/api/v2/alerts",
          f"htaccess user für das staging frontend (Kunde Testzugang): kunde-test / {pw()}")

    r.add("jwt_signing_secret",
          f"JWT_SECRET für tracking-api (HS256), prod: {rnd(URLSAFE, 64)}",
          f"Signing key der Kunden-API (Portal) – ändern heißt alle Sessions fliegen raus:\n{hexs(64)}",
          f"app.jwt.secret={b64(secrets.token_bytes(48))}")

    r.add("ses_smtp_credentials",
          f"SES SMTP (eu-central-1) für Lieferavis-Mails:\nuser {aws_key_id()}\npass B{rnd(B64, 43)}",
          f"spring.mail.username={aws_key_id()}\nspring.mail.password=B{rnd(B64, 43)}",
          f"smtp pw für noreply@acme-logistik.example (SES): B{rnd(B64, 43)}")

    r.add("cloudflare_api_token",
          f"Cloudflare API token (zone DNS edit, acme-logistik.example): {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}  # cert-manager dns01")

    r.add("ansible_vault_password",
          f"ansible vault pw (inventory/prod/group_vars): {pw()}",
          f"echo '{rnd(ALNUM, 30)}' > ~/.ansible_vault_pass && chmod 600 ~/.ansible_vault_pass",
          f"vault-pass für das windows-ansible repo: {phrase(WORDS, 3, '_')}_{digits(3)}")

    r.add("office_wifi_password",
          f"WLAN Büro Speicherstadt: SSID acme-staff, Passwort {pick('Speicher', 'Kaje', 'Fleet')}{digits(4)}{rnd(ALNUM, 6)}",
          f"wifi in the yard office (acme-yard-iot, WPA2): {rnd(ALNUM, 16)}",
          f"Gäste-WLAN diese Woche: acme-guest / {phrase(WORDS, 2, '-')}-{digits(3)}")

    r.add("vpn_preshared_key",
          f"IPsec PSK Tunnel zum Zoll-Dienstleister (site-to-site, tunnel 1): {rnd(ALNUM + '._', 32)}",
          f"aws vpn connection psk tunnel2: {rnd(ALNUM + '._', 32)}")

    r.add("mysql_root_password",
          f"MySQL root auf der alten WMS-Kiste (wms01.acme-logistik.internal): {pw()}",
          f"mysql -h wms01.acme-logistik.internal -u root -p'{rnd(ALNUM, 18)}' wms")

    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()
    acct2 = aws_account()

    r.add("secretsmanager_arn_reference",
          f"RDS master pw wird jetzt von Secrets Manager gemanaged: arn:aws:secretsmanager:eu-central-1:{acct}:secret:rds!cluster-{uid()}-{rnd(ALNUM, 6)}",
          f"tracking-api liest DB creds aus arn:aws:secretsmanager:eu-central-1:{acct}:secret:prod/tracking/db-{rnd(ALNUM, 6)} (IRSA role hat GetSecretValue nur darauf)",
          f"Grafana admin password -> secretsmanager, ARN: arn:aws:secretsmanager:eu-central-1:{acct}:secret:platform/grafana/admin-{rnd(ALNUM, 6)}\nrotation lambda läuft alle 30 Tage",
          f"external-secrets ClusterSecretStore points at\n  remoteRef:\n    key: arn:aws:secretsmanager:eu-central-1:{acct2}:secret:staging/pagerduty/api-key-{rnd(ALNUM, 6)}")

    r.add("kms_key_arn",
          f"KMS key für tfstate encryption: arn:aws:kms:eu-central-1:{acct}:key/{uid()}",
          f"EKS secrets envelope encryption key -> arn:aws:kms:eu-central-1:{acct}:key/mrk-{hexs(32)} (multi-region, replica in eu-west-1)",
          f"aws kms describe-key --key-id {uid()}  → Enabled, KeyRotationStatus true")

    r.add("kms_key_alias",
          "KMS aliases die wir wirklich nutzen: alias/acme-tfstate, alias/eks-prod-hh-secrets, alias/rds-tracking-prod, alias/sops-infra-live",
          f"sops creation_rule for prod: kms: arn:aws:kms:eu-central-1:{acct}:alias/sops-infra-live",
          "reminder: alias/aws/secretsmanager ist der default key, für cross-account brauchen wir alias/acme-shared-secrets")

    r.add("iam_role_arn",
          f"IRSA role tracking-api: arn:aws:iam::{acct}:role/eks-prod-hh-tracking-api-irsa",
          f"TFC assumes arn:aws:iam::{acct}:role/tfc-platform-apply via OIDC (dynamic provider creds, kein static key mehr!)",
          f"aws sts assume-role --role-arn arn:aws:iam::{acct2}:role/OrganizationAccountAccessRole --role-session-name stefan-dr-test")

    r.add("pod_name_with_hash",
          f"{pod_name('tracking-api')} hängt in CrashLoopBackOff, OOMKilled bei 512Mi",
          f"kubectl -n edi logs {pod_name('edi-parser')} --previous | grep -i timeout",
          f"pods die nach dem node drain nicht hochkamen:\n{pod_name('gate-ocr')}\n{pod_name('gate-ocr')}\n{pod_name('yard-planner')}",
          f"@Lena der {pod_name('grafana')} ist neu gestartet, admin login geht wieder über SSO")

    r.add("replicaset_name",
          f"kubectl -n tracking rollout undo deploy/tracking-api --to-revision=41  (alte RS tracking-api-{rs_hash()})",
          f"ReplicaSet yard-planner-{rs_hash()} hat 0/3 ready, pod-template-hash={rs_hash()}",
          f"argocd zeigt zwei RS: edi-parser-{rs_hash()} (old) und edi-parser-{rs_hash()} (new)")

    r.add("container_image_digest",
          f"prod läuft auf acmelogistik/tracking-api@sha256:{hexs(64)}",
          f"image pinned in values-prod.yaml:\nimage:\n  repository: harbor.acme-logistik.internal/platform/gate-ocr\n  digest: sha256:{hexs(64)}",
          f"cosign verify ok for sha256:{hexs(64)} (signed by CI key)",
          f"Trivy CVE-2024-{digits(5, True)} betrifft base image digest sha256:{hexs(64)}, rebuild nötig")

    r.add("git_commit_sha",
          f"terraform apply auf infra-live @ {hexs(40)} war der mit dem kaputten SG",
          f"revert {hexs(7)} (\"bump karpenter to 1.1\") und cherry-pick {hexs(7)}",
          f"tracking-api v2.14.3 = commit {hexs(40)}, tag signed")

    r.add("uuid_in_url",
          f"Grafana Dashboard 'Gate Throughput': https://grafana.acme-logistik.internal/d/{rnd(ALNUM, 9)}/gate-throughput?orgId=1&var-terminal=CTA",
          f"TFC run, der die NAT gateways löschen wollte: https://app.terraform.example/app/acme-logistik/workspaces/network-prod/runs/run-{rnd(ALNUM, 16)}",
          f"Incident Review Doc https://confluence.acme-logistik.internal/pages/{uid()}/postmortem-eks-upgrade",
          f"argo workflow ui: https://argo.acme-logistik.internal/workflows/ci/{uid()}")

    r.add("terraform_variable_reference",
          "RDS module: master_password = var.db_password, kommt aus TFC workspace variable (sensitive = true)",
          "variable \"pagerduty_token\" {\n  type      = string\n  sensitive = true\n}\n# set in TFC as env var TF_VAR_pagerduty_token",
          "grafana provider: auth = data.aws_secretsmanager_secret_version.grafana_admin.secret_string  -> kein klartext im state? doch, leider im state!")

    r.add("github_actions_secret_reference",
          "workflow: docker login -u ${{ secrets.DOCKERHUB_USER }} -p ${{ secrets.DOCKERHUB_TOKEN }}",
          "env:\n  TF_API_TOKEN: ${{ secrets.TF_API_TOKEN }}\n  AWS_ROLE_ARN: ${{ vars.AWS_ROLE_ARN }}",
          "GitLab CI nutzt $PAGERDUTY_ROUTING_KEY (masked+protected variable), in GHA heißt es ${{ secrets.PD_ROUTING_KEY }}")

    r.add("onepassword_reference",
          "op read \"op://Platform/RDS tracking-prod/password\" | pbcopy",
          "direnv .envrc:\nexport VAULT_TOKEN=$(op read op://Platform/vault-staging/root-token)\nexport TF_TOKEN_app_terraform_io=$(op read op://Private/TFC/credential)",
          "Docker Hub token ist in 1Password unter op://Platform/dockerhub-ci/token, NICHT im Wiki")

    r.add("vault_kv_path",
          "vault kv get -field=password secret/platform/rds/tracking-prod",
          "app secrets liegen unter kv-v2/data/tracking/prod/{db,redis,jwt}, policy tracking-read erlaubt nur read",
          f"vault kv metadata get secret/ci/dockerhub → current_version {digits(2, True)}, created_time 2025-0{digits(1, True)}-2{digits(1)}")

    r.add("helm_values_secret_reference",
          "grafana chart: admin.existingSecret: grafana-admin, userKey: admin-user, passwordKey: admin-password",
          "envFrom:\n  - secretRef:\n      name: {{ .Values.secretName }}\n  - configMapRef:\n      name: {{ include \"tracking.fullname\" . }}",
          "{{- if .Values.pagerduty.existingSecret }} routing_key_file: /etc/alertmanager/secrets/{{ .Values.pagerduty.existingSecret }}/key {{- end }}")

    r.add("k8s_secret_key_ref",
          "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: tracking-db\n      key: password",
          "kubectl -n monitoring get secret grafana-admin -o jsonpath='{.data.admin-password}' | base64 -d   <- so kommt man ran, falls SSO kaputt",
          "ExternalSecret dockerhub-pull: target.template.type kubernetes.io/dockerconfigjson, data from secret/ci/dockerhub (refreshInterval 1h)")

    r.add("jwks_public_key",
          f"JWKS von keycloak realm acme (für api gateway config):\n{{\"keys\":[{{\"kty\":\"RSA\",\"kid\":\"{rnd(URLSAFE, 43)}\",\"use\":\"sig\",\"alg\":\"RS256\",\"n\":\"{b64u_bytes(256)}\",\"e\":\"AQAB\"}}]}}",
          f"EKS OIDC jwks key (für die trust policy debugging): kid {hexs(40)}, n={b64u_bytes(256)}, e=AQAB")

    r.add("ssh_public_key",
          f"mein neuer pubkey für die bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} stefan@acme-mbp",
          f"EC2 key pair 'platform-2025' public part: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} platform-2025",
          f"deploy key (read-only) für infra-live hinzugefügt: ssh-rsa {ssh_pub('ssh-rsa', 270)} argocd@eks-prod-hh")

    r.add("tls_certificate",
          f"CA bundle für das interne PKI (root), in alle images einbauen:\n{pem('CERTIFICATE', 9)}",
          f"ingress cert tracking.acme-logistik.example (public, nur zum vergleichen der serial):\n{pem('CERTIFICATE', 7)}",
          f"CSR für den Zoll-Dienstleister geschickt:\n{pem('CERTIFICATE REQUEST', 6)}")

    r.add("kubeconfig_exec_ca_data",
          f"kubeconfig eks-prod-hh (ohne creds, nutzt aws exec plugin):\nclusters:\n- cluster:\n    certificate-authority-data: {b64(pem('CERTIFICATE', 8).encode())}\n    server: https://eks-prod-hh.acme-logistik.internal\n  name: eks-prod-hh\nusers:\n- name: eks-prod-hh\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, eks-prod-hh]",
          f"cluster CA für eks-staging (certificate-authority-data): {b64(pem('CERTIFICATE', 6).encode())}")

    r.add("terraform_state_bucket",
          f"backend \"s3\" {{\n  bucket         = \"acme-logistik-tfstate-{acct}-eu-central-1\"\n  key            = \"network/prod/terraform.tfstate\"\n  dynamodb_table = \"acme-tf-locks\"\n  kms_key_id     = \"alias/acme-tfstate\"\n}}",
          f"state bucket für die alten workspaces: s3://acme-tfstate-legacy-{hexs(8)}/eks/terraform.tfstate (versioning an)",
          f"lock hängt: terraform force-unlock {uid()}")

    r.add("cloudfront_distribution_id",
          f"CloudFront für das Kundenportal: {cf_id()}, invalidieren mit\naws cloudfront create-invalidation --distribution-id {cf_id()} --paths '/*'",
          f"cdn distributions: portal {cf_id()}, tracking-widget {cf_id()}, docs {cf_id()}",
          f"invalidation {rnd(UPPER + DIGITS, 14)} für {cf_id()} ist durch")

    r.add("aws_resource_ids",
          f"eks-prod-hh nodes: subnet-{hexs(17)}, subnet-{hexs(17)}, sg-{hexs(17)}",
          f"vpc-{hexs(17)} peering zu {acct2} (pcx-{hexs(17)}) wird morgen gelöscht",
          f"i-{hexs(17)} (edi01) stoppen nach migration, EBS vol-{hexs(17)} snapshot snap-{hexs(17)}",
          f"NAT gw nat-{hexs(17)} kostet uns 400€/Monat, eni-{hexs(17)}")

    r.add("ami_id",
          f"Bottlerocket AMI für 1.30: ami-{hexs(17)} (eu-central-1)",
          f"golden image bastion v7 = ami-{hexs(17)}, build id {uid()}")

    r.add("route53_zone_id",
          f"hosted zone acme-logistik.example: Z{rnd(UPPER + DIGITS, 20)}, private zone acme-logistik.internal: Z{rnd(UPPER + DIGITS, 13)}",
          f"cert-manager ClusterIssuer route53 hostedZoneID: Z{rnd(UPPER + DIGITS, 18)}")

    r.add("acm_certificate_arn",
          f"ALB listener cert: arn:aws:acm:eu-central-1:{acct}:certificate/{uid()}",
          f"cloudfront braucht cert in us-east-1: arn:aws:acm:us-east-1:{acct}:certificate/{uid()} (expires 2026-0{digits(1, True)}-1{digits(1)})")

    r.add("certificate_fingerprint",
          f"SHA-256 Fingerprint vom neuen Vault TLS cert: {colon_fp()}",
          f"thumbprint für den IAM OIDC provider: {hexs(40)}",
          f"pinning im gate-app: sha256/{b64(secrets.token_bytes(32))}")

    r.add("ssh_host_fingerprint",
          f"bastion host key nach rebuild geändert, neuer ED25519 fingerprint {fp_sha256()} – known_hosts anpassen",
          f"The authenticity of host 'bastion.acme-logistik.internal' can't be established.\nED25519 key fingerprint is {fp_sha256()}.")

    r.add("gpg_key_fingerprint",
          f"helm chart signing key fingerprint: {groups(hexs(40).upper(), 4)}",
          f"apt repo key für die scanner PCs: {hexs(40).upper()} (gpg --recv-keys)")

    r.add("password_rotation_notice",
          "RDS master password tracking-prod heute rotiert (Secrets Manager), alte Verbindungen vom reporting-tool mussten neu",
          "Vault root token ist revoked, neuer nur per `vault operator generate-root` mit 3 Unseal-Shares erzeugbar",
          "rotated the Docker Hub token for acmelogistik-ci, updated GitLab CI var, old one deleted 14:20",
          "PagerDuty API key vom ex-Kollegen gelöscht, neuer key hängt am service account, nicht an einer Person")

    r.add("password_policy",
          "IAM password policy: min 16 Zeichen, 90 Tage max age, reuse prevention 24, MFA pflicht",
          "Grafana: admin password must be >= 20 chars, disable_login_form=true sobald Keycloak läuft",
          "Vorgabe IT-Sec: PINs am Gate-Terminal 6-stellig, Passwörter für Servicekonten 32 Zeichen random, jährlich rotieren")

    r.add("token_expiry_notice",
          f"TFC team token platform-ci läuft am 2025-1{digits(1)}-0{digits(1, True)} ab -> neuen generieren und in gitlab setzen",
          "GitHub PAT vom renovate bot expired gestern, deshalb keine MRs mehr",
          "Docker Hub hat uns gemailt: personal access tokens ohne Ablaufdatum werden deaktiviert, Liste in ticket PLAT-2231")

    r.add("env_var_name_only",
          "Needed env: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN – oder einfach AWS_PROFILE=acme-dr setzen",
          "tracking-api liest DATABASE_URL, REDIS_URL, JWT_SECRET; lokal aus .env.example (nur Platzhalter)",
          "export VAULT_TOKEN=$(vault login -method=oidc -token-only)   # statt root token")

    r.add("sops_encrypted_value",
          f"sops encrypted values.yaml (kann man committen):\ngrafana:\n  adminPassword: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          f"jwt_secret: ENC[AES256_GCM,data:{b64(secrets.token_bytes(48))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]")

    r.add("sealed_secret_ciphertext",
          f"SealedSecret pagerduty-routing (nur der controller kann das entschlüsseln):\nspec:\n  encryptedData:\n    routing_key: AgB{b64(secrets.token_bytes(300))}",
          f"encryptedData.password: AgA{b64(secrets.token_bytes(240))}")

    r.add("age_recipient",
          f".sops.yaml:\ncreation_rules:\n  - path_regex: envs/prod/.*\n    age: {age_public_key()},{age_public_key()}",
          f"age public key von Mareike (für sops recipients): {age_public_key()}")

    box = iso6346("MSC")
    r.add("shipping_container_number",
          f"Container {box} steht seit 3 Tagen im Block C, gate-ocr hat {box[:-1]}X gelesen -> OCR bug",
          f"test fixture für tracking-api: {iso6346('HLX')}, {iso6346('CMA')}, {iso6346('TGH')}",
          f"Kunde fragt nach {iso6346('MAE')} – Status in DB: DISCHARGED, event id {uid()}")

    r.add("sscc_pallet_label",
          f"SSCC auf dem Label: (00){sscc()}, scanner liest nur 17 Stellen",
          f"Testpaletten für die EDI-Strecke: 00{sscc()}, 00{sscc()}")

    r.add("customs_mrn",
          f"ATLAS MRN für den Testexport: {mrn()}",
          f"Zoll-API liefert 409 für MRN {mrn()}, ticket beim Dienstleister offen")

    r.add("parcel_tracking_number",
          f"Yubikeys sind unterwegs, DHL Sendung JJD{digits(18)}",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)} – neue Switches fürs Lager",
          f"tracking webhook test payload: shipmentId SHP-{rnd(UPPER + DIGITS, 10)}, carrierRef {digits(12, True)}")

    r.add("pagerduty_object_ids",
          f"PD service Terminal-OS prod = P{rnd(UPPER + DIGITS, 6)}, escalation policy P{rnd(UPPER + DIGITS, 6)}",
          f"Incident Q{rnd(UPPER + DIGITS, 13)} (#4{digits(3)}): RDS CPU 95%, resolved 03:12",
          f"schedule id P{rnd(UPPER + DIGITS, 6)} für die platform rotation, override für KW 52 eingetragen")

    r.add("jira_ticket",
          f"PLAT-{digits(4, True)} Vault auf raft storage migrieren, blocked by PLAT-{digits(4, True)}",
          f"SEC-{digits(3, True)}: 'AWS keys in Confluence gefunden' – geprüft, waren schon deaktiviert, closed")

    r.add("aws_invoice",
          f"AWS Rechnung Oktober EUINDE25-{digits(6)}, account {acct}, 48.211,07 EUR",
          f"Docker Hub invoice in_{rnd(ALNUM, 24)} bezahlt, Team plan 12 seats")

    r.add("company_iban_invoice",
          f"Rechnungsadresse für Vendoren: ACME Logistik GmbH, Am Sandtorkai, 20457 Hamburg, IBAN {iban('DE', '20050550' + digits(10))}, USt-IdNr DE{digits(9, True)}",
          f"PagerDuty will SEPA mandate: unsere IBAN {iban('DE', '20070000' + digits(10))}, BIC DEUTDEHHXXX")

    r.add("ip_cidr_ranges",
          "VPC CIDRs: prod 10.40.0.0/16, staging 10.41.0.0/16, pod CIDR 100.64.0.0/16 (custom networking)",
          "Zoll-Dienstleister Tunnel: 203.0.113.14 <-> 198.51.100.77, interesting traffic 10.40.12.0/24",
          "NAT egress IPs für Kunden-Whitelist: 192.0.2.41, 192.0.2.42, 192.0.2.43")

    r.add("internal_hostnames",
          "endpoints: vault.acme-logistik.internal:8200, grafana.acme-logistik.internal, tracking-prod.cluster.acme-logistik.internal:5432 (writer), -ro für reader",
          "DNS cutover: edi.acme-logistik.example CNAME -> edi-alb-prod.acme-logistik.internal, TTL erst auf 60 runter")

    r.add("oncall_phone_numbers",
          "Rufbereitschaft Leitstand: +49 40 555 0192 0, Notfall Terminal: +49 40 555 0138 7",
          "PD contact method: +49 151 555 01 23 (SMS), bitte nicht vor 6 anrufen außer P1")

    r.add("software_versions",
          "Upgrade-Plan: EKS 1.29 -> 1.30, karpenter v1.0.6 -> v1.1.1, kube-prometheus-stack 65.1.0, grafana 11.3.0",
          f"vault 1.17.{digits(1)}+ent, terraform 1.9.8, aws provider ~> 5.7{digits(1)}, helm 3.16.2")

    r.add("trace_request_id",
          f"AccessDenied bei GetSecretValue, RequestId: {uid()}",
          f"X-Amzn-Trace-Id: Root=1-{hexs(8)}-{hexs(24)};Parent={hexs(16)};Sampled=1  (langsamer tracking call)",
          f"tempo trace {hexs(32)} zeigt 4s im edi-parser")

    r.add("s3_object_etag",
          f"ETag vom tfstate nach dem restore: \"{hexs(32)}\" (passt zu version id {rnd(ALNUM + '._', 32)})",
          f"s3 cp export.csv: upload ok, ETag \"{hexs(32)}-{digits(2, True)}\" (multipart)")

    r.add("terraform_cloud_ids",
          f"TFC workspace network-prod = ws-{rnd(ALNUM, 16)}, agent pool apool-{rnd(ALNUM, 16)}",
          f"run-{rnd(ALNUM, 16)} hängt in 'planned', discard und neu",
          f"state version sv-{rnd(ALNUM, 16)} ist die letzte gute vor dem import")

    r.add("truck_licence_plate",
          f"Testdaten Telematik: LKW HH-{rnd(UPPER, 2)} {digits(4, True)}, Trailer HH-{rnd(UPPER, 2)} {digits(3, True)}",
          f"Fahrzeug HH-AL {digits(3, True)} sendet seit gestern keine GPS-Punkte, device id {hexs(12)}")

    r.add("eori_number",
          f"EORI für die Zoll-Anbindung: DE{digits(12, True)}",
          f"Test-EORI vom Dienstleister DE{digits(10, True)} (nur Sandbox)")

    r.add("vault_lease_id",
          f"vault lease revoke database/creds/tracking-ro/{rnd(ALNUM, 24)}",
          f"lease_id aws/creds/ci-deployer/{rnd(ALNUM, 24)} ttl 1h, renewable")

    r.add("deleted_access_key_id_audit",
          f"Audit: IAM key {aws_key_id()} (user svc-legacy-ftp) am 12.11. deaktiviert und gelöscht, CloudTrail zeigt letzte Nutzung vor 211 Tagen",
          f"access key id in dem Confluence-Export war {aws_key_id()}, gehört zu gelöschtem user, kein secret dabei")

    r.add("grafana_dashboard_uid",
          f"dashboard uid für provisioning: {rnd(ALNUM, 9)} (Node Exporter Full), folder uid {rnd(ALNUM + '-', 14)}",
          f"alert rule uid {rnd(ALNUM, 14)} feuert falsch, contact point pd-critical")

    r.add("ecr_repository_uri",
          f"ECR: {acct}.dkr.ecr.eu-central-1.acme-mirror.internal/platform/gate-ocr:2.4.1 (pull through cache für Docker Hub)",
          f"image scan finding für {acct}.dkr.ecr.eu-central-1.acme-mirror.internal/tracking-api@sha256:{hexs(64)}")

    r.add("totp_mfa_device_arn",
          f"MFA device: arn:aws:iam::{acct}:mfa/stefan-yubikey, serial für aws sts get-session-token --serial-number arn:aws:iam::{acct}:mfa/stefan-yubikey --token-code <6 digits vom key>",
          "MFA neu registriert nach Handywechsel, alter Authenticator-Eintrag gelöscht; Codes kommen jetzt nur noch vom Yubikey")

    r.add("secret_location_prose",
          "Wo liegt was: RDS master -> Secrets Manager, Vault unseal shares -> Tresor im Büro (Umschläge 1-5), TFC tokens -> 1Password Platform vault",
          "Die PagerDuty API keys stehen NICHT mehr hier in den Notizen, alles in Vault unter secret/ci/pagerduty",
          "Papier mit dem Root-MFA-QR-Code liegt im Safe bei der Geschäftsführung, Schlüssel hat Frau Petersen")

    return r


def main() -> None:
    write_corpora("make_heldout120.py", [
        ("heldout120_credentials.yaml", credentials(), "batch 120 (Hamburg logistics platform engineer, DE/EN, AWS/EKS/Terraform/Vault), written blind; every value synthetic"),
        ("heldout120_lookalikes.yaml", lookalikes(), "batch 120 look-alikes: ARNs, digests, pod hashes, secret references, public keys, logistics ids, written blind"),
    ])


if __name__ == "__main__":
    main()
