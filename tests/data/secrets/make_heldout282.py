# ruff: noqa: E501
"""Writes heldout282_credentials.yaml and heldout282_lookalikes.yaml: held-out batch 282.

Persona: a freelance DevOps consultant in Dublin who keeps terse, runbook-style notes in
English (with Irish turns of phrase) for several clients. He asks the assistant to hold on
to GitHub Actions and CircleCI secrets, Buildkite agent tokens, Jenkins API tokens,
SonarQube and Artifactory tokens, npm and PyPI publish tokens, a Docker Hub personal access
token, Consul ACL tokens, a Grafana Cloud API key, a Postgres superuser password in a DSN
and client VPN pre-shared keys; and just as often notes that only look like them: commit
SHAs, build numbers, `${{ secrets.X }}` references, OIDC subject claims, Sentry DSNs,
image digests, Terraform resource addresses, public SSH and GPG keys and `.env.example`
placeholders.

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
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    groups,
    hexs,
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

WORDS = ["liffey", "curragh", "bodhran", "gorse", "kestrel", "turf", "currach", "dolmen",
         "barmbrack", "heron", "drizzle", "causeway", "bramble", "shebeen", "tinker", "ferry",
         "puffin", "lough", "cairn", "mizzen", "quay", "boreen", "sally", "hurley"]


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_pat_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def circleci_pat() -> str:
    return f"CCIPAT_{rnd(ALNUM, 22)}_{hexs(40)}"


def buildkite_agent() -> str:
    return rnd(LOWER + DIGITS, 50)


def buildkite_api() -> str:
    return "bkua_" + hexs(40)


def jenkins_token() -> str:
    return "11" + hexs(32)


def sonar(prefix: str = "squ_") -> str:
    return prefix + hexs(40)


def artifactory_ref() -> str:
    return "cmVmdGtuOjAxOjE3" + rnd(ALNUM, 48)


def artifactory_apikey() -> str:
    return "AKCp8" + rnd(ALNUM, 68)


def npm() -> str:
    return "npm_" + rnd(ALNUM, 36)


def pypi(test: bool = False) -> str:
    head = "pypi-AgENdGVzdC5weXBpLm9yZw" if test else "pypi-AgEIcHlwaS5vcmc"
    return head + "CJD" + rnd(URLSAFE, 150)


def dckr() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def glc(stack: str) -> str:
    claims = {"o": digits(6, True), "n": f"{stack}-{digits(3, True)}", "k": rnd(ALNUM, 24),
              "m": {"r": pick("prod-eu-west-2", "prod-eu-west-0", "prod-gb-south-0")}}
    return "glc_" + b64(json.dumps(claims, separators=(",", ":")).encode())


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def tfc() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def hvs() -> str:
    return "hvs." + rnd(ALNUM, 24)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def glrt() -> str:
    return "glrt-" + rnd(URLSAFE, 20)


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def sntryu() -> str:
    return "sntryu_" + hexs(64)


def passphrase(n: int = 5, sep: str = "-") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n))


def sha() -> str:
    return hexs(40)


def credentials() -> Rows:
    r = Rows()

    r.add("github_personal_access_token",
          f"GitHub PAT for the Brannock deploy bot (classic, repo+workflow scopes), expires end of March: {ghp()}",
          f"new fine-grained token for liffey-freight org, contents:write on infra-live only\n{github_pat_fine()}",
          f"gh auth login --with-token <<< {ghp()}   # that's the one on the jump box, remember it",
          f"me own GH token (laptop, gh cli) - {ghp()} - rotate after the Corrib gig wraps",
          f"GITHUB_TOKEN override for renovate on acme: {github_pat_fine()}")

    r.add("github_actions_secret",
          f"Set these as repo secrets on brannock/payments-api:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"gh secret set SLACK_BOT_TOKEN --repo acme/platform --body \"{xoxb()}\"",
          f"org-level Actions secret CORRIB_DEPLOY_KEY_PASS = {pw()} (for the deploy key passphrase, all repos)",
          f"Liffey GHA env 'production' -> secret DATABASE_URL = postgres://app_rw:{rnd(ALNUM, 24)}@pg-prod.liffey.internal:5432/freight",
          f"remind me: the CODECOV secret on acme/web is {uid()} and the CHROMATIC one is chpt_{hexs(14)}")

    r.add("circleci_api_token",
          f"CircleCI personal API token (acme org, for the cancel-redundant-builds script): {circleci_pat()}",
          f"circleci project API token for brannock/payments-api (status badge + trigger): {hexs(40)}",
          f"circle token: {hexs(40)}  -- the old style one, still used by the brannock nightly trigger",
          f"curl -H \"Circle-Token: {circleci_pat()}\" https://circleci.com/api/v2/me   # works, keep it",
          f"CIRCLECI_CLI_TOKEN={circleci_pat()}\n(corrib project token, read-only was refused so it's full)")

    r.add("circleci_context_variable",
          f"CircleCI context 'liffey-prod' vars:\nNPM_TOKEN  {npm()}\nSENTRY_AUTH_TOKEN  {sntryu()}",
          f"context acme-deploy: DOCKERHUB_PASS={dckr()}  DOCKERHUB_USER=acmeci",
          f"circleci context store-secret brannock-aws AWS_SECRET_ACCESS_KEY <<< '{aws_secret()}'",
          f"CCI context 'corrib-staging' -> PGPASSWORD is {pw()}, PGUSER migrator")

    r.add("buildkite_agent_token",
          f"Buildkite agent token for the acme queue (goes in /etc/buildkite-agent/buildkite-agent.cfg): {buildkite_agent()}",
          f"buildkite-agent.cfg on the brannock spot fleet\ntoken=\"{buildkite_agent()}\"\ntags=\"queue=default,os=linux\"",
          f"BUILDKITE_AGENT_TOKEN={buildkite_agent()}   # liffey cluster, elastic stack param",
          f"bk agent tokne (corrib, the mac minis in the press): {buildkite_agent()}",
          f"Buildkite REST token for me scripts, read_builds + write_builds: {buildkite_api()}")

    r.add("jenkins_api_token",
          f"Jenkins API token for user cian on jenkins.brannock.internal: {jenkins_token()}",
          f"curl -u cian:{jenkins_token()} https://ci.liffey.internal/job/freight-etl/build?delay=0",
          f"jenkins-cli creds for acme -> cian:{jenkins_token()}",
          f"JENKINS_TOKEN {jenkins_token()} (svc-deployer on jenkins.corrib.example, made it today)",
          f"jenkins job builder ini:\n[jenkins]\nuser=jjb-bot\npassword={jenkins_token()}\nurl=https://jenkins.acme.internal")

    r.add("jenkins_admin_password",
          f"Jenkins admin on the new brannock controller: admin / {pw()} (initialAdminPassword was {hexs(32)}, changed)",
          f"corrib jenkins break-glass local account: jenkins-root pw {pw()}",
          f"initialAdminPassword for jenkins.liffey.test fresh install: {hexs(32)}")

    r.add("sonarqube_token",
          f"SonarQube user token (sonar.acme.internal, for the PR decoration): {sonar()}",
          f"SONAR_TOKEN={sonar('sqa_')}   # global analysis token, brannock sonar",
          f"sonar project token for liffey-freight_ui: {sonar('sqp_')}",
          f"mvn sonar:sonar -Dsonar.host.url=https://sonar.corrib.example -Dsonar.token={sonar('sqp_')}",
          f"sonar admin pw after the upgrade: {pw()}  (admin/admin is gone, thank god)")

    r.add("artifactory_token",
          f"Artifactory reference token for the acme CI user: {artifactory_ref()}",
          f"jfrog config add liffey --url=https://artifactory.liffey.internal --access-token={artifactory_ref()}",
          f"old Artifactory API key (brannock, deprecated but still working): {artifactory_apikey()}",
          f"~/.m2/settings.xml corrib:\n<server><id>corrib-releases</id><username>deployer</username><password>{artifactory_ref()}</password></server>",
          f"artifactory pip index, acme: https://ci-pypi:{artifactory_ref()}@artifactory.acme.internal/api/pypi/pypi/simple")

    r.add("npm_publish_token",
          f"npm automation token for publishing @acme/ui-kit: {npm()}",
          f".npmrc on the release runner:\n//registry.npmjs.org/:_authToken={npm()}",
          f"NPM_TOKEN for liffey design-system publish = {npm()} (granular, expires in 30d)",
          f"npm publish tok, brannock scope  {npm()}",
          f"npm config set //npm.corrib.internal/:_authToken {npm()}")

    r.add("pypi_publish_token",
          f"PyPI API token, project-scoped to acme-deploy-tools:\n{pypi()}",
          f"~/.pypirc\n[pypi]\nusername = __token__\npassword = {pypi()}",
          f"TestPyPI token for dry runs (brannock-sdk): {pypi(test=True)}",
          f"twine upload -u __token__ -p {pypi()} dist/*   # liffey-cli release",
          f"uv publish --token {pypi()}   # corrib-fhir-utils 0.3.0")

    r.add("dockerhub_access_token",
          f"Docker Hub PAT for acmeci (read/write, no delete): {dckr()}",
          f"echo {dckr()} | docker login -u brannockops --password-stdin",
          f"DH token for pulling rate-limited base images on the corrib runners: {dckr()}",
          f"docker hub: user liffeybuild / tok {dckr()}",
          f"DOCKER_PASSWORD: {dckr()}\nDOCKER_USERNAME: corribci\n(github actions secrets for the corrib image builds)")

    r.add("consul_acl_token",
          f"Consul bootstrap (management) token, acme dc1 - only for emergencies: {uid()}",
          f"export CONSUL_HTTP_TOKEN={uid()}   # brannock consul, ops policy",
          f"consul acl token for the vault storage backend (liffey): SecretID {uid()}",
          f"consul-template config corrib:\nconsul {{\n  address = \"consul.corrib.internal:8501\"\n  token   = \"{uid()}\"\n}}",
          f"agent token for the nomad clients = {uid()} (acme, set via acl.tokens.agent)")

    r.add("grafana_cloud_api_key",
          f"Grafana Cloud access policy token (metrics:write) for the acme alloy agents:\n{glc('acme-alloy')}",
          f"grafana cloud key, brannock stack, logs push: {glc('brannock-logs')}",
          f"GRAFANA_SA_TOKEN={glsa()}  (liffey grafana cloud stack, service account, editor)",
          f"prometheus remote_write for corrib:\nbasic_auth:\n  username: {digits(6, True)}\n  password: {glc('corrib-metrics')}")

    r.add("postgres_superuser_dsn",
          f"postgres superuser on the brannock prod cluster: postgresql://postgres:{rnd(ALNUM, 28)}@pg-primary.brannock.internal:5432/postgres?sslmode=require",
          f"PGURL for break-glass = postgres://postgres:{pw()}@10.20.0.14:5432/freight (liffey, via bastion)",
          f"acme rds master creds -> postgres://acme_admin:{rnd(ALNUM, 24)}@acme-prod.cluster-ro.acme.internal:5432/app",
          f"psql \"host=db.corrib.example user=postgres password={pw()} dbname=ehr sslmode=verify-full\"",
          f"DATABASE_URL=postgres://postgres:{rnd(ALNUM, 20)}@localhost:15432/postgres  # tunnel to brannock prod, superuser")

    r.add("client_vpn_preshared_key",
          f"Brannock site-to-site IPsec PSK (fortigate <-> aws vgw tunnel 1): {rnd(ALNUM + '._', 32)}",
          f"wg0.conf for the liffey client vpn\n[Peer]\nPublicKey = {wg_key()}\nPresharedKey = {wg_key()}\nEndpoint = vpn.liffey.example:51820",
          f"corrib l2tp vpn: server vpn.corrib.example, user cian.c, shared secret {rnd(ALNUM, 20)}",
          f"acme openvpn static key / ipsec psk -> {pw()}  (the cisco one in the office)",
          f"PSK for the meraki client vpn at brannock is {passphrase(4)}",
          f"strongswan ipsec.secrets on the acme edge box:\n203.0.113.10 198.51.100.7 : PSK \"{rnd(ALNUM, 40)}\"")

    r.add("ssh_private_key",
          f"deploy key for acme/infra-live (read-only), keep this:\n{openssh_private()}",
          f"bastion key for liffey, ~/.ssh/liffey_bastion\n{openssh_private()}",
          f"corrib jump host ed25519 private key\n{openssh_private()}",
          f"brannock github actions deploy key (SSH_PRIVATE_KEY secret), paste as is:\n{openssh_private()}")

    r.add("aws_access_key",
          f"AWS CLI profile brannock-prod:\n[brannock-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"liffey terraform user keys  {aws_key_id()} / {aws_secret()}",
          f"export AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}  # acme sandbox, scrap after",
          f"corrib s3 backup user: key {aws_key_id()} secret {aws_secret()}")

    r.add("terraform_cloud_token",
          f"TFC team token for acme-platform (plan/apply): {tfc()}",
          f"~/.terraform.d/credentials.tfrc.json\n{{\"credentials\": {{\"app.terraform.io\": {{\"token\": \"{tfc()}\"}}}}}}",
          f"TF_TOKEN_app_terraform_io={tfc()}  (brannock org token)",
          f"terraform login token for liffey: {tfc()}")

    r.add("vault_token",
          f"Vault root token from the brannock unseal ceremony (revoke after setup!): {hvs()}",
          f"VAULT_TOKEN={hvs()}   # liffey, ops policy, ttl 768h",
          f"acme vault unseal key 1 of 5: {b64(secrets.token_bytes(33))}",
          f"vault login -method=token {hvs()}   # corrib staging",
          f"liffey vault unseal keys (3 of 5 needed):\n1: {b64(secrets.token_bytes(33))}\n2: {b64(secrets.token_bytes(33))}\n3: {b64(secrets.token_bytes(33))}")

    r.add("gitlab_token",
          f"GitLab PAT (gitlab.corrib.internal) for the mirror job: {glpat()}",
          f"gitlab-runner register --url https://gitlab.acme.internal --token {glrt()}",
          f"runner auth token brannock shared runners = {glrt()}",
          f"git clone https://oauth2:{glpat()}@gitlab.liffey.internal/platform/charts.git")

    r.add("slack_bot_token",
          f"Slack bot token for the deploy notifier in acme's workspace: {xoxb()}",
          f"SLACK_TOKEN={xoxb()}  (brannock #ops-alerts app)",
          f"corrib slack webhook for the jenkins notifier: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"liffey slack app 'freight-bot' -> bot user oauth token {xoxb()}, signing secret {hexs(32)}")

    r.add("sentry_auth_token",
          f"Sentry auth token for sourcemap uploads (acme): {sntryu()}",
          f"SENTRY_AUTH_TOKEN={sntryu()} # brannock release job",
          f"sentry-cli login token for corrib self-hosted: {sntryu()}",
          f"sentry org token for liffey CI: sntrys_{b64(json.dumps({'iat': 1733500000, 'url': 'https://sentry.liffey.internal', 'org': 'liffey'}).encode()).rstrip('=')}_{rnd(URLSAFE, 43)}")

    r.add("datadog_api_key",
          f"Datadog API key (liffey, EU site): {hexs(32)}\napp key: {hexs(40)}",
          f"DD_API_KEY={hexs(32)}  # acme agents helm values",
          f"datadog for brannock - api {hexs(32)} / application {hexs(40)}")

    r.add("registry_robot_secret",
          f"Harbor robot account for acme CI: robot$acme+ci-push / {rnd(ALNUM, 32)}",
          f"docker login harbor.brannock.internal -u 'robot$brannock+deployer' -p {rnd(ALNUM, 32)}",
          f"corrib harbor pull secret for k8s: user robot$corrib+puller pass {rnd(ALNUM, 32)}")

    r.add("gpg_signing_passphrase",
          f"passphrase for me release signing key (the one on the yubikey backup): {passphrase(6)}",
          f"GPG_PASSPHRASE for the acme apt repo signing in CI = {passphrase(5, ' ')}",
          f"gpg key for brannock rpm signing, pass: {pw()}",
          f"liffey helm chart provenance key pass -> {passphrase(4, '.')}{digits(2)}")

    r.add("server_sudo_password",
          f"cuimhnigh: sudo pasword on the brannock bastion for cian is {pw()}",
          f"root on the old centos box at corrib (db-legacy-01.corrib.internal) is {pw()}, don't ask",
          f"acme build box ubuntu user password: {pw()}",
          f"liffey ESXi root  {pw()}  (host esx02.liffey.internal)",
          f"idrac on the brannock r740: root / {rnd(ALNUM, 14)}")

    r.add("redis_connection_string",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.acme.internal:6380/0",
          f"liffey elasticache auth token: {rnd(ALNUM + '!&#$^<>-', 40)}",
          f"brannock sidekiq redis: redis://:{rnd(ALNUM, 24)}@redis-queue.brannock.internal:6379/2",
          f"mongodb+srv://corrib_admin:{rnd(ALNUM, 20)}@cluster0.corrib.internal/ehr?retryWrites=true")

    r.add("github_recovery_codes",
          f"GitHub recovery codes (my account), print and put in the safe:\n{recovery_codes(8, 'github')}",
          f"GH 2FA backup codes:\n{recovery_codes(6, 'github')}",
          f"recovery codes for the acme-ops shared github account:\n{recovery_codes(10, 'github')}")

    r.add("password_manager_master",
          f"1Password: Secret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)} and master password {passphrase(5)}",
          f"bitwarden master pw (business vault): {passphrase(6, ' ')}",
          f"KeePassXC db for the corrib handover, password {pw()}",
          f"emergency kit bits: master password is {passphrase(4)}{digits(3)}")

    r.add("yubikey_pin",
          f"YubiKey PIV PIN {digits(6)} PUK {digits(8)} (the blue one for acme)",
          f"yubikey fido2 pin: {digits(6)} - rememebr it, locks after 8 goes",
          f"ykman piv management key for the brannock yubikey: {hexs(48)}",
          f"PIN for the corrib hardware token is {digits(6)}, PUK {digits(8)}")

    r.add("kubeconfig_client_key",
          f"acme prod kubeconfig user:\n- name: cian-admin\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(96))}\n    client-key-data: {kube_key_data()}",
          f"brannock k3s admin token (node-token): K10{hexs(64)}::server:{hexs(32)}",
          f"liffey eks service account token for argo:\n{'eyJhbGciOiJSUzI1NiIsImtpZCI6I' + rnd(URLSAFE, 40)}.{rnd(URLSAFE, 180)}.{rnd(URLSAFE, 342)}",
          f"corrib kubeconfig token: {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}  (kubeadm bootstrap, 24h)")

    r.add("cloudflare_api_token",
          f"Cloudflare API token (DNS edit, acme.example zone) for external-dns: {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}  # brannock cert-manager dns01",
          f"cloudflare global api key for liffey (legacy, needs email too): {hexs(37)}",
          f"cloudflared tunnel token for corrib: {b64(json.dumps({'a': hexs(32), 't': uid(), 's': b64(secrets.token_bytes(32))}).encode())}")

    r.add("github_app_private_key",
          f"private key for the acme-deployer GitHub App (app id {digits(6, True)}):\n{pem('RSA PRIVATE KEY', 6)}",
          f"brannock renovate app pem:\n{pem('RSA PRIVATE KEY', 5)}",
          f"liffey release-please app key\n{pem('PRIVATE KEY', 5)}")

    r.add("ai_api_key",
          f"OpenAI key for the corrib chatbot POC: sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
          f"anthropic key acme internal tools: sk-ant-api03-{rnd(URLSAFE, 93)}AA",
          f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}  # brannock summariser lambda")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("commit_sha",
          f"brannock prod is on {sha()} since Tuesday, roll back to {hexs(7)} if the payments job flakes",
          f"cherry-pick {sha()} onto release/2.4 for liffey",
          f"acme hotfix merged: {hexs(12)} (PR #{digits(4, True)})",
          f"git bisect says {sha()} broke the corrib helm lint",
          f"git revert {hexs(7)} {hexs(7)} -- the renovate bumps, grand after that")

    r.add("ci_build_number",
          f"CircleCI build {digits(5, True)} on acme/web was the last green one",
          f"buildkite: https://buildkite.com/brannock/deploy-prod/builds/{digits(4, True)} - failed on the migration step",
          f"Jenkins freight-etl #{digits(4, True)} took 47 min, normal is ~20",
          f"GH Actions run https://github.com/liffey-freight/infra-live/actions/runs/{digits(10, True)}/job/{digits(11, True)} -> OOM on terraform plan",
          f"corrib pipeline {digits(6, True)}, job {digits(7, True)}, retried twice")

    r.add("workflow_secret_reference",
          "deploy.yml step: `password: ${{ secrets.DOCKERHUB_TOKEN }}` and `username: ${{ vars.DOCKERHUB_USER }}`",
          "acme: NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }} in the publish job, needs registry-url set on setup-node too",
          "circleci config uses context brannock-aws, env $AWS_SECRET_ACCESS_KEY is injected, don't echo it",
          "Jenkinsfile: withCredentials([string(credentialsId: 'sonar-token', variable: 'SONAR_TOKEN')]) { sh 'mvn sonar:sonar' }",
          "buildkite pipeline.yml: env SECRET from `buildkite-agent secret get pypi_token`, nothing inline",
          "TF_VAR_db_password: ${{ secrets.LIFFEY_DB_PASSWORD }} -- only on the production environment")

    r.add("oidc_subject_claim",
          "trust policy sub for acme deploys: repo:acme/infra-live:environment:production",
          "token.actions.githubusercontent.com:sub = repo:brannock/payments-api:ref:refs/heads/main, aud = sts.amazonaws.com",
          f"CircleCI OIDC sub: org/{uid()}/project/{uid()}/user/{uid()}",
          "liffey GCP WIF attribute condition: assertion.repository_owner == 'liffey-freight' && assertion.ref == 'refs/heads/main'",
          f"buildkite oidc sub looks like organization:corrib:pipeline:deploy:ref:refs/heads/main:commit:{sha()}:step:plan")

    r.add("sentry_dsn",
          f"SENTRY_DSN for acme web frontend: https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)} (public, fine in the bundle)",
          f"brannock self-hosted sentry dsn https://{hexs(32)}@sentry.brannock.internal/{digits(2, True)}",
          f"corrib mobile dsn: https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.io/{digits(7, True)}",
          f"NEXT_PUBLIC_SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}",
          f"brannock sentry project id {digits(7, True)}, public key {hexs(32)} (the DSN bit, not a secret)")

    r.add("image_digest",
          f"pin acme api to ghcr.io/acme/api@sha256:{hexs(64)}",
          f"brannock base image digest changed: sha256:{hexs(64)} -> sha256:{hexs(64)}",
          f"cosign verify liffey/worker@sha256:{hexs(64)} - signature ok",
          f"corrib: docker pull registry.corrib.internal/ehr/web:2.14.1@sha256:{hexs(64)}",
          f"FROM python:3.12-slim@sha256:{hexs(64)}   # liffey etl base, renovate keeps it fresh")

    r.add("terraform_resource_address",
          "terraform state mv module.vpc.aws_subnet.private[\"eu-west-1a\"] module.network.aws_subnet.private[\"eu-west-1a\"]",
          "acme: terraform import aws_db_instance.main acme-prod-pg  then module.rds.aws_db_parameter_group.this[0]",
          f"brannock plan wants to replace aws_instance.bastion (i-0{hexs(16)}), don't let it",
          "-target=module.eks.aws_eks_node_group.this[\"spot\"] for the liffey node group bump",
          f"terraform force-unlock {uid()}  # corrib state lock stuck after the runner died")

    r.add("ssh_public_key",
          f"my public key for the client authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} cian@thinkpad",
          f"acme deploy key (public half, add to repo): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@acme",
          f"brannock bastion host key: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}",
          f"liffey known_hosts entry\nbastion.liffey.example ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
          f"SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} is the fingerprint of the corrib jump host, check it on first connect")

    r.add("gpg_public_key",
          f"release signing key fingerprint {groups(hexs(40).upper(), 4)} - publish on the acme docs page",
          f"gpg --recv-keys {hexs(16).upper()}   # brannock apt repo key",
          f"my public key for clients:\n{pem('PGP PUBLIC KEY BLOCK', 5)}",
          f"liffey rpm repo gpgkey=https://repo.liffey.example/RPM-GPG-KEY-liffey (key id {hexs(8).upper()})",
          f"git config user.signingkey {hexs(16).upper()}  # acme commits, verified badge works")

    r.add("env_example_placeholder",
          ".env.example for acme:\nDATABASE_URL=postgres://user:password@localhost:5432/app\nREDIS_URL=redis://localhost:6379\nSTRIPE_SECRET_KEY=sk_test_xxx",
          "brannock .env.example: NPM_TOKEN=<your npm token>  PYPI_TOKEN=  (leave blank, CI fills it)",
          "SONAR_TOKEN=changeme\nDOCKERHUB_TOKEN=changeme\n# real values in 1Password, liffey vault",
          "corrib README: set CONSUL_HTTP_TOKEN=00000000-0000-0000-0000-000000000000 locally, the dev agent ignores ACLs",
          "GRAFANA_API_KEY=your-key-here   # placeholder, do not commit the real one")

    r.add("secret_manager_path",
          "acme CI creds live in vault at secret/data/ci/acme/dockerhub (field: token)",
          "op://Brannock/npm-publish/credential is the 1Password ref, op run injects it",
          "liffey postgres superuser: AWS Secrets Manager liffey/prod/rds/master, rotation lambda attached",
          f"arn:aws:secretsmanager:eu-west-1:{aws_account()}:secret:corrib/jenkins/api-token-{rnd(ALNUM, 6)}",
          "consul kv path config/brannock/payments/ -- no secrets there, those are in vault kv-v2 mount 'apps'")

    r.add("masked_token",
          f"old token was ghp_****************************{rnd(ALNUM, 4)}, revoked it",
          "CI log just shows NPM_TOKEN=*** which is right",
          f"dckr_pat_...{rnd(URLSAFE, 4)} is the one expiring next week (acme) - make a new one",
          f"jenkins token ending {hexs(4)} belongs to the brannock svc account",
          "sonar token: squ_••••••••••••  (set, not shown again)")

    r.add("rotation_note",
          "Rotated the Jenkins API token for svc-deployer at liffey today, new one's in their Keeper, old one revoked",
          "Consul bootstrap token for acme: after rotation it's sealed in the envelope in the client's safe, not with me",
          "brannock: PyPI token rotation due 1 March, calendar reminder set",
          "I'm after revoking the Docker Hub PAT the ex-contractor made - audit log clean",
          "corrib VPN PSK changed on the fortigate side Friday; they'll send the new one via their Bitwarden Send")

    r.add("password_policy",
          "acme policy: passwords 14+ chars, no rotation unless compromised, MFA on everything",
          "brannock postgres: scram-sha-256 only, password_encryption set, md5 users migrated",
          "acme docker hub: PATs only, no account passwords in CI, and read-only scope for pull jobs",
          "liffey wants service account tokens rotated every 90 days and max TTL 30d on human ones",
          "corrib audit: the Jenkins 'admin' account has no password set because SSO via Entra, that's by design")

    r.add("consul_accessor_id",
          f"consul acl token read {uid()}  # AccessorID for the nomad agent token (accessor, not the secret)",
          f"acme: policy ops-read attached to token accessor {uid()}",
          f"brannock consul node-id {uid()} is the one that keeps flapping",
          f"consul service id payments-{uid()} (liffey) deregister it",
          f"corrib consul acl policy id {uid()} (name: buildkite-read)")

    r.add("pod_name",
          f"acme: kubectl logs {pod_name('payments-api')} -c app --previous",
          f"{pod_name('buildkite-agent')} stuck in ContainerCreating on brannock",
          f"liffey crashloop: {pod_name('freight-etl-worker')} OOMKilled",
          f"corrib: kubectl delete pod {pod_name('sonarqube')} -n tools",
          f"consul-server-2 and {pod_name('consul-connect-injector')} restarted at 03:12 (acme)")

    r.add("aws_arn",
          f"role-to-assume: arn:aws:iam::{aws_account()}:role/github-actions-deploy (acme)",
          f"brannock kms key arn:aws:kms:eu-west-1:{aws_account()}:key/{uid()}",
          f"liffey state bucket arn:aws:s3:::liffey-tfstate-{aws_account()}",
          f"corrib eks cluster arn:aws:eks:eu-west-1:{aws_account()}:cluster/corrib-prod",
          f"acme sns topic arn:aws:sns:eu-west-1:{aws_account()}:ci-failures")

    r.add("github_app_identifier",
          f"acme-deployer GitHub App: App ID {digits(6, True)}, installation {digits(8, True)}, client ID Iv1.{hexs(16)}",
          f"brannock renovate app client id Iv23li{rnd(ALNUM, 14)} (public)",
          f"liffey release-please installation id {digits(8, True)}",
          f"GH App webhook delivery {uid()} failed with 502 on the corrib side")

    r.add("oauth_client_id",
          f"Google OAuth client ID for the acme grafana SSO: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"brannock Entra app registration: client id {uid()}, tenant {uid()} (secret is in their vault)",
          f"liffey okta client_id 0oa{rnd(ALNUM, 17)} for argocd",
          f"github oauth app for corrib sonarqube: client id Ov23li{rnd(ALNUM, 14)}")

    r.add("publishable_key",
          f"acme checkout frontend: pk_live_{rnd(ALNUM, 99)}  (publishable, goes in the JS)",
          f"brannock mapbox public token pk.{b64(json.dumps({'u': 'brannock', 'a': rnd(LOWER + DIGITS, 25)}).encode()).rstrip('=')}.{rnd(URLSAFE, 22)}",
          f"liffey age recipient (public) for sops: {age_public_key()}",
          f"corrib algolia app id {rnd(UPPER + DIGITS, 10)}, search-only key is the public one in the frontend config",
          f"acme ssh CA public key for the bastions: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} acme-user-ca")

    r.add("ticket_number",
          f"ACME-{digits(4, True)}: bump node 20 on the runners",
          f"brannock OPS-{digits(3, True)} and OPS-{digits(3, True)} both about the flaky jenkins agent",
          f"liffey zendesk #{digits(6, True)} - they want an RCA by Thursday",
          f"corrib change request CHG{digits(7)} approved for the pg upgrade window")

    r.add("parcel_tracking_number",
          f"yubikeys for acme coming An Post, tracking {pick('CE', 'LX', 'RR')}{digits(9)}IE",
          f"DPD parcel {digits(14)} - the mac mini for brannock's buildkite agents",
          f"returned the dud NUC, UPS 1Z{rnd(UPPER + DIGITS, 16)}",
          f"signed contract for liffey went registered post, RR{digits(9)}IE")

    r.add("release_checksum",
          f"terraform_1.9.8_linux_amd64.zip sha256 {hexs(64)} - matches SHA256SUMS",
          f"acme-cli v0.7.2 checksums.txt:\n{hexs(64)}  acme-cli_linux_amd64.tar.gz\n{hexs(64)}  acme-cli_darwin_arm64.tar.gz",
          f"brannock artifact md5 {hexs(32)}, sha1 {hexs(40)}",
          f"pip hash for liffey lockfile: --hash=sha256:{hexs(64)}")

    r.add("wireguard_public_key",
          f"liffey vpn peer (my laptop) PublicKey = {wg_key()}, AllowedIPs 10.66.0.7/32",
          f"acme wg server public key {wg_key()} endpoint vpn.acme.example:51820",
          f"brannock office peer pubkey {wg_key()} - send them this, they send me theirs",
          f"[Peer]\n# corrib hub\nPublicKey = {wg_key()}\nAllowedIPs = 10.40.0.0/16\nPersistentKeepalive = 25")

    r.add("npm_lockfile_integrity",
          f"lockfile diff for acme ui-kit: integrity sha512-{b64(secrets.token_bytes(64))}",
          f"brannock yarn.lock checksum {hexs(128)}",
          f"go.sum line for acme: github.com/hashicorp/consul/api v1.29.1 h1:{b64(secrets.token_bytes(32))}",
          f"\"resolved\": \"https://npm.liffey.internal/lodash/-/lodash-4.17.21.tgz\", \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"")

    r.add("container_id",
          f"docker exec -it {hexs(12)} sh   # acme redis container",
          f"brannock: container {hexs(64)} exited 137",
          f"crictl inspect {hexs(13)} on liffey node ip-10-0-3-12",
          f"corrib buildkite job container {hexs(12)} left behind, docker rm it")

    r.add("kubernetes_secret_reference",
          "acme values.yaml:\nenv:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: pg-superuser\n        key: password",
          "brannock ExternalSecret pulls consul-acl-token from vault path kv/brannock/consul, refresh 1h",
          "kubectl create secret generic sonar-token --from-literal=token=$SONAR_TOKEN -n ci   (liffey, token comes from the env)",
          "corrib sealed secret for the registry is in git as encryptedData, only the controller can decrypt")

    r.add("token_ttl_setting",
          "acme vault: default_lease_ttl 768h, max_lease_ttl 8760h for the token auth",
          "brannock consul acl token_ttl 72h, down_policy extend-cache",
          "liffey: jenkins token expiry 90 days, github fine-grained PAT max 366 days",
          "corrib grafana cloud access policy tokens expire after 60 days, remind them")

    r.add("trace_id",
          f"acme 502 traceparent 00-{hexs(32)}-{hexs(16)}-01",
          f"brannock X-Request-Id {uid()} - the slow checkout",
          f"liffey tempo trace {hexs(32)} shows the pg call taking 9s",
          f"corrib cloudfront request id {rnd(URLSAFE, 56)}==")

    r.add("tls_cert_fingerprint",
          f"acme ingress cert SHA-256 fingerprint {groups(hexs(64).upper(), 2, ':')}",
          f"brannock letsencrypt serial {groups(hexs(36), 2, ':')}",
          f"liffey mTLS CA pin sha256/{b64(secrets.token_bytes(32))}",
          f"corrib consul CA cert (public):\n{pem('CERTIFICATE', 6)}")

    r.add("sonar_project_key",
          f"sonar project key for acme: acme_web-api_{rnd(URLSAFE, 20)}",
          f"brannock sonar analysis id {rnd(URLSAFE, 20)} - quality gate failed on coverage",
          "liffey sonar-project.properties: sonar.projectKey=liffey-freight_ui sonar.organization=liffey-freight",
          f"corrib sonarqube task id {rnd(URLSAFE, 20)} stuck pending")

    r.add("cloud_resource_id",
          f"acme sg-0{hexs(16)} allows 5432 from the bastion only",
          f"brannock vpc-0{hexs(16)}, subnets subnet-0{hexs(16)} subnet-0{hexs(16)}",
          f"liffey AMI ami-0{hexs(16)} for the buildkite elastic stack",
          f"corrib eni-0{hexs(16)} attached to the nat instance")

    r.add("artifactory_path",
          f"acme artifact: https://artifactory.acme.internal/artifactory/libs-release/ie/acme/core/1.8.0/core-1.8.0.jar (sha1 {hexs(40)})",
          f"brannock docker virtual repo: artifactory.brannock.internal/docker/payments:{hexs(7)}",
          f"liffey generic repo path builds/freight-etl/{digits(4, True)}/etl-{hexs(8)}.tar.gz")

    return r


def main() -> None:
    write_corpora("make_heldout282.py", [
        ("heldout282_credentials.yaml", credentials(), "Held-out batch 282: a Dublin freelance DevOps consultant's CI/CD, registry, Consul, Grafana, Postgres and VPN credentials"),
        ("heldout282_lookalikes.yaml", lookalikes(), "Held-out batch 282: the same consultant's SHAs, build numbers, secret references, OIDC claims, DSNs, digests and public keys, no secrets"),
    ])


if __name__ == "__main__":
    main()
