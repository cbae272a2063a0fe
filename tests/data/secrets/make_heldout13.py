# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout13_credentials.yaml and heldout13_lookalikes.yaml: the thirteenth blind batch.

Written blind, as an outside QA team would write an acceptance benchmark for "a memory-notes
app must never store a credential, and must never refuse a legitimate note": without reading
the detector, its tests, its benchmarks or the earlier corpora (only the helpers of
make_heldout.py are reused). The credentials lean on the ways such detectors usually fail:
newer vendors' token prefixes, a secret split over two lines, secrets inside JSON, YAML, TOML,
INI, XML, HCL and .properties files, in URLs, shell commands and history, in code of many
languages, in Markdown tables, in prose in several languages, dictated or spelled out, and
behind abbreviations (pw, pwd, pass, mdp, PWort, contraseña, senha, hasło, ww). The look-alikes
are notes that look random but are safe to keep: identifiers, checksums, public keys and
certificates, encrypted or sealed values, references to a secret, placeholders, redacted
values, documentation examples marked as such, base64 of non-secret data, test card numbers,
timestamps and ids. About half the notes are developer and ops notes, a quarter personal and
a quarter small-business; about a fifth are not in English.

Every random part is drawn from the `secrets` module at run time, so a rerun draws new values;
every credential is synthetic, with hosts under `.test`, `.internal` or `acme`. Run
`python make_heldout13.py` from this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64u,
    b64url,
    bitlocker_key,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    pem,
    pem_body,
    phrase,
    png,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

BIP39 = [
    "acid", "across", "action", "actor", "adapt", "address", "adjust", "admit", "adult", "advance", "advice", "afford",
    "again", "agent", "agree", "ahead", "airport", "aisle", "alarm", "album", "alert", "alien", "alley", "allow",
    "almost", "alone", "alpha", "already", "alter", "amateur", "amazing", "among", "amount", "anchor", "ancient", "anger",
    "angle", "animal", "ankle", "announce", "annual", "answer", "antenna", "antique", "anxiety", "apart", "apology", "appear",
    "apple", "approve", "april", "arctic", "arena", "argue", "armor", "army", "arrange", "arrest", "arrive", "arrow",
    "artist", "artwork", "aspect", "assault", "asset", "assist", "assume", "athlete", "atom", "attack", "attend", "attitude",
    "attract", "auction", "audit", "august", "author", "autumn", "average", "avocado", "avoid", "awake", "aware", "bacon",
    "badge", "balance", "bamboo", "banana", "banner", "barrel", "basket", "battle", "beach", "bean", "beauty", "because",
    "become",
]

NATO = dict(zip(LOWER, ("alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey", "xray", "yankee", "zulu"), strict=True))
EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
FR_DIGITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
DE_DIGITS = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]


def nato(word: str) -> str:
    """A password read out with the phonetic alphabet."""
    out = []
    for c in word:
        if c.isdigit():
            out.append(EN_DIGITS[int(c)])
        elif c.isupper():
            out.append("capital " + NATO[c.lower()].capitalize())
        else:
            out.append(NATO[c])
    return ", ".join(out)


def spell(word: str, upper: str, lower: str, numbers: list[str], symbols: dict[str, str]) -> str:
    """A password spelled out character by character in words of one language."""
    out = []
    for c in word:
        if c.isdigit():
            out.append(numbers[int(c)])
        elif c in symbols:
            out.append(symbols[c])
        elif c.isupper():
            out.append(upper.format(c))
        else:
            out.append(lower.format(c))
    return ", ".join(out)




def aws_pair() -> tuple[str, str]:
    return "AKIA" + rnd(UPPER + "234567", 16), rnd(B64, 40)


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "~._-", 34)



