# ruff: noqa: E501
"""Writes heldout255_credentials.yaml and heldout255_lookalikes.yaml: held-out batch 255.

Persona: a QA and test-automation engineer at a software outsourcing company in
Cluj-Napoca who writes in Romanian mixed with English. He keeps credentials for test
environments (Selenium Grid and BrowserStack keys, Jira and TestRail API tokens, Postman
environment values, seeded test-user passwords, JDBC URLs with passwords, Appium
device-farm tokens, Allure server logins) and many look-alikes: build numbers, test run
ids, session ids, commit hashes, masked values and references to environment variables.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    basic,
    digits,
    hexs,
    jwt,
    kube_key_data,
    openai_project_key,
    openssh_private,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)


def bs_user() -> str:
    """A BrowserStack username: a chosen name, then six characters the service adds."""
    return f"{pick('qacluj', 'autotest', 'qaoutsrc', 'retailqa')}{pick('', 'team', 'bot')}_{rnd(ALNUM, 6)}"


def bs_key() -> str:
    return rnd(ALNUM, 20)


def jira_token() -> str:
    """An Atlassian API token."""
    return f"ATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()}"


def testrail_key() -> str:
    return f"{rnd(ALNUM, 20)}-{rnd(ALNUM, 10)}"


def postman_key() -> str:
    return f"PMAK-{hexs(24)}-{hexs(34)}"


def lt_key() -> str:
    return f"LT_{rnd(ALNUM, 47)}"


def pin(n: int = 4) -> str:
    return digits(n)


def token_claims() -> dict:
    return {"sub": f"qa-user-{digits(4)}", "iss": "https://auth.qa.acme.test", "exp": 1_760_000_000 + secrets.randbelow(9_000_000), "roles": ["tester"]}


def credentials() -> Rows:
    r = Rows()
    r.add(
        "browserstack_access_key",
        f"BrowserStack pt proiectul retail: user {bs_user()}, access key {bs_key()}",
        f"export BROWSERSTACK_USERNAME={bs_user()}\nexport BROWSERSTACK_ACCESS_KEY={bs_key()}",
        f"bs key nou (pe cel vechi l-a revocat clientul): {bs_key()} — userul ramane {bs_user()}",
        f"browserstack.yml pt mobile:\nuserName: {bs_user()}\naccessKey: {bs_key()}\nplatforms:\n  - deviceName: Samsung Galaxy S23\n    platformVersion: 13.0",
        f"BS accesKey ptr contul shared al echipei -> {bs_key()}",
    )
    r.add(
        "selenium_grid_basic_auth",
        f"Selenium Grid 4 din laborator: https://qa:{pw()}@grid.acme.internal:4444/wd/hub",
        f"grid user/parola (basic auth pe router): gridadmin / {pw()}",
        f"--- config.toml pt grid ---\n[router]\nusername = \"selenium\"\npassword = \"{pw()}\"",
        f"RemoteWebDriver url pt jenkins: http://selenium:{rnd(ALNUM, 14)}@sg-hub.qa.acme.internal:4444",
        f"Authorization: Basic {basic('grid', pw())}  <- header-ul pt grid-ul din Cluj cand testez cu curl",
    )
    r.add(
        "jira_api_token",
        f"token Jira pt scriptul de import bug-uri: {jira_token()}  (user qa.bot@acme.test)",
        f"JIRA_USER=qa.automation@acme.test\nJIRA_API_TOKEN={jira_token()}",
        f"curl -u qa.bot@acme.test:{jira_token()} 'https://jira.acme.test/rest/api/3/search?jql=project=QA'",
        f"am regenerat tokenul de Jira azi, cel nou e {jira_token()} — expira intr-un an",
        f"jira token\n{jira_token()}",
    )
    r.add(
        "xray_api_credentials",
        f"Xray cloud API key pt import rezultate: client_id {hexs(32).upper()} client_secret {hexs(64)}",
        f'{{ "client_id": "{hexs(32).upper()}", "client_secret": "{hexs(64)}" }}  -> POST /api/v2/authenticate',
        f"XRAY_CLIENT_ID={hexs(32).upper()}\nXRAY_CLIENT_SECRET={hexs(64)}",
        f"xray token (expira in 24h, dar secretul ramane): client secret {hexs(64)} pt clientul {hexs(32).upper()}",
    )
    r.add(
        "testrail_api_key",
        f"TestRail API key (user ioana.qa@acme.test): {testrail_key()}",
        f"testrail:\n  url: https://testrail.acme.internal\n  user: ci-bot@acme.test\n  key: {testrail_key()}",
        f"trcli -h https://testrail.acme.test --project \"Retail App\" -u qa@acme.test -k {testrail_key()} parse_junit -f target/report.xml",
        f"parola testrail (nu cheia API!): {pw()}",
        f"TR key pt pipeline-ul mobile -> {testrail_key()}, am pus-o si in jenkins sub id testrail-mobile",
    )
    r.add(
        "postman_api_key",
        f"Postman API key pt newman in CI: {postman_key()}",
        f"cheie postman personala (workspace QA Cluj): {postman_key()} — nu o da la nimeni",
        f"POSTMAN_API_KEY={postman_key()}",
        f"pmak nou dupa ce m-am mutat in echipa de payments: {postman_key()}",
        f"X-Api-Key: {postman_key()}",
    )
    r.add(
        "postman_environment_secret",
        f"env Staging in Postman: baseUrl = https://api.staging.acme.test, adminPass = {pw()}, apiKey = {rnd(ALNUM, 32)}",
        f"Postman 'Dev' env export:\n{{\n  \"key\": \"api_secret\",\n  \"value\": \"{rnd(URLSAFE, 40)}\",\n  \"type\": \"secret\",\n  \"enabled\": true\n}}",
        f"pm.environment.set('x_api_key', '{rnd(ALNUM, 32)}'); // cheia de sandbox, o suprascrie pre-request scriptul",
        f"variabile env UAT: client_id=qa-portal, client_secret={rnd(ALNUM, 32)}, password={pw()}",
    )
    r.add(
        "seeded_test_user_password",
        f"useri seed pt e2e (env QA):\nadmin@shop.acme.test | {pw()}\nbuyer1@shop.acme.test | {pw()}\nseller1@shop.acme.test | {pw()}",
        f"userul de test pt flow-ul de checkout: test.checkout02 parola {pw()}",
        f"seed.sql -> INSERT INTO users(email, password) VALUES ('qa_manager@acme.test', '{pw()}'); -- parola in clar, o hash-uieste app-ul la primul login",
        f"Creds UAT primite de la client: uat_tester / {pw()} (le reseteaza la fiecare sprint)",
        f"pass pt userul 'blocked_user' din testele negative: {pw()}",
        f"fixtures/users.json:\n[{{\"username\": \"supervisor01\", \"password\": \"{pw()}\"}}, {{\"username\": \"cashier07\", \"password\": \"{pw()}\"}}]",
    )
    r.add(
        "jdbc_url_with_password",
        f"jdbc:postgresql://pg-qa.acme.internal:5432/orders?user=qa_rw&password={pw()}",
        f"JDBC Oracle pt regresie: jdbc:oracle:thin:qa_owner/{rnd(ALNUM, 14)}@//ora-test.acme.internal:1521/QAPDB",
        f"db.url=jdbc:sqlserver://mssql.acme.test:1433;databaseName=Billing;user=sa;password={pw()};encrypt=false",
        f"spring.datasource.url=jdbc:mysql://mysql-qa.acme.internal:3306/catalog\nspring.datasource.username=catalog_test\nspring.datasource.password={pw()}",
        f"conn string DB locala (mariadb din docker): jdbc:mariadb://localhost:3307/app?user=root&password={rnd(ALNUM, 12)}",
    )
    r.add(
        "appium_device_farm_token",
        f"Appium pe STF-ul intern: token {hexs(64)}, url https://stf.acme.internal",
        f"Kobiton API key pt iOS: {uid()} (user qa-cluj)",
        f"device farm din Timisoara -> Authorization: Bearer {hexs(64)}",
        f"appium caps:\n  appium:deviceName: Pixel 7\n  df:accessToken: {rnd(URLSAFE, 48)}\n  df:options: {{ project: 'retail-android' }}",
    )
    r.add(
        "sauce_labs_access_key",
        f"SAUCE_USERNAME=oauth-qa.cluj-{hexs(5)}\nSAUCE_ACCESS_KEY={uid()}",
        f"Sauce Labs real devices, cheia de acces: {uid()}",
        f"sauce: user retail-qa, access key {uid()} (data center eu-central)",
        f"sauceOptions.setAccessKey(\"{uid()}\");  // de mutat in env, acum e hardcodat local",
        f"sauce-connect: sc -u oauth-qa.cluj-{hexs(5)} -k {uid()} --region eu-central --tunnel-name cluj-lab",
    )
    r.add(
        "lambdatest_access_key",
        f"LambdaTest: user qacluj{digits(3)}, access key {lt_key()}",
        f"capabilities pt LT:\n  'LT:Options': {{ username: 'qateam', accessKey: '{lt_key()}' }}",
        f"LT_ACCESS_KEY={lt_key()}",
        f"cheie noua lambdatest (cea veche expirata) {lt_key()}",
        f"hub LT intern proxy: https://qateam:{lt_key()}@lt-proxy.acme.internal/wd/hub",
    )
    r.add(
        "aws_access_key",
        f"AWS Device Farm (cont test {aws_account()}): {aws_key_id()} / {aws_secret()}",
        f"[qa-devicefarm]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
        f"chei S3 pt upload rapoarte: AKID {aws_key_id()} secret {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws devicefarm list-projects",
    )
    r.add(
        "allure_server_login",
        f"Allure TestOps: login qa.lead / {pw()}",
        f"allure-docker-service env:\nSECURITY_USER=admin\nSECURITY_PASS={pw()}\nSECURITY_ENABLED=1",
        f"ALLURE_TOKEN={uid()}\nALLURE_ENDPOINT=https://allure.acme.test\nALLURE_PROJECT_ID=12",
        f"parola la allure de pe reports.acme.internal: {pw()} (user viewer)",
        f"allurectl token (TestOps API) pentru jenkins: {uid()}",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT pt repo-ul de teste e2e: ghp_{rnd(ALNUM, 36)}",
        f"token fine-grained (read only pe acme-qa/e2e-suite): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://qa-bot:ghp_{rnd(ALNUM, 36)}@github.acme.internal/qa/mobile-tests.git",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}  # pt gh cli pe masina de build",
    )
    r.add(
        "gitlab_token",
        f"GitLab PAT pt API (read_api): glpat-{rnd(URLSAFE, 20)}",
        f"runner nou pt joburile de UI tests:\ngitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)}",
        f"token gitlab personal, l-am facut azi: glpat-{rnd(URLSAFE, 20)} (expira la sfarsit de trimestru)",
        f"CI_JOB deploy token pt registry-ul de imagini de test: gldt-{rnd(URLSAFE, 20)} (user gitlab+deploy-token-{digits(3, True)})",
    )
    r.add(
        "jenkins_api_token",
        f"Jenkins API token (user qa-trigger): 11{hexs(32)}",
        f"curl -X POST -u ioana:11{hexs(32)} https://jenkins.acme.internal/job/e2e-nightly/build",
        f"jenkins token pt plugin-ul din IntelliJ -> 11{hexs(32)}",
        f"JENKINS_USER=qa-bot\nJENKINS_TOKEN=11{hexs(32)}",
    )
    r.add(
        "docker_hub_token",
        f"docker login -u acmeqa -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"Docker Hub PAT pt push la imaginile de selenium-node custom: dckr_pat_{rnd(URLSAFE, 27)}",
        f"parola registry intern (harbor.acme.internal), robot$qa-push: {rnd(ALNUM, 32)}",
        f"~/.docker/config.json pe runner:\n{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic('qa-push', pw())}\"}}}}}}",
    )
    r.add(
        "sonarqube_token",
        f"sonar token pt analiza: squ_{hexs(40)}",
        f"mvn sonar:sonar -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=squ_{hexs(40)}",
        f"SONAR_TOKEN=sqa_{hexs(40)}  (global analysis token, doar pt CI)",
        f"token sonar personal (pt SonarLint in IDE): squ_{hexs(40)}",
    )
    r.add(
        "npm_token",
        f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm token pt pachetul @acme/test-utils: npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} — publish pe registry-ul intern",
        f".npmrc in proiectul de playwright:\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "mattermost_webhook_url",
        f"webhook pt notificari de la nightly: https://chat.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}",
        f"Mattermost incoming hook canal #qa-alerts -> https://mm.acme.test/hooks/{rnd(LOWER + DIGITS, 26)}",
        f"MM_WEBHOOK=https://chat.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}",
        f"curl -X POST -H 'Content-Type: application/json' -d '{{\"text\": \"nightly FAILED\"}}' https://chat.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}",
    )
    r.add(
        "ssh_private_key",
        f"cheia ssh pt masina de build (qa-runner-02.acme.internal):\n{openssh_private()}",
        f"deploy key pt repo-ul de test data, sa nu o mai caut:\n{openssh_private()}",
        f"id_ed25519 de pe laptopul vechi\n{openssh_private()}",
        f"cheie pt tunelul spre device lab, user tunnel:\n{openssh_private()}",
    )
    r.add(
        "kubeconfig_credentials",
        f"kubeconfig pt clusterul qa (namespace e2e):\nusers:\n- name: qa-admin\n  user:\n    client-certificate-data: {rnd(ALNUM, 40)}\n    client-key-data: {kube_key_data()}",
        f"token service account qa-runner: {jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'e2e', 'sub': 'system:serviceaccount:e2e:qa-runner'}, alg='RS256', signature=rnd(URLSAFE, 342))}",
        f"kubectl config set-credentials qa --token={jwt({'sub': 'system:serviceaccount:qa:grid'}, alg='RS256', signature=rnd(URLSAFE, 342))}",
        f"client-key-data pt userul qa-viewer: {kube_key_data()}",
    )
    r.add(
        "office_wifi_password",
        f"wifi birou etaj 3: SSID ACME-QA, parola {pw()}",
        f"parola wifi Lab Devices (pt telefoanele de test): {rnd(ALNUM, 12)}",
        f"Wifi guest Cluj -> {pick('Ciresica', 'Somes', 'Feleac')}{digits(4)}!",
        f"reteaua izolata pt testele de mobile: ssid qa-isolated / pass {pw()}",
        f"WPA2 pt routerul din device lab (admin 192.168.50.1): wifi {rnd(ALNUM, 14)}, admin router {pw()}",
    )
    r.add(
        "test_device_pin",
        f"PIN telefoane de test: Pixel 7 — {pin()}, iPhone 12 — {pin(6)}, Galaxy A54 — {pin()}",
        f"codul de deblocare de la tableta Lenovo din dulap e {pin(6)}",
        f"iPad mini QA passcode {pin(6)} (nu il schimba ca pica testele de biometrie)",
        f"SIM-ul de test Orange: PIN {pin()}, PUK {digits(8)}",
        f"Apple ID test device-uri: qa.devices@acme.test, parola {pw()}, PIN ecran {pin(6)}",
    )
    r.add(
        "android_keystore_password",
        f"keystore.properties pt build-ul de QA:\nstoreFile=qa-release.jks\nstorePassword={pw()}\nkeyAlias=qa\nkeyPassword={pw()}",
        f"parola keystore debug-signed pt build-urile de la client: {rnd(ALNUM, 16)}",
        f"jarsigner -keystore qa.jks -storepass {rnd(ALNUM, 14)} app-qa.apk qa",
        f"keystore QA: store pass {pw()} / key pass identic",
    )
    r.add(
        "keycloak_client_secret",
        f"Keycloak realm qa, client e2e-runner, secret: {rnd(ALNUM, 32)}",
        f"curl -d 'grant_type=client_credentials' -d 'client_id=api-tests' -d 'client_secret={rnd(ALNUM, 32)}' https://sso.acme.test/realms/qa/protocol/openid-connect/token",
        f"KC_CLIENT_SECRET={rnd(ALNUM, 32)}",
        f"admin keycloak pe env-ul de test: admin / {pw()}",
    )
    r.add(
        "api_bearer_token",
        f"token de test pt API-ul de orders (valabil pana vineri): Bearer {jwt(token_claims())}",
        f"Authorization: Bearer {jwt(token_claims(), alg='RS256', signature=rnd(URLSAFE, 342))}",
        f"access_token din postman pt userul admin de pe staging\n{jwt(token_claims())}",
        f"refresh_token = {rnd(URLSAFE, 64)} (pt admin qa, nu expira)",
    )
    r.add(
        "connection_string_password",
        f"mongodb://qa_user:{rnd(ALNUM, 16)}@mongo-qa.acme.internal:27017/testdata?authSource=admin",
        f"redis de test: redis://:{rnd(ALNUM, 24)}@redis.qa.acme.internal:6379/2",
        f"amqp://qa:{pw()}@rabbit.acme.test:5672/e2e  (coada pt evenimente de checkout)",
        f"Server=sql.acme.test;Database=Loyalty;User Id=qa_tester;Password={pw()};",
        f"psql 'postgresql://reporting:{rnd(ALNUM, 18)}@pg-report.acme.internal/reports'",
    )
    r.add(
        "stripe_test_secret_key",
        f"Stripe test mode, cheie secreta pt testele de plata: sk_test_51{rnd(ALNUM, 97)}",
        f"STRIPE_SECRET_KEY=sk_test_51{rnd(ALNUM, 97)}",
        f"restricted key pt webhook tests: rk_test_51{rnd(ALNUM, 97)}",
        f"whsec pt stripe listen local: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "two_factor_recovery_codes",
        f"coduri de backup 2FA contul Atlassian (qa.lead):\n{recovery_codes(8, 'github')}",
        f"recovery codes GitHub qa-bot:\n{recovery_codes(10, 'github')}",
        f"backup codes google pt contul de test android:  {recovery_codes(10, 'digits')}",
        f"TestRail 2FA backup:\n{recovery_codes(6, 'plain')}",
    )
    r.add(
        "openai_api_key",
        f"cheie OpenAI pt generatorul de date de test: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"key pt experimentul cu test case-uri generate: {openai_project_key()} (limita 20$/luna)",
        f"cheie Anthropic? nu, OpenAI — pt botul de triere bug-uri: {openai_project_key()}",
    )
    r.add(
        "mailtrap_api_token",
        f"Mailtrap API token (inbox QA signup emails): {hexs(32)}",
        f"smtp mailtrap pt staging: user {hexs(14)} pass {hexs(14)}",
        f"MAILTRAP_TOKEN={hexs(32)}",
        f"mailtrap sandbox inbox 2 -> api token {hexs(32)}",
    )
    r.add(
        "vpn_password",
        f"VPN client (acme-vpn.acme.internal): user ioana.m / {pw()}",
        f"parola vpn noua dupa reset: {pw()}",
        f"OpenVPN profil client X: auth-user-pass\nqa_cluj\n{pw()}",
        f"pre-shared key ipsec pt tunelul spre mediul clientului: {rnd(ALNUM, 32)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "jenkins_build_number",
        f"build #{digits(4, True)} din e2e-nightly a picat la stage-ul 'UI tests – Chrome'",
        f"ultimul build verde pe release/3.{secrets.randbelow(20)}: #{digits(4, True)}",
        f"https://jenkins.acme.internal/job/regression/{digits(4, True)}/console — de uitat la timeout-uri",
        f"Jenkins job mobile-smoke build {digits(3, True)}, durata 41 min, flaky 2",
        f"e2e-api #{digits(4, True)} -> 0 failed, a durat {secrets.randbelow(30) + 10} min; credentials binding ok",
    )
    r.add(
        "testrail_run_id",
        f"TestRail run R{digits(4, True)} pt sprint 42, plan P{digits(3, True)}",
        f"cazurile care pica mereu: C{digits(5, True)}, C{digits(5, True)}, C{digits(5, True)}",
        f"https://testrail.acme.internal/index.php?/runs/view/{digits(4, True)}&group_by=cases:section_id",
        f"milestone M{digits(2, True)} -> run id {digits(4, True)} (regresie completa)",
        f"TestRail suite S{digits(2, True)} project_id {digits(2, True)} — importul de junit merge pe run-ul asta",
    )
    r.add(
        "webdriver_session_id",
        f"sessionId la crash-ul de aseara: {hexs(32)} — de trimis la dev cu video",
        f"sesiune BrowserStack cu bug-ul vizual: session {hexs(40)}",
        f"org.openqa.selenium.NoSuchSessionException: Session ID is null... ultima sesiune valida {uid()}",
        f"Grid session {hexs(32)} a stat 300s pe node-ul chrome-3 fara sa faca nimic",
        f"appium session {uid()} pe Galaxy A54, crash la ecranul de parola",
    )
    r.add(
        "git_commit_hash",
        f"fix-ul pt locatorul de login e in commit {hexs(40)}",
        f"regresia a aparut intre {hexs(7)} si {hexs(7)}, fac git bisect maine",
        f"tag v2.{secrets.randbelow(30)}.0 -> {hexs(40)}",
        f"cherry-pick {hexs(12)} pe hotfix/checkout",
        f"MR !{digits(3, True)} merge commit {hexs(40)}, pipeline #{digits(6, True)}",
    )
    r.add(
        "jira_issue_key",
        f"bug-uri de retestat: QA-{digits(4, True)}, QA-{digits(4, True)}, RET-{digits(3, True)}",
        f"https://jira.acme.test/browse/MOB-{digits(4, True)} — crash la rotire ecran",
        f"epic-ul pt automatizare API: AUT-{digits(3, True)}",
        f"ticket de la client {pick('CS', 'SUP')}-{digits(5, True)}, reprodus pe Android 13",
        f"filtru Jira salvat, id {digits(5, True)}: project = QA AND labels = flaky",
    )
    r.add(
        "masked_secret",
        f"BrowserStack key-ul din Jenkins se termina in ...{rnd(ALNUM, 4)} (sa verific ca e cel nou)",
        f"Postman API key: PMAK-****************{hexs(4)}",
        "in log apare password=******** deci masking-ul merge",
        f"Jira token: ATATT3xF…{hexs(4).upper()} (trunchiat, doar pt identificare)",
        f"sk_test_••••{rnd(ALNUM, 4)} — cheia Stripe folosita in env-ul de QA",
        f"key BrowserStack: {rnd(ALNUM, 3)}***************** (primele 3, restul ascunse in UI)",
    )
    r.add(
        "env_var_reference",
        "in pipeline: accessKey: ${{ secrets.BROWSERSTACK_ACCESS_KEY }}",
        "jdbc url citit din ${DB_URL}, parola din ${DB_PASSWORD} — nu le pune in properties",
        "withCredentials([string(credentialsId: 'testrail-api-key', variable: 'TR_KEY')]) { sh 'trcli ... -k $TR_KEY' }",
        "Postman: {{adminPassword}} vine din env-ul local, nu din collection",
        "export SAUCE_ACCESS_KEY=$(cat ~/.secrets/sauce) — nu o scrie direct in .bashrc",
    )
    r.add(
        "vault_path",
        "cheile de BrowserStack sunt in Vault la secret/data/qa/browserstack",
        "vault kv get -field=password kv/qa/uat/test-users/admin",
        "parola de DB pt QA: in Vault, path secret/qa/postgres/orders (policy qa-read)",
        "Allure creds -> AWS Secrets Manager: qa/allure/admin, region eu-central-1",
        "Jenkins credentials id: browserstack-qa-cluj (username with password) — nu e parola, e doar id-ul",
    )
    r.add(
        "password_policy",
        "politica parole pt userii de test: min 12 caractere, o cifra, un simbol, expira la 90 de zile",
        "atentie: app-ul de la client blocheaza contul dupa 5 parole gresite — de resetat userii inainte de rulare",
        "test case: parola de 7 caractere trebuie respinsa cu mesajul 'Password too short'",
        "regula noua: parolele de test nu se mai trimit pe Teams, doar prin 1Password",
        "test negativ: 'Parola123' nu trebuie acceptata fiindca e in lista de parole comune",
    )
    r.add(
        "credential_rotation_reminder",
        "de rotit tokenul de Jira pe 15 martie (expira automat)",
        "luni: regenerat cheile BrowserStack dupa ce a plecat Vlad din echipa",
        "reminder — parola la Allure se schimba la fiecare trimestru, urmatoarea in iulie",
        "am revocat PAT-ul vechi de GitHub, cel nou e deja in Jenkins credentials",
        "vineri expira token-ul de Sauce, l-am anuntat pe #qa sa nu se mire de fail-uri",
    )
    r.add(
        "secret_location_note",
        "parola de admin pt UAT e in plicul din seiful lui Mihai, nu o am eu",
        "cheia de Sauce o stie doar team lead-ul, o cer cand imi trebuie",
        "credentialele de TestRail: in 1Password, vault 'QA Cluj', item 'TestRail bot'",
        "userii seed au parolele in fisierul test-users.kdbx de pe share-ul QA",
        "token-ul de Postman e pe stick-ul criptat din sertarul de jos, intreaba-l pe Radu",
    )
    r.add(
        "docker_image_digest",
        f"selenium/node-chrome:4.21 fixat pe digest sha256:{hexs(64)}",
        f"imaginea custom pt appium: registry.acme.internal/qa/appium@sha256:{hexs(64)}",
        f"docker pull harbor.acme.internal/qa/allure@sha256:{hexs(64)}",
        f"image id local al nodului de firefox: {hexs(12)} (docker images)",
    )
    r.add(
        "kubernetes_pod_name",
        f"node-ul de chrome care tot cade: {pod_name('selenium-node-chrome')}",
        f"kubectl logs {pod_name('allure-server')} -n qa --tail 200",
        f"podul de grid router restartat de 14 ori: {pod_name('selenium-router')}",
        f"kubectl describe pod {pod_name('api-mock')} -n e2e | grep -i oom",
        f"container id al nodului: {hexs(64)}",
    )
    r.add(
        "allure_report_url",
        f"raport Allure pt nightly: https://allure.acme.internal/projects/retail/reports/{digits(3, True)}/index.html",
        f"launch in TestOps: https://allure.acme.test/launch/{digits(5, True)}",
        f"allure-results zip de la build {digits(4, True)}: allure-results-{uid()}.zip",
        f"istoricul de la Allure pt testul LoginWithExpiredPasswordTest: https://allure.acme.internal/projects/retail/reports/latest/#testresult/{hexs(16)}",
    )
    r.add(
        "test_device_identifier",
        f"UDID iPhone 13 din lab: 00008110-{hexs(16).upper()}",
        f"iPhone 8 vechi, udid {hexs(40)} — il scot din provisioning profile",
        f"adb -s R58N{rnd(UPPER + DIGITS, 7)} install app-qa.apk",
        f"emulator-5554 / Pixel_6_API_33, serial fizic RF8{rnd(UPPER + DIGITS, 8)}",
        f"IMEI Galaxy A54 din inventar: {digits(15, True)} (pt lista de device-uri de la IT)",
    )
    r.add(
        "ssh_public_key",
        f"cheia publica a runner-ului, de pus in authorized_keys pe grid: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} qa-runner@ci",
        f"pub key pt acces la device farm: ssh-rsa {ssh_pub('ssh-rsa', 270)} ioana@laptop-qa",
        f"am trimis la IT cheia publica: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"fingerprint cheia de pe grid: SHA256:{rnd(ALNUM + '+/', 43)} (ED25519)",
    )
    r.add(
        "stripe_publishable_key",
        f"cheia publishable pt frontend-ul de test: pk_test_51{rnd(ALNUM, 97)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 97)} (e ok in bundle, e publica)",
        f"in pagina de checkout se vede pk_test_51{rnd(ALNUM, 97)} in source — normal",
        f"pk_test_51{rnd(ALNUM, 97)} — publishable key din dashboard-ul de test, o poate folosi oricine din echipa de frontend",
    )
    r.add(
        "oauth_client_id",
        f"Google Sign-In pt app-ul de test: client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        "Keycloak client_id pt e2e: qa-portal-e2e (public client, fara secret)",
        f"Azure AD app registration QA: Application (client) ID {uid()}, tenant {uid()}",
        f"LaunchDarkly client-side id pt feature flags in QA: {hexs(24)}",
        f"Firebase web config (public): appId 1:{digits(12, True)}:web:{hexs(22)}, projectId acme-retail-qa",
    )
    r.add(
        "jdbc_url_without_password",
        "jdbc:postgresql://pg-qa.acme.internal:5432/orders?user=qa_ro&sslmode=require",
        "jdbc:oracle:thin:@//ora-test.acme.internal:1521/QAPDB (userul si parola vin din Vault)",
        "spring.datasource.password=${DB_PASS:}  <- gol in repo, se injecteaza in CI",
        f"db de test restaurata din snapshot snap-{hexs(17)}, port 5433",
    )
    r.add(
        "postman_collection_id",
        f"colectia 'Orders API regression': {digits(8, True)}-{uid()}",
        f"newman run collections/{uid()}.json -e envs/qa.postman_environment.json",
        f"environment uid pt UAT in Postman: {digits(8, True)}-{uid()}",
        f"mock server Postman pt API-ul de stocuri: https://{uid()}.mock.acme.test/stock",
    )
    r.add(
        "stripe_test_card_number",
        "carduri de test Stripe: 4242 4242 4242 4242 (ok), 4000 0000 0000 9995 (fonduri insuficiente)",
        "3DS challenge: 4000 0027 6000 3184, orice data in viitor, orice CVC",
        f"pt testul de card refuzat: 4000 0000 0000 0002, exp 12/{secrets.randbelow(5) + 28}, CVC {digits(3)}",
        "Mastercard de test: 5555 5555 5555 4444 — din documentatia publica Stripe",
    )
    r.add(
        "artifact_checksum",
        f"sha256 app-qa-release.apk: {hexs(64)}",
        f"md5 pt dump-ul de test data (testdata_2024_11.sql.gz): {hexs(32)}",
        f"ipa de la build {digits(4, True)}, sha1 {hexs(40)}",
        f"checksum-ul raportului HTML (sa verific ca nu s-a corupt la upload): sha256 {hexs(64)}",
    )
    r.add(
        "request_correlation_id",
        f"X-Request-Id la eroarea 500 de pe checkout: {uid()}",
        f"trace id din Jaeger pt request-ul lent: {hexs(32)}",
        f"correlationId={uid()} apare si in logurile de payment si in gateway",
        f"Sentry event {hexs(32)} — NullPointer in OrderMapper",
        f"idempotency-key folosit la retry in testul de plata: {uid()}",
    )
    r.add(
        "aws_arn",
        f"arn:aws:devicefarm:us-west-2:{aws_account()}:project:{uid()}",
        f"device pool 'Top Android': arn:aws:devicefarm:us-west-2:{aws_account()}:devicepool:{uid()}/{uid()}",
        f"bucket rapoarte: arn:aws:s3:::acme-qa-reports-{digits(4)}",
        f"rolul pe care il asuma Jenkins: arn:aws:iam::{aws_account()}:role/qa-devicefarm-runner",
        f"run Device Farm: arn:aws:devicefarm:us-west-2:{aws_account()}:run:{uid()}/{uid()}",
    )
    r.add(
        "placeholder_credentials",
        "template .env.example:\nBROWSERSTACK_USERNAME=your_username\nBROWSERSTACK_ACCESS_KEY=your_access_key",
        "in README: password: <changeme> — fiecare isi pune parola lui local",
        "testrail.key=REPLACE_ME",
        "JIRA_API_TOKEN=xxxxxxxxxxxxxxxxxxxx (placeholder, nu uita sa-l completezi)",
    )
    r.add(
        "test_run_summary",
        f"nightly {digits(2, True)}.11: 412 passed, 7 failed, 3 skipped; login tests 100% green, parola expirata pe userul buyer2",
        f"suite 'password reset' — {digits(2, True)} teste, durata medie {digits(2, True)}s",
        f"flaky rate pe sprint: {secrets.randbelow(9) + 1}.{digits(1)}%, top flaky: TokenRefreshTest",
        f"regresie auth: 38/40, cele 2 pica la token expiry (bug QA-{digits(4, True)})",
    )
    r.add(
        "auth_timeout_settings",
        "token_ttl=3600, refresh_ttl=86400, max_login_attempts=5 — setarile de pe QA",
        "session.timeout=1800s pe staging, pe prod e 900s",
        "appium newCommandTimeout: 240, wdaLaunchTimeout: 120000, password field wait 10s",
        f"OTP-ul de test e valid {secrets.randbelow(4) + 2} minute, lungime 6 cifre",
    )
    r.add(
        "browserstack_build_id",
        f"build BrowserStack 'retail-android-{digits(4, True)}', build id {hexs(40)}",
        f"app url dupa upload: bs://{hexs(40)}",
        f"buildTag: nightly-{digits(8, True)} / projectName: Retail Mobile",
        f"BrowserStack session pt bug-ul QA-{digits(4, True)}: https://automate.acme.test/builds/{hexs(40)}/sessions/{hexs(40)}",
    )
    r.add(
        "github_actions_run_id",
        f"run-ul de Actions cu testele de API: https://github.acme.internal/qa/api-tests/actions/runs/{digits(10, True)}",
        f"job id {digits(11, True)}, artifact playwright-report-{digits(4, True)}",
        f"workflow_dispatch pe run {digits(10, True)} cu input env=uat",
        f"cache key Actions pt node_modules: Linux-node-{hexs(64)}",
    )
    r.add(
        "ui_locator",
        f"locatorul nou pt butonul de login: [data-testid='btn-login-{hexs(6)}']",
        f"xpath generat de framework-ul clientului: //*[@id='input-{rnd(LOWER + DIGITS, 10)}']  — se schimba la fiecare build, ugh",
        f"câmpul de parolă are id='password_{hexs(8)}' si name='pwd'",
        f"accessibility id pe iOS: passwordField_{rnd(ALNUM, 8)}",
    )
    r.add(
        "parcel_tracking_number",
        f"AWB Fan Courier pt telefoanele de test trimise la client: {digits(13, True)}",
        f"colet Sameday cu Pixel-ul reparat: {digits(1, True)}SD{rnd(UPPER + DIGITS, 11)}",
        f"comanda eMAG cu hub-ul USB pt device lab: #{digits(9, True)}",
        f"DHL cu iPad-urile pt lab: {digits(10, True)}",
    )
    r.add(
        "app_build_artifact",
        f"app-qa-release-3.{secrets.randbelow(20)}.{secrets.randbelow(10)}-b{digits(4, True)}.apk, versionCode {digits(6, True)}",
        f"TestFlight build {digits(3, True)} ({digits(8, True)}), bundle id com.acme.retail.qa",
        f"Firebase App Distribution release {rnd(LOWER + DIGITS, 13)} pt testerii din Cluj",
        f"build Expo pt demo la client: {uid()} (channel qa)",
    )
    r.add(
        "security_bug_report",
        f"QA-{digits(4, True)}: endpoint-ul /api/users returneaza campul passwordHash in raspuns — severitate High, retestat dupa fix",
        "bug: token-ul de reset parola nu expira dupa folosire, se poate refolosi; dev-ul zice ca intra in sprintul urmator",
        f"raport ZAP scan {digits(8, True)}: 3 medium (cookie fara HttpOnly, CSP lipsa, X-Frame-Options), 0 high",
        "am verificat ca logurile de la gateway nu mai contin header-ul Authorization — ok dupa hotfix",
        "test de securitate: campul de parola accepta paste, cerinta clientului zice ca nu trebuie — de clarificat cu PO",
    )
    return r


def main() -> None:
    write_corpora("make_heldout255.py", [
        ("heldout255_credentials.yaml", credentials(), "Held-out batch 255: credentials a Cluj-Napoca QA automation engineer keeps for test environments (Romanian and English)"),
        ("heldout255_lookalikes.yaml", lookalikes(), "Held-out batch 255: a QA automation engineer's notes that look secret but hold none (build/run/session ids, hashes, masked values, env var and vault references)"),
    ])


if __name__ == "__main__":
    main()
