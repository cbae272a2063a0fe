# ruff: noqa: E501
"""Writes heldout331_credentials.yaml and heldout331_lookalikes.yaml: held-out batch 331.

Persona: a QA engineer in Vilnius who writes her notes in Lithuanian (with and without
diacritics) and English. She keeps Jira/Confluence API tokens and Data Center PATs,
BrowserStack and Sauce Labs access keys, passwords of test accounts, Postman API keys and
environment files, Docker registry logins, the Grafana service-account token, Xray and
Cypress keys, her Swedbank and SEB Smart-ID PINs, the door, alarm and device-safe codes of
the office in Užupis and the Wi-Fi keys; and many look-alikes: test ids, build numbers,
Jira ticket keys, session and job ids, commit shas, image digests, IBANs, tracking and
invoice numbers, Smart-ID control codes, IMEIs, masked keys and env var references.

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
    aws_key_id,
    aws_secret,
    b64,
    basic,
    digits,
    dockerhub_token,
    gitlab_token,
    grafana_sa_token,
    groups,
    hexs,
    iban,
    imei,
    jwt,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pin,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    ssh_pub,
    totp_seed,
    uid,
    wg_key,
    write_corpora,
)

LT_WORDS = [
    "kava", "saule", "neris", "vilnele", "tiltas", "varle", "ruduo", "lietus", "katinas",
    "zuvis", "duona", "obuolys", "pelėda", "šakotis", "cepelinas", "gintaras", "uzupis",
    "angelas", "debesis", "bitė", "ąžuolas", "kopos", "rūta", "ežeras",
]


def atlassian_token() -> str:
    """An Atlassian Cloud API token: ATATT3 prefix, 192 characters, 8-hex checksum tail."""
    return f"ATATT3xFfGF0{rnd(URLSAFE, 171)}={rnd(HEX.upper(), 8)}"


def atlassian_legacy_token() -> str:
    return rnd(ALNUM, 24)


def atlassian_dc_pat() -> str:
    """A Jira/Confluence Data Center personal access token: base64 of id, colon, 20 bytes."""
    return b64(digits(12, lead=True).encode() + b":" + secrets.token_bytes(20))


def bs_user(name: str = "ingridak") -> str:
    return f"{name}_{rnd(ALNUM, 6)}"


def bs_key() -> str:
    return rnd(ALNUM, 20)


def postman_key() -> str:
    return f"PMAK-{hexs(24)}-{hexs(34)}"


def github_pat() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def jenkins_token() -> str:
    return "11" + hexs(32)


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T0{rnd(UPPER + DIGITS, 8)}/B0{rnd(UPPER + DIGITS, 9)}/{rnd(ALNUM, 24)}"


def xray_client_id() -> str:
    return hexs(32).upper()


def xray_client_secret() -> str:
    return hexs(64)


def asc_key_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def wifi_key() -> str:
    return pick(
        phrase([w for w in LT_WORDS if w.isascii()], 3, pick("-", "", "_")) + digits(pick(2, 3, 4)),
        rnd(ALNUM, pick(12, 16)),
        f"{pick('Uzupis', 'Vilnele', 'Respublika', 'Angelas')}{digits(4)}{pick('!', '#', '')}",
    )


def lt_phone() -> str:
    return f"+370 6{digits(2)} {digits(5)}"


def lt_iban(bank: str) -> str:
    return iban("LT", bank + digits(11))


def pnr() -> str:
    return rnd(UPPER + "23456789", 6)


def short_sha() -> str:
    return hexs(pick(7, 8))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "atlassian_cloud_api_token",
        f"Jira API tokenas (acme-qa.atlassian.net, mano vardu) {atlassian_token()}",
        f"confluence api token for the release-notes script:\n{atlassian_token()}",
        f"curl -u ingrida.k@acme.test:{atlassian_token()} https://acme-qa.atlassian.net/rest/api/3/myself",
        f"JIRA_API_TOKEN={atlassian_token()}\nJIRA_USER=ingrida.k@acme.test\nJIRA_BASE=https://acme-qa.atlassian.net",
        f"senas atlassian tokenas (dar veikia, ištrinti po sprinto!!) {atlassian_legacy_token()}",
    )

    r.add(
        "atlassian_dc_pat",
        f"Jira DC (jira.acme.internal) PAT, galioja iki 2026-03: {atlassian_dc_pat()}",
        f"confluence.acme.internal personal access token -> {atlassian_dc_pat()}",
        f"curl -H \"Authorization: Bearer {atlassian_dc_pat()}\" https://jira.acme.internal/rest/api/2/search?jql=project=QA",
        f"jira pat del xray importo\n{atlassian_dc_pat()}\n(nesidalinti su vendoriais)",
    )

    r.add(
        "browserstack_access_key",
        f"BrowserStack:\nuser {bs_user()}\nkey {bs_key()}",
        f"export BROWSERSTACK_USERNAME={bs_user()}\nexport BROWSERSTACK_ACCESS_KEY={bs_key()}",
        f"browserstack.yml\nuserName: {bs_user('qaacme')}\naccessKey: {bs_key()}\nbuildName: smoke-nightly",
        f"BS access key {bs_key()} (komandinis akauntas, ne mano asmeninis)",
        f"./BrowserStackLocal --key {bs_key()} --local-identifier nightly-{digits(4)}",
    )

    r.add(
        "saucelabs_access_key",
        f"SAUCE_USERNAME=oauth-ingrida.k-{hexs(5)}\nSAUCE_ACCESS_KEY={uid()}",
        f"sauce labs raktas: {uid()} (EU datacenter)",
        f"sc -u acme-qa -k {uid()} --region eu-central -i vilnius-tunnel",
        f"sauce:options:\n  username: acme-qa\n  accessKey: {uid()}\n  build: regression-{digits(4)}",
    )

    r.add(
        "test_account_password",
        f"testinis vartotojas qa.user03@acme.test / {pw()}",
        f"Test accounts (staging):\n| user | pass |\n|---|---|\n| admin.qa | {pw()} |\n| viewer.qa | {rnd(ALNUM, 12)} |",
        f"slaptazodis testiniam adminui {rnd(ALNUM + '!#', 14)} (pakeist po demo)",
        f"const TEST_USER = {{ email: 'checkout.bot@acme.test', password: '{rnd(ALNUM, 16)}' }};",
        f"mobilios app test paskyra\nel. paštas: tester.lt@acme.test\nslaptažodis: {pick('Vilnius', 'Uzupis', 'Neris')}{digits(4)}{pick('!', '?', '$')}",
    )

    r.add(
        "postman_api_key",
        f"Postman API key (CI syncina kolekcijas): {postman_key()}",
        f"newman run https://api.getpostman.com/collections/{digits(8)}-{uid()}?apikey={postman_key()}",
        f"POSTMAN_API_KEY={postman_key()}",
        f"postman raktas\n{postman_key()}\nsenas išjungtas",
    )

    r.add(
        "postman_environment_secret",
        json.dumps({"name": "staging", "values": [{"key": "baseUrl", "value": "https://api.staging.acme.test", "type": "default", "enabled": True}, {"key": "client_secret", "value": rnd(URLSAFE, 40), "type": "secret", "enabled": True}]}, indent=1),
        'staging.postman_environment.json fragmentas: {"key": "adminPassword", "value": "' + pw() + '", "type": "secret"}',
        f"postman env 'prod-readonly' -> apiKey = {rnd(ALNUM, 32)} (tik GET!)",
        '{"key":"access_token","value":"' + jwt({"sub": "qa-bot", "aud": "api.acme.test", "exp": 1893456000}) + '","type":"secret","enabled":true}',
        f"Postman envas QA2\n  username = qa_api\n  password = {rnd(ALNUM + '-_', 18)}",
    )

    r.add(
        "docker_registry_login",
        f"docker login registry.acme.internal -u qa-robot -p {rnd(ALNUM, 24)}",
        '~/.docker/config.json\n{"auths": {"harbor.acme.test": {"auth": "' + basic("robot$qa-pull", rnd(ALNUM, 32)) + '"}}}',
        f"harbor robot account: robot$qa+ci / {rnd(ALNUM, 32)}",
        f"echo {rnd(ALNUM, 20)} | docker login nexus.acme.internal:8443 --username qa_push --password-stdin",
        f"registry prisijungimas (nexus docker hosted)\nvart. qa_pull\nslapt. {pw()}",
    )

    r.add(
        "dockerhub_pat",
        f"Docker Hub PAT read-only (rate limit apeit runneriuose) {dockerhub_token()}",
        f"DOCKERHUB_TOKEN={dockerhub_token()}",
        f"docker login -u acmeqa -p {dockerhub_token()}",
        f"hub.docker.com tokenas 'ci-pull'\n{dockerhub_token()}",
    )

    r.add(
        "grafana_sa_token",
        f"Grafana service account 'qa-annotations' token: {grafana_sa_token()}",
        f"curl -H 'Authorization: Bearer {grafana_sa_token()}' https://grafana.acme.internal/api/annotations -d @release.json",
        f"GRAFANA_TOKEN={grafana_sa_token()}  # k6 rezultatu dashboardui",
        f"grafanos SA tokenas (editor role)\n{grafana_sa_token()}",
        f"grafana:\n  url: https://grafana.acme.internal\n  token: {grafana_sa_token()}",
    )

    r.add(
        "smart_id_pin",
        f"Smart-ID (Swedbank) PIN1 {pin(4)} PIN2 {pin(5)}",
        f"smart id pinai: pin1 - {pin(4)}, pin2 - {pin(5)}",
        f"SEB smart-id\nPIN1: {pin(4)}\nPIN2: {pin(5)}\n(naujas telefonas, perregistruota)",
        f"Smart-ID PIN2 pasikeičiau į {pin(5)}, PIN1 tas pats {pin(4)}",
        f"mamos smart id pin1 {pin(4)} pin2 {pin(5)} — jei reikės padėt su deklaracija",
    )

    r.add(
        "card_pin",
        f"Swedbank debetinės kortelės PIN {pin(4)}",
        f"naujos SEB kortelės pinas {pin(4)} (atėjo paštu)",
        f"revolut virtual card pin: {pin(4)}",
        f"kortele ...{digits(4)} pin {pin(4)}",
    )

    r.add(
        "office_door_code",
        f"Užupio biuro durų kodas {pin(4)}#",
        f"durys i kiemą (Užupio g.) kodas *{pin(4)}",
        f"office door code (Uzupis) changed today -> {pin(5)}",
        f"kodas nuo vartų\n{pin(4)}#\nnuo laiptinės {pin(4)}",
    )

    r.add(
        "alarm_code",
        f"biuro signalizacija: išjungti {pin(4)} + OFF, išeinant {pin(4)} + ARM",
        f"alarm code office {pin(4)} (paskutinis išeinantis įjungia!)",
        f"signalizacijos kodas {pin(6)}, apsaugos tel. {lt_phone()}",
        f"Ajax signalizacija biure — mano asmeninis kodas {pin(4)}",
    )

    r.add(
        "wifi_password",
        f"WiFi biure: Acme-Office / {wifi_key()}",
        f"svečių wifi (Acme-Guest) slaptažodis {wifi_key()}",
        f"WIFI:T:WPA;S:Acme-QA-Lab;P:{wifi_key()};;",
        f"namų wifi\nTP-Link_5G\n{wifi_key()}",
    )

    r.add(
        "github_pat",
        f"GitHub PAT (e2e repo, workflow scope) {github_pat()}",
        f"export GH_TOKEN={github_pat()}",
        f"git clone https://ingridak:{github_pat()}@github.com/acme-qa/e2e-tests.git",
        f"gh tokenas pasibaigs po 90d\n{github_pat()}",
    )

    r.add(
        "gitlab_pat",
        f"gitlab.acme.internal PAT (read_api, read_repository): {gitlab_token()}",
        f"GITLAB_TOKEN={gitlab_token()}",
        f"curl --header \"PRIVATE-TOKEN: {gitlab_token()}\" https://gitlab.acme.internal/api/v4/projects/412/pipelines",
        f"gitlab tokenas testu reportam {gitlab_token()}",
    )

    r.add(
        "jenkins_api_token",
        f"Jenkins API token (user ingrida.k) {jenkins_token()}",
        f"curl -X POST -u ingrida.k:{jenkins_token()} https://jenkins.acme.internal/job/regression/buildWithParameters?ENV=qa2",
        f"jenkins tokenas trigeriui\n{jenkins_token()}",
        f"JENKINS_USER=qa-bot\nJENKINS_API_TOKEN={jenkins_token()}",
    )

    r.add(
        "slack_webhook",
        f"slack webhook #qa-alerts {slack_hook()}",
        f"SLACK_WEBHOOK_URL={slack_hook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Regression failed\"}}' {slack_hook()}",
        f"webhookas į #release-sveikinimai:\n{slack_hook()}",
    )

    r.add(
        "totp_seed",
        f"otpauth://totp/Atlassian:ingrida.k@acme.test?secret={totp_seed()}&issuer=Atlassian",
        f"2FA seed testiniam admin akauntui (kad automatizuoti login) {totp_seed()}",
        f"TOTP_SECRET={totp_seed()}  # e2e login su 2FA",
        f"browserstack 2fa raktas (jei telefonas mirs) {groups(totp_seed(), 4)}",
        f"const totp = new OTPAuth.TOTP({{ secret: '{totp_seed(16)}', digits: 6, period: 30 }});",
    )

    r.add(
        "backup_codes",
        "GitHub recovery codes:\n" + recovery_codes(8, "github"),
        "Atlassian atsarginiai kodai\n" + recovery_codes(6, "alnum"),
        "Google backup kodai (darbo paskyra): " + recovery_codes(5, "digits"),
        "BrowserStack recovery kodai (atspausdinti ir stalčiuj): " + "  ".join(rnd(UPPER + DIGITS, 8) for _ in range(6)),
    )

    r.add(
        "ssh_private_key",
        "deploy raktas test serveriui (qa-runner-02):\n" + openssh_private(),
        openssh_private() + "\n^ raktas jenkins agentui",
        "id_ed25519 iš seno laptopo, dar naudoju staging'ui\n" + openssh_private(),
        "~/.ssh/qa_rsa\n" + pem("RSA PRIVATE KEY", 6),
    )

    r.add(
        "db_connection_string",
        f"postgresql://qa_rw:{rnd(ALNUM, 20)}@qa-db.acme.internal:5432/shop_test",
        f"DATABASE_URL=mysql://tester:{pw()}@mysql.staging.acme.test:3306/orders",
        f"test duomenų bazė (mongo) mongodb+srv://qa_seed:{rnd(ALNUM, 16)}@cluster0.acme.test/testdata?retryWrites=true",
        f"jdbc:sqlserver://mssql.acme.internal:1433;databaseName=Legacy_QA;user=qa_ro;password={rnd(ALNUM, 14)}",
        f"redis cache išvalymui: redis-cli -h redis.qa.acme.internal -a {rnd(ALNUM, 24)} FLUSHDB",
    )

    r.add(
        "aws_access_keys",
        f"AWS Device Farm (qa-farm IAM user)\naccess key {aws_key_id()}\nsecret {aws_secret()}",
        f"[qa-farm]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}  # screenshotu bucket",
        f"s3 raktai test artefaktams: {aws_key_id()} / {aws_secret()}",
    )

    r.add(
        "session_cookie",
        f"Cookie: tenant.session.token={jwt({'sub': '5b10ac8d82e05b22cc7d4ef5', 'aud': 'atlassian', 'iat': 1718000000, 'exp': 1720592000})}",
        f"admin sesijos cookie kad apeit SSO testuose: sessionid={rnd(LOWER + DIGITS, 32)}",
        f"JSESSIONID={hexs(32).upper()}; atlassian.xsrf.token={hexs(40)}_lin  <- įdėt į cypress, galioja 8h",
        f"document.cookie = \"connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM + '%', 43)}\" // staging login hack",
    )

    r.add(
        "bearer_jwt",
        f"Authorization: Bearer {jwt({'sub': 'qa-admin', 'role': 'admin', 'iss': 'https://auth.staging.acme.test', 'exp': 1893456000})}",
        f"ilgalaikis api tokenas load testams (k6)\n{jwt({'sub': 'k6-runner', 'scope': 'orders:write', 'exp': 1924992000}, 'RS256', rnd(URLSAFE, 342))}",
        f"access_token={jwt({'client_id': 'qa-postman', 'scope': 'openid profile', 'exp': 1900000000})}",
        f"-H \"Authorization: Bearer {jwt({'uid': digits(6), 'env': 'qa2', 'exp': 1890000000})}\"",
    )

    r.add(
        "appstore_connect_p8",
        f"App Store Connect API (TestFlight uploadui)\nKey ID: {asc_key_id()}\nIssuer: {uid()}\n" + pem("PRIVATE KEY", 3),
        f"AuthKey_{asc_key_id()}.p8\n" + pem("PRIVATE KEY", 3),
        f"fastlane:\n  app_store_connect_api_key(key_id: \"{asc_key_id()}\", issuer_id: \"{uid()}\", key_content: \"" + pem("PRIVATE KEY", 3).replace("\n", "\\n") + "\")",
        "ASC p8 raktas (nebeparsisiųsi antrą kartą!!)\n" + pem("PRIVATE KEY", 3),
    )

    r.add(
        "firebase_service_account",
        '{"type": "service_account", "project_id": "acme-qa-testlab", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + pem_body(3).replace("\n", "\\n") + '\\n-----END PRIVATE KEY-----\\n", "client_email": "testlab@acme-qa-testlab.iam.gserviceaccount.com"}',
        "Firebase Test Lab SA raktas (gcloud auth activate-service-account):\nprivate_key_id " + hexs(40) + "\nprivate_key -----BEGIN PRIVATE KEY-----\\n" + pem_body(2).replace("\n", "\\n") + "\\n-----END PRIVATE KEY-----",
        "firebase app distribution sa.json\n" + json.dumps({"type": "service_account", "project_id": "acme-mobile-qa", "private_key_id": hexs(40), "private_key": pem("PRIVATE KEY", 3) + "\n", "client_id": digits(21, lead=True)}, indent=2),
        "GOOGLE_APPLICATION_CREDENTIALS_JSON='" + json.dumps({"type": "service_account", "private_key_id": hexs(40), "private_key": pem("PRIVATE KEY", 2)}) + "'",
    )

    r.add(
        "seed_phrase",
        f"Ledger seed (asmeninis, ne darbo) {seed_phrase(24)}",
        f"metamask test wallet (sepolia, bet vis tiek) :\n{seed_phrase(12)}",
        "seed frazė\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"kripto pinigine - 12 zodziu: {seed_phrase(12)}",
    )

    r.add(
        "vpn_login",
        f"FortiClient VPN vpn.acme.internal user ingrida.k pass {pw()}",
        f"openvpn auth.txt\nqa-remote\n{rnd(ALNUM, 18)}",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.0.14/32\n\n[Peer]\nEndpoint = wg.acme.test:51820",
        f"vpn slaptažodis pasikeitė (kas 90 d.) -> {pick('Rudenis', 'Ziema', 'Pavasaris', 'Vasara')}{digits(4)}!{rnd(UPPER, 2)}",
    )

    r.add(
        "staging_basic_auth",
        f"staging basic auth: qa / {rnd(ALNUM, 12)}",
        f"https://qa:{rnd(ALNUM, 14)}@staging.acme.test/checkout",
        f"curl -u preview:{pw()} https://preview-{digits(4)}.acme.test/health",
        f"Authorization: Basic {basic('stage', rnd(ALNUM, 16))}",
        f"htaccess užrakintas demo.acme.test\nvartotojas demo\nslaptažodis {wifi_key()}",
    )

    r.add(
        "device_safe_code",
        f"seifas su test telefonais (spinta prie virtuvės) kodas {pin(6)}",
        f"device locker code {pin(4)} — grąžinti telefonus iki 18h",
        f"seifo kodas\n{pin(6)}",
        f"planšečių spintelė: {pin(4)}, raktas pas Tomą",
    )

    r.add(
        "test_phone_passcode",
        f"iPhone 13 (test, IMEI baigiasi {digits(3)}) passcode {pin(6)}",
        f"Pixel 7 qa telefono atrakinimo PIN {pin(4)}",
        f"test device passcodes:\n- iPad Air: {pin(6)}\n- Galaxy S22: {pin(4)}\n- iPhone SE: {pin(6)}",
        f"senas xiaomi testams, kodas {pin(6)} (nenaudot su prod)",
    )

    r.add(
        "xray_client_secret",
        f"Xray Cloud API\nclient_id: {xray_client_id()}\nclient_secret: {xray_client_secret()}",
        f"curl -H 'Content-Type: application/json' -X POST --data '{{\"client_id\": \"{xray_client_id()}\", \"client_secret\": \"{xray_client_secret()}\"}}' https://xray.cloud.getxray.app/api/v2/authenticate",
        f"XRAY_CLIENT_ID={xray_client_id()}\nXRAY_CLIENT_SECRET={xray_client_secret()}",
        f"xray raktas importui (client secret) {xray_client_secret()}",
    )

    r.add(
        "cypress_record_key",
        f"CYPRESS_RECORD_KEY={uid()}",
        f"npx cypress run --record --key {uid()} --parallel --ci-build-id $BUILD_NUMBER",
        f"cypress cloud record key (projektas web-e2e) {uid()}",
        f"cypress record raktas\n{uid()}\nsenas buvo nutekintas į logus, pakeistas",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "jira_ticket_key",
        f"QA-{digits(4, lead=True)} regresas po release, priskirta man",
        f"bugai šiam sprintui: MOB-{digits(3, lead=True)}, MOB-{digits(3, lead=True)}, WEB-{digits(4, lead=True)} (blocker)",
        f"https://acme-qa.atlassian.net/browse/CHK-{digits(4, lead=True)}?focusedCommentId={digits(6, lead=True)}",
        f"confluence puslapis test planui pageId={digits(9, lead=True)}",
        f"sukurt subtaskus po PAY-{digits(4, lead=True)} — testavimas, dokumentacija",
    )

    r.add(
        "ci_build_number",
        f"Jenkins regression #{digits(4, lead=True)} raudonas, #{digits(4, lead=True)} žalias",
        f"gitlab pipeline {digits(9, lead=True)} failino ant e2e stage",
        f"build {pick('5.12.0', '5.13.1', '6.0.0')} ({digits(5, lead=True)}) nukeliavo į TestFlight",
        f"nightly build id: {digits(8, lead=True)}-{short_sha()}",
        f"Build number 2025.{digits(2)}.{digits(3)}-rc{pick(1, 2, 3)} perduotas UAT'ui",
    )

    r.add(
        "test_case_reference",
        f"TestRail run R{digits(4, lead=True)}: C{digits(5, lead=True)}, C{digits(5, lead=True)} failed, C{digits(5, lead=True)} blocked",
        f"xray test execution QA-{digits(4, lead=True)}, test plan QA-{digits(4, lead=True)}",
        f"@TestCaseId(\"C{digits(6, lead=True)}\")\n@Test\nvoid checkoutWithSavedCard() {{ ... }}",
        f"testai {', '.join('TC-' + digits(4, lead=True) for _ in range(4))} - perrašyt po UI pakeitimo",
        f"allure history id {hexs(32)} rodo tą patį flaky testą",
    )

    r.add(
        "commit_sha",
        f"bugas atsirado po {hexs(40)}",
        f"git bisect: first bad commit {short_sha()}",
        f"reverted {hexs(40)} (PR #{digits(4, lead=True)})",
        f"testuota ant main@{short_sha()}, fix bus {short_sha()}",
        f"cherry-pick -x {hexs(40)} i release/{pick('5.12', '5.13')} sakoj",
    )

    r.add(
        "image_digest",
        f"selenium/standalone-chrome@sha256:{hexs(64)}",
        f"qa-runner image digest sha256:{hexs(64)} — pinint šitą, naujas lūžta",
        f"docker pull registry.acme.internal/e2e/cypress-base:13.6@sha256:{hexs(64)}",
        f"image: harbor.acme.test/qa/k6:{pick('0.49', '0.50', '0.51')}\n# digest {hexs(12)}",
    )

    r.add(
        "browserstack_session_id",
        f"https://automate.browserstack.com/dashboard/v2/builds/{hexs(40)}/sessions/{hexs(40)}",
        f"BS session {hexs(40)} — video rodo kad mygtukas nepasikrauna",
        f"browserstack build hash {hexs(40)} (Safari 17 fails)",
        f"app-automate sesija: {hexs(40)}, įrenginys Galaxy S23",
    )

    r.add(
        "sauce_job_id",
        f"https://app.saucelabs.com/tests/{hexs(32)}",
        f"sauce job {hexs(32)} timeoutino po 90s",
        f"Sauce Labs tunnel id {hexs(32)} buvo down 14:20-14:35",
        f"sauce build: regression-{digits(4)} / job ids {hexs(32)}, {hexs(32)}",
    )

    r.add(
        "postman_collection_url",
        f"https://acme-qa.postman.co/workspace/QA~{uid()}/collection/{digits(8, lead=True)}-{uid()}",
        f"kolekcijos uid {digits(8, lead=True)}-{uid()} (naudot newman'e per export, ne per API)",
        f"postman environment id {uid()} = staging",
        f"newman run collections/orders.postman_collection.json -e envs/qa2.postman_environment.json --folder \"Refunds\" # request id {uid()}",
    )

    r.add(
        "lt_bank_iban",
        f"Mano Swedbank sąskaita: {lt_iban('73000')}",
        f"SEB IBAN {lt_iban('70440')} (atlyginimui)",
        f"pervest už Užupio pietus Tomui -> {iban('LT', '73000' + digits(11), spaced=False)}",
        f"Gavėjas: Acme UAB\nIBAN: {lt_iban('70440')}\nSWIFT: CBVILT2X",
        f"nuomos sask. {lt_iban('73000')}, paskirtis 'nuoma {pick('sausis', 'vasaris', 'kovas')}'",
    )

    r.add(
        "masked_card_number",
        f"kortelė **** **** **** {digits(4)} pasibaigia {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)}",
        f"Swedbank Visa ...{digits(4)} užblokuota, nauja atkeliaus",
        f"test card in staging ends with {digits(4)} (Stripe test mode)",
        f"mokėta kortele •••• {digits(4)}, suma 42,90 €",
    )

    r.add(
        "parcel_tracking",
        f"Omniva siunta {s10('CE', 'EE')} — paštomatas Užupio g.",
        f"LP siuntos sekimo nr. {s10('RR', 'LT')}",
        f"DPD tracking {digits(14, lead=True)}",
        f"test telefonų siunta iš UK: {s10('RB', 'GB')}, muitinė dar laiko",
    )

    r.add(
        "invoice_number",
        f"sąskaita faktūra ACM-{pick(2024, 2025)}-{digits(5)} už BrowserStack licenziją",
        f"Invoice #{digits(7, lead=True)} from Sauce Labs, 1 200,00 USD",
        f"PVM SF serija VLN nr. {digits(6)}",
        f"atlassian invoice AT-{digits(9, lead=True)} (Jira + Confluence, 25 users)",
    )

    r.add(
        "booking_reference",
        f"airBaltic rezervacija {pnr()} VNO→RIX, 07:15",
        f"booking.com patvirtinimo nr. {digits(10, lead=True)} (TestCon Riga)",
        f"flight to Berlin, PNR {pnr()}, seat 14C",
        f"konferencijos bilietas EuroSTAR, order {pick('ES', 'TK')}-{digits(6)}",
    )

    r.add(
        "phone_number",
        f"biuro administratorė Rasa {lt_phone()}",
        f"kurjeris skambins iš {lt_phone()}",
        f"test SIM numeriai: {lt_phone()}, {lt_phone()} (Telia), {lt_phone()} (Bitė)",
        f"apsaugos įmonė budėtojas tel. +370 5 {digits(3)} {digits(4)}",
    )

    r.add(
        "company_code",
        f"UAB Acme įmonės kodas 30{digits(7)}, PVM kodas LT{digits(9)}",
        f"rekvizitai sąskaitai: įm. k. 30{digits(7)}, LT{digits(12)}",
        f"vendor VAT ID LT{digits(9)} (tikrinta VIES)",
        f"company reg. no. 30{digits(7)} for the BrowserStack PO",
    )

    r.add(
        "smartid_control_code",
        f"Smart-ID kontrolinis kodas buvo {pin(4)}, sutapo su ekranu — ok",
        f"smart-id verification code {pin(4)} appeared, matched the bank page",
        f"testuojant Smart-ID demo: kontrolinis kodas {pin(4)} rodomas ir telefone ir naršyklėj",
        f"SEB prisijungimas: kontrolinis kodas {pin(4)} (tik palyginti, ne PIN)",
    )

    r.add(
        "used_otp",
        f"SMS kodas {digits(6)} jau panaudotas, galiojo 5 min",
        f"verification code {digits(6)} expired before I typed it, requested new one",
        f"testuojant OTP srautą: kodas {digits(6)} -> 'Kodo galiojimas baigėsi' (expected)",
        f"el. laiško patvirtinimo kodas {digits(6)} (pasibaigęs, tik screenshot'ui bug report'e)",
        f"2FA kodas {digits(6)} is authenticator'iaus — jau sunaudotas login'ui 09:14, naujas kas 30 s",
    )

    r.add(
        "env_var_reference",
        "env:\n  BROWSERSTACK_ACCESS_KEY: ${{ secrets.BROWSERSTACK_ACCESS_KEY }}\n  SAUCE_ACCESS_KEY: ${{ secrets.SAUCE_KEY }}",
        "docker login -u $HARBOR_USER -p \"$HARBOR_PASSWORD\" harbor.acme.test",
        "JIRA_API_TOKEN=${JIRA_API_TOKEN:?nenustatytas}",
        "cypress.config.js: recordKey: process.env.CYPRESS_RECORD_KEY",
        "Jenkinsfile: withCredentials([string(credentialsId: 'grafana-sa-token', variable: 'GRAFANA_TOKEN')])",
    )

    r.add(
        "secret_store_path",
        "op://QA/BrowserStack/access key — iš ten ima op run",
        "vault kv get -field=password secret/qa/staging/admin",
        "slaptažodžiai NE čia — Bitwarden kolekcija 'QA / test accounts'",
        "Smart-ID PIN'ai tik galvoje ir popieriuje namie, ne telefone",
        "Postman: adminPassword laikomas kaip {{adminPassword}} iš Vault (current value tuščias)",
    )

    r.add(
        "public_key_material",
        f"mano vieš. raktas į qa-runner: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ingrida@thinkpad",
        f"GPG fingerprint {groups(hexs(40).upper(), 4)}",
        f"host key SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (qa-runner-02)",
        "-----BEGIN PUBLIC KEY-----\n" + pem_body(2) + "\n-----END PUBLIC KEY-----\n^ JWT verifikacijai test aplinkoj",
    )

    r.add(
        "publishable_client_key",
        f"Stripe test publishable: pk_test_{rnd(ALNUM, 99)}",
        f"const firebaseConfig = {{ apiKey: \"AIza{rnd(URLSAFE, 35)}\", authDomain: \"acme-qa.firebaseapp.com\", projectId: \"acme-qa\" }};",
        f"sentry dsn (frontend) https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.io/{digits(7, lead=True)}",
        f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} (vieša, secret pas backend)",
    )

    r.add(
        "grafana_dashboard_link",
        f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/k6-load-results?orgId=1&from=now-6h&var-run={uid()}",
        f"grafana panel viewPanel={digits(2, lead=True)}, dashboard uid {rnd(ALNUM + '-', 14)}",
        f"service account id {digits(3, lead=True)} (qa-annotations) — tokeną perkūrė DevOps",
        f"alert rule uid {rnd(ALNUM, 14)} suveikė per load testą",
    )

    r.add(
        "version_string",
        f"Android app {pick('4', '5')}.{secrets.randbelow(20)}.{secrets.randbelow(10)} (versionCode {digits(6, lead=True)})",
        f"Chrome {pick('124', '125', '126')}.0.{digits(4, lead=True)}.{digits(3, lead=True)} lūžta drag&drop",
        f"iOS {pick('17.4.1', '17.5', '18.0 beta 3')} build {digits(2)}{pick('E', 'F', 'A')}{digits(3)}",
        f"selenium {pick('4.19.1', '4.20.0', '4.21.0')}, chromedriver {pick('124', '125')}.0.{digits(4, lead=True)}.{digits(2)}",
    )

    r.add(
        "device_identifier",
        f"Galaxy S22 IMEI {imei()}",
        f"iPhone 14 UDID 0000{digits(4)}-00{hexs(14).upper()}",
        f"test telefonų sąrašas:\n| įrenginys | serial |\n| Pixel 7 | {rnd(UPPER + DIGITS, 14)} |\n| iPad 9 | {rnd(UPPER + DIGITS, 10)} |",
        f"adb -s {rnd(UPPER + DIGITS, 12)} logcat | grep acme",
        f"laptop asset tag ACME-{digits(5)}, S/N {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "network_address",
        f"QA lab spausdintuvas MAC {mac()} IP 10.42.{secrets.randbelow(256)}.{secrets.randbelow(256)}",
        f"staging egress IP 203.0.113.{secrets.randbelow(254) + 1} (įdėt į BrowserStack allowlist)",
        f"router {mac('-', upper=True)} Užupio biure, IPv6 2001:db8::{hexs(4)}",
        f"test iPad wifi MAC {mac()} (private address išjungtas)",
    )

    r.add(
        "artifact_checksum",
        f"app-release.apk sha256 {hexs(64)}",
        f"md5 {hexs(32)}  acme-ios-{digits(4, lead=True)}.ipa",
        f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"k6 rezultatų failas, SHA1 {hexs(40)}",
    )

    r.add(
        "placeholder_value",
        "POSTMAN_API_KEY=<įdėk savo>",
        "browserstack.yml:\nuserName: YOUR_USERNAME\naccessKey: YOUR_ACCESS_KEY",
        "password: ******** (README pavyzdyje, tikras pas admin)",
        "GRAFANA_TOKEN=changeme  # .env.example",
    )

    r.add(
        "masked_token",
        f"grafana tokenas rodomas kaip glsa_****…{hexs(4)} — pilno nebematyti",
        f"Jira API token 'ci-sync' created {pick('2024-11-04', '2025-01-20')}, ATATT3xFfGF0…(sutrumpinta)",
        f"PMAK-{hexs(6)}…{hexs(4)} — Postman rodo tik pradžią",
        f"ghp_************************{rnd(ALNUM, 4)} revoked {pick('vakar', 'šiandien')}",
        f"BrowserStack access key: ****************{rnd(ALNUM, 4)} (tik paskutiniai 4, pilnas Vault'e)",
    )

    r.add(
        "payment_amount_date",
        f"{pick('2025-02-14', '2025-03-03', '2024-12-19')} apmokėta {secrets.randbelow(900) + 100},{digits(2)} € (BrowserStack Team)",
        f"avansinė apyskaita: taksi {secrets.randbelow(40) + 5},{digits(2)} EUR, {pick('03 12', '04 02')}",
        f"Sauce Labs renewal due {pick('2025-06-30', '2025-09-01')}, {secrets.randbelow(9) + 1} {digits(3)} USD/yr",
        f"atlyginimas {pick('10', '15', '25')} d., premija {secrets.randbelow(900) + 100} €",
    )

    r.add(
        "test_env_host",
        f"pod'as kuris krenta: {pod_name('checkout-api')}",
        f"qa2 env: https://qa2.acme.test, api https://api.qa2.acme.test/v{pick(1, 2)}",
        f"feature env'as pr-{digits(4, lead=True)}.preview.acme.test (ištrinamas po merge)",
        f"kubectl -n qa logs {pod_name('orders-worker')} --since=1h",
    )

    r.add(
        "request_trace_id",
        f"X-Request-Id: {uid()} — 500 ant /checkout",
        f"traceparent 00-{hexs(32)}-{hexs(16)}-01",
        f"correlation id {hexs(24)} (mongo order), bug report'e",
        f"sentry event {hexs(32)} — NullPointer po login",
    )

    r.add(
        "payment_reference",
        f"įmokos kodas {digits(8, lead=True)} (Vilniaus vandenys)",
        f"mokėjimo nurodymo nr. {digits(10, lead=True)}, paskirtis: SF {digits(6)}",
        f"SEPA end-to-end id E2E{rnd(UPPER + DIGITS, 16)}",
        f"pervedimo ref. {rnd(UPPER + DIGITS, 12)} Swedbank išraše",
    )

    r.add(
        "cypress_project_id",
        f"cypress.config.js: projectId: '{rnd(LOWER + DIGITS, 6)}'",
        f"Cypress Cloud run #{digits(4, lead=True)} (projektas {rnd(LOWER + DIGITS, 6)}) 3 flaky",
        f"https://cloud.cypress.io/projects/{rnd(LOWER + DIGITS, 6)}/runs/{digits(4, lead=True)}/test-results",
        f"ci-build-id {digits(5, lead=True)}-{short_sha()} grupuoja paralelinius run'us",
    )

    r.add(
        "tunnel_identifier",
        f"BrowserStack Local --local-identifier qa-{rnd(LOWER + DIGITS, 10)}",
        f"sauce tunnel name vilnius-{rnd(LOWER + DIGITS, 8)}, pool'as qa-eu",
        f"localIdentifier: 'gh-run-{digits(10, lead=True)}'",
        f"tunelio id {rnd(LOWER + DIGITS, 16)} — buvo paleistas du kartus, todėl konfliktas",
    )

    r.add(
        "wifi_network_name",
        "biuro WiFi tinklai: Acme-Office (darbuotojams), Acme-Guest (svečiams), Acme-QA-Lab (įrenginiams)",
        f"test routeris SSID TP-Link_{hexs(4).upper()}_5G, slaptažodis ant lipduko apačioj",
        f"Užupio kavinės wifi vadinasi 'Kavine-{rnd(UPPER + DIGITS, 4)}', pass paklaust baristos",
        "iPad'ai jungiasi prie Acme-QA-Lab (WPA2-Enterprise, cert per MDM)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout331.py", [
        ("heldout331_credentials.yaml", credentials(), "Held-out batch 331: credentials a QA engineer in Vilnius keeps (Jira/Confluence, BrowserStack, Sauce Labs, Postman, Docker registries, Grafana, Smart-ID PINs, office door and alarm codes, Wi-Fi and more)"),
        ("heldout331_lookalikes.yaml", lookalikes(), "Held-out batch 331: a QA engineer's test ids, build numbers, ticket keys, session ids, IBANs, tracking numbers, control codes, masked keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