def credentials() -> list[tuple[str, str]]:
    r = Rows()
    stripe_a, stripe_b = rnd(ALNUM, 50), rnd(ALNUM, 49)
    router_pw = rnd(ALNUM, 12)

    # --- developer and ops ---
    r.add("ai_provider_key",
          f"Groq key for the meeting summariser bot: gsk_{rnd(ALNUM, 52)}",
          f'client = replicate.Client(api_token="r8_{rnd(ALNUM, 37)}")')
    r.add("paas_token",
          f"render deploy hook script uses RENDER_API_KEY=rnd_{rnd(ALNUM, 28)}",
          f"fly tokens create deploy -a acme-web printed:\nFlyV1 fm2_{rnd(B64, 180)},fm2_{rnd(B64, 120)}")
    r.add("db_platform_token",
          f"PlanetScale branch password for main (user {rnd(LOWER + DIGITS, 12)}): pscale_pw_{rnd(URLSAFE, 43)}",
          f"Neon API key for the branch-per-PR workflow: napi_{rnd(LOWER + DIGITS, 64)}")
    r.add("ci_token",
          f"gitlab-runner register --url https://gitlab.acme.test --token glrt-{rnd(URLSAFE, 20)}",
          f"sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=squ_{hexs(40)}")
    r.add("package_registry_token",
          f"~/.gem/credentials:\n---\n:rubygems_api_key: rubygems_{hexs(48)}",
          f"dotnet nuget push Acme.Core.3.1.0.nupkg --api-key oy2{rnd(LOWER + DIGITS, 43)} --source https://nuget.acme.test/v3/index.json")
    r.add("cloud_keypair",
          f"aliyun configure for the OSS bucket: AccessKey ID LTAI5t{rnd(ALNUM, 18)} / AccessKey Secret {rnd(ALNUM, 30)}",
          f"az login --service-principal -u {uid()} -p {azure_secret()} --tenant {uid()}")
    r.add("observability_key",
          "Alloy remote write token: glc_" + b64(json.dumps({"o": digits(6, True), "n": "alloy-prod", "k": rnd(ALNUM, 24), "m": {"r": "prod-eu-west-2"}}).encode()),
          f"PagerDuty REST API key for the on-call sync: u+{rnd(URLSAFE, 18)}")
    r.add("chat_webhook_url",
          f"deploy alerts post to https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"Google Chat space webhook https://chat.googleapis.com/v1/spaces/{rnd(ALNUM, 11)}/messages?key=AIzaSy{rnd(URLSAFE, 33)}&token={rnd(URLSAFE, 43)}%3D")
    r.add("slack_token",
          f"socket mode app-level token xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}",
          f"my user token for the channel export script: xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}")
    r.add("github_token",
          f"~/.config/gh/hosts.yml:\ngithub.com:\n    user: dana-acme\n    oauth_token: gho_{rnd(ALNUM, 36)}\n    git_protocol: https",
          f"git remote set-url origin https://x-access-token:ghp_{rnd(ALNUM, 36)}@git.acme.test/platform/api.git")
    r.add("split_over_lines",
          f"Stripe live key, pasted in two halves because the chat cut it:\nsk_live_{stripe_a}\n{stripe_b}",
          f"Router-Passwort, Teil 1: {router_pw[:6]}\nTeil 2: {router_pw[6:]}")
    r.add("json_config",
          '.vscode/sftp.json: {"name": "shop", "host": "web1.acme.internal", "protocol": "sftp", "username": "deploy", "password": "' + rnd(ALNUM + "!#%", 18) + '", "remotePath": "/var/www/shop"}',
          'auth.json for composer:\n{\n  "http-basic": {"repo.acme.test": {"username": "ci", "password": "' + rnd(ALNUM, 24) + '"}},\n  "github-oauth": {"github.com": "ghp_' + rnd(ALNUM, 36) + '"}\n}')
    r.add("yaml_config",
          f"docker-compose.yml\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: shop\n      POSTGRES_PASSWORD: {rnd(ALNUM, 22)}",
          f"Home Assistant secrets.yaml:\nmqtt_password: {rnd(ALNUM, 16)}\nalarm_code: '{digits(6)}'\nnuki_token: {hexs(20)}")
    r.add("toml_config",
          f'~/.cargo/credentials.toml\n[registries.acme]\ntoken = "Bearer {rnd(ALNUM, 32)}"',
          f'.streamlit/secrets.toml\n[connections.snowflake]\naccount = "acme-eu1"\nuser = "STREAMLIT_SVC"\npassword = "{pw()}"')
    r.add("ini_config",
          f"~/.my.cnf\n[client]\nuser=root\npassword={rnd(ALNUM + '#%', 18)}\nhost=mysql.acme.internal",
          f"/etc/odbc.ini\n[Warehouse]\nDriver=ODBC Driver 18 for SQL Server\nServer=dwh.acme.internal\nUID=bi_reader\nPWD={pw()}")
    r.add("xml_config",
          f'NuGet.Config:\n<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="build" />\n    <add key="ClearTextPassword" value="{rnd(ALNUM, 24)}" />\n  </acme>\n</packageSourceCredentials>',
          f'FileZilla sitemanager.xml: <Host>ftp.acme.test</Host><User>webshop</User><Pass encoding="base64">{b64(pw().encode())}</Pass>')
    r.add("hcl_config",
          f'provider "cloudflare" {{\n  api_token = "{rnd(URLSAFE, 40)}"\n}}',
          f'provider "consul" {{\n  address = "consul.acme.internal:8500"\n  token   = "{uid()}"\n}}')
    r.add("properties_file",
          f"client.properties for the Kafka consumer:\nssl.keystore.location=/etc/kafka/client.jks\nssl.keystore.password={rnd(ALNUM, 16)}\nssl.key.password={rnd(ALNUM, 16)}",
          f"~/.gradle/gradle.properties\nossrhUsername=acme-release\nossrhPassword={rnd(ALNUM, 20)}\nsigning.password={pw()}")
    r.add("url_with_credentials",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.acme.internal:6380/0",
          f"supplier drops the price list on ftp://preisliste:{rnd(ALNUM, 12)}@ftp.acme.test/incoming/",
          f"NAS web UI bookmark: https://admin:{pw()}@nas.home.internal:5001/")
    r.add("shell_history",
          f"  512  mysql -h db.acme.internal -u root -p'{rnd(ALNUM + '#!', 16)}' shop",
          f"sshpass -p '{pw()}' ssh pi@192.168.178.40 'sudo reboot'",
          f'$cred = New-Object PSCredential("ACME\\svc_backup", (ConvertTo-SecureString "{pw()}" -AsPlainText -Force))')
    r.add("python_code",
          f'client = OpenAI(api_key="sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}")',
          f'resp = requests.get("https://api.acme.test/v1/invoices", auth=("billing", "{rnd(ALNUM, 18)}"))')
    r.add("js_code",
          f"const transport = nodemailer.createTransport({{ host: 'smtp.acme.test', port: 587, auth: {{ user: 'noreply@acme.test', pass: '{pw()}' }} }});",
          f"await fetch('https://api.acme.test/v2/orders', {{ headers: {{ Authorization: 'Bearer {rnd(URLSAFE, 48)}' }} }});")
    r.add("go_code",
          f'db, err := sql.Open("postgres", "host=pg.acme.internal user=billing password={rnd(ALNUM, 20)} dbname=billing sslmode=require")',
          f'const mqttPassword = "{rnd(ALNUM, 18)}" // broker.acme.internal, user sensor-gw')
    r.add("rust_code",
          f'let resp = reqwest::Client::new().get("https://api.acme.test/v1/me").bearer_auth("{rnd(URLSAFE, 40)}").send().await?;',
          f'let creds = Credentials::new("{aws_pair()[0]}", "{aws_pair()[1]}", None, None, "static");')
    r.add("jvm_code",
          f'Connection c = DriverManager.getConnection("jdbc:oracle:thin:@ora.acme.internal:1521/ERP", "erp_batch", "{pw()}");',
          f'override fun getPasswordAuthentication() = PasswordAuthentication("alerts@acme.test", "{rnd(ALNUM, 16)}")')
    r.add("dotnet_code",
          f'var cred = new NetworkCredential("svc_backup", "{pw()}", "ACME");',
          f'options.UseSqlServer("Server=sql.acme.internal;Database=Crm;User Id=sa;Password={rnd(ALNUM + "!#", 18)};");')
    r.add("php_ruby_swift_code",
          f"$pdo = new PDO('mysql:host=db.acme.internal;dbname=shop', 'shop', '{pw()}');",
          f"Net::SMTP.start('smtp.acme.test', 587, 'acme.test', 'billing@acme.test', '{rnd(ALNUM, 16)}', :login)",
          f'request.setValue("Bearer {rnd(URLSAFE, 40)}", forHTTPHeaderField: "Authorization") // prod API')
    r.add("sql_statement",
          f"CREATE USER reporting WITH LOGIN PASSWORD '{rnd(ALNUM, 20)}';",
          f"CREATE USER 'etl'@'%' IDENTIFIED BY '{pw()}'; GRANT SELECT ON shop.* TO 'etl'@'%';")
    r.add("markdown_table",
          f"| System | User | Password |\n|---|---|---|\n| Grafana | admin | {rnd(ALNUM, 14)} |\n| Jenkins | ci | {pw()} |",
          f"| Dienst | Benutzer | Kennwort |\n|---|---|---|\n| Warenwirtschaft | lager | {pw()} |\n| Webshop-Admin | inhaber | {pw()} |")
    r.add("http_auth_header",
          f'curl -H "Authorization: Bearer {rnd(URLSAFE, 64)}" https://api.acme.test/v1/exports',
          f'curl -H "X-API-Key: {hexs(40)}" https://inventory.acme.internal/api/items')
    r.add("bearer_jwt",
          "SUPABASE_SERVICE_ROLE_KEY=" + jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": "service_role", "iat": epoch(), "exp": 2_000_000_000 + secrets.randbelow(10**8)}),
          "integration user's API token (never expires): " + jwt({"sub": "svc-integration", "scope": "admin:all", "iat": epoch()}))
    r.add("private_key_block",
          "ecdsa key for the signing service:\n" + pem("EC PRIVATE KEY", 3),
          f"tls.key (passphrase {pw()}):\n" + pem("ENCRYPTED PRIVATE KEY", 5))
    r.add("mesh_vpn_key",
          f"tailscale up --authkey tskey-auth-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)}",
          f"ZeroTier Central API token for the provisioning script: {rnd(ALNUM, 32)}")
    r.add("oauth_client_secret",
          f"Google OAuth client for the CRM: client_id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com, client_secret GOCSPX-{rnd(URLSAFE, 28)}",
          f"GitHub OAuth app acme-sso: client ID Ov23li{rnd(ALNUM, 14)}, client secret {hexs(40)}")
    r.add("webhook_signing_secret",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"the shared secret set on the repo webhook (HMAC key for the deploy receiver): {hexs(40)}")
    r.add("email_api_key",
          f"BREVO_API_KEY=xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
          f"X-Postmark-Server-Token: {uid()}")
    r.add("saas_api_key",
          f"Figma token for the icon export: figd_{rnd(URLSAFE, 40)}",
          f"Asana PAT 2/{digits(16, True)}/{digits(16, True)}:{hexs(32)}")
    r.add("payment_secret",
          f"MOLLIE_API_KEY=live_{rnd(ALNUM, 30)}",
          f"PAYPAL_CLIENT_ID=A{rnd(URLSAFE, 79)}\nPAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}")

    # --- personal life ---
    r.add("wifi_password",
          f"WLAN zu Hause: FRITZ!Box 7590 {rnd(UPPER, 2)}, WPA2-Schlüssel {groups(digits(20), 4)}",
          f"Code wifi de la maison de vacances : {rnd(ALNUM, 12)} (réseau Livebox-{rnd(HEX.upper(), 4)})",
          f"la contraseña del wifi del piso es {secrets.choice(['Girasol', 'Azulejo', 'Tortuga'])}{digits(4)}",
          f"WIFI:T:WPA;S:Acme-Office;P:{rnd(ALNUM, 14)};; (the QR code on the meeting room door)")
    r.add("abbrev_pw_en",
          f"NAS admin: user admin / pwd {rnd(ALNUM, 12)}",
          f"vpn at work: jdoe, pass {pw()}",
          f"playstation acct lukas.h@mail.test pw {pw()}")
    r.add("mdp_fr",
          f"Compte Ameli : identifiant {digits(13, True)}, mdp {pw()}",
          f"Box internet, interface admin 192.168.1.1 : mdp {rnd(ALNUM, 10)}")
    r.add("pwort_de",
          f"Stadtwerke Kundenportal: Benutzer k.becker{digits(2)}, PWort {pw()}",
          f"Elternportal der Schule — Login becker.familie, Pwort: {pw()}")
    r.add("contrasena_es",
          f"Cuenta de la luz (Naturgy): usuario maria.lopez, contraseña {pw()}",
          f"Acceso al portal del colegio: usuario 4B-{digits(4)}, contraseña: {rnd(ALNUM, 10)}")
    r.add("senha_pt",
          f"Portal do cliente da EDP — email joana@casa.test, senha {pw()}",
          f"Senha do Wi-Fi da casa da praia: {rnd(ALNUM, 12)}")
    r.add("haslo_pl",
          f"Poczta firmowa: login biuro@acme.test, hasło {pw()}",
          f"mBank: identyfikator {digits(8, True)}, hasło {pw()}")
    r.add("wachtwoord_nl",
          f"Ziggo account: gebruikersnaam devries{digits(3)}, ww {pw()}",
          f"Exact Online boekhouding: gebruiker administratie@acme.test, wachtwoord {pw()}")
    r.add("password_it",
          f"la password del modem è {rnd(ALNUM, 10)} (utente admin)",
          f"Fascicolo sanitario: utente RSSMRA{digits(2)}, pwd {pw()}")
    r.add("bank_login",
          f"ING Online-Banking: Zugangsnummer {digits(10, True)}, Internetbanking-PIN {digits(5)}",
          f"Banco: NIF de acceso {digits(8)}{secrets.choice(UPPER)}, clave de acceso {digits(6)}, firma {digits(4)}")
    r.add("card_full_details",
          f"Company Amex for SaaS subscriptions: {luhn('37', 15)} exp 09/28 CID {digits(4)}",
          f"Visa de Marie : {groups(luhn('4'), 4)} exp. 11/27 cryptogramme {digits(3)}",
          f"Mastercard fürs Tanken: {groups(luhn('52'), 4)}, gültig bis 03/29, CVC {digits(3)}")
    r.add("device_unlock",
          f"Phone unlock PIN {digits(6)}, SIM PIN {digits(4)}, PUK {digits(8)}",
          f"BitLocker recovery key for the work laptop (key ID {hexs(8).upper()}):\n{bitlocker_key()}")
    r.add("home_access_code",
          f"Alarm panel disarm code {digits(4)}, duress code {digits(4)}, password word for the monitoring company: {secrets.choice(['Lighthouse', 'Marmalade', 'Pumpernickel'])}",
          f"Schlüsseltresor an der Ferienwohnung: Code {digits(4)}",
          f"Codice del portone: {digits(5)}, allarme: {digits(6)}")
    r.add("dictated_password",
          f"Router admin password, read over the phone: {nato(rnd(ALNUM, 10))}",
          "Il m'a épelé le code du compte : " + spell(rnd(ALNUM, 9), "{} majuscule", "{} minuscule", FR_DIGITS, {}),
          "Passwort fürs Familienkonto, buchstabiert: " + spell(rnd(ALNUM, 9) + "!", "großes {}", "kleines {}", DE_DIGITS, {"!": "Ausrufezeichen"}))
    r.add("mail_app_password",
          f"Gmail app password for the office scanner: {groups(rnd(LOWER, 16), 4)}",
          f"iCloud app-specific password for Thunderbird: {rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)}",
          f"Mailbox hr@acme.test — IMAP imap.acme.test:993, login hr@acme.test / {pw()}")
    r.add("streaming_login",
          f"Disney+ family login: family.kern@mail.test / {pw()}",
          f"Spotify Duo: nina.p@mail.test, Passwort {pw()}")
    r.add("crypto_wallet_secret",
          f"MetaMask private key of the hot wallet: 0x{hexs(64)}",
          "Frase de recuperación de la cartera: " + phrase(BIP39, 12))

    # --- small business and office ---
    r.add("office_software_login",
          f"DATEV Unternehmen online: Benutzer kanzlei-{digits(5)}, Kennwort {pw()}",
          f"QuickBooks login for the bookkeeper: books@acme.test / {pw()}",
          f"Payroll admin: owner@acme.test, password {pw()}, backup code {digits(8)}")
    r.add("registrar_login",
          f"Domain registrar for acme.test and acme-shop.test: account {digits(7, True)}, password {pw()}, 2FA seed {rnd(BASE32, 32)}",
          f"DNS provider API for certbot: key {hexs(32)}, secret {rnd(ALNUM, 22)}")
    r.add("social_media_login",
          f"Instagram @acme_bakery: login acme_bakery, password {pw()}",
          f"LinkedIn company page admin: marketing@acme.test / {pw()}",
          f"Facebook de la tienda: usuario tienda.acme, contraseña {pw()}")
    r.add("pos_admin",
          f"Kassensystem: Admin-PIN {digits(6)}, Chef-PIN {digits(4)}",
          f"Card terminal merchant password {digits(5)}, manager override PIN {digits(4)}",
          f"Square dashboard: manager@acme.test / {pw()}")
    r.add("tax_portal",
          f"ELSTER-Zertifikat liegt unter Dokumente/elster.pfx, Passwort {pw()}",
          f"impots.gouv : numéro fiscal {digits(13, True)}, mot de passe {pw()}",
          f"Fisconline: codice fiscale della ditta {digits(11)}, password {pw()}, PIN {digits(10)}")
    r.add("office_door_code",
          f"Office door code from Monday: {digits(6)}#",
          f"Tresor im Büro: Kombination {digits(2)}-{digits(2)}-{digits(2)}",
          f"Shop alarm code {digits(4)}, then press AWAY")
    r.add("handover_message",
          f"Hi Tomasz, the staging admin is admin@acme.test and the password is {pw()} — please change it after you log in.",
          f"Per il fornitore: accesso FTP ftp.acme.test, utente fornitore, password {pw()}",
          f"Voor de nieuwe collega: het kassa-account is winkel01 met wachtwoord {rnd(ALNUM, 10)}")
    r.add("office_vpn_login",
          f"FortiClient: remote gateway vpn.acme.test:10443, user m.rossi, password {pw()}",
          f"OpenVPN auth-user-pass file for the branch office:\nbranch-krakow\n{rnd(ALNUM, 16)}")
    r.add("device_admin_password",
          f"Speedport Gerätepasswort: {rnd(ALNUM, 8)}",
          f"Printer web admin (10.0.0.50): admin / {pw()}",
          f"Camera NVR login admin / {rnd(ALNUM, 12)} (the shop CCTV)")
    r.add("supplier_portal_login",
          f"Großhandel-Shop (B2B): Kundennummer {digits(6, True)}, Passwort {pw()}",
          f"Packaging supplier portal: buyer@acme.test / {pw()} — reorder every 6 weeks",
          f"Portal do fornecedor de café: utilizador acme-lisboa, senha {rnd(ALNUM, 12)}")
    r.add("ecommerce_admin",
          f"Shopify staff login for the seasonal help: shop@acme.test, password {pw()}",
          f"WooCommerce wp-admin: https://shop.acme.test/wp-admin, user inhaber, password {rnd(ALNUM + '!#%', 16)}",
          f"Etsy shop login acme-ceramics / {pw()}")
    r.add("business_banking",
          f"Firmenkonto Online-Banking: Anmeldename ACME{digits(6)}, PIN {digits(5)}",
          f"Bankowość firmowa: identyfikator {digits(8, True)}, hasło {pw()}",
          f"Business bank portal: company ID ACME{digits(4)}, user ops.admin, password {pw()}")
    return r


def lookalikes() -> list[tuple[str, str]]:
    r = Rows()
    acct = lambda: digits(12, True)  # noqa: E731

    # --- developer and ops ---
    r.add("git_commit",
          f"Bisect says {hexs(40)} broke the CSV export; {hexs(7)} is the last good one.",
          f"Der Fix ist in Commit {hexs(12)} auf main, Tag v2.4.1 zeigt auf {hexs(40)}.")
    r.add("release_checksum",
          f"SHA256SUMS:\n{hexs(64)}  acme-cli_1.8.0_linux_amd64.tar.gz\n{hexs(64)}  acme-cli_1.8.0_darwin_arm64.tar.gz",
          f"Checksum (SHA-512) der ISO laut Download-Seite: {hexs(128)}")
    r.add("lockfile_hash",
          f'package-lock.json: "lodash": {{"version": "4.17.21", "integrity": "sha512-{b64(secrets.token_bytes(64))}"}}',
          f"go.sum:\ngithub.com/acme/retry v1.2.0 h1:{b64(secrets.token_bytes(32))}\ngithub.com/acme/retry v1.2.0/go.mod h1:{b64(secrets.token_bytes(32))}")
    r.add("image_digest",
          f"Pinned base image: FROM python:3.12-slim@sha256:{hexs(64)}",
          f"Trivy scanned registry.acme.test/web@sha256:{hexs(64)}: 0 critical, 2 high")
    r.add("payload_signature",
          f"Delivery {uid()} came with X-Hub-Signature-256: sha256={hexs(64)}; our check failed because the proxy re-encoded the body.",
          f"Stripe-Signature: t={epoch()},v1={hexs(64)} on the replayed event did not verify (we verify with the signing secret from the vault).")
    r.add("request_id",
          f"Fehler-ID für den Support: {uid()} (Zeitpunkt 2024-11-03 14:22:07 UTC)",
          f"Correlation-Id {uid()} shows up in both the gateway and the orders service logs.")
    r.add("trace_id",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
          f"Jaeger trace {hexs(32)} shows 1.8 s spent in the payment call.")
    r.add("ssh_public_key",
          f"Clé publique à ajouter sur le serveur : ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} claire@portable",
          f"known_hosts: git.acme.test ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)}")
    r.add("ssh_fingerprint",
          f"The authenticity of host 'git.acme.test' can't be established.\nED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
          f"Deploy key on the repo settings page (read-only): SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")
    r.add("pgp_public",
          f"Fingerabdruck meines PGP-Schlüssels: {groups(hexs(40).upper(), 4)}",
          "Public key for encrypted mail to the office:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----")
    r.add("tls_certificate",
          "fullchain.pem for shop.acme.test (public certificate; the key stays on the box):\n" + pem("CERTIFICATE", 5),
          "CSR sent to the CA for vpn.acme.test:\n" + pem("CERTIFICATE REQUEST", 4))
    r.add("cert_fingerprint",
          "Pinned certificate SHA-256 fingerprint in the mobile app: " + ":".join(groups(hexs(64).upper(), 2).split()),
          f"Le certificat du serveur mail a l'empreinte SHA-1 {':'.join(groups(hexs(40).upper(), 2).split())} — à comparer avant de l'accepter.")
    r.add("jwks_public",
          '{"keys": [{"kty": "RSA", "kid": "' + rnd(URLSAFE, 22) + '", "use": "sig", "alg": "RS256", "n": "' + b64u(secrets.token_bytes(256)) + '", "e": "AQAB"}]} is what /.well-known/jwks.json serves',
          'webhook verification key (public): {"kty": "EC", "crv": "P-256", "x": "' + b64u(secrets.token_bytes(32)) + '", "y": "' + b64u(secrets.token_bytes(32)) + '"}')
    r.add("publishable_key",
          f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_{rnd(ALNUM, 99)}",
          "Supabase anon key for the browser (public by design, RLS protects the tables): " + jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": "anon", "iat": epoch(), "exp": 2_000_000_000}),
          f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} goes in the contact form; the secret key stays on the server.")
    r.add("oauth_client_id",
          f"Google OAuth client ID (public, shipped in the SPA): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"Azure app registration: Application (client) ID {uid()}, Directory (tenant) ID {uid()}")
    r.add("vendor_object_id",
          f"Stripe: customer cus_{rnd(ALNUM, 14)}, subscription sub_{rnd(ALNUM, 24)}, price price_{rnd(ALNUM, 24)}",
          f"GA4 measurement ID G-{rnd(UPPER + DIGITS, 10)}, GTM container GTM-{rnd(UPPER + DIGITS, 7)}")
    r.add("placeholder",
          "API_KEY=<paste-your-key-here>",
          "password: xxxxxxxxxxxx  # fill in locally, never commit",
          'curl -H "Authorization: Bearer $TOKEN" https://api.acme.test/v1/me')
    r.add("redacted",
          f"Log line: Authorization: Bearer [REDACTED] user_id={uid()}",
          f"The dashboard only shows the last four of the live key: sk_live_...{rnd(ALNUM, 4)}",
          f"Mot de passe : ******** (voir le coffre Bitwarden, dossier Famille) — compte {digits(8)}")
    r.add("doc_example",
          "AWS docs example pair, not a real key: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
          "From the README (example value, replace with your own): export ACME_TOKEN=acme_example_0000000000000000",
          "The RFC 6238 test vectors use the ASCII seed 12345678901234567890; our TOTP unit tests use the same documented value.")
    r.add("secret_reference",
          "aws secretsmanager get-secret-value --secret-id prod/billing/stripe --query SecretString --output text",
          f"1Password item {rnd(LOWER + DIGITS, 26)} in the Family vault holds the router login.",
          "Die Zugangsdaten fürs Geschäftskonto liegen im Passwortmanager unter Bank / Sparkasse Geschäftskonto.",
          "Le mot de passe du wifi est sur l'étiquette sous la box.")
    r.add("env_reference",
          'psql "postgresql://app:${DB_PASSWORD}@db.acme.internal/app"',
          "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_pw postgres:16")
    r.add("code_reads_env",
          'token := os.Getenv("GITHUB_TOKEN")\nif token == "" { log.Fatal("missing GITHUB_TOKEN") }',
          'let key = std::env::var("STRIPE_SECRET_KEY").expect("STRIPE_SECRET_KEY not set");',
          'let token = ProcessInfo.processInfo.environment["API_TOKEN"] ?? ""')
    r.add("code_reads_config",
          'var pwd = builder.Configuration["Smtp:Password"];',
          "$password = getenv('MAIL_PASSWORD');",
          "Rails.application.credentials.dig(:stripe, :secret_key)")
    r.add("sql_without_secret",
          "CREATE USER app WITH LOGIN PASSWORD :'app_password';  -- psql variable from the env",
          "SELECT id, password_hash, last_login FROM users WHERE email = $1;")
    r.add("xml_reference",
          "<server><id>acme-releases</id><username>${env.NEXUS_USER}</username><password>${env.NEXUS_PASSWORD}</password></server>",
          '<add key="ClearTextPassword" value="%NUGET_FEED_TOKEN%" />')
    r.add("toml_ini_reference",
          '[tool.poetry.http-basic.acme]\nusername = "ci"\npassword = "${POETRY_HTTP_BASIC_ACME_PASSWORD}"',
          "[client]\nuser=report\npassword_file=/etc/mysql/report.pw")
    r.add("hcl_reference",
          'resource "aws_db_instance" "main" {\n  username = "app"\n  password = var.db_password\n}',
          'provider "cloudflare" {\n  api_token = data.vault_generic_secret.cf.data["token"]\n}')
    r.add("properties_reference",
          "spring.datasource.password=${DB_PASSWORD}",
          "ssl.keystore.password=${file:/etc/kafka/secrets.properties:keystore.password}")
    r.add("yaml_reference",
          "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + hexs(64) + "\n  " + hexs(64),
          "env:\n  - name: SMTP_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: smtp, key: password}")
    r.add("encrypted_value",
          f"spring.datasource.password=ENC({b64(secrets.token_bytes(48))})  # jasypt, key in the pipeline",
          f"sops: api_token: ENC[AES256_GCM,data:{b64(secrets.token_bytes(30))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          "Das Backup-Archiv ist mit GPG verschlüsselt:\n-----BEGIN PGP MESSAGE-----\n\n" + pem_body(3) + "\n-----END PGP MESSAGE-----")
    r.add("kms_ciphertext",
          f"CiphertextBlob from aws kms encrypt: AQICAHh{rnd(B64, 180)}==",
          f"config/credentials.yml.enc is {b64(secrets.token_bytes(90))}--{b64(secrets.token_bytes(12))}--{b64(secrets.token_bytes(16))} (needs master.key, which is not here)")
    r.add("base64_non_secret",
          "Saved table state: " + b64(json.dumps({"columns": ["name", "due", "owner"], "sort": "due", "pageSize": 50}).encode()),
          "Subject header was =?UTF-8?B?" + b64("Rechnung März 2024 – Acme GmbH".encode()) + "?=",
          f"logo inline: data:image/png;base64,{png(60)}")
    r.add("jwt_header_only",
          "Only the JWT header segment from the failing request (the token itself is not logged): " + b64url({"alg": "RS256", "kid": rnd(URLSAFE, 22), "typ": "JWT"}),
          "Decoded claims of my session for the bug report, signature left off: " + json.dumps({"sub": uid(), "aud": "acme-web", "iat": epoch()}))
    r.add("cloud_resource_id",
          f"KMS key arn:aws:kms:eu-west-1:{acct()}:key/{uid()} encrypts the backups bucket.",
          f"GCP service account ci-deployer@acme-prod.iam.gserviceaccount.com (key id {hexs(40)}) — we use workload identity, so no key file exists")
    r.add("k8s_object_name",
          f"checkout-api-{hexs(10)[:9]}-{rnd(LOWER + DIGITS, 5)} keeps restarting; the other replica is fine.",
          f"the ConfigMap is nginx-conf-{rnd('bcdfghkmt2456789', 10)} after kustomize added the hash suffix")
    r.add("unique_id",
          f"ULID {rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)} is the first failed job.",
          f"nanoid {rnd(URLSAFE, 21)} is the slug of the shared board")
    r.add("git_lfs_pointer",
          f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(64)}\nsize {digits(8, True)}",
          f"Gravatar https://www.gravatar.com/avatar/{hexs(64)}?s=80 is my profile picture")
    r.add("llm_tokens",
          f"prompt used {digits(4, True)} tokens; max_tokens=4096; the first token ids were {[secrets.randbelow(100_000) for _ in range(6)]}",
          "tokenizer note: cl100k_base splits 'Passwort' into two tokens, 'password' into one")
    r.add("design_tokens",
          f"Design tokens: --color-primary: #{hexs(6)}; --token-radius-md: 8px; token.spacing.lg = 24px",
          f"Figma token set 'core' exports color.brand.500 = #{hexs(6)} and color.brand.600 = #{hexs(6)}")
    r.add("version_string",
          f"prod runs 3.14.2+build.{digits(4)}.{hexs(7)} since Tuesday",
          f"Android build fingerprint acme/widget/widget:14/UP1A.{digits(6)}.{digits(3)}/{digits(8)}:user/release-keys")
    r.add("password_policy",
          "Kennwortrichtlinie: mindestens 12 Zeichen, ein Sonderzeichen, alle 180 Tage ändern",
          "password_reset_token_ttl = 3600\nmax_login_attempts = 5\nlockout_minutes = 15",
          "Criteri password: almeno 14 caratteri, niente riutilizzo delle ultime 5")
    r.add("curl_docs_placeholder",
          "API docs snippet: curl -u YOUR_API_KEY: https://api.acme.test/v1/charges",
          "Vorlage aus der Doku: Authorization: Basic <base64 von benutzer:passwort>")

    # --- personal life ---
    r.add("prose_about_credentials",
          "Changed the bank PIN today; the new one is memorised, not written down.",
          "Zmieniłam hasło do banku, nowe jest w menedżerze haseł.",
          "A senha do wi-fi mudou; está no papel colado na geladeira.",
          "Wachtwoord van de boekhouding gereset via de link 'wachtwoord vergeten'.")
    r.add("wifi_without_password",
          "Guest network is Acme-Guest with a captive portal; reception prints the daily voucher.",
          "SSID: Casa-Rossi-5G, canale 36, WPA3 — la password è sull'etichetta del router")
    r.add("test_card",
          "Checkout QA: Stripe test card 4242 4242 4242 4242, any future date, any CVC (test mode only).",
          "Stripe test mode: 4000 0027 6000 3184 always asks for 3-D Secure, 4000 0000 0000 9995 declines for insufficient funds.",
          "Tarjeta de prueba de Stripe para el entorno de test: 4242 4242 4242 4242, cualquier fecha futura.")
    r.add("card_last_four",
          f"Karte endet auf {digits(4)}, läuft ab 08/27 — Abbuchung für das Adobe-Abo",
          f"Netflix is billed to the Visa ending {digits(4)}")
    r.add("iban_for_payment",
          f"Bitte überweisen an Acme GmbH, IBAN {iban('DE', digits(18))}, Verwendungszweck Rechnung 2024-{digits(4)}",
          f"Huur overmaken naar {iban('NL', rnd(UPPER, 4) + digits(10))} t.n.v. J. de Vries",
          f"RIB du fournisseur : IBAN {iban('FR', digits(23))}")
    r.add("tracking_number",
          f"UPS tracking 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)} — the monitor arrives Thursday",
          f"DHL Sendungsnummer 00340434{digits(12)}",
          f"Numer przesyłki InPost: {digits(24)}")
    r.add("booking_reference",
          f"Flight to Lisbon: booking ref {rnd(UPPER + DIGITS, 6)}, e-ticket {digits(13, True)}",
          f"Código da reserva do hotel: {digits(10, True)} (check-in às 15h)",
          f"Prenotazione del traghetto n. {rnd(UPPER, 3)}{digits(7)}")
    r.add("vehicle_id",
          f"Car VIN {rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)} for the insurance renewal",
          f"Fahrgestellnummer WVW{rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 14)}, Kennzeichen M-AB {digits(4, True)}")
    r.add("device_serial",
          f"Laptop Seriennummer {rnd(UPPER + DIGITS, 10)}, IMEI Handy {luhn('35', 15)} (für die Versicherung)",
          f"Router MAC {mac()}, serial {rnd(UPPER + DIGITS, 12)}",
          f"Dishwasher model SMV6ZCX, serial FD {digits(4)} {digits(6)} for the repair booking")
    r.add("insurance_contract_number",
          f"Versicherungsschein-Nr. {digits(3)}-{digits(7)}-{digits(2)} (Hausrat)",
          f"Numéro de contrat EDF {digits(10)}, point de livraison {digits(14)}",
          f"Health insurance member ID {rnd(UPPER, 3)}{digits(9)}, group {digits(6)}")
    r.add("public_wallet_address",
          f"Donations: bc1q{rnd(BECH32, 38)}",
          f"Adres do wpłat ETH: 0x{hexs(40)}",
          f"Solana receive address {rnd(BASE58, 44)}")
    r.add("timestamps",
          f"Outage from {(start := epoch())} to {start + 600 + secrets.randbelow(7200)} (unix seconds, UTC)",
          "cron 0 3 * * *; last run 2024-10-12T03:00:04.118Z, next 2024-10-13T03:00:00Z")
    r.add("photo_file_names",
          f"The scan is IMG_{digits(4)}.HEIC, uploaded as uploads/2024/05/{uid()}.jpg",
          f"tmp file /tmp/tmp{rnd(LOWER + DIGITS, 8)}/export-{epoch()}.csv was left behind")

    # --- small business and office ---
    r.add("business_registry_id",
          f"USt-IdNr. DE{digits(9, True)}, Steuernummer {digits(2)}/{digits(3)}/{digits(5)}",
          f"NIP firmy: {digits(10, True)}, REGON {digits(9, True)}",
          f"KvK-nummer {digits(8, True)} en btw-id NL{digits(9)}B01",
          f"SIRET de la boutique : {digits(14, True)}")
    r.add("invoice_and_order_number",
          f"Invoice INV-{digits(6)} for order #{digits(7, True)} is still unpaid",
          f"Número de pedido del proveedor: PO-{digits(4)}-{rnd(UPPER + DIGITS, 6)}",
          f"Auftragsnummer {digits(10, True)}, Kundennummer {digits(8, True)}")
    r.add("markdown_table_references",
          "| Service | Owner | Where the credential lives |\n|---|---|---|\n| Stripe | Priya | 1Password › Payments |\n| AWS root | Jonas | office safe, envelope 3 |",
          "| System | Benutzer | Passwort |\n|---|---|---|\n| Kasse | chef | siehe Tresor |\n| Webshop | inhaber | im Passwortmanager |",
          f"| Key | Rotated | Public fingerprint |\n|---|---|---|\n| deploy | 2024-05-01 | SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} |")
    r.add("meeting_id",
          f"Zoom meeting ID {digits(3, True)} {digits(4)} {digits(4)} (the passcode is in the calendar invite)",
          f"Google Meet code {rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)} for the Monday stand-up")
    r.add("license_compliance_id",
          f"Microsoft 365 tenant ID {uid()}, subscription ID {uid()} for the licence audit",
          f"Adobe team ID {hexs(24).upper()}@AdobeOrg")
    r.add("key_identifier",
          f"GPG key ID 0x{hexs(16).upper()} signs the invoices PDF",
          f"JWT kid {rnd(URLSAFE, 22)} was rotated in; the old kid stays in the JWKS for a day")
    r.add("onion_and_ipfs",
          f"Tor mirror {rnd(LOWER + '234567', 56)}.onion",
          f"IPFS CID bafybei{rnd(LOWER + '234567', 52)} holds the public catalogue")
    r.add("pos_receipt",
          f"Card receipt: TID {digits(8, True)}, AID A0000000031010, receipt no. {digits(4)}, amount EUR 84.20",
          f"Kassenbon {digits(5, True)}, TSE-Signaturzähler {digits(6, True)}, Seriennummer der TSE {hexs(64)}",
          f"Z-Bericht Nr. {digits(4)} vom 31.05., Kasse {rnd(UPPER + DIGITS, 8)}")
    r.add("shared_folder_reference",
          "Contracts are in the shared drive under Legal/2024/Suppliers; ask Anna for access rather than sharing the link.",
          f"SharePoint site https://acme.sharepoint.test/sites/Finance/Shared%20Documents/Forms/AllItems.aspx?id={uid()}",
          "Le classeur des accès est dans le coffre Bitwarden de l'entreprise, collection « Comptabilité ».")
    return r


def main() -> None:
    write_corpora("make_heldout13.py", [
        ("heldout13_credentials.yaml", credentials(), "thirteenth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout13_lookalikes.yaml", lookalikes(), "thirteenth blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
