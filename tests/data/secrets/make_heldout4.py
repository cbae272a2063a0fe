# ruff: noqa: E501
"""Writes heldout4_credentials.yaml and heldout4_lookalikes.yaml: a fourth blind held-out batch.

Written without reading the detector or the earlier held-out corpora (only the helpers of
make_heldout.py were read), so it measures whether the detector generalises. Never tune the
detector on these two files: a miss here is a finding to fix in general terms, and after any
fix the batch is spent (write a new one to measure again).

Every value is synthetic: random parts from the `secrets` module in a real format's shape,
hosts under `.test`, `.internal`, `example` or `acme`. A rerun draws new values; the output is
committed and the tests read that. Run `python make_heldout4.py` in this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64url,
    basic,
    digits,
    groups,
    hexs,
    luhn,
    openssh_private,
    pem,
    phrase,
    pick,
    png,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
BIP39 = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse", "access", "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act", "action", "actor", "actress", "actual", "adapt", "add", "addict", "address", "adjust", "admit", "adult", "advance", "advice", "aerobic", "affair", "afford", "afraid", "again", "age", "agent", "agree", "ahead", "aim", "air", "airport", "aisle", "alarm", "album", "alcohol", "alert", "alien", "all", "alley", "allow", "almost", "alone", "alpha", "already", "also", "alter", "always", "amateur", "amazing", "among", "amount", "amused", "analyst", "anchor", "ancient", "anger", "angle", "angry", "animal", "ankle", "announce", "annual", "another", "answer", "antenna", "antique", "anxiety", "any", "apart", "apology", "appear", "apple", "approve", "april", "arch", "arctic", "area", "arena", "argue", "arm", "armed", "armor", "army", "around", "arrange", "arrest", "arrive", "arrow", "art", "artist", "artwork", "ask", "aspect", "assault", "asset", "assist", "assume", "asthma", "athlete", "atom", "attack", "attend", "attitude", "attract", "auction", "audit", "august", "aunt", "author", "auto", "autumn", "average", "avocado", "avoid", "awake", "aware", "away", "awesome", "awful", "awkward", "axis", "orbit", "timber", "velvet", "hockey", "youth", "zebra", "zoo", "wrap"]


GIF = b"GIF89a"


def keytab(nbytes: int) -> str:
    """A Kerberos keytab file (version 0x0502) in base64."""
    return b64(b"\x05\x02" + secrets.token_bytes(nbytes))


def p12(nbytes: int) -> str:
    """A PKCS#12 bundle (DER SEQUENCE) in base64."""
    return b64(b"0\x82\x0a" + secrets.token_bytes(nbytes))


