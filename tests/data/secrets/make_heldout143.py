# ruff: noqa: E501
"""Writes heldout143_credentials.yaml and heldout143_lookalikes.yaml: held-out batch 143.

Persona: a platform engineer on the CI/CD team of a bank in Frankfurt. Notes in English with
German mixed in ("nicht committen!!", "läuft ab", "Tresor"). They run Jenkins, GitLab runners,
SonarQube, Nexus/Artifactory, Harbor, Argo CD, Vault and Consul, and their notes keep mixing
REFERENCES to secrets (credentialsId, $CI_REGISTRY_PASSWORD, ${{ secrets.X }}, Key Vault URIs,
SSM names, ExternalSecret remoteRefs, digests, SHAs) with THE SECRETS THEMSELVES.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

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
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

# Braces for GitHub Actions / Vault templates inside f-strings.
LB = "{{"
RB = "}}"

WORDS = ["anker", "brücke", "main", "taunus", "ebbe", "kiesel", "falke", "nebel", "ruder",
         "ginster", "quelle", "schiefer", "mond", "lärche", "pfeffer", "zinn", "otter", "kompass"]


def jenkins_token() -> str:
    return "11" + hexs(32)


def glrt() -> str:
    return "glrt-" + pick("t1_", "t2_", "") + rnd(URLSAFE, 20)


def gr_token() -> str:
    return "GR1348941" + rnd(ALNUM + "-_", 20)


def squ() -> str:
    return "squ_" + hexs(40)


def sqa() -> str:
    return "sqa_" + hexs(40)


def akcp() -> str:
    return "AKCp8" + rnd(ALNUM, 68)


def harbor_secret() -> str:
    return rnd(ALNUM, 32)


def argo_pw() -> str:
    return rnd(ALNUM + "-", 16)


def ado_pat() -> str:
    return rnd(LOWER + "234567", 52)


def ado_pat_new() -> str:
    return rnd(ALNUM, 52) + "AAASAZDO" + rnd(ALNUM, 24)


def atbb() -> str:
    return "ATBB" + rnd(ALNUM, 32) + rnd("0123456789ABCDEF", 8)


def tfc_token() -> str:
    return rnd(ALNUM, 14) + ".atlasv1." + rnd(ALNUM, 67)


def sa_jwt(ns: str, sa: str) -> str:
    return jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": ns,
                "kubernetes.io/serviceaccount/secret.name": f"{sa}-token-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}",
                "kubernetes.io/serviceaccount/service-account.name": sa,
                "kubernetes.io/serviceaccount/service-account.uid": uid(),
                "sub": f"system:serviceaccount:{ns}:{sa}"}, alg="RS256", signature=rnd(URLSAFE, 342))


def hvs() -> str:
    return "hvs." + rnd(ALNUM, 24)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_pat() -> str:
    return "github_pat_11" + rnd(UPPER + DIGITS, 20) + "_" + rnd(ALNUM, 59)


def az_client_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "_~.-", 34)


def sha() -> str:
    return hexs(40)


def digest() -> str:
    return "sha256:" + hexs(64)


def cosign_pub() -> str:
    der = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + secrets.token_bytes(64)
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----"


def ecdsa_sig() -> str:
    r = b"\x00" + bytes([0x80 | secrets.randbelow(128)]) + secrets.token_bytes(31)
    s = bytes([secrets.randbelow(128)]) + secrets.token_bytes(31)
    der = b"\x30" + bytes([4 + len(r) + len(s)]) + b"\x02" + bytes([len(r)]) + r + b"\x02" + bytes([len(s)]) + s
    return b64(der)


def ws_id() -> str:
    return "ws-" + rnd(ALNUM, 16)


def run_id() -> str:
    return "run-" + rnd(ALNUM, 16)


def fp_sha256() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def gpg_fp(spaced: bool = False) -> str:
    fp = rnd("0123456789ABCDEF", 40)
    return groups(fp, 4) if spaced else fp


def credentials() -> Rows:
    r = Rows()

    t = jenkins_token()
    r.add("jenkins_admin_api_token",
          f"jenkins api token fürs admin-konto auf ci.acme.internal, brauch ich für die job-dsl seeds: {t}",
          f"curl -u admin:{jenkins_token()} -X POST https://jenkins.build.acme.internal/job/core-banking/job/main/buildWithParameters?ENV=int",
          f"Jenkins / svc-jenkins-admin\nuser: admin\nAPI token (name 'cli-laptop', erstellt 14.03.):\n{jenkins_token()}\nnicht ins Confluence kopieren!!",
          f"JENKINS_USER_ID=admin JENKINS_API_TOKEN={jenkins_token()} java -jar jenkins-cli.jar -s https://ci.acme.internal/ reload-jcasc-configuration")

    r.add("gitlab_runner_registration_token",
          f"gitlab-runner register --non-interactive --url https://gitlab.acme.internal/ --registration-token {gr_token()} --executor docker --docker-image alpine:3.19 --tag-list fra,docker",
          f"registration token für die shared runner group 'platform' (alte methode, deprecated ab 17.0 – trotzdem noch aktiv): {gr_token()}",
          f"reg token\n{gr_token()}\n-> for the 3 new k8s runners in fra-dc2, ask Jonas before re-using")

    r.add("gitlab_runner_auth_token",
          f"/etc/gitlab-runner/config.toml auf build-fra-03:\n[[runners]]\n  name = \"k8s-fra2-01\"\n  url = \"https://gitlab.acme.internal\"\n  id = {digits(4, True)}\n  token = \"{glrt()}\"\n  executor = \"kubernetes\"",
          f"neuer runner auth token nach dem re-register (runner build-fra-03): {glrt()}",
          f"helm values für gitlab-runner chart, runnerToken: \"{glrt()}\" -- TODO in ein k8s secret verschieben")

    r.add("sonarqube_user_token",
          f"sonar-project.properties (lokal, NICHT committen):\nsonar.projectKey=acme_payments-api\nsonar.host.url=https://sonar.acme.internal\nsonar.token={squ()}",
          f"mvn -B verify sonar:sonar -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token={squ()}",
          f"SonarQube user token for svc-sonar-scan, expires 31.12. — {squ()}")

    r.add("sonarqube_global_analysis_token",
          f"global analysis token (sqa) für alle scanner im jenkins: {sqa()}",
          f"SONAR_TOKEN={sqa()} sonar-scanner -Dsonar.projectKey=acme_ledger-core",
          f"neuer sqa token nach rotation (alter ist revoked), bitte in jenkins global config eintragen:\n{sqa()}")

    r.add("nexus_admin_password",
          f"Nexus admin pw (nach dem upgrade auf 3.68 neu gesetzt): {pw()}",
          f"nexus.acme.internal\nuser admin\npass {pw()}\nnur für break-glass, sonst LDAP",
          f"curl -u admin:'{pw()}' https://nexus.acme.internal/service/rest/v1/status/check")

    r.add("nexus_user_token",
          f"Nexus user token svc-maven-deploy\nname code: {rnd(ALNUM, 8)}\npass code: {rnd(ALNUM + '-_', 44)}",
          f"<server><id>acme-releases</id><username>{rnd(ALNUM, 8)}</username><password>{rnd(ALNUM + '-_', 44)}</password></server>  <- user token aus nexus, settings.xml auf dem agent")

    r.add("artifactory_api_key",
          f"X-JFrog-Art-Api: {akcp()}",
          f"artifactory api key vom svc-maven-deploy: {akcp()} (api keys werden abgekündigt, bald auf access tokens umstellen)",
          f"jf c add art-fra --url https://artifactory.acme.internal --user svc-npm-publish --password {akcp()} --interactive=false")

    r.add("artifactory_admin_password",
          f"artifactory admin (lokaler user, nicht SAML): admin / {pw()}",
          f"jf rt ping --url https://artifactory.acme.internal/artifactory --user admin --password '{pw()}'",
          f"Artifactory break-glass\nhttps://artifactory.acme.internal/ui/login\nadmin\n{pw()}")

    r.add("jfrog_access_token",
          f"jfrog reference token für den renovate bot: cmVmdGtuOjAxOjE3{rnd(ALNUM, 46)}",
          f"JF_ACCESS_TOKEN={jwt({'ver': '2', 'sub': 'jfrt@01h/users/svc-ci', 'scp': 'applied-permissions/user', 'aud': '*@*', 'iss': 'jfrt@01h', 'exp': 1767225600}, alg='RS256', signature=rnd(URLSAFE, 342))}")

    r.add("harbor_robot_secret",
          f"harbor robot account robot$platform+ci-push — secret {harbor_secret()}",
          f"docker login harbor.acme.internal -u 'robot$platform+gitlab-ci' -p {harbor_secret()}",
          f'robot export aus der harbor UI:\n{{"name":"robot$platform+argo-pull","secret":"{harbor_secret()}","expires_at":-1}}')

    r.add("harbor_admin_password",
          f"harbor admin pw (core.acme.internal install): {pw()} – harborAdminPassword im values.yaml ist noch der alte!",
          f"harborAdminPassword: \"{pw()}\"",
          f"Harbor UI admin login hat sich geändert -> {pw()} (Thomas hat's beim 2.10 upgrade neu gesetzt)")

    r.add("argocd_admin_password",
          f"argocd login argocd.acme.internal --username admin --password '{argo_pw()}' --grpc-web",
          f"Argo CD initial admin pw (aus argocd-initial-admin-secret, noch nicht rotiert!!): {argo_pw()}",
          f"argo admin: {argo_pw()}\n(prod-cluster fra-p1)")

    r.add("argocd_api_token",
          f"argocd account generate-token --account ci-sync ->\n{jwt({'iss': 'argocd', 'sub': 'ci-sync:apiKey', 'nbf': 1718000000, 'iat': 1718000000, 'jti': uid()})}",
          f"ARGOCD_AUTH_TOKEN={jwt({'iss': 'argocd', 'sub': 'gitlab-deployer:apiKey', 'jti': uid()})} argocd app sync payments-api-int",
          f"curl -H 'Authorization: Bearer {jwt({'iss': 'argocd', 'sub': 'ci-sync:apiKey', 'jti': uid()})}' https://argocd.acme.internal/api/v1/applications")

    p = pw()
    r.add("docker_registry_password",
          f"docker login registry.acme.internal -u svc-build -p '{pw()}'",
          f"echo '{pw()}' | docker login -u svc-build --password-stdin registry.acme.internal",
          f"~/.docker/config.json vom alten build-agent:\n{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic('svc-build', p)}\"}}}}}}")

    r.add("azure_devops_pat",
          f"ADO PAT (Build read & execute, 90 Tage): {ado_pat()}",
          f"git clone https://pat:{ado_pat()}@tfs.acme.internal/DefaultCollection/Treasury/_git/fx-pricing",
          f"az devops login --organization https://tfs.acme.internal/DefaultCollection\ntoken: {ado_pat_new()}")

    r.add("bitbucket_app_password",
          f"bitbucket app password für den mirror job (repo read/write): {atbb()}",
          f"git remote set-url mirror https://platform-bot:{atbb()}@bitbucket.acme.test/scm/core/payments.git",
          f"BB app pw – label 'jenkins-mirror'\n{atbb()}")

    r.add("terraform_cloud_team_token",
          f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"tfe.acme.internal\": {{\n      \"token\": \"{tfc_token()}\"\n    }}\n  }}\n}}",
          f"TFE team token 'platform-ci' (team: owners ?!): {tfc_token()}",
          f"export TF_TOKEN_tfe_acme_internal={tfc_token()}")

    r.add("aws_secret_access_key_pipeline",
          f"GitLab > core-banking/infra > Variables (screenshot abgetippt):\nAWS_ACCESS_KEY_ID = {aws_key_id()}\nAWS_SECRET_ACCESS_KEY = {aws_secret()}\nprotected yes, masked NO -> fixen!!",
          f"oops, das stand im .gitlab-ci.yml:\nvariables:\n  AWS_DEFAULT_REGION: eu-central-1\n  AWS_SECRET_ACCESS_KEY: \"{aws_secret()}\"\nkey sofort deaktivieren + history rewrite",
          f"aws configure set aws_secret_access_key {aws_secret()} --profile ci-artifacts")

    r.add("k8s_deployer_sa_token",
          f"deployer SA token (ns deploy, cluster fra-p1), long-lived secret:\n{sa_jwt('deploy', 'deployer')}",
          f"kubectl --server https://api.k8s-p1.acme.internal:6443 --token={sa_jwt('payments', 'deployer')} get pods -n payments",
          f"kubeconfig for the ci job:\nusers:\n- name: deployer\n  user:\n    token: {sa_jwt('deploy', 'gitlab-deployer')}")

    r.add("cosign_key_password",
          f"COSIGN_PASSWORD={pw()}  # für cosign.key auf der signing-vm",
          f"cosign key pw: {pw()}",
          f"cosign sign --key cosign.key harbor.acme.internal/platform/payments-api@{digest()}\nEnter password for private key: {pw()}")

    r.add("gpg_signing_passphrase",
          f"GPG key für rpm signing (release@acme.example) passphrase: {phrase(WORDS, 5, '-')}",
          f"gpg --batch --pinentry-mode loopback --passphrase '{phrase(WORDS, 4, ' ')}' --detach-sign dist/ledger-core-3.2.1.tar.gz",
          f"Passphrase für den maven-gpg signing key\n{phrase(WORDS, 6, ' ')}\n(key id siehe keyserver)")

    r.add("helm_repo_password",
          f"helm repo add acme-charts https://charts.acme.internal --username helm-ro --password '{pw()}'",
          f"chartmuseum basic auth: helm-publish / {pw()}",
          f"helm registry login harbor.acme.internal --username robot$charts+push --password {harbor_secret()}")

    r.add("consul_bootstrap_acl_token",
          f"Consul bootstrap token (global-management = master token!!) DC fra1: {uid()}",
          f"export CONSUL_HTTP_TOKEN={uid()}   # initial management token, nur für acl setup",
          f"$ consul acl bootstrap\nAccessorID:       {uid()}\nSecretID:         {uid()}\nDescription:      Bootstrap Token (Global Management)\nLocal:            false\nPolicies:\n   00000000-0000-0000-0000-000000000001 - global-management")

    r.add("vault_root_token",
          f"vault root token nach generate-root (nur notfall, danach revoken!!): {hvs()}",
          f"VAULT_ADDR=https://vault.acme.internal:8200 VAULT_TOKEN={hvs()} vault kv get kv/ci/nexus",
          f"Jenkins vault plugin token (periodic, policy ci-read): {hvs()}")

    r.add("vault_unseal_key",
          f"Unseal Key 2 (mein Anteil, 3 von 5 nötig): {b64(secrets.token_bytes(33))}",
          f"vault operator unseal {b64(secrets.token_bytes(33))}",
          f"vault operator init output (DR cluster)\nUnseal Key 1: {b64(secrets.token_bytes(33))}\nUnseal Key 2: {b64(secrets.token_bytes(33))}\nInitial Root Token: {hvs()}")

    r.add("vault_approle_secret_id",
          f"approle jenkins-ci\nrole_id   {uid()}\nsecret_id {uid()}",
          f"vault write auth/approle/login role_id={uid()} secret_id={uid()}",
          f"Jenkins > Credentials > Vault App Role: role id {uid()}, secret id {uid()} (ttl 0, nicht vergessen zu rotieren)")

    r.add("github_personal_access_token",
          f"GH PAT für den dependabot mirror auf github.acme.example: {ghp()}",
          f"fine-grained PAT (repo: platform/actions-runner-images, contents:write) – {github_pat()}",
          f"git clone https://x-access-token:{ghp()}@github.acme.example/platform/pipeline-templates.git")

    r.add("github_app_private_key",
          f"GitHub App 'acme-ci-bot' private key (.pem):\n{pem('RSA PRIVATE KEY', 6)}",
          f"app id steht im UI, hier der key:\n{pem('RSA PRIVATE KEY', 5)}")

    r.add("gitlab_personal_access_token",
          f"glpat für svc-gitlab-api (scopes api, read_registry): {glpat()}",
          f"curl --header \"PRIVATE-TOKEN: {glpat()}\" https://gitlab.acme.internal/api/v4/projects/4711/pipelines",
          f"mein eigener PAT (läuft 03/26 ab): {glpat()}")

    r.add("gitlab_deploy_token",
          f"group deploy token 'argo-pull'\nuser: gitlab+deploy-token-{digits(3, True)}\ntoken: gldt-{rnd(URLSAFE, 20)}",
          f"helm repo add internal https://gitlab.acme.internal/api/v4/projects/812/packages/helm/stable --username gitlab+deploy-token-{digits(2, True)} --password gldt-{rnd(URLSAFE, 20)}")

    r.add("npm_automation_token",
          f".npmrc auf dem agent:\nregistry=https://nexus.acme.internal/repository/npm-group/\n//nexus.acme.internal/repository/npm-group/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"npm automation token for publishing @acme/ui-kit: npm_{rnd(ALNUM, 36)}",
          f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} npm publish --registry https://nexus.acme.internal/repository/npm-hosted/")

    r.add("pypi_upload_token",
          f"twine upload --repository-url https://pypi.acme.internal/ -u __token__ -p pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)} dist/*",
          f"pypi token (acme-ci-utils project scope):\npypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 150)}")

    r.add("database_connection_string",
          f"sonarqube DB: jdbc:postgresql://pg-sonar.acme.internal:5432/sonar?user=sonar&password={rnd(ALNUM, 20)}",
          f"SONAR_JDBC_URL=jdbc:postgresql://pg-sonar.acme.internal/sonar\nSONAR_JDBC_USERNAME=sonar\nSONAR_JDBC_PASSWORD={pw()}",
          f"postgresql://gitlab:{rnd(ALNUM, 24)}@pg-gitlab.acme.internal:5432/gitlabhq_production?sslmode=verify-full")

    r.add("jenkins_agent_secret",
          f"java -jar agent.jar -url https://ci.acme.internal/ -secret {hexs(64)} -name win-build-07 -workDir C:\\jenkins",
          f"inbound agent secret für mac-build-02: {hexs(64)}",
          f"JENKINS_SECRET={hexs(64)}\nJENKINS_AGENT_NAME=k8s-agent-fra\nJENKINS_URL=https://ci.acme.internal/")

    r.add("ldap_bind_password",
          f"Jenkins LDAP plugin: manager DN cn=svc-jenkins-bind,ou=svc,dc=acme,dc=internal\nmanager password: {pw()}",
          f"ldapsearch -H ldaps://ldap.acme.internal -D 'cn=svc-gitlab-bind,ou=svc,dc=acme,dc=internal' -w '{pw()}' -b 'dc=acme,dc=internal' '(uid=jmeier)'")

    r.add("azure_sp_client_secret",
          f"SP 'sp-acme-ci-deploy' (app id {uid()})\nclient secret: {az_client_secret()}\nläuft ab 2025-11-30",
          f"az login --service-principal -u {uid()} -p '{az_client_secret()}' --tenant {uid()}",
          f"ARM_CLIENT_SECRET={az_client_secret()}")

    r.add("ssh_deploy_private_key",
          f"deploy key für ansible-repo (read only), private teil:\n{openssh_private()}",
          f"~/.ssh/id_ed25519_gitlab_mirror\n{openssh_private()}")

    r.add("java_keystore_password",
          f"keytool -importcert -alias acme-root -file acme-root.crt -keystore jenkins.jks -storepass '{pw()}' -noprompt",
          f"truststore pw für die jenkins JVM (-Djavax.net.ssl.trustStorePassword): {rnd(ALNUM, 18)}",
          f"code-signing.p12 (jarsigner) – Kennwort {pw()}")

    r.add("grafana_service_account_token",
          f"grafana SA token (ci-annotations, Editor): glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"curl -H 'Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}' https://grafana.acme.internal/api/annotations -d @deploy.json")

    r.add("minio_secret_key",
          f"runner cache (minio) [runners.cache.s3]\n  ServerAddress = \"minio.acme.internal:9000\"\n  AccessKey = \"{rnd(UPPER + DIGITS, 20)}\"\n  SecretKey = \"{rnd(ALNUM, 40)}\"\n  BucketName = \"runner-cache\"",
          f"mc alias set fra-cache https://minio.acme.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM + '+/', 40)}",
          f"MINIO_ROOT_USER=minioadmin-fra\nMINIO_ROOT_PASSWORD={rnd(ALNUM, 32)}")

    r.add("ansible_vault_password",
          f"ansible vault pw für inventories/prod: {phrase(WORDS, 4, '_')}{digits(2)}",
          f"echo '{pw()}' > ~/.vault_pass_prod && chmod 600 ~/.vault_pass_prod")

    r.add("sops_age_private_key",
          f"sops age key (platform team, für secrets/*.enc.yaml):\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}",
          f"mein age key (laptop), backup:\n{age_secret_key()}")

    r.add("webhook_secret_token",
          f"GitLab → Jenkins webhook, secret token: {hexs(32)}",
          f"Harbor webhook 'scan-completed' -> https://hooks.acme.internal/harbor, auth header: Bearer {rnd(ALNUM, 40)}",
          f"generic webhook trigger token (jenkins GWT plugin): ?token={rnd(ALNUM, 32)}")

    r.add("chatops_webhook_url",
          f"Mattermost incoming webhook für #ci-alerts: https://chat.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}",
          f"notify step:\ncurl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"deploy ok\"}}' https://chat.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}")

    r.add("admin_totp_seed",
          f"TOTP seed für den gitlab root account (im tresor liegt der ausdruck): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Jenkins:admin?secret={rnd(BASE32, 32)}&issuer=ci.acme.internal",
          f"2FA secret harbor admin (falls authenticator weg): {rnd(BASE32, 16)}")

    r.add("gitlab_recovery_codes",
          "gitlab recovery codes (root):\n" + "\n".join(hexs(16) for _ in range(6)),
          "Backup codes Artifactory admin 2FA: " + ", ".join(rnd(LOWER + DIGITS, 10) for _ in range(5)))

    r.add("server_room_door_code",
          f"Serverraum RZ Eschborn, Tür B2: Code {digits(6)}#",
          f"Alarmanlage Technikraum 3.OG – scharf/unscharf mit {digits(4)}, danach Karte",
          f"Schlüsseltresor (Break-glass Umschläge) Kombination: {digits(2)}-{digits(2)}-{digits(2)}")

    r.add("basic_auth_header",
          f"Authorization: Basic {basic('svc-nexus-ro', pw())}",
          f"curl -H \"Authorization: Basic {basic('helm-ro', pw())}\" https://charts.acme.internal/index.yaml")

    r.add("dependency_track_api_key",
          f"Dependency-Track API key (team 'ci-upload'): odt_{rnd(ALNUM, 32)}",
          f"curl -X POST https://dtrack.acme.internal/api/v1/bom -H 'X-Api-Key: odt_{rnd(ALNUM, 32)}' -F 'bom=@target/bom.json'")

    r.add("snyk_api_token",
          f"SNYK_TOKEN={uid()}  (svc account snyk-ci)",
          f"snyk auth {uid()}",
          f"snyk api token (org platform-ci):\n{uid()}")

    r.add("splunk_hec_token",
          f"Splunk HEC für pipeline audit logs: https://splunk-hec.acme.internal:8088, token {uid()}",
          f"curl -k https://splunk-hec.acme.internal:8088/services/collector -H 'Authorization: Splunk {uid()}' -d '{{\"event\":\"deploy\"}}'")

    r.add("redis_password",
          f"redis für sonar-cache: requirepass {rnd(ALNUM, 32)}",
          f"redis-cli -h redis-ci.acme.internal -a '{pw()}' ping",
          f"REDIS_URL für die build-events queue: rediss://default:{rnd(ALNUM, 24)}@redis-ci.acme.internal:6380/2")

    r.add("windows_agent_local_admin",
          f"win-build-07 lokaler admin: .\\Administrator / {pw()}",
          f"RDP auf win-build-0x (alle gleich, ich weiß...): build-admin {pw()}",
          f"net user build-admin {pw()} /add && net localgroup Administrators build-admin /add")

    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)} für den ci-visibility test",
          f"datadog api key (eu1) ci-metrics: {hexs(32)}, app key {hexs(40)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("jenkins_credentials_binding",
          "environment {\n  NEXUS = credentials('nexus-deploy-user')\n}\n-> gives NEXUS_USR / NEXUS_PSW automatically, never echo them",
          "Sonar stage: SONAR_TOKEN = credentials('sonarqube-squ-token') — the squ_ token itself only lives in the Jenkins credential store",
          "environment { AWS = credentials('aws-ci-artifacts') }  // AWS_USR = access key id, AWS_PSW = secret, beides maskiert im log")

    r.add("jenkins_credentials_id",
          f"credentialsId für den bitbucket checkout ist {uid()} (auto-generierte id aus der UI, nicht das passwort)",
          f"Jenkins credential ids auf ci.acme.internal:\n- {uid()} → gitlab-api-token (Secret text)\n- harbor-robot-push → Username with password\n- {uid()} → ssh deploy key (SSH Username with private key)",
          f"git branch: 'main', credentialsId: '{uid()}', url: 'https://bitbucket.acme.test/scm/core/payments.git'")

    r.add("jenkins_with_credentials_block",
          "withCredentials([usernamePassword(credentialsId: 'artifactory-admin', usernameVariable: 'ART_USER', passwordVariable: 'ART_PASS')]) {\n  sh 'jf rt ping --url https://artifactory.acme.internal --user \"$ART_USER\" --password \"$ART_PASS\"'\n}",
          "withCredentials([string(credentialsId: 'tfe-team-token', variable: 'TF_TOKEN_tfe_acme_internal')]) {\n  sh 'terraform init -input=false'\n}",
          "withCredentials([file(credentialsId: 'kubeconfig-fra-p1', variable: 'KUBECONFIG')]) { sh 'kubectl rollout status deploy/payments-api -n payments' }",
          "withCredentials([sshUserPrivateKey(credentialsId: 'ansible-deploy-key', keyFileVariable: 'SSH_KEY', passphraseVariable: 'SSH_PASS')]) — passphrase var is empty for this key")

    r.add("gitlab_ci_variable_reference",
          "login step, richtig so:\necho \"$CI_REGISTRY_PASSWORD\" | docker login -u \"$CI_REGISTRY_USER\" --password-stdin \"$CI_REGISTRY\"",
          "script:\n  - helm repo add acme https://charts.acme.internal --username \"$HELM_USER\" --password \"$HELM_PASSWORD\"\n  - helm upgrade --install payments-api acme/payments-api -f values-prod.yaml",
          "CI_JOB_TOKEN reicht für die package registry, kein PAT nötig:\ncurl --header \"JOB-TOKEN: $CI_JOB_TOKEN\" --upload-file app.jar \"${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/generic/app/1.4.2/app.jar\"")

    r.add("gitlab_masked_variable_setting",
          "Settings → CI/CD → Variables: SONAR_TOKEN — Protected ✔, Masked ✔, Expand ✘, environment scope production",
          "masked vars brauchen ≥ 8 Zeichen und nur base64-alphabet + @:.~ — deshalb ließ sich das nexus pw mit § nicht maskieren. Lösung: 'masked and hidden' (17.4+)",
          "Variable NEXUS_PASSWORD type=File fails for docker login, must be type Variable. value = [masked]")

    r.add("github_actions_secret_reference",
          f"- uses: docker/login-action@v3\n  with:\n    registry: harbor.acme.internal\n    username: ${LB} vars.HARBOR_USER {RB}\n    password: ${LB} secrets.HARBOR_ROBOT_SECRET {RB}",
          f"env:\n  SONAR_TOKEN: ${LB} secrets.SONAR_TOKEN {RB}\n  SONAR_HOST_URL: ${LB} vars.SONAR_HOST_URL {RB}",
          f"reusable workflow bekommt secrets: inherit, aber ${LB} secrets.ARGOCD_AUTH_TOKEN {RB} ist im caller repo leer -> org-level secret anlegen (policy: selected repos)")

    r.add("github_actions_vars_reference",
          f"${LB} vars.NEXUS_URL {RB} = https://nexus.acme.internal/repository/maven-releases/ (kein secret, darum vars)",
          f"runs-on: ${LB} vars.RUNNER_LABEL {RB} → 'fra-selfhosted-large'; permissions: id-token: write, contents: read",
          f"if: ${LB} vars.DEPLOY_ENABLED == 'true' {RB} — toggle per environment (prod: false bis CAB ok)")

    r.add("azure_keyvault_reference",
          f"App setting: NexusPassword = @Microsoft.KeyVault(SecretUri=https://kv-acme-ci-weu.vault.azure.net/secrets/nexus-admin/{hexs(32)})",
          "Function app config: AdoPat=@Microsoft.KeyVault(VaultName=kv-acme-ci-weu;SecretName=ado-pat-build)",
          "az keyvault secret show --vault-name kv-acme-ci-weu --name argocd-admin --query id -o tsv   # only the id, not the value")

    r.add("aws_ssm_parameter_name",
          "aws ssm get-parameter --name /prod/db/password --with-decryption --query Parameter.Version",
          "SSM params für die pipeline:\n/prod/ci/sonar/token (SecureString)\n/prod/ci/nexus/admin-password (SecureString)\n/int/ci/harbor/robot-secret (SecureString)\nKMS key alias/ci-params",
          f"param /prod/db/password ist jetzt Version {digits(2, True)}, LastModifiedDate gestern 17:02, rotated by lambda")

    r.add("aws_secrets_manager_arn",
          f"arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:ci/nexus-admin-{rnd(ALNUM, 6)}",
          f"rotation lambda hängt an arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:prod/payments/db-{rnd(ALNUM, 6)}, VersionId {uid()}",
          f"IAM policy resource: \"arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:ci/*\" — nur GetSecretValue")

    r.add("external_secrets_manifest",
          "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: harbor-pull\nspec:\n  refreshInterval: 1h\n  secretStoreRef: {name: vault-backend, kind: ClusterSecretStore}\n  target: {name: harbor-pull, template: {type: kubernetes.io/dockerconfigjson}}\n  data:\n  - secretKey: password\n    remoteRef: {key: kv/ci/harbor/robot-pull, property: secret}",
          "ESO: remoteRef.key = prod/payments/db, property = password, version = AWSCURRENT → target secret payments-db",
          "ClusterSecretStore vault-backend: server https://vault.acme.internal:8200, path kv, version v2, auth kubernetes role eso-reader",
          "kind: ExternalSecret\nspec:\n  dataFrom:\n  - extract:\n      key: kv/ci/argocd/admin\n      version: \"4\"")

    r.add("vault_agent_template",
          f"template {LB} with secret \"kv/data/ci/harbor/robot-push\" {RB}{LB} .Data.data.secret {RB}{LB} end {RB} → rendert nach /vault/secrets/harbor",
          f"vault agent hcl:\ntemplate {{\n  destination = \"/etc/jenkins/nexus.env\"\n  contents = <<EOT\n{LB} with secret \"kv/data/ci/nexus\" {RB}NEXUS_PASSWORD={LB} .Data.data.password {RB}{LB} end {RB}\nEOT\n}}",
          "annotation: vault.hashicorp.com/agent-inject-secret-db: \"database/creds/payments-ro\"  (dynamic creds, TTL 1h)")

    r.add("vault_kv_path_reference",
          "vault kv get -field=password kv/ci/nexus/admin   # wer's braucht, policy ci-admins",
          "Alle CI secrets liegen unter kv/ci/*: harbor/robot-push, sonar/token, tfe/team-platform, argocd/admin. Metadata: max_versions 10",
          f"vault kv metadata get kv/ci/argocd/admin → current_version 4, created_time 2024-05-02T08:1{digits(1)}Z, kein Wert drin")

    r.add("argocd_app_revision",
          f"argocd app sync payments-api-prod --revision {sha()}",
          f"Argo: app core-ledger-stg Synced to {hexs(7)}, Health Degraded (ImagePullBackOff) – harbor pull secret prüfen",
          f"argocd app history payments-api-int\nID  DATE                  REVISION\n{digits(2, True)}  2024-06-11 09:14 CEST  {sha()}\n{digits(2, True)}  2024-06-12 16:40 CEST  {sha()}")

    r.add("container_image_digest",
          f"harbor.acme.internal/platform/jenkins-agent@{digest()}",
          f"prod läuft auf payments-api:1.42.0 = {digest()}, int schon auf 1.43.0-rc1",
          f"kyverno policy pinned base image: eclipse-temurin:21-jre@{digest()}")

    r.add("cosign_public_key",
          f"cosign.pub (für die admission policy, darf ins repo):\n{cosign_pub()}",
          f"verify: cosign verify --key cosign.pub harbor.acme.internal/platform/payments-api@{digest()}\nkey:\n{cosign_pub()}")

    r.add("cosign_signature",
          f"cosign signature (MEUC… ist die ECDSA signatur, öffentlich im .sig tag): {ecdsa_sig()}",
          f"harbor.acme.internal/platform/payments-api:sha256-{hexs(64)}.sig\nsignature: {ecdsa_sig()}")

    r.add("rekor_log_entry",
          f"tlog entry created with index: {digits(9, True)}\nUUID {hexs(16)}{hexs(64)}",
          f"rekor-cli get --uuid {hexs(64)} --rekor_server https://rekor.acme.internal",
          f"attestation for ledger-core:3.2.1 → rekor logIndex {digits(8, True)}, integratedTime {digits(10, True)}")

    r.add("sbom_hash",
          f"SBOM (CycloneDX 1.5) ledger-service 3.2.1, sha512: {hexs(128)}",
          f"bom.json sha256 {hexs(64)} — signed as attestation, predicate type https://cyclonedx.org/bom",
          f"dtrack project uuid {uid()} (payments-api 1.42.0), BOM upload token {uid()} processed")

    r.add("pipeline_and_job_id",
          f"pipeline #{digits(6, True)} failed at job {digits(8, True)} (deploy:prod) — runner timeout, not auth",
          f"https://ci.acme.internal/job/core-banking/job/payments-api/job/main/{digits(4, True)}/console",
          f"ADO build {digits(5, True)}, run name 20240612.{digits(1, True)}, stage Sign_and_Push")

    r.add("gitlab_runner_id",
          f"runner #{digits(4, True)} (k8s-fra2-01), system id r_{rnd(ALNUM, 12)}, version 17.0.1",
          f"gitlab-runner list:\nk8s-fra2-01  Executor=kubernetes Token=glrt-********** URL=https://gitlab.acme.internal\nrunner id {digits(4, True)}")

    r.add("git_commit_sha",
          f"fix landed in {sha()}, cherry-pick onto release/24.3",
          f"git revert {hexs(12)} — der commit hatte das AWS key leak, ist aber schon rotiert & aus der history raus",
          f"MR !{digits(4, True)} merged as {sha()} (squash)")

    r.add("consul_service_id",
          f"consul catalog services -tags → payments-api-{hexs(8)} on node fra-app-{digits(2)}",
          f"service id payments-api-{uid()} registriert, check 'http' passing",
          f"consul catalog nodes -service=jenkins-agent → fra-build-{digits(2)} node id {uid()}")

    r.add("consul_kv_path",
          "consul kv get config/payments-api/prod/db_url   (URL ohne creds, die kommen aus Vault)",
          "consul-template source: {{ key \"config/ci/nexus/url\" }}",
          "KV layout: config/<service>/<env>/<key>, secrets NIE in consul kv, nur in vault (ACL policy kv-read-config)")

    r.add("consul_acl_accessor_id",
          f"AccessorID {uid()} = ci-deployer token, policy deploy-rw. SecretID liegt in Vault unter kv/consul/ci-deployer",
          f"consul acl token read -accessor-id {uid()}  → zeigt policies, SecretID nur mit acl:write sichtbar",
          f"consul acl token list | grep -B2 'Bootstrap Token'\nAccessorID:  {uid()}\nSecretID:    <hidden>")

    r.add("terraform_workspace_id",
          f"TFE workspace {ws_id()} (platform-k8s-prod), last run {run_id()} applied",
          f"terraform {{\n  cloud {{\n    organization = \"acme-bank\"\n    workspaces {{ name = \"ci-runners-fra\" }}\n  }}\n}}\n→ workspace id {ws_id()}, org id org-{rnd(ALNUM, 16)}")

    r.add("placeholder_secret_value",
          "NEXUS_PASSWORD=changeme steht in .env.example — echter Wert nie ins repo",
          "values.yaml:\nharbor:\n  robotSecret: <redacted>\n  existingSecret: harbor-robot",
          "token: ****************  (so zeigt's die ADO UI nach dem anlegen)",
          "argocd-secret: admin.password: \"REPLACE_ME\" – wird vom bootstrap job ersetzt")

    r.add("password_policy_note",
          "Bank policy (IT-Sec RL 4.2): Service-Account-Passwörter min. 20 Zeichen, keine Wörterbuchwörter, Rotation alle 90 Tage, break-glass nur im 4-Augen-Prinzip",
          "SonarQube tokens: max lifetime jetzt 90 Tage (admin setting), PATs in GitLab max 365 Tage per instance policy",
          "cosign key password: 32 chars random, generated with `openssl rand -base64 24`, stored only in Vault. Robot secrets are 32 alnum by Harbor default.")

    r.add("secret_rotation_note",
          "rotated the Harbor robot secret 12.06., neuer Wert nur in Vault kv/ci/harbor/robot-push (version 7); alte pods brauchen restart",
          "Argo CD admin disabled nach SSO-Umstellung, argocd-initial-admin-secret gelöscht (kubectl -n argocd delete secret argocd-initial-admin-secret)",
          "Consul bootstrap token revoked, neuer management token nur im Tresor (Umschlag 'Consul fra1', 2. Stock)")

    r.add("token_expiry_reminder",
          "ADO PAT für build-agent läuft am 30.09. ab -> reminder, neuen mit scope Packaging (read) anlegen",
          "Jenkins API token 'cli-laptop' revoked, laptop ist weg. Neuen token erst nach MFA reset",
          "TFE team token platform-ci expires in 14 days (mail von tfe.acme.internal), owner: platform-ci team")

    r.add("ssh_host_key_fingerprint",
          f"gitlab.acme.internal ED25519 key fingerprint is {fp_sha256()}",
          f"known_hosts check for bitbucket.acme.test:7999 → {fp_sha256()} (RSA) passt zu dem was im wiki steht",
          f"deploy key in gitlab: {fp_sha256()} (ED25519) ansible@acme.internal, last used today")

    r.add("gpg_key_fingerprint",
          f"rpm signing key fingerprint: {gpg_fp(True)} (release@acme.example), public key auf keys.acme.internal",
          f"gpg --recv-keys {gpg_fp()} && rpm --import release.asc")

    r.add("ssh_public_deploy_key",
          f"deploy key (public) für ansible-repo, read-only:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ansible@acme.internal",
          f"authorized_keys jenkins@mac-build-02: ssh-rsa {ssh_pub('ssh-rsa', 270)} jenkins")

    r.add("k8s_secret_key_ref",
          "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: payments-db\n      key: password",
          "imagePullSecrets: [{name: harbor-robot-pull}]  # dockerconfigjson kommt via ESO",
          "envFrom:\n- secretRef:\n    name: payments-api-env   # DB_PASSWORD, SONAR_TOKEN etc. kommen hier rein")

    r.add("helm_existing_secret_value",
          "gitlab-runner chart: runners.secret: gitlab-runner-token  (statt runnerToken im values file)",
          "sonarqube chart: jdbcOverwrite.jdbcSecretName: sonar-db, jdbcSecretPasswordKey: password")

    r.add("change_ticket_reference",
          f"CHG{digits(7)} approved for Sat 06:00 — rotate all CI robot accounts, INC{digits(7)} als Referenz",
          f"Jira PLAT-{digits(4, True)}: move Artifactory API keys to access tokens (api keys EOL)",
          f"Audit finding AF-{digits(4)}-{digits(3)}: Consul master token in plaintext on bastion — closed, token revoked")

    r.add("sealed_secret_ciphertext",
          f"SealedSecret harbor-pull (cluster fra-p1, darf ins git):\nencryptedData:\n  .dockerconfigjson: AgB{rnd(B64, 300)}==",
          f"kubeseal --fetch-cert > pub-fra-p1.pem; encrypted value for sonar-token: AgA{rnd(B64, 250)}")

    r.add("sops_encrypted_value",
          f"secrets/prod.enc.yaml\nnexus_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          f"sops recipient: {age_public_key()} (public, team platform)")

    r.add("docker_config_creds_store",
          '~/.docker/config.json auf meinem laptop: {"credsStore": "osxkeychain", "auths": {"harbor.acme.internal": {}, "registry.acme.internal": {}}}',
          "docker login harbor.acme.internal -u 'robot$platform+ci-push' --password-stdin < /run/secrets/harbor_robot")

    r.add("env_var_command_substitution",
          "export VAULT_TOKEN=\"$(vault login -method=oidc -token-only role=platform)\"",
          "export ARGOCD_AUTH_TOKEN=$(vault kv get -field=token kv/ci/argocd/ci-sync)",
          "COSIGN_PASSWORD=\"$(cat /run/secrets/cosign_pw)\" cosign sign --key cosign.key \"$IMAGE@$DIGEST\"")

    r.add("terraform_state_lock_id",
          f"Error acquiring the state lock\nLock Info:\n  ID:        {uid()}\n  Path:      acme-tfstate/ci/runners.tfstate\n  Who:       jenkins@build-fra-03\n→ terraform force-unlock nach Rücksprache",
          f"force-unlock {uid()} done, war ein abgebrochener job",
          f"TFE run {run_id()} in {ws_id()} waiting for approval (policy check soft-mandatory)")

    r.add("sonarqube_analysis_id",
          f"Sonar task id {rnd(UPPER + LOWER + DIGITS + '-_', 20)}, quality gate failed (coverage 71.2%)",
          "projectKey acme_payments-api, branch main, new code period = previous_version")

    r.add("artifact_checksum",
          f"ledger-core-3.2.1.jar\nsha1 {hexs(40)}\nmd5 {hexs(32)}",
          f"nexus shows sha256 {hexs(64)} for payments-api-1.42.0.tgz, matches build log",
          f"maven-metadata.xml.sha1 = {hexs(40)}  (checksum policy STRICT auf acme-releases)")

    r.add("aws_oidc_role_arn",
          f"role-to-assume: arn:aws:iam::{aws_account()}:role/gitlab-ci-artifacts (OIDC, keine static keys mehr!)",
          f"trust policy sub: project_path:core-banking/infra:ref_type:branch:ref:main, aud https://gitlab.acme.internal, account {aws_account()}")

    r.add("github_app_ids",
          f"GitHub App acme-ci-bot: App ID {digits(6, True)}, Installation ID {digits(8, True)}, Client ID Iv23li{rnd(ALNUM, 14)} (public)",
          f"webhook deliveries for app {digits(6, True)}: GUID {uid()} → 200")

    r.add("k8s_resource_uid",
          f"serviceaccount deployer uid {uid()} (ns deploy) — token wird per TokenRequest geholt, kein long-lived secret mehr",
          f"pod {pick('payments-api', 'ledger-core')}-{hexs(10)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)} uid {uid()} OOMKilled")

    r.add("masked_log_output",
          "[Pipeline] sh\n+ curl -u ****:**** https://nexus.acme.internal/service/rest/v1/status\nWarning: A secret was passed to \"sh\" using Groovy String interpolation, which is insecure.",
          "$ docker login -u gitlab-ci-token -p [MASKED] registry.acme.internal\nWARNING! Using --password via the CLI is insecure.",
          "argocd login output: 'admin:login' logged in successfully, context argocd.acme.internal (password prompt, nix in der history)")

    r.add("tool_version_strings",
          "Jenkins 2.452.2 LTS, credentials-binding 677.vdc9d38cb_254d, credentials 1337.v60b_d7b_c7b_c9f, git-client 5.0.0",
          "SonarQube 10.5.1.90531, Nexus 3.68.1-02, Harbor v2.10.2-1a741cb7, Argo CD v2.11.3+3f344d5")

    r.add("infra_hosts_and_ips",
          "build agents fra: 10.42.17.21-29 (build-fra-01…09), egress via proxy.acme.internal:3128, no_proxy=.acme.internal",
          "vault.acme.internal:8200 (VIP 10.40.2.10), consul.acme.internal:8501 TLS, nexus 10.40.3.15")

    r.add("oncall_contacts",
          f"CI on-call Handy: +49 69 {digits(4, True)} {digits(4)}, Eskalation Platform Lead +49 151 {digits(8, True)}",
          "Harbor hosted by Team Containers, Ansprechpartnerin Frau Keller, Durchwahl -4471")

    r.add("azure_devops_service_connection",
          f"ADO service connection 'arm-acme-prod' id {uid()}, workload identity federation, issuer https://vstoken.acme.internal/{uid()}",
          f"pipeline uses azureSubscription: 'arm-acme-prod' (connection {uid()}), keine client secrets mehr")

    r.add("certificate_serial_thumbprint",
          f"Jenkins TLS cert serial {groups(hexs(32), 2, ':')}, thumbprint SHA1 {rnd('0123456789ABCDEF', 40)}, gültig bis 2025-08-01",
          f"acme root CA sha256 fingerprint {groups(rnd('0123456789ABCDEF', 64), 2, ':')}")

    r.add("npmrc_token_reference",
          ".npmrc im repo:\n//nexus.acme.internal/repository/npm-group/:_authToken=${NPM_TOKEN}\nalways-auth=true",
          "pip.conf: index-url = https://${PIP_USER}:${PIP_PASSWORD}@nexus.acme.internal/repository/pypi-group/simple  (env vars aus Jenkins)",
          "settings.xml: <password>${env.NEXUS_PSW}</password>, username ${env.NEXUS_USR} — aus credentials('nexus-deploy-user')")

    r.add("cosign_keyless_identity",
          "cosign verify --certificate-identity 'https://gitlab.acme.internal/core-banking/payments-api//.gitlab-ci.yml@refs/heads/main' --certificate-oidc-issuer https://gitlab.acme.internal $IMAGE",
          f"Fulcio cert SAN for job {digits(8, True)}: https://gitlab.acme.internal/platform/pipeline-templates//sign.yml@refs/tags/v{digits(1, True)}.{digits(1)}.0")

    r.add("secret_location_note",
          "Nexus admin pw: im KeePass 'Platform-BreakGlass' unter Nexus/admin, Datei auf dem Team-Share, master pw hat nur Stefan + ich",
          "Der ausgedruckte Vault unseal share liegt im Tresor Raum 4.12, Fach 3 – Siegel-Nr. auf dem Umschlag prüfen",
          "cosign.key password: same place as GPG passphrase (Vault kv/ci/signing, field cosign_password)")

    r.add("gitlab_ci_include_ref",
          f"include:\n  - project: platform/pipeline-templates\n    ref: {sha()}\n    file: /templates/sign-and-push.yml",
          f"component: gitlab.acme.internal/platform/components/sonar-scan@{hexs(40)}",
          f"- uses: acme/actions/cosign-sign@{sha()}  # pinned SHA, nicht @v2")

    return r


def main() -> None:
    write_corpora("make_heldout143.py", [
        ("heldout143_credentials.yaml", credentials(), "batch 143 (bank CI/CD platform engineer in Frankfurt, pipeline secrets), written blind; every value synthetic"),
        ("heldout143_lookalikes.yaml", lookalikes(), "batch 143 look-alikes: references to pipeline secrets, digests, SHAs, ids and public keys, written blind"),
    ])


if __name__ == "__main__":
    main()
