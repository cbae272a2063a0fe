# ruff: noqa: E501
"""Writes heldout138_credentials.yaml and heldout138_lookalikes.yaml: held-out batch 138.

Persona: a security engineer at a health-tech startup in Boston (HIPAA, PHI, an EHR
integration), in American English. They paste CLI output, config and Slack messages into
notes: Vault init and unseal output, AWS and STS keys, KMS data keys, SOPS and age, GitHub App
keys, Okta, Datadog, PagerDuty, break-glass root credentials. The batch is about secrets
versus references to secrets: paths, ARNs, accessors, ciphertext, redacted output.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    jwt,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["harbor", "granite", "lobster", "fenway", "charles", "beacon", "copper", "tundra",
         "marble", "quartz", "saddle", "violet", "pepper", "walrus", "ember", "glacier",
         "tandem", "orchid", "falcon", "meadow", "cinder", "rocket", "juniper", "anchor"]


def pwd() -> str:
    """A password a person picked or a generator made."""
    return pick(
        rnd(ALNUM + "!#%&*+-=?@^", 20),
        rnd(ALNUM, 24),
        f"{pick('Fenway', 'Charles', 'Beacon', 'Back-Bay', 'Quincy')}{pick('#', '!', '@', '*')}{digits(4)}{pick('Lobster', 'Chowder', 'Harbor', 'Kettle')}{pick('$', '%', '!')}",
        phrase(WORDS, 4, "-") + digits(2),
    )


def unseal() -> str:
    return b64(secrets.token_bytes(33))


def hvs() -> str:
    return "hvs." + rnd(ALNUM, 24)


def hvs_long() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def asia() -> str:
    return "ASIA" + rnd(UPPER + DIGITS, 16)


def sts_token() -> str:
    return "IQoJb3JpZ2luX2Vj" + b64(secrets.token_bytes(330))


def okta_token() -> str:
    return "00" + rnd(ALNUM + "-_", 40)


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def secret_arn(name: str, acct: str | None = None) -> str:
    return f"arn:aws:secretsmanager:us-east-1:{acct or aws_account()}:secret:{name}-{rnd(ALNUM, 6)}"


def kms_arn(acct: str | None = None) -> str:
    return f"arn:aws:kms:us-east-1:{acct or aws_account()}:key/{uid()}"


def kms_blob() -> str:
    return b64(b"\x01\x02\x02\x00\x78" + secrets.token_bytes(179))


def sealed_blob() -> str:
    return b64(bytes([2, 0]) + secrets.token_bytes(pick(300, 380, 460)))


def enc(n: int, kind: str = "str") -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(n))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:{kind}]"


def age_block() -> str:
    return "-----BEGIN AGE ENCRYPTED FILE-----\n" + pem_body(4) + "\n-----END AGE ENCRYPTED FILE-----"


def sha256_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def totp_seed(n: int = 64) -> str:
    return rnd(BASE32, n)


def pd_key() -> str:
    return rnd(LOWER + DIGITS, 32)


def stripe_whsec() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def svix_whsec() -> str:
    return "whsec_" + b64(secrets.token_bytes(24))


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "-_.~", 31)


def short_sha() -> str:
    return hexs(7)


def cert_pem() -> str:
    return pem("CERTIFICATE", 6)


def credentials() -> Rows:
    r = Rows()

    u = [unseal() for _ in range(5)]
    r.add("vault_unseal_key_share",
          f"vault operator init -key-shares=5 -key-threshold=3 on vault-0.acme.internal (prod re-init, 3/2)\n\nUnseal Key 1: {u[0]}\nUnseal Key 2: {u[1]}\nUnseal Key 3: {u[2]}\nUnseal Key 4: {u[3]}\nUnseal Key 5: {u[4]}\n\nTODO hand out shares 2-5 to keyholders and wipe this note",
          f"my unseal share for staging vault (I'm keyholder #2): {unseal()}  -- only use during a documented ceremony",
          f"after the node reboot I ran\n  vault operator unseal {unseal()}\non vault-2 and it went Unseal Progress 1/3 -> waiting on Priya + Marcus",
          f"dr cluster unseal key (share 4 of 5)\n{unseal()}")

    r.add("vault_root_token",
          f"Initial Root Token: {hvs()}\n\nrevoke after we finish bootstrapping oidc auth + the kv mounts!!! (not done yet as of thurs)",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={hvs()}\nvault secrets list -detailed",
          f"generate-root ceremony done, decoded new root tok = {hvs()} -- kill it friday after the pki intermediate rotation",
          f"staging vault root: {hvs()} (yeah I know)")

    r.add("vault_service_token",
          f"vault write auth/approle/login output for ci-deploy:\nKey                     Value\n---                     -----\ntoken                   {hvs_long()}\ntoken_accessor          {rnd(ALNUM, 24)}\ntoken_duration          768h\ntoken_renewable         true\ntoken_policies          [\"ci-deploy\" \"default\"]",
          f"curl -s -H \"X-Vault-Token: {hvs_long()}\" https://vault.acme.internal:8200/v1/secret/data/prod/ehr-db | jq .data.data",
          f"~/.vault-token on bastion-1 = {hvs_long()}\nperiodic token, needs `vault token renew` weekly or the backup cron breaks")

    r.add("vault_approle_secret_id",
          f"approle for the etl runner\nrole_id   {uid()}\nsecret_id {uid()}",
          f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
          f"VAULT_ROLE_ID={uid()}\nVAULT_SECRET_ID={uid()}\n(for the lambda that pulls the HL7 feed creds)")

    acct = aws_account()
    r.add("aws_access_key_pair",
          f"~/.aws/credentials on the sftp box:\n[phi-ingest]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-east-1",
          f"new key for IAM user svc-sftp-ingest (acct {acct}): {aws_key_id()} / {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 ls s3://acme-phi-exports-prod/2024/",
          f"aws iam create-access-key --user-name svc-datadog-integration\n{{\n    \"AccessKey\": {{\n        \"UserName\": \"svc-datadog-integration\",\n        \"AccessKeyId\": \"{aws_key_id()}\",\n        \"Status\": \"Active\",\n        \"SecretAccessKey\": \"{aws_secret()}\",\n        \"CreateDate\": \"2024-10-08T14:22:51+00:00\"\n    }}\n}}")

    r.add("aws_sts_session_credentials",
          f"aws sts assume-role --role-arn arn:aws:iam::{acct}:role/IncidentResponder --role-session-name ir-0412\n{{\n  \"Credentials\": {{\n    \"AccessKeyId\": \"{asia()}\",\n    \"SecretAccessKey\": \"{aws_secret()}\",\n    \"SessionToken\": \"{sts_token()}\",\n    \"Expiration\": \"2024-04-12T22:40:11+00:00\"\n  }}\n}}",
          f"export AWS_ACCESS_KEY_ID={asia()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_SESSION_TOKEN={sts_token()}",
          f"IR session creds (expire ~6:40pm EST), key {asia()} secret {aws_secret()} token {sts_token()}")

    r.add("kms_plaintext_data_key",
          f"aws kms generate-data-key --key-id alias/phi-backups --key-spec AES_256\n{{\n    \"CiphertextBlob\": \"{kms_blob()}\",\n    \"Plaintext\": \"{b64(secrets.token_bytes(32))}\",\n    \"KeyId\": \"{kms_arn(acct)}\"\n}}",
          f"aws kms decrypt --ciphertext-blob fileb://dek.enc --query Plaintext --output text\n-> {b64(secrets.token_bytes(32))}\nthat's the unwrapped DEK for the legacy export bucket, need it until we re-wrap w/ the new CMK",
          f"plaintext data key (base64) for the pg_dump envelope encryption: {b64(secrets.token_bytes(32))} -- the encrypted copy lives next to the dumps")

    r.add("sops_age_private_key",
          f"contents of ~/.config/sops/age/keys.txt:\n# created: 2024-09-03T10:12:44-04:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()} sops -d secrets/prod.enc.yaml | less",
          f"age identity for the infra repo (break-glass copy): {age_secret_key()}")

    r.add("github_app_private_key",
          f"GitHub App acme-deploy-bot (app id {digits(6, True)}) private key:\n{pem('RSA PRIVATE KEY', 8)}",
          f"GITHUB_APP_ID={digits(6, True)}\nGITHUB_APP_PRIVATE_KEY=\"{pem('RSA PRIVATE KEY', 6)}\"",
          f"downloaded acme-secscan.2024-11-02.private-key.pem, pasting here until it's in vault:\n{pem('RSA PRIVATE KEY', 7)}")

    r.add("github_fine_grained_pat",
          f"fine-grained PAT for the terraform github provider (admin on acme-health/infra, exp jan 31): {gh_fine()}",
          f"gh auth login --hostname github.acme.internal --with-token <<< {gh_fine()}",
          f"GH_TOKEN={gh_fine()}\n# read-only contents + metadata, used by the dependabot triage script")

    r.add("github_runner_registration_token",
          f"./config.sh --url https://github.acme.internal/acme-health --token A{rnd(UPPER + DIGITS, 28)} --labels self-hosted,phi-vpc",
          f"runner reg token (valid 1h, generated 2:05pm): A{rnd(UPPER + DIGITS, 28)}",
          f"RUNNER_TOKEN=A{rnd(UPPER + DIGITS, 28)} docker compose up -d runner  # ephemeral runner in the phi vpc")

    r.add("okta_api_token",
          f"curl -H \"Authorization: SSWS {okta_token()}\" \"https://acme-health.okta.example/api/v1/users?limit=5\"",
          f"okta api token (read-only admin role, created under my account, 30d idle expiry): {okta_token()}",
          f"provider \"okta\" {{\n  org_name  = \"acme-health\"\n  base_url  = \"okta.example\"\n  api_token = \"{okta_token()}\"\n}}")

    r.add("okta_oidc_client_secret",
          f"okta OIDC app 'clinician-portal': client_id 0oa{rnd(ALNUM, 17)}, client_secret {rnd(URLSAFE, 40)}",
          f"OKTA_CLIENT_ID=0oa{rnd(ALNUM, 17)}\nOKTA_CLIENT_SECRET={rnd(URLSAFE, 64)}\nOKTA_ISSUER=https://acme-health.okta.example/oauth2/default",
          f"client credentials flow for the scim bridge:\ncurl -u 0oa{rnd(ALNUM, 17)}:{rnd(URLSAFE, 40)} -d grant_type=client_credentials -d scope=okta.users.read https://acme-health.okta.example/oauth2/v1/token")

    r.add("datadog_api_key",
          f"/etc/datadog-agent/datadog.yaml\napi_key: {hexs(32)}\nsite: datadoghq.example\nlogs_enabled: true",
          f"helm upgrade --install datadog datadog/datadog -n monitoring --set datadog.apiKey={hexs(32)} --set datadog.site=us5.datadoghq.example",
          f"DD api key for the staging org -> {hexs(32)}")

    r.add("datadog_app_key",
          f"curl -X GET \"https://api.datadoghq.example/api/v1/monitor\" -H \"DD-API-KEY: {hexs(32)}\" -H \"DD-APPLICATION-KEY: {hexs(40)}\"",
          f"provider \"datadog\" {{\n  api_key = var.datadog_api_key\n  app_key = \"{hexs(40)}\"   # FIXME move to var\n}}",
          f"app key, scoped monitors_read+monitors_write, owner = me: {hexs(40)}")

    r.add("pagerduty_routing_key",
          f"PD Events v2 integration key for the 'PHI access anomalies' service: {pd_key()}",
          f"alertmanager.yml\nreceivers:\n- name: sec-oncall\n  pagerduty_configs:\n  - routing_key: {pd_key()}\n    severity: critical",
          f"curl -X POST https://events.pagerduty.example/v2/enqueue -H 'Content-Type: application/json' -d '{{\"routing_key\":\"{pd_key()}\",\"event_action\":\"trigger\",\"payload\":{{\"summary\":\"test from jen\",\"source\":\"laptop\",\"severity\":\"info\"}}}}'")

    r.add("postgres_superuser_url",
          f"postgresql://postgres:{rnd(ALNUM, 28)}@ehr-prod.cluster-{rnd(LOWER + DIGITS, 12)}.us-east-1.rds.acme.internal:5432/ehr?sslmode=require",
          f"psql \"host=ehr-replica.acme.internal port=5432 user=rds_superuser password={pwd()} dbname=ehr sslmode=verify-full\"",
          f"PGPASSWORD='{pwd()}' psql -h pg-analytics.acme.internal -U postgres -c '\\du'",
          f"DATABASE_URL=postgres://postgres:{rnd(ALNUM, 32)}@localhost:15432/ehr  # through the ssm tunnel")

    r.add("redis_auth_password",
          f"redis.conf (session cache)\nbind 10.20.4.11\nport 6380\nrequirepass {rnd(ALNUM, 32)}\nmaxmemory-policy allkeys-lru",
          f"redis-cli -h cache-prod.acme.internal -p 6380 --tls -a '{pwd()}' INFO keyspace",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 40)}@rate-limit.acme.internal:6380/0")

    r.add("jwt_hs256_signing_secret",
          f"JWT_SECRET={hexs(64)}\nJWT_ALG=HS256\nJWT_TTL=900",
          f"HS256 signing secret for the patient portal session JWTs (we really need to move to RS256): {b64(secrets.token_bytes(48))}",
          f"repro for the alg confusion bug:\n>>> import jwt\n>>> jwt.encode({{\"sub\": \"pt_1234\", \"role\": \"admin\"}}, \"{rnd(ALNUM, 32)}\", algorithm=\"HS256\")")

    r.add("aws_root_password",
          f"BREAK GLASS - aws root, acme-health-prod ({acct})\nemail: aws-root@acme.test\npw: {rnd(ALNUM + '!#%&*+-=?@^', 32)}",
          f"root pw after the 11/14 rotation: {rnd(ALNUM + '!#%&*+-=?@^', 28)}",
          f"the sealed envelope in the safe says {pwd()}{digits(2)} for the sandbox acct root -- typed it here too, sorry future me")

    r.add("aws_root_mfa_seed",
          f"otpauth://totp/Amazon%20Web%20Services:root-account@acme-health-prod?secret={totp_seed()}&issuer=Amazon%20Web%20Services",
          f"root MFA virtual device seed (the 'show secret key' string) for the break-glass kit: {totp_seed()}",
          f"oathtool --totp -b {totp_seed()}   # aws root prod, 2nd device")

    db_pw = pwd()
    r.add("k8s_secret_manifest",
          f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ehr-db-creds\n  namespace: ehr\ntype: Opaque\ndata:\n  username: {b64(b'ehr_app')}\n  password: {b64(db_pw.encode())}",
          f"kubectl -n billing create secret generic stripe-creds --from-literal=api-key=sk_live_51{rnd(ALNUM, 97)} --from-literal=webhook-secret={stripe_whsec()}",
          f"$ kubectl get secret redis-auth -n portal -o yaml\napiVersion: v1\ndata:\n  password: {b64(rnd(ALNUM, 32).encode())}\nkind: Secret\nmetadata:\n  name: redis-auth\n  namespace: portal\ntype: Opaque",
          f"dockerconfigjson for the ecr pull secret (decoded auth is user:pass):\n{{\"auths\":{{\"registry.acme.internal\":{{\"auth\":\"{basic('ci-puller', rnd(ALNUM, 24))}\"}}}}}}")

    r.add("slack_bot_token",
          f"SLACK_BOT_TOKEN={xoxb()}\nSLACK_CHANNEL=#sec-alerts",
          f"bot token for the guardduty->slack forwarder: {xoxb()}",
          f"curl -H \"Authorization: Bearer {xoxb()}\" -d channel=C0{rnd(UPPER + DIGITS, 9)} -d text=test https://slack.example/api/chat.postMessage")

    r.add("webhook_signing_secret",
          f"stripe webhook endpoint we_{rnd(ALNUM, 24)} (billing-prod) signing secret: {stripe_whsec()}",
          f"svix signing secret for our outbound webhooks to the lab partner: {svix_whsec()}",
          f"WEBHOOK_SIGNING_SECRET={svix_whsec()}\n# verify with HMAC-SHA256 over id.timestamp.body",
          f"github webhook secret for the secscan app (the 'Secret' field in app settings): {rnd(ALNUM, 40)}")

    r.add("terraform_cloud_token",
          f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"tfe.acme.internal\": {{\n      \"token\": \"{tfc_token()}\"\n    }}\n  }}\n}}",
          f"TF_TOKEN_tfe_acme_internal={tfc_token()}",
          f"team token for the 'security' team in TFE: {tfc_token()}")

    r.add("ssh_private_key",
          f"bastion key (ed25519), until I get it onto the yubikey:\n{openssh_private()}",
          f"deploy key for acme-health/ehr-config (write access):\n{openssh_private()}",
          f"cat > ~/.ssh/ir_jumpbox <<'EOF'\n{openssh_private()}\nEOF\nchmod 600 ~/.ssh/ir_jumpbox")

    r.add("ssh_key_passphrase",
          f"passphrase for ~/.ssh/id_ed25519_bastion: {phrase(WORDS, 5, ' ')}",
          f"ssh-add ~/.ssh/id_ecdsa_sk -> passphrase is {pwd()}",
          f"Enter passphrase for key '/Users/jen/.ssh/deploy_ehr':\n{rnd(ALNUM + '!#%&*+-=?@^', 22)}  <- that one, the old laptop's")

    r.add("tls_private_key",
          f"key for *.portal.acme.test (the cert is in acm, key is not):\n{pem('EC PRIVATE KEY', 3)}",
          f"mTLS client key the lab partner gave us for their results API:\n{pem('PRIVATE KEY', 6)}",
          f"tls.key: {b64(pem('RSA PRIVATE KEY', 5).encode())}\n(from the ingress secret in ns portal)")

    r.add("gcp_service_account_key",
          "bq-export SA key json:\n" + json.dumps({
              "type": "service_account", "project_id": "acme-health-analytics",
              "private_key_id": hexs(40),
              "private_key": pem("PRIVATE KEY", 5) + "\n",
              "client_email": "bq-export@acme-health-analytics.iam.gserviceaccount.test",
              "client_id": digits(21, True),
          }, indent=2),
          f"GOOGLE_CREDENTIALS_B64={b64(json.dumps({'type': 'service_account', 'private_key_id': hexs(40), 'private_key': pem('PRIVATE KEY', 3)}).encode())}")

    r.add("yubikey_piv_pin",
          f"yubikey 5c (serial {digits(8, True)}) PIV\nPIN {digits(6)}\nPUK {digits(8)}\nmgmt key {hexs(48)}",
          f"changed my yubikey piv pin to {digits(8)} (puk {digits(8)})",
          f"ykman piv access change-management-key --management-key {hexs(48)} --new-management-key {hexs(48)} --protect")

    r.add("onepassword_secret_key",
          f"1Password emergency kit (work account acme-health.1password.example)\nSecret Key: {onepassword_secret_key()}\nMaster pw: {phrase(WORDS, 5, '-')}",
          f"1p secret key {onepassword_secret_key()}")

    r.add("pgp_key_passphrase",
          f"passphrase for security@acme.test PGP key (bug bounty reports): {phrase(WORDS, 6, ' ')}",
          f"gpg --batch --pinentry-mode loopback --passphrase '{pwd()}' -d report-{digits(4)}.asc")

    r.add("npm_token",
          f".npmrc for the private registry\n//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}\nalways-auth=true",
          f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} (automation token, publish on @acme-health/*)")

    r.add("docker_hub_pat",
          f"docker login -u acmehealthci -p dckr_pat_{rnd(URLSAFE, 27)} registry.acme.internal",
          f"docker hub PAT read-only for the scanner: dckr_pat_{rnd(URLSAFE, 27)}",
          f"~/.docker/config.json auths.registry.acme.internal.auth = {basic('acmehealthci', 'dckr_pat_' + rnd(URLSAFE, 27))}")

    r.add("grafana_service_account_token",
          f"grafana sa token for the sla dashboard exporter: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"curl -H 'Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}' https://grafana.acme.internal/api/search")

    r.add("stripe_restricted_key",
          f"stripe restricted key (read charges only) for the fraud job: rk_live_51{rnd(ALNUM, 97)}",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}",
          f"stripe cli: stripe listen --api-key rk_live_51{rnd(ALNUM, 97)} --forward-to localhost:4242/webhooks")

    r.add("twilio_auth_token",
          f"twilio (SMS appointment reminders)\naccount sid AC{hexs(32)}\nauth token {hexs(32)}",
          f"TWILIO_AUTH_TOKEN={hexs(32)}",
          f"curl -X POST https://api.twilio.example/2010-04-01/Accounts/AC{hexs(32)}/Messages.json -u AC{hexs(32)}:{hexs(32)} --data-urlencode Body=test")

    r.add("sendgrid_api_key",
          f"sendgrid key for password-reset emails: {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"sg key got rate limited?? anyway the one in prod is {sendgrid_key()}")

    r.add("openai_api_key",
          f"openai key for the phishing triage prototype (NO PHI in prompts!!): {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"curl https://api.openai.example/v1/models -H \"Authorization: Bearer {openai_project_key()}\"")

    r.add("anthropic_api_key",
          f"anthropic key, sec team workspace: {anthropic_key()}",
          f"export ANTHROPIC_API_KEY={anthropic_key()}")

    r.add("azure_client_secret",
          f"entra app reg for the hospital SSO federation (tenant {uid()})\nclient id {uid()}\nclient secret value {azure_secret()}\nexpires 2025-06-30",
          f"AZURE_CLIENT_SECRET={azure_secret()}")

    r.add("cloudflare_api_token",
          f"cloudflare token (zone:dns:edit on acme.test) for cert-manager dns01: {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}")

    r.add("elastic_api_key",
          f"curl -H \"Authorization: ApiKey {b64((rnd(URLSAFE, 20) + ':' + rnd(URLSAFE, 22)).encode())}\" https://siem.acme.internal:9200/_cat/indices",
          f"elastic api key for the filebeat shippers: id {rnd(URLSAFE, 20)} api_key {rnd(URLSAFE, 22)}")

    r.add("ldap_bind_password",
          f"jumpcloud ldap bind\nbinddn: uid=svc-vpn,ou=Users,o={hexs(24)},dc=jumpcloud,dc=test\nbindpw: {pwd()}",
          f"ldapsearch -H ldaps://ldap.acme.internal -D 'cn=svc-grafana,ou=svc,dc=acme,dc=internal' -w '{pwd()}' -b 'dc=acme,dc=internal' '(memberOf=cn=sec)'")

    r.add("mongodb_connection_string",
          f"mongodb+srv://audit_writer:{rnd(ALNUM, 24)}@audit-log.{rnd(LOWER + DIGITS, 5)}.mongodb.acme.internal/audit?retryWrites=true&w=majority",
          f"MONGO_URI=mongodb://admin:{pwd()}@10.20.8.15:27017/admin?authSource=admin")

    r.add("rabbitmq_amqp_url",
          f"AMQP_URL=amqps://hl7-consumer:{rnd(ALNUM, 28)}@mq.acme.internal:5671/hl7",
          f"rabbitmq mgmt ui admin / {pwd()} (https://mq.acme.internal:15671)")

    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)}  # for sourcemap uploads in CI",
          f"sentry-cli --auth-token sntryu_{hexs(64)} releases list")

    r.add("wireguard_private_key",
          f"wg0.conf on the on-call laptop\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.20.0.0/16",
          f"wg private key for the lab-partner tunnel: {wg_key()}")

    r.add("filevault_recovery_key",
          f"FileVault recovery key for my MBP (asset tag ACME-{digits(4)}): {filevault_key()}",
          f"escrowed the fv key in jamf but also: {filevault_key()}")

    r.add("github_recovery_codes",
          f"github recovery codes (my account, ghes)\n{recovery_codes(8, 'github')}",
          f"okta backup codes, sec-admin account: {' '.join(digits(10) for _ in range(5))}")

    r.add("okta_breakglass_password",
          f"okta super admin break-glass acct: breakglass-01@acme.test / {rnd(ALNUM + '!#%&*+-=?@^', 30)}",
          f"break glass #2 (okta) new pw after rotation on 9/9: {rnd(ALNUM + '!#%&*+-=?@^', 30)}  -- update the envelope")

    r.add("office_alarm_code",
          f"Summer St office alarm: disarm {digits(4)}, duress code {digits(4)} (calls the monitoring co silently)",
          f"server closet keypad on 4 = {digits(6)}#",
          f"bldg mgmt changed the lobby after-hours door code to {digits(5)}* -- good thru end of Q1")

    r.add("admin_session_cookie",
          f"admin portal session cookie, grabbed for the IDOR repro (expires in 8h):\nCookie: __Host-acme_sid={b64u_bytes(32)}; csrftoken={rnd(ALNUM, 32)}",
          f"okta sid cookie from the test admin: sid=102{rnd(URLSAFE, 22)}",
          f"Authorization: Bearer {jwt({'sub': 'usr_' + rnd(ALNUM, 12), 'role': 'clinician_admin', 'exp': epoch()})}\n(token from the staging portal for burp)")

    r.add("partner_hmac_secret",
          f"EHR partner API (Redox-style) creds\nclient_id: {uid()}\nhmac secret: {b64(secrets.token_bytes(32))}",
          f"PARTNER_SIGNING_KEY={hexs(64)}",
          f"lab results webhook HMAC key (they sent it over signal, ugh): {b64(secrets.token_bytes(32))}")

    return r


def lookalikes() -> Rows:
    r = Rows()
    acct = aws_account()

    r.add("vault_kv_path",
          "ehr db creds live at secret/data/prod/ehr-db (kv v2), fields username + password",
          "vault kv get -field=password secret/prod/redis-auth   <- how the deploy script reads it",
          f"moved everything under kv/ to secret/ on {pick('3/4', '3/11', '3/18')}; old paths: kv/prod/stripe, kv/prod/twilio, kv/staging/*",
          "policy gap: ci-deploy can read secret/data/prod/* but should only get secret/data/prod/deploy/*")

    r.add("vault_uri_reference",
          "DATABASE_PASSWORD=vault://secret/data/prod/ehr-db#password",
          "in the helm values we use vault:secret/data/portal/jwt#signing_key and the injector swaps it at runtime",
          "annotations:\n  vault.hashicorp.com/agent-inject: \"true\"\n  vault.hashicorp.com/agent-inject-secret-db: \"database/creds/ehr-readonly\"\n  vault.hashicorp.com/role: \"ehr-api\"")

    r.add("onepassword_op_reference",
          "op://Security/AWS root prod/password  -- that's where the break-glass pw lives, NOT in this notes app",
          "OKTA_API_TOKEN=op://Infra/okta-scim/credential\nDD_API_KEY=op://Infra/datadog-staging/api key\nthen: op run --env-file=.env.tpl -- make sync",
          f"op read \"op://Private/yubikey piv/PIN\" works, item uuid {rnd(LOWER + DIGITS, 26)}")

    r.add("aws_sm_uri_reference",
          "STRIPE_KEY=aws-sm://prod/billing/stripe#secret_key",
          "external-secrets remote key: aws-sm://prod/ehr/db-master (version AWSCURRENT), refreshInterval 1h",
          "config loader supports ssm://, aws-sm:// and vault:// prefixes; plain values are rejected in prod")

    r.add("terraform_var_reference",
          "module \"rds\" {\n  source          = \"../modules/rds\"\n  master_password = var.db_password\n  kms_key_id      = var.phi_kms_key_arn\n}",
          "variable \"datadog_app_key\" {\n  type      = string\n  sensitive = true\n}",
          "TF_VAR_db_password is set from vault in the pipeline, never in tfvars. grep says nobody committed it.")

    r.add("terraform_secretsmanager_data_source",
          "data \"aws_secretsmanager_secret_version\" \"ehr_db\" {\n  secret_id = \"prod/ehr/db-master\"\n}\n\npassword = jsondecode(data.aws_secretsmanager_secret_version.ehr_db.secret_string)[\"password\"]",
          "redis auth_token = data.aws_secretsmanager_secret_version.redis.secret_string  (rotation lambda updates it every 30d)",
          "data.vault_kv_secret_v2.okta.data[\"api_token\"] is what the okta provider reads now")

    r.add("gha_secrets_expression",
          "- name: Deploy\n  env:\n    SSH_KEY: ${{ secrets.DEPLOY_KEY }}\n    DD_API_KEY: ${{ secrets.DATADOG_API_KEY }}\n  run: ./deploy.sh",
          "app token step: uses actions/create-github-app-token@v1 with app-id: ${{ vars.APP_ID }} and private-key: ${{ secrets.APP_PRIVATE_KEY }}",
          "reminder: pull_request_target workflows can see ${{ secrets.* }} -- audit every one in acme-health org",
          "permissions:\n  id-token: write\n  contents: read\n# no more AWS_SECRET_ACCESS_KEY secret, OIDC only")

    r.add("k8s_secret_key_ref",
          "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: ehr-db-creds\n      key: password\n- name: REDIS_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: redis-auth\n      key: password",
          "envFrom:\n- secretRef:\n    name: portal-secrets\n- configMapRef:\n    name: portal-config",
          "volumes:\n- name: tls\n  secret:\n    secretName: portal-tls\n    defaultMode: 0400")

    r.add("external_secret_manifest",
          "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: ehr-db\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: aws-sm\n    kind: ClusterSecretStore\n  target:\n    name: ehr-db-creds\n  data:\n  - secretKey: password\n    remoteRef:\n      key: prod/ehr/db-master\n      property: password",
          "ClusterSecretStore vault-backend -> server https://vault.acme.internal:8200, path secret, version v2, auth kubernetes role eso")

    r.add("sealed_secret_ciphertext",
          f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: twilio\n  namespace: notify\nspec:\n  encryptedData:\n    auth_token: {sealed_blob()}",
          f"sealed the new redis pw with kubeseal --cert pub-cert.pem, committed this (safe, it's ciphertext):\npassword: {sealed_blob()}",
          f"encryptedData.api-key: {sealed_blob()}\nonly the controller in ns kube-system can decrypt")

    r.add("sops_encrypted_yaml",
          f"secrets/prod.enc.yaml after sops -e:\ndb_password: {enc(24)}\nstripe_key: {enc(107)}\nsops:\n    age:\n        - recipient: {age_public_key()}\n          enc: |\n            {age_block().replace(chr(10), chr(10) + '            ')}\n    lastmodified: \"2024-09-03T14:20:11Z\"\n    mac: {enc(32)}\n    version: 3.9.0",
          f"okta_api_token: {enc(42)}\njwt_signing_key: {enc(64)}\n(git diff of the sops file looks like this, don't panic)",
          f"sops json:\n{{\n  \"redis_password\": \"{enc(32)}\",\n  \"replicas\": \"{enc(1, 'int')}\"\n}}")

    r.add("sops_age_recipient",
          f".sops.yaml\ncreation_rules:\n  - path_regex: secrets/prod/.*\n    kms: {kms_arn(acct)}\n    age: {age_public_key()},{age_public_key()}",
          f"my age public key (recipient, fine to share): {age_public_key()}",
          f"added Marcus as recipient {age_public_key()} and ran sops updatekeys on all 14 files")

    r.add("kms_ciphertext_blob",
          f"CiphertextBlob for the backups DEK (encrypted, useless without kms:Decrypt on the CMK):\n{kms_blob()}",
          f"aws kms encrypt --key-id alias/phi-exports --plaintext fileb://x --query CiphertextBlob --output text\n{kms_blob()}",
          f"encrypted_data_key column sample: {kms_blob()}")

    r.add("secretsmanager_secret_arn",
          f"{secret_arn('prod/ehr/db-master', acct)}",
          f"rotation lambda attached to {secret_arn('prod/redis/auth', acct)}, schedule rate(30 days)",
          f"secrets in staging acct:\n  {secret_arn('staging/okta/scim', acct)}\n  {secret_arn('staging/datadog/api', acct)}\n  {secret_arn('staging/stripe/rk', acct)}")

    r.add("kms_key_arn",
          f"PHI CMK: {kms_arn(acct)} (alias/phi-data, auto rotation on)",
          f"key policy for {kms_arn(acct)} still allows the old Terraform role, ticket SEC-{digits(3, True)}",
          f"multi-region key mrk-{hexs(32)} replicated to us-west-2")

    r.add("vault_token_accessor",
          f"revoked the leaked CI token by accessor: vault token revoke -accessor {rnd(ALNUM, 24)}",
          f"audit log shows accessor {rnd(ALNUM, 24)} reading secret/data/prod/* at 03:12 -- that's the backup job, expected",
          f"token_accessor          {rnd(ALNUM, 24)}\n(accessors can only lookup/revoke, not read secrets)")

    r.add("vault_lease_id",
          f"lease_id: database/creds/ehr-readonly/{rnd(ALNUM, 24)}  lease_duration 1h",
          f"vault lease revoke -prefix database/creds/ehr-admin/  (killed 37 leases incl. database/creds/ehr-admin/{rnd(ALNUM, 24)})",
          f"aws/creds/ir-readonly/{rnd(ALNUM, 24)} is the dynamic IAM user from the tabletop, auto-expires 4pm")

    r.add("vault_token_lookup_output",
          f"vault token lookup (id hidden)\naccessor            {rnd(ALNUM, 24)}\ncreation_time       {epoch()}\ncreation_ttl        768h\ndisplay_name        approle\nentity_id           {uid()}\nexpire_time         2024-11-20T15:02:41Z\npolicies            [ci-deploy default]\nrenewable           true\nttl                 412h17m3s\ntype                service",
          "max_ttl on the approle is 24h now, token_num_uses 0, secret_id_ttl 10m (was 0 = never, oops)",
          f"vault status\nSeal Type       shamir\nInitialized     true\nSealed          true\nTotal Shares    5\nThreshold       3\nUnseal Progress 1/3\nUnseal Nonce    {uid()}\nVersion         1.15.6\nCluster ID      {uid()}\nHA Enabled      true")

    r.add("vault_policy_hcl",
          "path \"secret/data/prod/ehr/*\" {\n  capabilities = [\"read\"]\n}\npath \"sys/leases/revoke\" {\n  capabilities = [\"deny\"]\n}",
          "vault policy write ir-readonly ir-readonly.hcl  -> read on secret/metadata/*, list only, no data")

    r.add("deleted_aws_key_id",
          f"{aws_key_id()} was svc-sftp-ingest's old key, deleted 10/08 after the rotation. if it shows up in cloudtrail again, page me",
          f"GuardDuty finding referenced access key id {aws_key_id()} -- that key was already deactivated + deleted, the finding is stale",
          f"iam credential report: user svc-legacy-etl, access_key_1_active false, key id {aws_key_id()}, last used 2023-12-02")

    r.add("ssh_key_fingerprint",
          f"bastion host key: 256 {sha256_fp()} (ED25519)  -- verify before you type yes",
          f"my yubikey ssh key fp {sha256_fp()}, old one {':'.join(secrets.token_hex(1) for _ in range(16))} removed from authorized_keys")

    r.add("pgp_key_fingerprint",
          f"security@acme.test PGP fingerprint (published on /.well-known/security.txt): {groups(hexs(40).upper(), 4)}",
          f"gpg --recv-keys {hexs(16).upper()}  # bug bounty researcher's key, full fp {hexs(40).upper()}")

    r.add("tls_cert_fingerprint",
          f"pinning the partner's leaf cert: sha256 {':'.join(secrets.token_hex(1).upper() for _ in range(32))}",
          f"acm cert arn:aws:acm:us-east-1:{acct}:certificate/{uid()} serial {':'.join(secrets.token_hex(1) for _ in range(16))}, expires 2025-03-02")

    r.add("public_certificate_pem",
          f"partner root CA to add to the trust bundle:\n{cert_pem()}",
          f"kubeseal --fetch-cert output (public cert, commit it as pub-cert.pem):\n{cert_pem()}")

    r.add("ssh_public_key",
          f"add to authorized_keys on bastion-1: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jen@acme-mbp",
          f"github deploy key (public half): ssh-rsa {ssh_pub('ssh-rsa', 270)} ehr-config-deploy",
          f"sk-ssh-ed25519@openssh.com {ssh_pub('sk-ssh-ed25519@openssh.com', 40)} yubikey-5c")

    r.add("jwks_public_key",
          "https://portal.acme.test/.well-known/jwks.json\n" + json.dumps({"keys": [{"kty": "RSA", "use": "sig", "kid": hexs(16), "alg": "RS256", "e": "AQAB", "n": b64u_bytes(256)}]}),
          f"public key for verifying portal tokens:\n{pem('PUBLIC KEY', 5)}")

    r.add("cloudtrail_event_id",
          f"CloudTrail eventID {uid()} -- ConsoleLogin by root, sourceIPAddress 203.0.113.42, MFAUsed Yes. that was me during the break-glass drill",
          f"eventName DeleteAccessKey, eventID {uid()}, requestID {uid()}, userIdentity arn:aws:iam::{acct}:user/jen.k",
          f"athena query for the PHI bucket GetObject spike -> top eventIDs {uid()}, {uid()}")

    r.add("aws_request_id",
          f"S3 403 on the export: x-amz-request-id {rnd(UPPER + DIGITS, 16)}, x-amz-id-2 {b64(secrets.token_bytes(57))}",
          f"support case for KMS throttling, RequestId: {uid()}",
          f"lambda log: START RequestId: {uid()} Version: $LATEST")

    r.add("redacted_secret_output",
          "DB_PASSWORD=********\nREDIS_URL=rediss://default:****@rate-limit.acme.internal:6380/0\nJWT_SECRET=[REDACTED]",
          "vault token in the CI log shows as hvs.************************ thanks to masking, good",
          f"the leaked creds in the slack msg were AKIA************{rnd(UPPER + DIGITS, 4)} / ****, bot auto-redacted",
          "kubectl get secret ehr-db-creds -o yaml | yq '.data |= map_values(\"<redacted>\")'\ndata:\n  password: <redacted>\n  username: <redacted>")

    r.add("terraform_sensitive_plan",
          "  ~ resource \"aws_db_instance\" \"ehr\" {\n      ~ password = (sensitive value)\n        id       = \"ehr-prod\"\n    }\nPlan: 0 to add, 1 to change, 0 to destroy.",
          "Outputs:\n\nredis_auth_token = <sensitive>\nvault_addr = \"https://vault.acme.internal:8200\"")

    r.add("env_example_template",
          "# .env.example -- copy to .env, values come from vault\nDATABASE_URL=\nREDIS_URL=\nJWT_SECRET=\nOKTA_CLIENT_ID=\nOKTA_CLIENT_SECRET=\nDD_API_KEY=\nSLACK_BOT_TOKEN=",
          "AWS_ACCESS_KEY_ID=<your-key-id>\nAWS_SECRET_ACCESS_KEY=<your-secret>\nAWS_SESSION_TOKEN=<optional>",
          "STRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxx\nSTRIPE_SECRET_KEY=sk_test_replace_me")

    r.add("rotation_log_entry",
          "rotated: okta api token (scim), datadog api+app keys, pagerduty routing key for PHI svc. all old ones revoked 4:10pm. new ones in vault only.",
          "10/08 rotated svc-sftp-ingest access key, updated secret/data/prod/sftp, deleted old key, verified ingest ran at 5am",
          "root pw + MFA re-done after the drill, new envelope sealed by me + Priya, old envelope shredded",
          "jwt signing secret rotated -> all portal sessions invalidated (expected, comms sent to support)")

    r.add("password_policy_discussion",
          "okta pw policy for clinicians: min 14 chars, no reuse of last 24, lockout after 10, no forced rotation per NIST 800-63B",
          "vault db secrets engine password_policy 'pg-strong': length 32, 4 rule charsets, no '@' or ':' because the URL builder chokes",
          "redis AUTH passwords must be <=512 chars and we use 40 alnum; elasticache auth token min 16")

    r.add("token_prefix_only",
          "the PAT in the public gist started with github_pat_11AB... and ended ...x9Q. already revoked by GitHub's secret scanning",
          f"the slack token in the jira ticket was xoxb-...{rnd(ALNUM, 4)}, revoked + reissued",
          f"last 4 of the leaked dd key: {hexs(4)}. rotated within 20 min")

    r.add("git_commit_sha",
          f"leak was introduced in {hexs(40)} and removed in {short_sha()}; history rewrite with filter-repo done, force-pushed",
          f"pinned actions/checkout to {hexs(40)} (v4.1.7) per the pinning policy",
          f"git log --oneline\n{short_sha()} chore: rotate sops recipients\n{short_sha()} fix(vault): tighten ci-deploy policy\n{short_sha()} feat: external-secrets for ehr")

    r.add("container_image_digest",
          f"ehr-api image pinned @sha256:{hexs(64)}",
          f"cosign verify --key cosign.pub registry.acme.internal/portal@sha256:{hexs(64)} -> Verified OK",
          f"trivy found CVE-2024-{digits(5, True)} in layer sha256:{hexs(64)}")

    r.add("github_app_ids",
          f"acme-deploy-bot: app id {digits(6, True)}, installation id {digits(8, True)}, client id Iv23{rnd(ALNUM, 16)}",
          f"webhook deliveries for the secscan app: guid {uid()} redelivered ok")

    r.add("okta_client_id",
          f"clinician-portal OIDC client_id 0oa{rnd(ALNUM, 17)} (public, it's in the SPA bundle anyway, PKCE no secret)",
          f"okta group id 00g{rnd(ALNUM, 17)} = sec-admins; user id 00u{rnd(ALNUM, 17)} is the break-glass acct")

    r.add("datadog_client_token",
          f"RUM client token pub{hexs(32)} + applicationId {uid()} (client-side, public by design)",
          f"browser logs init: clientToken: 'pub{hexs(32)}', site: 'datadoghq.example'")

    r.add("stripe_publishable_key",
          f"pk_live_51{rnd(ALNUM, 97)} goes in the checkout page, fine to be public",
          f"stripe customer cus_{rnd(ALNUM, 14)}, sub sub_{rnd(ALNUM, 24)}, webhook event evt_{rnd(ALNUM, 24)} failed signature check (clock skew?)")

    r.add("sentry_dsn",
          f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.acme.test/{digits(7, True)}  (public DSN, ships in the frontend)",
          f"sentry issue PORTAL-{rnd(UPPER + DIGITS, 3)} event id {hexs(32)}")

    r.add("vault_audit_hmac",
          f"audit log entry: \"client_token\": \"hmac-sha256:{hexs(64)}\", \"path\": \"secret/data/prod/ehr-db\" -- hashed, vault audit-hash to compare",
          f"vault write sys/audit-hash/file input=<token> returned hmac-sha256:{hexs(64)}, matches the suspicious request")

    r.add("kubectl_describe_secret",
          "kubectl describe secret ehr-db-creds -n ehr\nName:         ehr-db-creds\nNamespace:    ehr\nType:  Opaque\n\nData\n====\npassword:  32 bytes\nusername:  7 bytes",
          "kubectl get secrets -n portal\nNAME              TYPE                             DATA   AGE\nportal-tls        kubernetes.io/tls                2      41d\nredis-auth        Opaque                           1      12d\nregcred           kubernetes.io/dockerconfigjson   1      90d")

    r.add("hashed_token_digest",
          f"sha256 of the leaked token (to grep the logs without storing the token): {hexs(64)}",
          f"api_keys table stores key_hash = {hexs(64)} and prefix 'ak_live_{rnd(LOWER + DIGITS, 6)}' only")

    r.add("aws_resource_ids",
          f"IR scope: instance i-{hexs(17)}, sg-{hexs(17)}, vpc-{hexs(17)}, snapshot snap-{hexs(17)} (forensic copy)",
          f"phi vpc endpoint vpce-{hexs(17)} for s3, eni-{hexs(17)} on the bastion",
          f"pod {pod_name('ehr-api')} crashlooping after the secret rotation -- missing key 'password' in ehr-db-creds")

    r.add("iam_role_arn",
          f"GHA OIDC role: arn:aws:iam::{acct}:role/gha-deploy-ehr, trust sub repo:acme-health/ehr:ref:refs/heads/main",
          f"arn:aws:iam::{acct}:role/BreakGlassAdmin -- only assumable with MFA + from the IR SSO group",
          f"oidc provider arn:aws:iam::{acct}:oidc-provider/token.actions.githubusercontent.test thumbprint {hexs(40)}")

    r.add("aws_account_ids",
          f"accounts: prod {aws_account()}, staging {aws_account()}, security/log-archive {aws_account()}, sandbox {aws_account()}",
          f"org id o-{rnd(LOWER + DIGITS, 10)}, root ou r-{rnd(LOWER + DIGITS, 4)}")

    r.add("incident_ticket_ids",
          f"SEC-{digits(4, True)}: leaked dd key in public repo, sev2, PD incident Q{rnd(UPPER + DIGITS, 13)}",
          f"HIPAA risk assessment tracked in GRC-{digits(3, True)}, BAA with the lab partner ref BAA-2024-{digits(3)}",
          f"pagerduty service P{rnd(UPPER + DIGITS, 6)} (PHI access anomalies), escalation policy P{rnd(UPPER + DIGITS, 6)}")

    r.add("datadog_monitor_ids",
          f"monitor {digits(8, True)} 'vault sealed' -> @pagerduty-sec-oncall, dashboard abc-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}",
          f"dd trace id {digits(19, True)} for the slow /fhir/Patient call")

    r.add("mfa_enrollment_notice",
          "re-enrolled my okta verify + yubikey, old totp device removed. the seed is only on the phone",
          "aws root now has 2 hardware MFA devices (serials in the break-glass binder), virtual MFA deleted",
          "TOTP secrets are 160-bit base32, 30s step, 6 digits -- the otpauth QR is only shown once at enrollment")

    r.add("break_glass_procedure_reference",
          "break glass: envelope A (aws root pw) + envelope B (mfa device) are in the safe in the 4th floor closet, need 2 people + log in SEC channel",
          "unseal keys: 5 shares, PGP-encrypted to each keyholder's key at init (-pgp-keys), threshold 3. nobody holds more than one.",
          "the okta break-glass creds are in 1Password vault 'Break Glass' with access only for CISO + me")

    r.add("tracking_numbers",
          f"yubikeys for the new hires shipped UPS 1Z{rnd(UPPER + DIGITS, 16)}, order #{digits(7, True)}",
          f"HSM RMA shipment fedex {digits(12, True)}, case {digits(8, True)}")

    r.add("on_call_phone_numbers",
          f"sec oncall bridge +1 617-555-0{digits(3)}, meeting id {groups(digits(9, True), 3)} (no PIN on the bridge, it's SSO-gated)",
          f"Marcus cell 617-555-01{digits(2)}, Priya 857-555-01{digits(2)} (keyholders for the unseal ceremony)")

    r.add("cve_and_versions",
          f"vault 1.15.6 -> 1.16.3 upgrade (CVE-2024-{digits(4, True)}), consul 1.17.2, sops 3.9.0, age v1.2.0",
          f"GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} affects our jwt lib < 2.8.0, bumped")

    r.add("network_endpoints",
          "vault: https://vault.acme.internal:8200 (10.20.1.10-12), raft port 8201; redis 10.20.4.11:6380; pg ehr-prod.acme.internal:5432",
          f"bastion public ip 198.51.100.{digits(2, True)}, nat gw 198.51.100.{digits(2, True)}, allowlisted at the lab partner")

    r.add("dynamic_secret_config",
          "vault write database/roles/ehr-readonly db_name=ehr creation_statements=@readonly.sql default_ttl=1h max_ttl=24h",
          "vault write aws/roles/ir-readonly credential_type=assumed_role role_arns=arn:aws:iam::" + acct + ":role/IRReadOnly default_sts_ttl=1h")

    r.add("secret_scanning_alert",
          f"github secret scanning alert #{digits(3, True)}: 'Amazon AWS Access Key ID' in ehr-config@{short_sha()} -- state: revoked, closed as 'used in tests'",
          f"gitleaks report: 3 findings, all rule generic-api-key on test fixtures, fingerprint {short_sha()}:tests/fixtures/fake.env:generic-api-key:4")

    r.add("kms_key_metadata",
          f"aws kms describe-key: KeyId {uid()}, KeyState Enabled, KeyUsage ENCRYPT_DECRYPT, KeySpec SYMMETRIC_DEFAULT, Origin AWS_KMS, MultiRegion false",
          f"key rotation for alias/phi-data: last rotated 2024-08-01, next 2025-08-01, key material id {hexs(64)}")

    r.add("uuid_resource_refs",
          f"1Password item id {rnd(LOWER + DIGITS, 26)} = 'AWS root prod'; vault namespace id {rnd(ALNUM, 5)}",
          f"jamf device {uid()} had fv2 escrow confirmed, recovery key stored in jamf (not here)")

    return r


def main() -> None:
    write_corpora("make_heldout138.py", [
        ("heldout138_credentials.yaml", credentials(), "batch 138 (Boston health-tech security engineer: Vault, AWS, KMS, SOPS, SaaS keys), written blind; every value synthetic"),
        ("heldout138_lookalikes.yaml", lookalikes(), "batch 138 look-alikes: references to secrets, ciphertext, ARNs, accessors, redactions, public keys, written blind"),
    ])


if __name__ == "__main__":
    main()