def credentials() -> list[tuple[str, str]]:
    rows = Rows()
    add = rows.add

    add("cloudflare_api_token",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
        f"Made a new Cloudflare token (Zone:DNS:Edit on acme.test) for the certbot hook: {rnd(URLSAFE, 40)} - expires never, should fix that",
        f"cf dns token für den Homeserver, nur Zone Read: {rnd(URLSAFE, 40)}")
    add("datadog_keys",
        f"datadog\n  api_key: {hexs(32)}\n  app_key: {hexs(40)}",
        f"DD_API_KEY={hexs(32)} in the agent container, DD_SITE=datadoghq.eu",
        f"The Datadog application key Priya created for the dashboards script is {hexs(40)}")
    add("newrelic_user_key",
        f"New Relic user key for NerdGraph queries: NRAK-{rnd(UPPER + DIGITS, 27)}",
        f"newrelic: NEW_RELIC_API_KEY=NRAK-{rnd(UPPER + DIGITS, 27)} (Ingest license key is a different one)")
    add("pagerduty_api_key",
        f"PagerDuty REST API key (read/write, for the on-call bot): {rnd(ALNUM + '-_+', 20)}",
        f"pd token={rnd(URLSAFE, 20)}  # pdpyras.APISession(token)")
    add("heroku_api_key",
        f"HEROKU_API_KEY={uid()}",
        f"heroku auth:token gave me {uid()} - that's what CI uses to deploy the staging app")
    add("okta_ssws_token",
        f"Authorization: SSWS 00{rnd(URLSAFE, 40)}",
        f"Okta admin API token for acme.okta.test (created under svc-sync): 00{rnd(URLSAFE, 40)}")
    add("auth0_client_secret",
        f"AUTH0_DOMAIN=acme.eu.auth0.test\nAUTH0_CLIENT_ID={rnd(ALNUM, 32)}\nAUTH0_CLIENT_SECRET={rnd(URLSAFE, 64)}",
        f"auth0 M2M app 'billing-worker' -> secret {rnd(URLSAFE, 64)}")
    add("firebase_server_key",
        f"FCM legacy server key (push for the Android app): AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
        f"firebase cloud messaging\nAuthorization: key=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}")
    add("algolia_admin_key",
        f"Algolia app {rnd(UPPER + DIGITS, 10)}, admin API key {hexs(32)} (search-only key is in the frontend, this one is NOT)",
        f"ALGOLIA_ADMIN_API_KEY={hexs(32)}")
    add("mapbox_secret_token",
        f"mapbox secret token with styles:write: sk.{b64url({'u': 'acme-maps', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}",
        f"MAPBOX_DOWNLOADS_TOKEN=sk.{b64url({'u': 'jdoe', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}")
    add("twitch_client_secret",
        f"twitch dev console, app 'clipbot': client id {rnd(LOWER + DIGITS, 30)} secret {rnd(LOWER + DIGITS, 30)}",
        f"TWITCH_CLIENT_SECRET = \"{rnd(LOWER + DIGITS, 30)}\"")
    add("dropbox_token",
        f"Dropbox access token for the backup script: sl.B{rnd(URLSAFE, 135)}",
        f"rclone remote 'dbx' token json had \"access_token\":\"sl.B{rnd(URLSAFE, 135)}\",\"refresh_token\":\"{rnd(URLSAFE, 64)}\"")
    add("zoom_jwt_secret",
        f"Zoom JWT app — API Key {rnd(URLSAFE, 22)}, API Secret {rnd(ALNUM, 36)}",
        f"ZOOM_CLIENT_SECRET={rnd(ALNUM, 32)} (server-to-server oauth, account {rnd(URLSAFE, 22)})")
    add("square_token",
        f"Square production access token: EAAA{rnd(URLSAFE, 60)}",
        f"square oauth app secret sq0csp-{rnd(URLSAFE, 43)}",
        f"SQUARE_ACCESS_TOKEN=EAAA{rnd(URLSAFE, 60)}")
    add("paypal_client_secret",
        f"PayPal live REST app\nclient_id: A{rnd(URLSAFE, 79)}\nclient_secret: E{rnd(URLSAFE, 79)}",
        f"paypal secret for the shop (live, not sandbox!!) E{rnd(URLSAFE, 79)}")
    add("razorpay_secret",
        f"RAZORPAY_KEY_ID=rzp_live_{rnd(ALNUM, 14)}\nRAZORPAY_KEY_SECRET={rnd(ALNUM, 24)}",
        f"razorpay live: key rzp_live_{rnd(ALNUM, 14)} / secret {rnd(ALNUM, 24)}")
    add("coinbase_api_secret",
        f"Coinbase API key {rnd(ALNUM, 16)}, secret {rnd(ALNUM, 32)} — view + trade, NO transfer permission",
        f"coinbase advanced trade key:\n{pem('EC PRIVATE KEY', 3)}")
    add("binance_api_secret",
        f"binance:\n  apiKey: {rnd(ALNUM, 64)}\n  secret: {rnd(ALNUM, 64)}",
        f"Binance-Schlüssel für den Grid-Bot, Secret: {rnd(ALNUM, 64)}")
    add("contentful_pat",
        f"CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-{rnd(URLSAFE, 43)}",
        f"contentful personal access token (migrations): CFPAT-{rnd(URLSAFE, 43)}")
    add("sentry_auth_token",
        f"SENTRY_AUTH_TOKEN=sntrys_{b64url({'iat': 1712000000, 'url': 'https://sentry.acme.test', 'org': 'acme'})}_{rnd(URLSAFE, 43)}",
        f"sentry-cli upload token (org:ci) sntrys_{b64url({'iat': 1714000000, 'region_url': 'https://de.sentry.test', 'org': 'acme'})}_{rnd(URLSAFE, 43)}")
    add("grafana_token",
        f"grafana service account token: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"Grafana Cloud access policy token for the metrics push - glc_{b64(json.dumps({'o': digits(6, lead=True), 'n': 'push', 'k': rnd(ALNUM, 24), 'm': {'r': 'eu'}}).encode())}")
    add("terraform_cloud_token",
        f"credentials \"app.terraform.io\" {{\n  token = \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\"\n}}",
        f"TF_TOKEN_app_terraform_io={rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}")
    add("pulumi_token",
        f"PULUMI_ACCESS_TOKEN=pul-{hexs(40)}",
        f"pulumi login token for the org (Sam's): pul-{hexs(40)}")
    add("tailscale_authkey",
        f"tailscale up --authkey=tskey-auth-{rnd(ALNUM, 17)}-{rnd(ALNUM, 33)} --advertise-exit-node",
        f"Reusable Tailscale key for the Pi fleet, ephemeral: tskey-auth-{rnd(ALNUM, 17)}-{rnd(ALNUM, 33)}")
    add("ngrok_authtoken",
        f"ngrok config add-authtoken {rnd(ALNUM, 27)}_{rnd(ALNUM, 21)}",
        f"ngrok.yml\nversion: 2\nauthtoken: {rnd(ALNUM, 27)}_{rnd(ALNUM, 21)}")
    add("replicate_token",
        f"REPLICATE_API_TOKEN=r8_{rnd(ALNUM, 37)}",
        f"replicate token for the sdxl experiments: r8_{rnd(ALNUM, 37)}")
    add("groq_key",
        f"groq key gsk_{rnd(ALNUM, 52)} (free tier, rate limited)",
        f"client = Groq(api_key=\"gsk_{rnd(ALNUM, 52)}\")")
    add("mistral_key",
        f"MISTRAL_API_KEY={rnd(ALNUM, 32)}",
        f"La clé API Mistral pour le projet de résumé : {rnd(ALNUM, 32)}")
    add("cohere_key",
        f"cohere rerank key: {rnd(ALNUM, 40)}",
        f"co = cohere.Client(\"{rnd(ALNUM, 40)}\")")
    add("perplexity_key",
        f"PPLX_API_KEY=pplx-{rnd(ALNUM, 48)}",
        f"perplexity api key (pro credits) pplx-{hexs(48)}")
    add("elevenlabs_key",
        f"ELEVENLABS_API_KEY=sk_{hexs(48)}",
        f"xi-api-key: {hexs(32)}  <- elevenlabs, voice clone account")
    add("npmrc_auth_token",
        f".npmrc\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"//npm.pkg.acme.test/:_authToken={uid()}\nalways-auth=true",
        f"@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_auth={basic('ci', pw())}")
    add("pypirc_password",
        f"~/.pypirc\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 120)}",
        f"[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.acme.internal/\nusername = deploy\npassword = {pw()}")
    add("pip_index_url_creds",
        f"pip.conf\n[global]\nindex-url = https://ci-reader:{rnd(ALNUM, 24)}@pypi.acme.internal/simple/",
        f"pip install --extra-index-url https://__token__:{rnd(URLSAFE, 40)}@gitlab.acme.test/api/v4/projects/42/packages/pypi/simple acme-core")
    add("maven_settings_password",
        f"<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>deployer</username>\n    <password>{pw()}</password>\n  </server>\n</servers>",
        f"settings.xml for nexus: <server><id>nexus</id><username>jenkins</username><password>{rnd(ALNUM, 22)}</password></server>")
    add("gradle_properties_password",
        f"gradle.properties\nsigning.keyId={hexs(8).upper()}\nsigning.password={pw()}\nossrhPassword={rnd(ALNUM, 18)}",
        f"~/.gradle/gradle.properties: artifactoryUser=builder artifactoryPassword={rnd(ALNUM, 20)}")
    add("docker_compose_env_password",
        f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: {pw()}",
        f"compose file for the nas:\n  environment:\n    - MYSQL_ROOT_PASSWORD={rnd(ALNUM, 18)}\n    - MYSQL_DATABASE=nextcloud")
    add("helm_values_password",
        f"values-prod.yaml\nredis:\n  auth:\n    enabled: true\n    password: \"{pw()}\"",
        f"helm upgrade --install kc bitnami/keycloak --set auth.adminPassword={rnd(ALNUM, 16)} -n auth")
    add("github_actions_literal_token",
        f"- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: npm_{rnd(ALNUM, 36)}",
        f"workflow step (temporary, move to secrets!!):\n  with:\n    token: ghp_{rnd(ALNUM, 36)}")
    add("k8s_secret_stringdata",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\nstringData:\n  SMTP_USER: mailer@acme.test\n  SMTP_PASS: {pw()}",
        f"kind: Secret\ntype: Opaque\ndata:\n  password: {b64(pw().encode())}")
    add("source_code_secret",
        f"settings.py\nSECRET_KEY = \"django-insecure-{rnd(ALNUM + '!@#$%^&*(-_=+)', 50)}\"",
        f"const client = new S3Client({{ region: \"eu-central-1\", credentials: {{ accessKeyId: \"AKIA{rnd(UPPER + DIGITS, 16)}\", secretAccessKey: \"{rnd(ALNUM + '/+', 40)}\" }} }});",
        f"db, err := sql.Open(\"mysql\", \"reporter:{rnd(ALNUM, 18)}@tcp(db.acme.internal:3306)/sales\")")
    add("config_file_secret",
        f"config.toml\n[smtp]\nhost = \"smtp.acme.test\"\nuser = \"alerts\"\npassword = \"{pw()}\"",
        f"appsettings.json: {{\"ConnectionStrings\": {{\"Main\": \"Server=sql01.acme.internal;Database=crm;User Id=crm_app;Password={pw()};\"}}}}",
        f"application.properties\nspring.datasource.username=orders\nspring.datasource.password={rnd(ALNUM, 20)}")
    add("rust_go_literal_key",
        f"let client = reqwest::Client::new(); // key: \"{rnd(ALNUM, 40)}\" for weather api\nconst API_SECRET: &str = \"{rnd(ALNUM, 40)}\";",
        f"var hmacSecret = []byte(\"{rnd(ALNUM, 32)}\") // webhook signature key")
    add("cli_password_flag",
        f"sshpass -p '{pw()}' ssh admin@10.0.4.12",
        f"mysql -h db.acme.internal -u root -p{rnd(ALNUM, 14)} shop < dump.sql",
        f"7z a -p{pw()} -mhe=on taxes-2023.7z ~/Documents/Steuer")
    add("archive_password",
        f"zip -P {rnd(ALNUM, 12)} -r handover.zip handover/ — sent the zip to Marco, password via phone",
        f"Das ZIP für die Steuerberaterin hat das Passwort {pw()}")
    add("db_url_password",
        f"psql \"postgresql://analytics:{rnd(ALNUM, 20)}@pg.acme.internal:5432/warehouse?sslmode=require\"",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.acme.test:6380/0",
        f"mongosh \"mongodb+srv://admin:{rnd(ALNUM, 16)}@cluster0.abcde.mongodb.test/\"")
    add("http_basic_password",
        f"curl -u jenkins:{rnd(ALNUM, 18)} https://ci.acme.internal/job/nightly/build",
        f"wget --user=mirror --password='{pw()}' https://files.acme.test/isos/",
        f"Authorization: Basic {basic('grafana', pw())}")
    add("passphrase_flag",
        f"openssl pkcs12 -in client.p12 -nodes -passin pass:{pw()} -out client.pem",
        f"gpg --batch --passphrase '{pw()}' -d backup.tar.gpg | tar x",
        f"rclone config: [crypt] password = {rnd(URLSAFE, 40)} (that's the obscured one but it still decrypts)")
    add("wifi_key_prose",
        f"the wifi key at grandma's is {rnd(LOWER + DIGITS, 12)} (network is FRITZ!Box 7530 XY)",
        f"WLAN-Schlüssel im Ferienhaus: {pick('Sonnenblume', 'Bergsee', 'Apfelbaum')}{digits(4, lead=True)}!",
        f"Il codice del wifi in ufficio a Milano è {rnd(ALNUM, 14)}")
    add("physical_code",
        f"my locker combination at the gym is {digits(2, lead=True)}-{digits(2, lead=True)}-{digits(2, lead=True)}",
        f"Safe code (hotel room 412): {digits(6, lead=True)}",
        f"the alarm code for the office is {digits(4, lead=True)}, disarm within 30s then press #")
    add("door_code_foreign",
        f"Code de la porte de l'immeuble : {digits(4, lead=True)}B, puis l'interphone 'Martin'",
        f"O código do portão da garagem é {digits(6, lead=True)}")
    add("jwt_signing_secret",
        f"JWT_SECRET={rnd(ALNUM, 48)}",
        f"jwt.sign(payload, \"{rnd(ALNUM + '!$%', 32)}\", {{ expiresIn: '1h' }})  // same secret as the gateway",
        f"HS256 signing key for the mobile api tokens: {b64(secrets.token_bytes(32))}")
    add("session_cookie",
        f"Cookie: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 32)}",
        f"my logged-in session cookie for the admin panel (copy into the scraper): _acme_session={rnd(URLSAFE, 180)}",
        f"connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM + '%', 43)}")
    add("ssh_private_key",
        f"deploy key for the VPS:\n{openssh_private()}",
        f"old one from the NAS\n{pem('RSA PRIVATE KEY', 8)}",
        f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: work-laptop\nPublic-Lines: 2\n{ssh_pub('ssh-ed25519', 32)}\nPrivate-Lines: 1\n{b64(secrets.token_bytes(36))}\nPrivate-MAC: {hexs(64)}")
    add("kerberos_keytab",
        f"keytab for svc-hadoop (base64, decode to /etc/security/keytabs/svc.keytab):\n{keytab(180)}",
        f"KRB5_KEYTAB_B64={keytab(120)}")
    add("pkcs12_with_password",
        f"client cert for the bank API (p12, base64), password {pw()}:\n{p12(300)}",
        f"CERT_P12={p12(240)}\nCERT_P12_PASSWORD={rnd(ALNUM, 16)}")
    add("apple_app_specific_password",
        f"app-specific password for Thunderbird (iCloud mail): {groups(rnd(LOWER, 16), 4, '-')}",
        f"altool --upload-app -u dev@acme.test -p {groups(rnd(LOWER, 16), 4, '-')}")
    add("google_app_password",
        f"Google app password for the printer scan-to-mail: {groups(rnd(LOWER, 16), 4)}",
        f"Gmail SMTP for the cron reports: user alerts.acme@gmail.test, App-Passwort {groups(rnd(LOWER, 16), 4)}")
    add("bank_pin",
        f"PIN der neuen Girocard: {digits(4, lead=True)}",
        f"new debit card arrived, PIN is {digits(4, lead=True)} (the old one was blocked)",
        f"El PIN de la tarjeta de crédito de Ana: {digits(4, lead=True)}")
    add("card_with_cvv",
        f"Visa {luhn('4', 16)} exp 09/28 CVV {digits(3, lead=True)}",
        f"company card for the AWS bill: {' '.join(luhn('5', 16)[i:i + 4] for i in range(0, 16, 4))}, 11/27, security code {digits(3, lead=True)}")
    add("backup_codes",
        f"Backup codes for my Google account:\n{recovery_codes(8, 'digits')}",
        f"github recovery codes (keep safe)\n{recovery_codes(10, 'github')}",
        f"Codes de secours Proton : {', '.join(rnd(LOWER + DIGITS, 8) for _ in range(6))}")
    add("bip39_seed",
        f"ledger seed: {phrase(BIP39, 24)}",
        "hardware wallet recovery words\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(phrase(BIP39, 12).split())),
        "Frase semilla de la cartera de Metamask: " + phrase(BIP39, 12, ", "))
    add("totp_seed",
        f"otpauth://totp/Acme:jdoe@acme.test?secret={rnd(BASE32, 32)}&issuer=Acme",
        f"2FA setup key for the exchange (if I lose the phone): {groups(rnd(BASE32.lower(), 32), 4)}")
    return rows


def lookalikes() -> list[tuple[str, str]]:
    rows = Rows()
    add = rows.add

    add("git_sha_changelog",
        f"v2.4.1 ({hexs(7)}) fix race in uploader; {hexs(7)} bump deps",
        f"bisect says the regression came in with commit {hexs(40)}",
        f"revert {hexs(40)} and cherry-pick {hexs(12)} onto release/3.2")
    add("docker_digest",
        f"pin the base image: FROM python:3.12-slim@sha256:{hexs(64)}",
        f"ghcr.io/acme/api@sha256:{hexs(64)} is what prod runs right now")
    add("lockfile_integrity",
        f"\"node_modules/lodash\": {{\"version\": \"4.17.21\", \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"}}",
        f"yarn.lock: left-pad@^1.3.0:\n  resolved \"https://registry.yarnpkg.com/left-pad/-/left-pad-1.3.0.tgz#{hexs(40)}\"\n  integrity sha1-{b64(secrets.token_bytes(20))}",
        f"pnpm-lock: resolution: {{integrity: sha512-{b64(secrets.token_bytes(64))}}}")
    add("go_sum",
        f"github.com/spf13/cobra v1.8.0 h1:{b64(secrets.token_bytes(32))}",
        f"go.sum conflict on golang.org/x/net v0.21.0/go.mod h1:{b64(secrets.token_bytes(32))}")
    add("cargo_checksum",
        f"[[package]]\nname = \"serde\"\nversion = \"1.0.197\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{hexs(64)}\"",
        f"Cargo.lock diff only touched the checksum of tokio: {hexs(64)}")
    add("pip_hash",
        f"requests==2.31.0 \\\n    --hash=sha256:{hexs(64)} \\\n    --hash=sha256:{hexs(64)}",
        f"pip complained: THESE PACKAGES DO NOT MATCH THE HASHES, expected sha256 {hexs(64)}")
    add("nix_store_path",
        f"/nix/store/{rnd(NIX32, 32)}-python3-3.11.8/bin/python3",
        f"nix build gave result -> /nix/store/{rnd(NIX32, 32)}-tandem-0.4.0")
    add("ci_cache_key",
        f"cache key: Linux-pip-{hexs(64)}",
        f"bazel remote cache hit for action {hexs(64)}; the runner key was v3-node-modules-{hexs(40)}")
    add("terraform_lock_id",
        f"Error acquiring the state lock. Lock Info: ID: {uid()} Path: acme-tfstate/prod/terraform.tfstate Operation: OperationTypeApply",
        f"terraform force-unlock {uid()}  (Nadia's run crashed)")
    add("aws_request_id",
        f"AccessDenied, RequestId: {uid()} — ask the platform team",
        f"S3 error x-amz-request-id: {rnd(UPPER + DIGITS, 16)} x-amz-id-2: {b64(secrets.token_bytes(56))}")
    add("cloudfront_distribution_id",
        f"aws cloudfront create-invalidation --distribution-id E{rnd(UPPER + DIGITS, 13)} --paths '/*'",
        f"the docs site sits behind CloudFront distribution E{rnd(UPPER + DIGITS, 13)} (d{rnd(LOWER + DIGITS, 13)}.cloudfront.net)")
    add("azure_ids",
        f"Azure subscription id: {uid()}\ntenant id: {uid()}",
        f"az account set --subscription {uid()}  # Pay-As-You-Go, dev")
    add("gcp_project_number",
        f"GCP project acme-analytics-prod, project number {digits(12, lead=True)}",
        f"service agent is service-{digits(12, lead=True)}@gcp-sa-pubsub.iam.gserviceaccount.com")
    add("oauth_client_id_public",
        f"Google OAuth client ID (web, public): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"GitHub OAuth app client_id Iv1.{hexs(16)} - the secret lives in Vault, not here")
    add("oidc_urls",
        "issuer: https://login.acme.test/realms/staff\njwks_uri: https://login.acme.test/realms/staff/protocol/openid-connect/certs",
        f"OIDC discovery for Entra: https://login.microsoftonline.com/{uid()}/v2.0/.well-known/openid-configuration")
    add("jwt_header_only",
        f"the token header decodes fine: {b64url({'alg': 'RS256', 'kid': hexs(40), 'typ': 'JWT'})} — kid matches the JWKS",
        f"JOSE header of the id_token: {b64url({'alg': 'ES256', 'typ': 'JWT', 'kid': uid()})}")
    add("saml_entity_id",
        f"SAML SP entityID: https://app.acme.test/saml/metadata/{uid()}",
        f"IdP entity id http://www.okta.test/exk{rnd(ALNUM, 17)} and ACS URL https://acme.test/sso/acs")
    add("cert_serial_thumbprint",
        "certificate serial " + ":".join(rnd("0123456789ABCDEF", 2) for _ in range(16)),
        f"SHA-1 thumbprint of the new TLS cert: {rnd('0123456789ABCDEF', 40)}",
        f"SHA256 Fingerprint={':'.join(rnd('0123456789ABCDEF', 2) for _ in range(32))}")
    add("pgp_fingerprint",
        f"my PGP key fingerprint: {' '.join(rnd('0123456789ABCDEF', 4) for _ in range(10))}",
        f"gpg --recv-keys {rnd('0123456789ABCDEF', 40)}")
    add("known_hosts_line",
        f"git.acme.test ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"|1|{b64(secrets.token_bytes(20))}|{b64(secrets.token_bytes(20))} ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}")
    add("ssh_public_key",
        f"add my laptop to authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jdoe@thinkpad",
        f"Host key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")
    add("age_recipient",
        f"age public recipient for backups: age1{rnd(BECH32, 58)}",
        f"sops creation_rules: - age: age1{rnd(BECH32, 58)},age1{rnd(BECH32, 58)}")
    add("wireguard_public_key",
        f"[Peer]\n# phone\nPublicKey = {b64(secrets.token_bytes(32))}\nAllowedIPs = 10.8.0.3/32",
        f"WireGuard public key of the office gateway: {b64(secrets.token_bytes(32))}")
    add("onion_address",
        f"the onion mirror of the docs: http://{rnd(BASE32.lower(), 56)}.onion/",
        f"SecureDrop address {rnd(BASE32.lower(), 56)}.onion")
    add("magnet_infohash",
        f"magnet:?xt=urn:btih:{hexs(40)}&dn=debian-12.5.0-amd64-netinst.iso",
        f"torrent infohash for the Ubuntu ISO: {hexs(40).upper()}")
    add("ipfs_cid",
        f"ipfs pin add Qm{rnd(BASE58, 44)}",
        f"the dataset is on IPFS: https://ipfs.io/ipfs/bafy{rnd(BECH32.replace('1', ''), 55)}")
    add("ens_name",
        f"send to {pick('harbor-otter', 'mossfox', 'lantern42')}.eth, not the raw address",
        "ENS records for acme-dao.eth point to the multisig")
    add("crypto_address",
        f"BTC donations: bc1q{rnd(BECH32, 38)}",
        f"ETH address for the refund: 0x{hexs(40)}",
        f"Solana wallet {rnd(BASE58, 44)} / Monero 4{rnd(BASE58, 94)}")
    add("tx_block_hash",
        f"tx 0x{hexs(64)} confirmed in block 19,482,113",
        f"block hash 00000000000000000002{hexs(44)}")
    add("stripe_object_ids",
        f"refund {pick('ch_', 'pi_')}{rnd(ALNUM, 24)} for customer cus_{rnd(ALNUM, 14)}",
        f"webhook evt_{rnd(ALNUM, 24)} failed with 400, retrying",
        f"subscription sub_{rnd(ALNUM, 24)} on price price_{rnd(ALNUM, 24)}")
    add("stripe_publishable_key",
        f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"checkout.js uses Stripe('pk_test_51{rnd(ALNUM, 97)}')")
    add("twilio_account_sid",
        f"Twilio account SID AC{hexs(32)} (auth token is in 1Password)",
        f"messaging service MG{hexs(32)}, from number +1 555 0142")
    add("slack_ids",
        f"post alerts to channel C0{rnd(UPPER + DIGITS, 9)} in workspace T0{rnd(UPPER + DIGITS, 8)}, mention U0{rnd(UPPER + DIGITS, 9)}",
        f"Slack thread https://acme.slack.test/archives/C0{rnd(UPPER + DIGITS, 9)}/p{digits(16, lead=True)}")
    add("discord_snowflake",
        f"Discord user id {digits(18, lead=True)}, channel {digits(19, lead=True)}",
        f"bot should only listen in guild {digits(18, lead=True)}")
    add("youtube_id",
        f"watch later: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}&t=312s",
        f"youtu.be/{rnd(URLSAFE, 11)} — the talk about CRDTs")
    add("spotify_uri",
        f"playlist for the run: spotify:playlist:{rnd(ALNUM, 22)}",
        f"https://open.spotify.com/track/{rnd(ALNUM, 22)}?si={hexs(16)}")
    add("google_drive_id",
        f"Notes doc: https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit",
        f"Drive folder with the photos https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}")
    add("figma_key",
        f"designs: https://www.figma.com/file/{rnd(ALNUM, 22)}/Tandem-Onboarding?node-id=12-345",
        f"figma design key {rnd(ALNUM, 22)} for the icon set")
    add("notion_page_id",
        f"https://www.notion.so/acme/Q3-planning-{hexs(32)}",
        f"Notion database id {uid()} for the reading list integration")
    add("issue_keys",
        f"ENG-{digits(4, lead=True)} and PLAT-{digits(3, lead=True)} block the release; Linear TAN-{digits(3, lead=True)} is the follow-up",
        f"Ticket OPS-{digits(4, lead=True)}: rotate the certs before June")
    add("sentry_event_id",
        f"Sentry event {hexs(32)} shows the crash on Android 14",
        f"issue ACME-API-{rnd(UPPER + DIGITS, 3)}, event id {uid()}")
    add("trace_ids",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"slow span {hexs(16)} in trace {hexs(32)} (jaeger)")
    add("correlation_id",
        f"X-Correlation-ID: {uid()} - support asked for it",
        f"request id req_{rnd(ALNUM, 24)} from the OpenAI dashboard, 500 error")
    add("k8s_object_names",
        f"pod api-{hexs(10)[:9]}-{rnd(LOWER + DIGITS, 5)} is CrashLoopBackOff",
        f"kubectl logs job/db-migrate-{digits(8, lead=True)}-{rnd(LOWER + DIGITS, 5)} -n prod",
        f"replicaset worker-{rnd(LOWER + DIGITS, 10)} scaled to 0")
    add("container_id",
        f"docker logs {hexs(12)}",
        f"containerd id {hexs(64)} got OOMKilled")
    add("ecr_image_uri",
        f"{digits(12, lead=True)}.dkr.ecr.eu-west-1.amazonaws.com/tandem-api:{hexs(7)}",
        f"image: {digits(12, lead=True)}.dkr.ecr.us-east-2.amazonaws.com/ml/embedder@sha256:{hexs(64)}")
    add("base64_config",
        f"feature flags blob (base64 json): {b64(json.dumps({'darkMode': True, 'betaSearch': False, 'maxTabs': 12}).encode())}",
        f"grafana dashboard import string {b64(json.dumps({'title': 'Latency', 'panels': [{'type': 'graph', 'id': 1}]}).encode())}")
    add("data_uri",
        f"favicon inline: data:image/png;base64,{png(40)}",
        f"<img src=\"data:image/gif;base64,{b64(GIF + secrets.token_bytes(30))}\">")
    add("css_build_hashes",
        f"the button class is css-{rnd(LOWER + DIGITS, 6)} in prod and _{rnd(ALNUM, 5)}_{hexs(4)} in dev",
        f"chunk main.{hexs(8)}.js and vendors-node_modules_react-dom.{hexs(20)}.chunk.js")
    add("fixture_names",
        f"test fixture tmp_{rnd(LOWER + DIGITS, 8)} leaked into /tmp again",
        f"pytest --basetemp shows pytest-of-ci/pytest-{digits(3, lead=True)}/test_upload_{rnd(LOWER + DIGITS, 6)}0")
    add("wifi_ssid_only",
        "Home Wi-Fi SSID: Otter-5G (password on the router sticker)",
        "Im Hotel heißt das Netz 'Seeblick_Gast' — Passwort an der Rezeption fragen")
    add("password_prose",
        "I changed my GitHub password today and turned on the passkey",
        "the password manager is 1Password, family plan, vault 'Shared'",
        "Passwort vergessen – reset link sent to the old address")
    add("password_policy",
        "password policy: min 14 chars, 1 digit, 1 symbol, no reuse of the last 5, rotate every 90 days",
        "Política de contraseñas: mínimo 12 caracteres, sin palabras del diccionario")
    add("vault_reference",
        "vault kv get secret/prod/payments/stripe",
        "DB creds come from Vault: database/creds/readonly (TTL 1h)")
    add("template_reference",
        "token: ${{ secrets.NPM_TOKEN }}\npassword: ${{ secrets.DB_PASSWORD }}",
        "password: {{ .Values.postgresql.auth.password | quote }}",
        "MasterUserPassword: !Ref DbPassword")
    add("env_var_names",
        "needs OPENAI_API_KEY, ANTHROPIC_API_KEY and DATABASE_URL set before `make dev`",
        "export AWS_SECRET_ACCESS_KEY=$(pass show aws/secret)")
    add("sops_encrypted",
        f"db_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        f"sops:\n    age:\n        - recipient: age1{rnd(BECH32, 58)}\n    mac: ENC[AES256_GCM,data:{b64(secrets.token_bytes(32))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]")
    add("sealed_secret",
        f"kind: SealedSecret\nspec:\n  encryptedData:\n    password: AgB{rnd(ALNUM + '+/', 340)}==",
        f"kubeseal output for the api token: AgA{rnd(ALNUM + '+/', 300)}=")
    add("ansible_vault",
        "group_vars/prod/vault.yml\n$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(4)),
        "db_pass: !vault |\n  $ANSIBLE_VAULT;1.2;AES256;prod\n  " + "\n  ".join(hexs(80) for _ in range(3)))
    add("secret_manager_refs",
        "OPENAI_API_KEY=op://Private/OpenAI/credential",
        f"Bitwarden item id {uid()} holds the router admin login",
        "KeePass: Root/Work/Infra/iDRAC server-03")
    add("placeholders",
        "OPENAI_API_KEY=sk-...REDACTED",
        "password: ********",
        "curl -H 'Authorization: Bearer <token>' https://api.acme.test/v1/me",
        "api_key: xxxxxxxxxxxxxxxxxxxxxxxx  # replace me")
    add("env_example",
        ".env.example\nDATABASE_URL=\nSTRIPE_SECRET_KEY=\nJWT_SECRET=\nSMTP_PASSWORD=",
        "copy .env.example to .env and fill in SECRET_KEY=changeme")
    add("hardware_serial",
        f"laptop serial {rnd(UPPER + DIGITS, 10)}, warranty until 2026-03",
        f"NAS S/N: {digits(4, lead=True)}{rnd(UPPER + DIGITS, 8)} — RMA case {digits(8, lead=True)}")
    add("vin",
        f"car VIN W{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 16)} for the insurance form",
        f"Fahrgestellnummer WVWZZZ{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 11)}")
    add("isbn",
        f"book for the club: ISBN 978-{digits(1, lead=True)}-{digits(3, lead=True)}-{digits(5, lead=True)}-{digits(1, lead=True)}",
        f"ISBN {digits(13, lead=True)} (the german translation)")
    add("tracking_number",
        f"DHL tracking 00340434{digits(12, lead=True)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} arrives Thursday",
        f"Código de seguimiento de Correos: PQ{rnd(UPPER + DIGITS, 14)}ES")
    add("booking_reference",
        f"flight to Lisbon, booking ref {rnd(UPPER + DIGITS, 6)}, seat 14C",
        f"Prenotazione hotel Firenze: codice {rnd(UPPER + DIGITS, 8)}")
    add("invoice_ids",
        f"invoice INV-2024-{digits(5, lead=True)} paid, order #{digits(9, lead=True)}",
        f"Nota fiscal {digits(9, lead=True)}, pedido {rnd(UPPER + DIGITS, 10)}")
    add("hex_colors",
        f"brand colors: #{hexs(6)}, #{hexs(6)}, accent #{hexs(6)}",
        f"--tandem-bg: #{hexs(6)}; --tandem-fg: #{hexs(6)};")
    add("coordinates",
        f"campsite at {secrets.randbelow(90)}.{digits(6, lead=True)}, {secrets.randbelow(180)}.{digits(6, lead=True)}",
        f"Treffpunkt: 48.{digits(5, lead=True)} N, 11.{digits(5, lead=True)} E")
    add("long_numbers_prose",
        f"we processed {digits(10, lead=True)} events last month, p99 latency {digits(3, lead=True)} ms",
        f"the population figure in the report was {digits(9, lead=True)}, dataset row count {digits(8, lead=True)}")
    add("uuid_identifiers",
        f"Home Assistant device id {uid()}, entity light.kitchen",
        f"le dossier client {uid()} a été fusionné avec l'autre")
    return rows


def main() -> None:
    write_corpora("make_heldout4.py", [
        ("heldout4_credentials.yaml", credentials(), "fourth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout4_lookalikes.yaml", lookalikes(), "fourth blind batch of legitimate notes that look like secrets, written without reading the detector"),
    ])


if __name__ == "__main__":
    main()
