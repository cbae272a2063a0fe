# ruff: noqa: E501
"""Writes heldout215_credentials.yaml and heldout215_lookalikes.yaml: held-out batch 215.

Persona: a DevSecOps engineer in Denver, writing English, who looks after the CI/CD secrets
of a platform team: GitHub Actions and GitLab CI tokens, a CircleCI API token, Jenkins
credentials, Docker Hub access tokens, npm and PyPI publish tokens, a Vault AppRole
secret_id, a SOPS age private key, the password of a cosign private key, an Artifactory API
key and a SonarQube token. The look-alikes are what the same person notes all day without a
secret in it: ${{ secrets.X }} and $CI_JOB_TOKEN references, masked *** values from logs,
workflow run and job ids, artifact and image digests, OIDC subject claims, IAM role ARNs,
SOPS-encrypted values, AppRole role_ids (not secret by design), cosign public keys, SLSA
provenance hashes, commit SHAs and Renovate PR numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
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
    digits,
    epoch,
    hexs,
    jwt,
    onepassword_secret_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "granite", "aspen", "tumble", "copper", "ridge", "falcon", "meadow", "quartz", "lantern",
    "bison", "juniper", "static", "harbor", "willow", "ember", "canyon", "pixel", "saddle",
    "thunder", "glacier", "ochre", "pivot", "rocket", "summit", "velvet", "yonder", "zephyr",
    "basalt", "cobalt", "drift", "fennel", "gusty", "hollow", "iris", "kestrel", "mesa",
]


def sec(name: str) -> str:
    """A GitHub Actions secret reference: `${{ secrets.NAME }}`."""
    return "${{ secrets." + name + " }}"


def sha256() -> str:
    return "sha256:" + hexs(64)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_fine_grained() -> str:
    return f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def circleci_token() -> str:
    return f"CCIPAT_{rnd(ALNUM, 22)}_{hexs(40)}"


def jenkins_token() -> str:
    return "11" + hexs(32)


def dckr_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def pypi_token() -> str:
    caveat = b'{"version": 1, "permissions": {"projects": ["acme-ci-tools"]}}'
    body = (b"\x02\x01\x08pypi.org\x02$" + uid().encode() + b"\x00\x02" + bytes([len(caveat)])
            + caveat + b"\x00\x06 " + secrets.token_bytes(32))
    return "pypi-" + b64u(body)


def vault_token() -> str:
    return pick("hvs." + rnd(ALNUM, 24), "hvs.CAESI" + rnd(URLSAFE, 82))


def artifactory_key() -> str:
    return "AKCp" + pick("5", "8") + rnd(ALNUM, 68)


def artifactory_ref_token() -> str:
    return b64(f"reftkn:01:{epoch() + 31_536_000}:{rnd(ALNUM, 27)}".encode()).rstrip("=")


def sonar(prefix: str = "squ_") -> str:
    return prefix + hexs(40)


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def grafana_sa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def sentry_token() -> str:
    return "sntryu_" + hexs(64)


def passphrase(n: int = 4, sep: str = "-") -> str:
    return phrase(WORDS, n, sep) + pick("", str(secrets.randbelow(100)), "!", "#7")


def k8s_sa_token() -> str:
    claims = {
        "iss": "kubernetes/serviceaccount",
        "kubernetes.io/serviceaccount/namespace": pick("argocd", "ci", "deploy"),
        "kubernetes.io/serviceaccount/service-account.name": pick("gitlab-deployer", "jenkins-agent", "argocd-manager"),
        "sub": "system:serviceaccount:ci:deployer",
    }
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def cosign_pub() -> str:
    """An ECDSA P-256 public key in SubjectPublicKeyInfo PEM, as `cosign generate-key-pair` writes."""
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + secrets.token_bytes(64)
    body = b64(der)
    return "-----BEGIN PUBLIC KEY-----\n" + body[:64] + "\n" + body[64:] + "\n-----END PUBLIC KEY-----"


def sops_enc(kind: str = "str", n: int = 24) -> str:
    return f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(n))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:{kind}]"


def run_id() -> str:
    return digits(10, lead=True)


def job_id() -> str:
    return digits(11, lead=True)


def ghsa() -> str:
    alpha = "23456789cfghjmpqrvwx"
    return "GHSA-" + "-".join(rnd(alpha, 4) for _ in range(3))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "github_classic_pat",
        f"GitHub PAT for the release bot (classic, repo + write:packages): {ghp()}",
        f"ghp token for acme-ci-bot, expires in 90d -> {ghp()}",
        f"remember: new personal token for pushing to ghcr from my laptop\n{ghp()}",
        f"export GH_TOKEN={ghp()}  # gh cli on the jump box",
        f"classic pat (old one got flagged by secret scanning, this is the replacemnt): {ghp()}",
    )
    r.add(
        "github_fine_grained_pat",
        f"fine-grained PAT, only acme/infra-live, contents:read + actions:write\n{github_fine_grained()}",
        f"Renovate self-hosted needs RENOVATE_TOKEN={github_fine_grained()}",
        f"gh fine grained token for the terraform provider: {github_fine_grained()} (exp Mar 1)",
        f"token for the org-wide dependabot alerts export script = {github_fine_grained()}",
    )
    r.add(
        "github_app_private_key",
        f"acme-deploy-bot GitHub App private key (app id 418822), keep till we move it to vault:\n{pem('RSA PRIVATE KEY', 8)}",
        f"private key for the 'acme-merge-queue' app, downloaded from app settings today\n{pem('RSA PRIVATE KEY', 6)}",
        f"GH_APP_PRIVATE_KEY for the backport action:\n{pem('PRIVATE KEY', 7)}",
    )
    r.add(
        "gitlab_personal_access_token",
        f"gitlab PAT (api scope) for gitlab.acme.internal: {glpat()}",
        f"my glpat for the mirror script -> {glpat()}   expires 2025-11-30",
        f"GITLAB_TOKEN={glpat()}\nGITLAB_URL=https://gitlab.acme.internal",
        f"project access token for platform/helm-charts, role Maintainer, read_registry+write_registry: {glpat()}",
        f"glab auth login --hostname gitlab.acme.internal --token {glpat()}",
    )
    r.add(
        "gitlab_runner_token",
        f"runner auth token for the new k8s runner (shell executor replaced): glrt-{rnd(URLSAFE, 20)}",
        f"gitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor docker",
        f"config.toml on runner-07:\n[[runners]]\n  name = \"runner-07\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"glrt-{rnd(URLSAFE, 20)}\"\n  executor = \"kubernetes\"",
        f"arm64 runner token glrt-{rnd(URLSAFE, 20)} (tagged arm64, graviton)",
    )
    r.add(
        "gitlab_trigger_token",
        f"pipeline trigger token for downstream deploy: glptt-{hexs(40)}",
        f"curl -X POST --fail -F token=glptt-{hexs(40)} -F ref=main https://gitlab.acme.internal/api/v4/projects/412/trigger/pipeline",
        f"trigger tok (infra-live nightly) glptt-{hexs(40)}",
        f"deploy token for pulling charts, user gitlab+deploy-token-88, pw gldt-{rnd(URLSAFE, 20)}",
        f"GitLab CI/CD job trigger for the docs site:\ncurl -X POST \"https://gitlab.acme.internal/api/v4/projects/97/ref/main/trigger/pipeline?token=glptt-{hexs(40)}\"",
    )
    r.add(
        "circleci_api_token",
        f"CircleCI personal API token: {circleci_token()}",
        f"circleci cli setup token -> {circleci_token()}",
        f"CIRCLE_TOKEN={circleci_token()} for the context-rotation script",
        f"old-style circle token (40 hex) still used by the legacy insights dashboard: {hexs(40)}",
        f"curl -H 'Circle-Token: {circleci_token()}' https://circleci.com/api/v2/me",
    )
    r.add(
        "jenkins_api_token",
        f"jenkins api token for user svc-deploy on jenkins.acme.internal: {jenkins_token()}",
        f"curl -X POST -u kwalsh:{jenkins_token()} https://jenkins.acme.internal/job/infra/job/apply/build",
        f"JENKINS_USER_ID=svc-jcasc\nJENKINS_API_TOKEN={jenkins_token()}",
        f"jenkins-cli token (generated under my user > security) {jenkins_token()}",
        f"api tkn for jenkins old controller (jenkins-legacy.acme.internal) - {jenkins_token()}",
    )
    r.add(
        "jenkins_admin_password",
        f"initialAdminPassword from the new jenkins controller pod: {hexs(32)}",
        f"jenkins local admin (break glass if LDAP is down): admin / {pw()}",
        f"JCasC: securityRealm local user 'ops-admin' password is {pw()}",
        f"jenkins credential 'nexus-deployer' (username w/ password): nexus-deployer : {pw()}",
    )
    r.add(
        "dockerhub_access_token",
        f"Docker Hub PAT for acmeci (read/write/delete): {dckr_pat()}",
        f"echo {dckr_pat()} | docker login -u acmeci --password-stdin",
        f"dockerhub read-only token for the pull-through cache (avoid rate limits) {dckr_pat()}",
        f"DOCKERHUB_USERNAME=acmeplatform\nDOCKERHUB_TOKEN={dckr_pat()}",
        f"org access token for docker hub: dckr_oat_{rnd(URLSAFE, 32)}",
    )
    r.add(
        "npm_publish_token",
        f"npm automation token for publishing @acme/* packages: {npm_token()}",
        f".npmrc on the release runner:\n//registry.npmjs.org/:_authToken={npm_token()}\n@acme:registry=https://registry.npmjs.org/",
        f"granular npm token, publish only @acme/eslint-config, exp 30d: {npm_token()}",
        f"NODE_AUTH_TOKEN {npm_token()}",
        f"npm tok (mine, 2fa bypass for automation) {npm_token()}",
    )
    r.add(
        "pypi_api_token",
        f"PyPI API token scoped to acme-ci-tools:\n{pypi_token()}",
        f"~/.pypirc\n[pypi]\n  username = __token__\n  password = {pypi_token()}",
        f"TWINE_PASSWORD={pypi_token()}",
        f"test.pypi token for dry-run uploads: {pypi_token()}",
    )
    r.add(
        "vault_approle_secret_id",
        f"approle ci-deployer\nrole_id: {uid()}\nsecret_id: {uid()}",
        f"secret_id for the jenkins approle (ttl 24h, num_uses 0 for now...): {uid()}",
        f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
        f"VAULT_SECRET_ID={uid()} -- github-actions approle, rotate monthly",
        f"new secret id for approle/gitlab-runner generated 10/14: {uid()} (accessor is in the ticket, this is the actual id)",
    )
    r.add(
        "vault_token",
        f"vault root token from the dev cluster re-init: {vault_token()}",
        f"VAULT_TOKEN={vault_token()} (periodic token for the renovate bot)",
        f"vault login {vault_token()}",
        f"orphan token for the backup cronjob: {vault_token()}",
        f"vault token for the terraform provider in infra-live (ttl 768h): {vault_token()}",
    )
    r.add(
        "sops_age_private_key",
        f"SOPS age key for infra-live (private!):\n# created: 2024-09-03T10:12:44-06:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"keys.txt on the deploy runner -> {age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age identity for the staging secrets repo: {age_secret_key()}",
        f"backup of my personal sops key (the one in 1P is the same)\n{age_secret_key()}",
    )
    r.add(
        "cosign_key_password",
        f"cosign.key password: {passphrase()}",
        f"COSIGN_PASSWORD={passphrase(5)}",
        f"pw for the release signing key (cosign, acme-images): {pw()}",
        f"cosign sign --key cosign.key ghcr.io/acme/api@sha256:... -> passphrase is {passphrase(4, ' ')}",
        f"signing key password changed after the offboarding; new one {passphrase(4, '.')}",
    )
    r.add(
        "cosign_private_key",
        f"cosign.key (keep offline copy):\n{pem('ENCRYPTED SIGSTORE PRIVATE KEY', 8)}",
        f"COSIGN_PRIVATE_KEY secret content\n{pem('ENCRYPTED COSIGN PRIVATE KEY', 7)}",
        f"old cosign key for the helm charts repo, password {passphrase()}:\n{pem('ENCRYPTED SIGSTORE PRIVATE KEY', 6)}",
    )
    r.add(
        "artifactory_api_key",
        f"Artifactory API key (svc-build): {artifactory_key()}",
        f"curl -H 'X-JFrog-Art-Api: {artifactory_key()}' https://acme.jfrog.io/artifactory/api/repositories",
        f"jf c add acme --url https://acme.jfrog.io --access-token {artifactory_ref_token()}",
        f"gradle.properties\nartifactoryUser=svc-gradle\nartifactoryPassword={artifactory_key()}",
        f"jfrog reference token for the docker-remote virtual repo {artifactory_ref_token()}",
    )
    r.add(
        "sonarqube_token",
        f"sonar token for my user: {sonar('squ_')}",
        f"SONAR_TOKEN={sonar('sqp_')}  # project analysis token, acme-api",
        f"global analysis token used by all gitlab pipelines -> {sonar('sqa_')}",
        f"mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token={sonar('squ_')}",
        f"sonarqube admin pw after the upgrade to 10.6: admin / {pw()}",
    )
    r.add(
        "slack_webhook_url",
        f"Slack webhook for #ci-alerts: {slack_hook()}",
        f"SLACK_WEBHOOK_URL={slack_hook()}",
        f"webhook the deploy notifier posts to (#releases) {slack_hook()}",
        f"incoming webhook for the nightly security scan summary\n{slack_hook()}",
    )
    r.add(
        "aws_access_key",
        f"AWS keys for the legacy deploy user (before OIDC):\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[ci-legacy]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
        f"s3 cache bucket user: {aws_key_id()} / {aws_secret()}",
        f"iam user terraform-bootstrap keys -- {aws_key_id()} {aws_secret()} -- delete after the OIDC migration",
        f"aws configure for the s3 artifact mirror\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
    )
    r.add(
        "gpg_signing_passphrase",
        f"gpg passphrase for the release signing key (apt repo): {passphrase(5, ' ')}",
        f"GPG_PASSPHRASE={passphrase()}",
        f"passphrase for my commit signing subkey is {pw()}",
        f"rpm signing key pass: {passphrase(4, '_')}",
        f"gpg --batch --pinentry-mode loopback --passphrase '{passphrase(4, '-')}' --detach-sign dist/acme-cli.tar.gz",
    )
    r.add(
        "kubernetes_sa_token",
        f"SA token for gitlab-deployer in the staging cluster:\n{k8s_sa_token()}",
        f"kubeconfig for argocd-manager\nusers:\n- name: argocd-manager\n  user:\n    token: {k8s_sa_token()}",
        f"kubectl --token={k8s_sa_token()} --server=https://k8s-prod.acme.internal:6443 get pods -n ci",
        f"K8S_DEPLOY_TOKEN (circleci context acme-release):\n{k8s_sa_token()}",
    )
    r.add(
        "harbor_robot_secret",
        f"harbor robot account robot$acme+ci-push secret: {rnd(ALNUM, 32)}",
        f"docker login harbor.acme.internal -u 'robot$platform+renovate' -p {rnd(ALNUM, 32)}",
        f"robot acct for trivy scanner pulls -> {rnd(ALNUM, 32)}",
        f"harbor admin / {pw()} (only for the initial setup, SSO after)",
        f"HARBOR_ROBOT=robot$acme+gitlab-ci\nHARBOR_SECRET={rnd(ALNUM, 32)}",
    )
    r.add(
        "terraform_cloud_token",
        f"TFC team token for infra-live: {tfc_token()}",
        f"~/.terraform.d/credentials.tfrc.json\n{{\"credentials\": {{\"app.terraform.io\": {{\"token\": \"{tfc_token()}\"}}}}}}",
        f"TF_TOKEN_app_terraform_io={tfc_token()}",
        f"terraform cloud user token (mine) {tfc_token()}",
    )
    r.add(
        "codecov_snyk_token",
        f"CODECOV_TOKEN={uid()} (acme/api repo upload token)",
        f"snyk auth token: {uid()}",
        f"SNYK_TOKEN for the monorepo scan job = {uid()}",
        f"codecov global upload token (org-level) {uid()}",
        f"snyk service account token, org acme-platform: {uid()}",
    )
    r.add(
        "ci_database_url",
        f"DATABASE_URL=postgresql://ci_tests:{rnd(ALNUM, 20)}@pg-ci.acme.internal:5432/integration",
        f"sonarqube db: jdbc:postgresql://sonar-db.acme.internal:5432/sonar user sonar pw {pw()}",
        f"mysql://jenkins_audit:{rnd(ALNUM, 18)}@mysql.acme.internal:3306/audit",
        f"redis for the build cache: redis://:{rnd(ALNUM, 32)}@redis-cache.acme.internal:6379/0",
    )
    r.add(
        "grafana_sa_token",
        f"grafana service account token for dora metrics dashboard: {grafana_sa()}",
        f"GRAFANA_TOKEN={grafana_sa()}",
        f"token the deploy annotations webhook uses (grafana.acme.internal) {grafana_sa()}",
        f"grafana.acme.internal SA 'ci-annotations' -> Authorization: Bearer {grafana_sa()}",
    )
    r.add(
        "sentry_auth_token",
        f"sentry auth token for uploading sourcemaps in CI: {sentry_token()}",
        f"SENTRY_AUTH_TOKEN={sentry_token()}\nSENTRY_ORG=acme\nSENTRY_PROJECT=web",
        f"sentry-cli token (release create/finalize) {sentry_token()}",
        f"~/.sentryclirc\n[auth]\ntoken={sentry_token()}",
    )
    r.add(
        "actions_runner_registration_token",
        f"self-hosted runner reg token (valid 1h, just need it for the script run): A{rnd(UPPER + DIGITS, 28)}",
        f"./config.sh --url https://github.com/acme --token A{rnd(UPPER + DIGITS, 28)} --labels gpu,linux",
        f"ARC github_token for the runner scale set controller: {ghp()}",
        f"runner token for the org-level group 'gpu-runners' A{rnd(UPPER + DIGITS, 28)} - expires at 15:40 MT",
    )
    r.add(
        "ssh_deploy_key",
        f"deploy key (write) for acme/gitops repo, argo uses it:\n{openssh_private()}",
        f"jenkins ssh credential 'git-ssh-infra':\n{openssh_private()}",
        f"bastion key for the CI runners subnet\n{openssh_private()}",
    )
    r.add(
        "webhook_hmac_secret",
        f"GitHub webhook secret for the atlantis endpoint: {hexs(40)}",
        f"ATLANTIS_GH_WEBHOOK_SECRET={secrets.token_urlsafe(32)}",
        f"argocd webhook secret (github) = {rnd(ALNUM, 40)}",
        f"gitlab system hook secret token: {secrets.token_urlsafe(24)}",
        f"webhook secret for the jenkins generic-webhook-trigger (token param): {rnd(ALNUM, 32)}",
    )
    r.add(
        "yubikey_piv_pin",
        f"yubikey 5c (signing) PIV PIN {digits(8)} PUK {digits(8)}",
        f"new yubikey for the hsm-ish cosign setup: pin {digits(6)}, puk {digits(8)}, mgmt key {hexs(48)}",
        f"YubiKey FIDO2 PIN: {digits(6)}",
        f"yk backup key (in the drawer at home) pin {digits(6)} / puk {digits(8)}",
    )
    r.add(
        "password_manager_vault",
        f"1Password CLI service account token for CI: ops_{b64u(secrets.token_bytes(180))}",
        f"OP_SERVICE_ACCOUNT_TOKEN=ops_{b64u(secrets.token_bytes(200))}",
        f"bitwarden master pw (work vault) - {passphrase(5, '-')}",
        f"1password secret key (work account, Denver office emergency kit copy): {onepassword_secret_key()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "actions_secret_reference",
        f"docker login step:\n- uses: docker/login-action@v3\n  with:\n    username: {sec('DOCKERHUB_USERNAME')}\n    password: {sec('DOCKERHUB_TOKEN')}",
        f"npm publish step reads NODE_AUTH_TOKEN: {sec('NPM_TOKEN')} - token itself lives in the org secrets, not in the repo",
        f"pypa/gh-action-pypi-publish doesn't need {sec('PYPI_API_TOKEN')} anymore, trusted publishing handles it",
        f"env:\n  SONAR_TOKEN: {sec('SONAR_TOKEN')}\n  SONAR_HOST_URL: {sec('SONAR_HOST_URL')}",
        f"remember to add COSIGN_PASSWORD as an environment secret on 'release', then it's {sec('COSIGN_PASSWORD')}",
    )
    r.add(
        "gitlab_ci_variable_reference",
        "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY  (all predefined, nothing to store)",
        "curl --header \"JOB-TOKEN: $CI_JOB_TOKEN\" \"${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/generic/cli/1.4.0/cli.tar.gz\"",
        "CI_JOB_TOKEN allowlist: add platform/helm-charts to the inbound list so it can pull our package registry",
        "masked+protected vars on infra-live: SOPS_AGE_KEY (file type), VAULT_ROLE_ID, ARTIFACTORY_URL",
        "$CI_JOB_JWT_V2 is deprecated, switch to id_tokens: VAULT_ID_TOKEN with aud https://vault.acme.internal",
    )
    r.add(
        "masked_log_value",
        "Run docker login -u acmeci -p *** docker.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
        "env:\n  NPM_TOKEN: ***\n  NODE_AUTH_TOKEN: ***\n  CI: true",
        "jenkins console: [Pipeline] withCredentials\nMasking supported pattern matches of $DH_PASS\n+ docker login -u acmeci -p **** registry.acme.internal",
        "gitlab job log shows `vault write auth/approle/login role_id=[MASKED] secret_id=[MASKED]` - masking works",
        "the leaked-looking line in run #88 was `Authorization: Bearer ***`, it's masked, false alarm",
    )
    r.add(
        "workflow_run_id",
        f"failed release run: https://github.com/acme/platform/actions/runs/{run_id()}",
        f"re-run the flaky e2e: gh run rerun {run_id()} --failed",
        f"cosign verify broke in run {run_id()} attempt 2, compare with {run_id()}",
        f"gh run view {run_id()} --log-failed | less",
        f"nightly trivy scan workflow runs: {run_id()}, {run_id()}, {run_id()} (all green after the base image bump)",
    )
    r.add(
        "ci_job_id",
        f"job id {job_id()} in that run is the one that timed out on arm64",
        f"https://github.com/acme/api/actions/runs/{run_id()}/job/{job_id()}#step:7:112",
        f"gitlab job https://gitlab.acme.internal/platform/infra-live/-/jobs/{digits(7, lead=True)} stuck pending, runner tag mismatch",
        f"pipeline #{digits(6, lead=True)} -> job {digits(7, lead=True)} (terraform plan) needs manual approval",
        f"circleci job #{digits(5, lead=True)} on resource class large, 14m runtime",
    )
    r.add(
        "container_image_digest",
        f"pin the base image: FROM cgr.dev/chainguard/python:latest-dev@{sha256()}",
        f"ghcr.io/acme/api@{sha256()} is what's running in prod right now",
        f"deployed digest for web v2.18.3: {sha256()}",
        f"crane digest ghcr.io/acme/worker:1.9.0 -> {sha256()}",
        f"argocd shows image ghcr.io/acme/gateway@{sha256()} but the tag moved, recheck",
    )
    r.add(
        "build_artifact_digest",
        f"sha256sum dist/acme-cli_linux_amd64.tar.gz\n{hexs(64)}  acme-cli_linux_amd64.tar.gz",
        f"checksums.txt from release v0.14.2:\n{hexs(64)}  acme-cli_darwin_arm64.tar.gz\n{hexs(64)}  acme-cli_linux_amd64.tar.gz",
        f"upload-artifact digest for 'sbom' artifact: {sha256()}",
        f"artifact id {digits(10, lead=True)} (coverage-report, 3.2 MB) expires in 7 days",
    )
    r.add(
        "npm_package_integrity",
        f"package-lock entry: \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"the integrity hash for @acme/ui 4.2.0 changed between installs: sha512-{b64(secrets.token_bytes(64))} (republished? check)",
        f"pip hash pin: requests==2.32.3 --hash=sha256:{hexs(64)}",
        f"yarn.lock checksum for left-pad: {hexs(128)}",
    )
    r.add(
        "oidc_subject_claim",
        "OIDC sub for prod deploys: repo:acme/platform:environment:production",
        "trust policy condition: token.actions.githubusercontent.com:sub StringLike repo:acme/*:ref:refs/heads/main",
        f"job_workflow_ref: acme/reusable-workflows/.github/workflows/deploy.yml@refs/tags/v3.1.0, sub repo:acme/api:ref:refs/tags/v{secrets.randbelow(9)}.{secrets.randbelow(30)}.0",
        "gitlab id_token sub = project_path:platform/infra-live:ref_type:branch:ref:main, aud = https://vault.acme.internal",
        f"decoded claims from a failed assume-role (no signature, just the payload): jti {uid()}, runner_environment github-hosted, sub repo:acme/web:pull_request",
    )
    r.add(
        "iam_role_arn",
        f"role-to-assume: arn:aws:iam::{aws_account()}:role/gha-deploy-prod",
        f"arn:aws:iam::{aws_account()}:role/gitlab-ci-terraform-plan (read-only, for MR pipelines)",
        f"OIDC provider arn:aws:iam::{aws_account()}:oidc-provider/token.actions.githubusercontent.com",
        f"ecr push role arn:aws:iam::{aws_account()}:role/ci-ecr-push, session name gha-{run_id()}",
        f"assumed-role: arn:aws:sts::{aws_account()}:assumed-role/gha-deploy-staging/GitHubActions",
    )
    r.add(
        "kms_key_arn",
        f"sops kms key: arn:aws:kms:us-west-2:{aws_account()}:key/{uid()}",
        f"alias/sops-infra-live -> key id {uid()}",
        f"cosign kms ref: awskms:///arn:aws:kms:us-east-1:{aws_account()}:key/{uid()}",
        f"kms key policy allows arn:aws:iam::{aws_account()}:role/gha-sops-decrypt on key {uid()}",
    )
    r.add(
        "sops_encrypted_value",
        f"secrets.enc.yaml in infra-live:\ndb_password: {sops_enc()}\nsonar_token: {sops_enc(n=44)}",
        f"encrypted with sops, safe to commit: api_key: {sops_enc(n=40)}",
        f"sops:\n    age:\n        - recipient: {age_public_key()}\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            {b64(secrets.token_bytes(48))}\n            -----END AGE ENCRYPTED FILE-----\n    lastmodified: \"2024-10-02T17:41:09Z\"\n    mac: {sops_enc(n=32)}",
        f"replicas: {sops_enc('int', 1)} lol, encrypted_regex was too broad - fix to ^(data|stringData)$",
        f"the diff is only the mac and the iv changing: iv:{b64(secrets.token_bytes(32))} (sops re-encrypts on every edit)",
    )
    r.add(
        "age_public_key",
        f".sops.yaml creation_rules:\n  - path_regex: envs/prod/.*\n    age: {age_public_key()},{age_public_key()}",
        f"my age recipient (public, share freely): {age_public_key()}",
        f"add the new runner's public key to the staging rule: {age_public_key()}",
        f"age -r {age_public_key()} -o backup.tar.age backup.tar",
    )
    r.add(
        "vault_approle_role_id",
        f"role_id for approle/ci-deployer: {uid()} -- role_id is NOT secret, it's like a username; the secret_id is delivered separately via response wrapping",
        f"vault read auth/approle/role/jenkins/role-id\nKey        Value\n---        -----\nrole_id    {uid()}",
        f"VAULT_ROLE_ID={uid()} (fine in the repo as a plain var, secret_id comes from the wrapped token)",
        f"secret_id_accessor {uid()} - used it to destroy the leaked one, accessor can't be used to log in",
        f"approle gitlab-runner: role id {uid()}, token_ttl=20m, secret_id_num_uses=1",
    )
    r.add(
        "vault_secret_path",
        "npm token lives at kv/data/ci/npm (field: publish_token), read via vault-action",
        "vault kv get -field=token kv/ci/sonarqube",
        "vault policy ci-read: path \"kv/data/ci/*\" { capabilities = [\"read\"] }",
        "jenkins pulls docker hub creds from secret/ci/dockerhub through the vault plugin, credentialsId vault-dockerhub",
        "- uses: hashicorp/vault-action@v3\n  with:\n    url: https://vault.acme.internal\n    method: jwt\n    role: gha-release\n    secrets: |\n      kv/data/ci/pypi token | PYPI_TOKEN ;\n      kv/data/ci/cosign password | COSIGN_PASSWORD",
    )
    r.add(
        "cosign_public_key",
        f"cosign.pub for acme images (public, goes in the policy controller):\n{cosign_pub()}",
        f"verify with: cosign verify --key cosign.pub ghcr.io/acme/api:2.4.1\ncosign.pub =\n{cosign_pub()}",
        f"ClusterImagePolicy key for the helm charts signer:\n{cosign_pub()}",
        f"old signing pub key, keep for verifying pre-2024 images\n{cosign_pub()}",
    )
    r.add(
        "sigstore_transparency_log",
        f"rekor log index {digits(9, lead=True)}, uuid 24296fb24b8ad77a{hexs(64)}",
        f"tlog entry for the v1.8.0 release signature: https://search.sigstore.dev/?logIndex={digits(9, lead=True)}",
        f"fulcio cert SAN: https://github.com/acme/reusable-workflows/.github/workflows/release.yml@refs/tags/v1.8.0, issuer https://token.actions.githubusercontent.com, serial {hexs(40)}",
        f"cosign verify output: tlog entry verified, integratedTime {epoch()}, logID c0d23d6ad406973f9559f3ba2d1ca01f84147d8ffc5b8445c224f98b9591801d",
    )
    r.add(
        "slsa_provenance_hash",
        f"SLSA provenance subject: acme-cli_linux_amd64.tar.gz sha256 {hexs(64)}",
        f"multiple.intoto.jsonl digest {sha256()} - attached to release v0.14.2",
        f"gh attestation verify dist/api.tar.gz -o acme -> predicate https://slsa.dev/provenance/v1, subject digest sha256:{hexs(64)}",
        f"in-toto statement: {{\"_type\": \"https://in-toto.io/Statement/v1\", \"subject\": [{{\"name\": \"ghcr.io/acme/api\", \"digest\": {{\"sha256\": \"{hexs(64)}\"}}}}]}}",
    )
    r.add(
        "commit_sha",
        f"regression started at {hexs(40)}, last good {hexs(40)}",
        f"pin actions/checkout to a SHA: uses: actions/checkout@{hexs(40)} # v4.2.2",
        f"git revert {hexs(7)} - that's the commit that dropped the permissions: block",
        f"prod is on {hexs(12)}, staging on {hexs(12)}",
        f"tag v3.1.0 -> {hexs(40)} (signed, key fingerprint in the readme)",
    )
    r.add(
        "renovate_pr_number",
        f"renovate PR #{digits(4, lead=True)} 'chore(deps): update actions/setup-node action to v4.1.0' - automerge blocked by codeowners",
        f"branch renovate/ghcr.io-acme-base-{secrets.randbelow(9)}.x, PR !{digits(3, lead=True)} in gitlab",
        f"merge #{digits(4, lead=True)}, #{digits(4, lead=True)}, #{digits(4, lead=True)} (all renovate digest bumps) before the freeze",
        f"dependency dashboard issue #{digits(3, lead=True)}, {secrets.randbelow(20) + 3} PRs rate-limited",
    )
    r.add(
        "github_app_public_ids",
        f"acme-deploy-bot: App ID {digits(6, lead=True)}, installation id {digits(8, lead=True)}, client id Iv23li{rnd(ALNUM, 14)}",
        f"client_id for the GitHub App (public, used in the device flow): Iv1.{hexs(16)}",
        f"app slug acme-merge-queue, bot user id {digits(9, lead=True)} -> {digits(9, lead=True)}+acme-merge-queue[bot]@users.noreply.github.com",
        f"OAuth app client id (public) Ov23li{rnd(ALNUM, 14)} for the internal portal login",
        f"github app webhook delivery id {uid()} redelivered after the atlantis outage",
    )
    r.add(
        "public_key_fingerprint",
        f"release GPG key fingerprint: {' '.join(rnd(UPPER[:6] + DIGITS, 4) for _ in range(10))}",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci-deploy@acme",
        f"known_hosts entry for gitlab.acme.internal:\ngitlab.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"deploy key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (public half added to acme/gitops)",
        f"gpg --list-keys release@acme.example -> key id {hexs(16).upper()}, expires 2026-06-30",
    )
    r.add(
        "jenkins_credential_reference",
        "withCredentials([usernamePassword(credentialsId: 'dockerhub-ci', usernameVariable: 'DH_USER', passwordVariable: 'DH_PASS')]) {\n  sh 'echo $DH_PASS | docker login -u $DH_USER --password-stdin'\n}",
        "jenkins creds to migrate to vault: artifactory-svc, sonar-token, npm-publish, git-ssh-infra (ids only, values in the old controller)",
        f"credential id {uid()} shows up in the config.xml of job infra/apply, that's the id not the secret",
        "environment { SONAR = credentials('sonar-token') }  // jenkins masks it in the log",
        "jenkins JCasC: credentials are injected from ${VAULT_ADDR} via ${vault:kv/ci/jenkins#admin_pw} at boot, nothing in git",
    )
    r.add(
        "token_policy_setting",
        "docker hub PATs: read-only for pulls, expiration 90 days, one per pipeline",
        "npm: switch all publish tokens to granular with 30-day expiry + IP allowlist 203.0.113.0/24",
        "vault approle: secret_id_ttl=24h, token_max_ttl=1h, bind_secret_id=true, secret_id_bound_cidrs=10.40.0.0/16",
        "gitlab: PAT max lifetime set to 90 days at instance level, project tokens 30",
        "sonarqube token expiry: 60 days for users, analysis tokens never expire - ticket SEC-1142 to fix",
    )
    r.add(
        "password_rotation_note",
        "rotated the cosign key password today, new one is in 1Password > Platform > cosign-release (not writing it here)",
        "jenkins admin password reset done, Priya has it in the break-glass envelope in the Denver office safe",
        "TODO: rotate artifactory API key before the deprecation (API keys go away, move to reference tokens)",
        "the PyPI token that leaked in PR #412 was revoked within 6 minutes, new one is scoped to the project only",
        "reminder: all CI secrets rotate on the first Monday of the quarter; the script is rotate-ci-secrets.sh, it reads everything from vault",
    )
    r.add(
        "masked_partial_token",
        f"secret scanning alert #{digits(2, lead=True)}: GitHub PAT ghp_…{rnd(ALNUM, 4)} in .github/scripts/sync.sh, revoked",
        f"npm token ending in {rnd(ALNUM, 4)} belongs to the old release bot, safe to delete",
        "docker hub shows tokens 'ci-push' (dckr_pat_****) last used 3 days ago, 'laptop' never used",
        f"sonar token sqa_****{hexs(4)} created by kwalsh on 2024-08-19",
        "the AKIA key in the screenshot was AKIA****************, already deactivated",
    )
    r.add(
        "security_advisory_id",
        f"{ghsa()} affects tj-actions/changed-files, we pinned by SHA so ok",
        f"trivy: CVE-2024-{digits(5, lead=True)} (HIGH) in openssl 3.0.13, fixed in base image bump",
        f"dependabot alert {ghsa()} / CVE-2023-{digits(5, lead=True)} dismissed as not reachable",
        f"snyk issue SNYK-JS-{rnd(UPPER, 6)}-{digits(7, lead=True)} in @acme/web, upgrade path exists",
        "sonar rule secrets:S6702 hit in test fixtures, marked as false positive (fixture key is fake)",
    )
    r.add(
        "kubernetes_pod_name",
        f"runner pod {pod_name('gitlab-runner')} OOMKilled during the docker build",
        f"kubectl logs -n arc-runners {pod_name('arc-runner-set')} -c runner",
        f"argocd repo server pod {pod_name('argocd-repo-server')} can't reach the helm registry",
        f"vault-agent sidecar in {pod_name('deploy-notifier')} failed auth, check role binding",
    )
    r.add(
        "circleci_pipeline_ids",
        f"circleci pipeline id {uid()}, workflow {uid()} - the one with the flaky orb",
        f"context 'acme-release' (id {uid()}) restricted to the release-managers group",
        f"https://app.circleci.com/pipelines/github/acme/api/{digits(5, lead=True)}/workflows/{uid()}/jobs/{digits(6, lead=True)}",
        f"orb acme/deploy@2.3.1, project slug gh/acme/api, org id {uid()}",
    )
    r.add(
        "sonarqube_analysis_ids",
        f"sonar CE task id {rnd(URLSAFE, 20)} failed: quality gate timeout",
        f"sonar project key acme_api_{rnd(URLSAFE, 20)} (auto-generated when imported from gitlab)",
        f"https://sonar.acme.internal/dashboard?id=acme-web&pullRequest={digits(4, lead=True)}",
        f"quality gate 'Acme Way' id {digits(3, lead=True)}, coverage on new code >= 80%",
    )
    r.add(
        "terraform_state_lock",
        f"Error acquiring the state lock\nLock Info:\n  ID:        {uid()}\n  Path:      acme-tfstate/infra-live/prod.tfstate\n  Who:       runner@gha-{run_id()}",
        f"terraform force-unlock {uid()}  (stale lock from the cancelled apply)",
        f"dynamodb lock table acme-tf-locks, LockID acme-tfstate/infra-live/staging.tfstate-md5 = {hexs(32)}",
        f"terraform cloud run id run-{rnd(ALNUM, 16)} in workspace ws-{rnd(ALNUM, 16)} errored on the plan",
    )
    r.add(
        "sentry_dsn_public",
        f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.io/{digits(7, lead=True)}  (DSN is public, fine in the frontend bundle)",
        f"sentry release {hexs(40)}, event id {hexs(32)}",
        f"trace id {hexs(32)} for the 502 on deploy-notifier",
        f"sentry issue ACME-WEB-{rnd(UPPER + DIGITS, 3)} first seen in release {hexs(12)}",
    )
    r.add(
        "ci_request_reference",
        f"GitHub support ticket #{digits(7, lead=True)} re: runner minutes billing",
        f"X-GitHub-Request-Id: {rnd(UPPER + DIGITS, 4)}:{rnd(UPPER + DIGITS, 6)}:{rnd(UPPER + DIGITS, 7)}:{rnd(UPPER + DIGITS, 7)}:{rnd(UPPER + DIGITS, 8)} on the 403 from the API",
        f"jfrog support case {digits(6, lead=True)}, x-request-id {uid()}",
        f"pagerduty incident {rnd(UPPER + DIGITS, 14)} for the vault seal event",
    )
    return r


def main() -> None:
    write_corpora("make_heldout215.py", [
        ("heldout215_credentials.yaml", credentials(), "Held-out batch 215: CI/CD secrets a DevSecOps engineer in Denver asks to remember (GitHub/GitLab/CircleCI/Jenkins tokens, registry and package publish tokens, Vault secret_ids, SOPS age and cosign keys)"),
        ("heldout215_lookalikes.yaml", lookalikes(), "Held-out batch 215: the same engineer's CI/CD notes with no secret: secret references, masked log values, run/job ids, digests, OIDC subjects, ARNs, SOPS-encrypted values, role_ids, public keys and commit SHAs"),
    ])


if __name__ == "__main__":
    main()
