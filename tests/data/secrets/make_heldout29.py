# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout29_credentials.yaml and heldout29_lookalikes.yaml: held-out batch 29.

The persona is a backend developer at a small web agency in Berlin who looks after a dozen
client projects (kubeconfigs, .pgpass and .netrc files, age and SOPS keys, GitLab CI
variables, registries, Sentry, Stripe and PayPal, a Postmark/Mailjet-style SMTP relay,
Cloudflare, Hetzner, Supabase, OAuth apps, Terraform state, npm and PyPI, Redis and RabbitMQ,
S3 buckets, a shared password manager) and a household in Neukölln with a partner, a
Turkish-speaking family, a bicycle, a Kita and a gym. The notes take the forms such notes
really take: pasted e-mails and chat messages, transcribed sticky notes, .env, YAML, JSON,
INI and TOML snippets, connection strings, shell, curl, docker and kubectl lines,
spreadsheet rows, handover notes and messages to family; about a quarter are in German or
Turkish, the rest in English.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold at
least one usable secret value; the look-alikes hold identifiers, public keys, redacted
values, placeholders and references that only resemble one. Every secret value is drawn at
run time from the `secrets` module; hosts are under `.example`, `.internal`, `.test` or
`acme`, and nothing is real. Run `python tests/data/secrets/make_heldout29.py` to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    luhn,
    mac,
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

DE_WORDS = ["Apfel", "Brücke", "Kastanie", "Laterne", "Möwe", "Spree", "Tulpe", "Regen", "Wolke", "Fuchs", "Igel", "Kompass", "Zitrone", "Schaukel"]
TR_WORDS = ["kiraz", "martı", "lale", "simit", "deniz", "bulut", "kedi", "ayva", "yıldız", "çınar", "fındık", "papatya"]
EN_WORDS = ["copper", "walnut", "harbor", "velvet", "canyon", "ember", "lantern", "meadow", "pebble", "quartz", "saffron", "thistle"]


def sb_ref() -> str:
    """A Supabase project ref."""
    return rnd(LOWER, 20)


def chosen() -> str:
    """A password a Berliner picked by hand."""
    return f"{pick('Hasenheide', 'Sonnenallee', 'Kiezkatze', 'Boddinstr', 'Tempelhof', 'Schillerkiez', 'Weserstr')}{digits(2)}{pick('!', '?', '#', '.', '$')}"


def tr_pw() -> str:
    """A password a Turkish-speaking parent picked by hand."""
    return f"{pick('Kedicik', 'Simit', 'Lale', 'Deniz', 'Bogaz', 'Karadeniz', 'Ayvalik')}{digits(4)}"


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def sa_token(namespace: str, account: str) -> str:
    """A Kubernetes service-account token."""
    return jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": namespace,
                "kubernetes.io/serviceaccount/service-account.name": account,
                "sub": f"system:serviceaccount:{namespace}:{account}"}, alg="RS256", signature=b64u_bytes(256))


def supabase_key(ref: str, role: str) -> str:
    now = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": now, "exp": now + 315_360_000})


def stripe_key(prefix: str) -> str:
    return f"{prefix}_51{rnd(ALNUM, 97)}"


def age_secret() -> str:
    return "AGE-SECRET-KEY-1" + rnd(BECH32.upper(), 58)


def age_recipient() -> str:
    return "age1" + rnd(BECH32, 58)


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def pypi_token() -> str:
    return "pypi-AgEIcHlwaS5vcmc" + rnd(URLSAFE, 130)


def hcloud_token() -> str:
    return rnd(ALNUM, 64)


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def base32_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def de_phone() -> str:
    return f"+49 30 {digits(4, lead=True)} {digits(4)}"


def de_mobile() -> str:
    return f"+49 15{digits(1)} {digits(4, lead=True)}{digits(4)}"


def tr_mobile() -> str:
    return f"+90 5{digits(2)} {digits(3, lead=True)} {digits(2)} {digits(2)}"


def de_iban() -> str:
    return iban("DE", digits(8, lead=True) + digits(10))


def tr_iban() -> str:
    return iban("TR", digits(5, lead=True) + "0" + digits(16))


def credentials() -> Rows:
    r = Rows()
    ref = sb_ref()

    r.add("kubeconfig_token",
          f"kubeconfig for the Kessler staging cluster:\napiVersion: v1\nkind: Config\nusers:\n- name: gitlab-deployer\n  user:\n    token: {sa_token('kessler-staging', 'gitlab-deployer')}\ncontexts:\n- name: kessler-staging\n  context: {{cluster: kessler-staging, user: gitlab-deployer}}",
          f"kubectl --server=https://k8s.optik-brandt.internal:6443 --insecure-skip-tls-verify --token={rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)} get pods -A",
          f"Token vom CI-ServiceAccount im Cluster vom Reisebüro (läuft nicht ab, also bitte nicht rumschicken):\n{sa_token('reisen-prod', 'ci')}")
    r.add("kube_client_key",
          f"k3s on the Hetzner box for Bäckerei Lindner, /etc/rancher/k3s/k3s.yaml:\nusers:\n- name: default\n  user:\n    client-certificate-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(40))}\n    client-key-data: {kube_key_data()}",
          f"wenn das kubeconfig mal wieder weg ist, der client-key-data Teil war:\n{kube_key_data()}")
    r.add("pgpass_line",
          f"~/.pgpass on my laptop:\ndb1.reisen.internal:5432:reisen_prod:reisen_app:{pw()}\nlocalhost:5433:*:postgres:{chosen()}",
          f"pgpass für den Supabase-Pooler (Kunde Optik): aws-0-eu-central-1.pooler.acme.test:6543:postgres:postgres.{ref}:{rnd(ALNUM, 24)}",
          f"add to .pgpass on the backup VM -> 10.20.0.5:5432:*:barman:{rnd(ALNUM + '_', 22)}   (chmod 600 or psql ignores it)")
    r.add("netrc_entry",
          f"machine gitlab.acme.test login oauth2 password {glpat()}",
          f".netrc on the deploy VM:\nmachine storagebox.acme.test\n  login u{digits(6, lead=True)}\n  password {pw()}",
          f"in die ~/.netrc vom Jenkins gehört noch: machine nexus.logistik-kraft.internal login deploy passwrod {rnd(ALNUM, 18)}")
    r.add("age_secret_key",
          f"export SOPS_AGE_KEY={age_secret()}",
          f"~/.config/sops/age/keys.txt\n# created: 2024-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}T09:14:02+01:00\n# public key: {age_recipient()}\n{age_secret()}",
          f"age-Key fürs Secrets-Repo vom Fahrradladen, nur lokal ablegen:\n{age_secret()}")
    r.add("gitlab_token",
          f"GitLab CI variable DEPLOY_GITLAB_TOKEN (masked, protected) = {glpat()}",
          f"git clone https://oauth2:{glpat()}@gitlab.acme.test/kunden/optik-shop.git",
          f"Mein persönlicher GitLab-Token (api, read_registry), läuft am 31.12. ab: {glpat()}")
    r.add("gitlab_runner_token",
          f"gitlab-runner register --non-interactive --url https://gitlab.acme.test --token glrt-{rnd(URLSAFE, 20)} --executor docker",
          f'/etc/gitlab-runner/config.toml\n[[runners]]\n  name = "hetzner-cx32"\n  url = "https://gitlab.acme.test"\n  token = "glrt-t3_{rnd(URLSAFE, 27)}"\n  executor = "docker"')
    r.add("gitlab_deploy_token",
          f"Deploy token for the Kessler registry, username gitlab+deploy-token-{digits(4, lead=True)}, the token itself is gldt-{rnd(URLSAFE, 20)}",
          f"docker login registry.gitlab.acme.test -u gitlab+deploy-token-{digits(3, lead=True)} -p gldt-{rnd(URLSAFE, 20)}")
    r.add("docker_registry_auth",
          '~/.docker/config.json on the build box:\n{\n  "auths": {\n    "registry.gitlab.acme.test": {"auth": "' + basic("agentur-ci", glpat()) + '"}\n  }\n}',
          f"echo ghp_{rnd(ALNUM, 36)} | docker login ghcr.io -u agentur-bot --password-stdin",
          f"Harbor robot account robot$reisen+ci, secret: {rnd(ALNUM, 32)} (only push/pull on the reisen project)")
    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN=sntrys_{rnd(URLSAFE, 120)}",
          f"~/.sentryclirc\n[auth]\ntoken={'sntryu_' + hexs(64)}\n[defaults]\norg=agentur\nproject=optik-shop")
    r.add("sentry_legacy_dsn",
          f"old self-hosted Sentry still wants the DSN with the secret part: https://{hexs(32)}:{hexs(32)}@sentry.acme.test/14",
          f"raven config in the legacy PHP shop (Bäckerei): 'dsn' => 'https://{hexs(32)}:{hexs(32)}@sentry.agentur.internal/3'")
    r.add("stripe_secret_key",
          f"STRIPE_SECRET_KEY={stripe_key('sk_live')}",
          f"restricted key for the Kessler revenue report script (read-only on charges): {stripe_key('rk_live')}",
          f"Stripe Testmodus-Schlüssel für optik-staging ist {stripe_key('sk_test')}, der Live-Key liegt im Vaultwarden")
    r.add("stripe_webhook_secret",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"$ stripe listen --forward-to localhost:8000/webhooks/stripe\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is whsec_{rnd(ALNUM, 32)} (^C to quit)")
    r.add("paypal_client_secret",
          f"PAYPAL_MODE=live\nPAYPAL_CLIENT_ID=A{rnd(URLSAFE, 79)}\nPAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
          f'curl -v https://api-m.sandbox.paypal.example/v1/oauth2/token -u "A{rnd(URLSAFE, 79)}:E{rnd(URLSAFE, 79)}" -d "grant_type=client_credentials"',
          f"PayPal REST-App „Fahrradladen Live“\nClient-ID: A{rnd(URLSAFE, 79)}\nSecret:\nE{rnd(URLSAFE, 79)}")
    r.add("postmark_token",
          f'curl "https://api.postmarkapp.example/email" -H "Accept: application/json" -H "X-Postmark-Server-Token: {uid()}" -d @mail.json',
          f"POSTMARK_API_TOKEN={uid()}\nMAIL_FROM=noreply@reisen.test",
          f"Server-API-Token von Postmark für den Server „Reisebüro Transactional“: {uid()}")
    r.add("mailjet_keys",
          f"MJ_APIKEY_PUBLIC={hexs(32)}\nMJ_APIKEY_PRIVATE={hexs(32)}",
          f"Mailjet-SMTP fürs Kontaktformular von Optik: in-v3.mailjet.acme.test:587, Benutzer {hexs(32)}, Passwort {hexs(32)}")
    r.add("smtp_password",
          f"SMTP relay for all client sites: smtp.relay.acme.test:587 (STARTTLS), login relay@agentur.test, Kennwort: {pw()}",
          f"MAIL_MAILER=smtp\nMAIL_HOST=smtp.relay.acme.test\nMAIL_PORT=587\nMAIL_USERNAME=optik@agentur.test\nMAIL_PASSWORD={rnd(ALNUM, 20)}",
          f"~/.msmtprc\naccount default\nhost smtp.relay.acme.test\nport 587\nauth on\nuser alerts@agentur.test\npassword {pw()}\nfrom alerts@agentur.test")
    r.add("cloudflare_api_token",
          f"CLOUDFLARE_API_TOKEN={cf_token()}   # Zone.DNS edit, all agency zones",
          f"curl -s https://api.cloudflare.acme.test/client/v4/user/tokens/verify -H 'Authorization: Bearer {cf_token()}'",
          f"alte Cloudflare-Auth für den Kessler-Account: X-Auth-Email: it@kessler.test und X-Auth-Key: {hexs(37)}")
    r.add("hetzner_api_token",
          f"hcloud context create reisen\nToken: {hcloud_token()}\nContext reisen created and activated",
          f'~/.config/hcloud/cli.toml\nactive_context = "kessler"\n[[contexts]]\n  name = "kessler"\n  token = "{hcloud_token()}"',
          f"Hetzner Cloud API-Token (Lesen & Schreiben), Projekt Optik Brandt:\n{hcloud_token()}")
    r.add("hetzner_storage_box",
          f"Storage Box BX11 for the nightly borg backups: u{digits(6, lead=True)}.storagebox.acme.test, port 23, pw {pw()}",
          f"Robot-Webservice-Zugang für das Terraform-Modul: User #ws+{rnd(ALNUM, 8)} / Passwort {pw()}")
    r.add("supabase_service_key",
          f"SUPABASE_URL=https://{ref}.supabase.acme.test\nSUPABASE_SERVICE_ROLE_KEY={supabase_key(ref, 'service_role')}",
          f"the import script for Optik uses createClient(url, '{supabase_key(sb_ref(), 'service_role')}') so it can bypass RLS, never ship it to the browser",
          f"new-style Supabase secret key for the Reisebüro project: sb_secret_{rnd(URLSAFE, 31)}")
    r.add("postgres_url",
          f"DATABASE_URL=postgresql://postgres.{ref}:{rnd(ALNUM, 24)}@aws-0-eu-central-1.pooler.acme.test:6543/postgres?pgbouncer=true",
          f'psql "host=db1.kessler.internal port=5432 dbname=kessler user=kessler_app password={pw()} sslmode=require"',
          f"Verbindung zur Prod-DB vom Weinhandel: postgres://wein_app:{chosen()}@10.0.1.4:5432/wein")
    r.add("mysql_password",
          f"wp-config.php on the Bäckerei Lindner shop:\ndefine( 'DB_NAME', 'lindner_wp' );\ndefine( 'DB_USER', 'lindner' );\ndefine( 'DB_PASSWORD', '{pw()}' );\ndefine( 'DB_HOST', 'localhost' );",
          f"mysql -h db.lindner.internal -u shop -p'{rnd(ALNUM, 16)}' shop_prod < dump.sql")
    r.add("jwt_secret",
          f"JWT_SECRET={rnd(URLSAFE, 64)}",
          f'config/packages/lexik_jwt.yaml for Kessler uses HS256 now:\n  secret_key: "%env(JWT_SECRET)%"\n.env.prod.local: JWT_SECRET={hexs(64)}',
          f"jwt secret vom Auth-Service (Reisebüro), HS256, bitte gleich in beide Services eintragen: {b64(secrets.token_bytes(48))}")
    r.add("laravel_app_key",
          f"APP_NAME=OptikBrandt\nAPP_ENV=production\nAPP_KEY=base64:{b64(secrets.token_bytes(32))}\nAPP_DEBUG=false",
          f"php artisan key:generate --show on the Fahrradladen prod box printed base64:{b64(secrets.token_bytes(32))}, if it changes all sessions die")
    r.add("oauth_client_secret",
          f"GitHub OAuth App 'Agentur Login'\nClient ID: Ov23li{rnd(ALNUM, 14)}\nClient secret: {hexs(40)}\nCallback: https://login.agentur.test/auth/github/callback",
          f'{{"web":{{"client_id":"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com","client_secret":"GOCSPX-{rnd(URLSAFE, 28)}","redirect_uris":["https://reisen.test/oauth/callback"]}}}}',
          f"GitLab application for the Grafana SSO: app id {hexs(64)}, secret gloas-{hexs(64)}")
    r.add("terraform_backend_credentials",
          f'terraform {{\n  backend "s3" {{\n    bucket     = "agentur-tfstate"\n    key        = "kessler/prod.tfstate"\n    endpoint   = "https://fsn1.objectstorage.acme.test"\n    access_key = "{rnd(UPPER + DIGITS, 20)}"\n    secret_key = "{rnd(ALNUM, 40)}"\n  }}\n}}',
          f"export TF_HTTP_ADDRESS=https://gitlab.acme.test/api/v4/projects/412/terraform/state/prod\nexport TF_HTTP_USERNAME=ali\nexport TF_HTTP_PASSWORD={glpat()}",
          f'backend "pg" {{ conn_str = "postgres://tfstate:{pw()}@tfstate.agentur.internal/terraform_backend?sslmode=require" }}')
    r.add("npm_token",
          f".npmrc in the ui-kit repo:\n@agentur:registry=https://registry.npmjs.acme.test/\n//registry.npmjs.acme.test/:_authToken={npm_token()}",
          f"NPM_TOKEN for publishing @agentur/ui-kit is {npm_token()}",
          f"npm Automation-Token (läuft nie ab, umgeht 2FA) fürs Release-Pipeline:\n{npm_token()}")
    r.add("pypi_token",
          f"~/.pypirc\n[pypi]\n  username = __token__\n  password = {pypi_token()}",
          f"uv publish --token {pypi_token()}")
    r.add("redis_url",
          f"REDIS_URL=redis://default:{rnd(ALNUM, 24)}@redis.reisen.internal:6379/0",
          f"sessions for Kessler go to rediss://:{rnd(ALNUM, 32)}@redis-kessler.acme.test:6380/2",
          f"redis-cli -h 10.0.3.7 -a {rnd(ALNUM, 20)} --no-auth-warning FLUSHDB   # nur auf Staging!!")
    r.add("rabbitmq_url",
          f"AMQP_URL=amqp://shop:{rnd(ALNUM, 20)}@rabbit.optik.internal:5672/%2F",
          f"rabbitmqctl add_user worker {rnd(ALNUM, 18)} && rabbitmqctl set_permissions -p /orders worker '.*' '.*' '.*'",
          f"RabbitMQ Management UI http://rabbit.kessler.internal:15672 -> admin / {pw()}")
    r.add("s3_credentials",
          f"AWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}\nAWS_DEFAULT_REGION=eu-central-1\nS3_BUCKET=reisen-uploads",
          f"~/.aws/credentials\n[hetzner-os]\naws_access_key_id = {rnd(UPPER + DIGITS, 20)}\naws_secret_access_key = {rnd(ALNUM, 40)}",
          f"mc alias set minio-optik https://minio.optik.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM + '+/', 40)}")
    r.add("password_manager_master",
          f"Vaultwarden org 'Agentur' — shared master password for the emergency account: {phrase(EN_WORDS, 5, '-')}",
          f"Masterpasswort für den Team-Tresor (nur für Notfall, Umschlag im Safe hat dasselbe):\n{phrase(DE_WORDS, 4, '-')}{digits(2)}",
          f"Bitwarden master pw for my private vault is {pw()} don't forget it again")
    r.add("onepassword_secret_key",
          f"1Password Emergency Kit, typed off the printout:\nSign-in address: agentur.1password.acme.test\nEmail: ali@agentur.test\nSecret Key: {onepassword_secret_key()}\nMaster Password: {phrase(EN_WORDS, 4, ' ')}",
          f"Secret Key vom Familien-1Password (für Selin): {onepassword_secret_key()}")
    r.add("wifi_password",
          f"WLAN zu Hause (FRITZ!Box 7590): WLAN-Netzwerkschlüssel\n{groups(digits(20), 4)}",
          f"Annecim, bizim evin wifi şifresi: {tr_pw()} — büyük harfle başlıyor",
          f"the office guest wifi for client workshops is {pick(*EN_WORDS)}{digits(4)}, tell people it's on the whiteboard")
    r.add("router_password",
          f"fritz.box Kennwort: {chosen()}",
          f"UniFi controller at the office (unifi.agentur.internal:8443): admin / {pw()}")
    r.add("door_code",
          f"Haustür Weserstraße: Code {digits(4)}#, Hinterhof-Tor {digits(4)}",
          f"Bürotür, Tastenfeld: {digits(6)} (nach Lenas Abschied geändert)",
          f"Kapı şifresi {digits(4)}, sonra avluya gir, 3. kat sol. Zil çalışmıyor, arayın.")
    r.add("alarm_code",
          f"Alarmanlage Büro scharf/unscharf: {digits(6)}, Codewort für die Wachfirma: {pick(*DE_WORDS)}",
          f"office alarm: disarm {digits(4)}, duress code {digits(4)} (silent call to the security company)")
    r.add("bike_lock_code",
          f"Zahlenschloss Fahrrad: {'-'.join(digits(4))}",
          f"Bisikletin kilit şifresi {digits(4)}, mavi Abus olan, zincir değil")
    r.add("gym_login",
          f"Spind 214 im Gym, Zahlencode {digits(4)}",
          f"Gym-App Login: ali.k@mail.test / {chosen()}  (QR zum Einchecken ist in der App)")
    r.add("kita_pickup_codeword",
          f"Abholpasswort Kita Sonnenschein (wenn Oma Elif abholt): {pick(*DE_WORDS)}",
          f"Anne, Kita'dan Elif'i alırken parola soracaklar, parola: {pick(*DE_WORDS)}{digits(2)}")
    r.add("parent_portal_login",
          f"Kita-App (Elternportal) Login: selin.k@mail.test\nPW: {chosen()}",
          f"Kita Sonnenschein's app for photos: user = our family e-mail, pwd = {rnd(ALNUM, 12)}")
    r.add("bank_card_pin",
          f"Girocard PIN Berliner Sparkasse: {digits(4)}",
          f"Ziraat kartının şifresi {digits(4)}, babama söyleme lütfen :)",
          f"my debit card PIN is {digits(4)} (new card since March)")
    r.add("card_with_cvv",
          f"Card | Number | Exp | CVV\nVisa Business | {luhn('4')} | 09/27 | {digits(3)}",
          f"Mastercard for Hetzner/Cloudflare billing: {groups(luhn('5' + str(secrets.randbelow(5) + 1)), 4)} exp 11/26 cvc {digits(3)}",
          f"Kreditkarte von Selin für die Urlaubsbuchung: {groups(luhn('4'), 4)}, gültig bis 03/28, Prüfnummer {digits(3)}")
    r.add("online_banking_login",
          f"Onlinebanking Sparkasse — Anmeldename {rnd(LOWER + DIGITS, 10)}, Online-PIN {digits(5)}",
          f"İnternet şubesi: müşteri no {digits(8, lead=True)}, şifre {digits(6)}",
          f"N26 login is my private mail + {pw()}")
    r.add("sim_pin_puk",
          f"Neue SIM (Diensthandy): PIN {digits(4)} PUK {digits(8)}",
          f"work phone SIM pin {digits(4)}, puk2 {digits(8)}")
    r.add("security_answer",
          f"registrar account (INWX-style) security question 'first pet': {rnd(ALNUM, 14)}",
          f"Sicherheitsfrage bei der Bank: Geburtsort der Mutter → {pick('Trabzon', 'Kayseri', 'Rize', 'Sivas', 'Giresun', 'Ordu')}",
          f"Hetzner account, 'Name of your first teacher?' answer: {pick(*EN_WORDS)} {pick(*EN_WORDS)} {digits(3)}")
    r.add("e_devlet_password",
          f"Babamın e-Devlet şifresi: {tr_pw()} (TC kimlik no defterde yazılı)",
          f"e-Devlet girişi için annemin şifresi değişti, yenisi\n{tr_pw()}")
    r.add("recovery_codes",
          "GitLab 2FA recovery codes (ali):\n" + "\n".join(hexs(16) for _ in range(10)),
          "Hetzner Konsole Wiederherstellungscodes:\n" + recovery_codes(6, "alnum"),
          "Cloudflare backup codes " + recovery_codes(5, "digits"))
    r.add("totp_seed",
          f"otpauth://totp/Hetzner:agentur-ops?secret={base32_seed()}&issuer=Hetzner",
          f"2FA secret for the shared Stripe login so both of us get codes: {' '.join(rnd(BASE32, 4) for _ in range(8))}",
          f"TOTP-Schlüssel für den gemeinsamen Cloudflare-Account (in Aegis hinzufügen): {base32_seed(16)}")
    r.add("ssh_private_key",
          "deploy key for the Optik server:\n" + openssh_private(),
          "id_rsa of the old Bäckerei VM (still in use!):\n" + pem("RSA PRIVATE KEY", 6),
          "Deploy-Key fürs Reisebüro-Repo, Lesezugriff:\n" + openssh_private())
    r.add("session_cookie",
          f"Cookie: laravel_session={b64(secrets.token_bytes(180))}; XSRF-TOKEN={b64(secrets.token_bytes(180))}",
          f"wp-admin cookie copied from devtools to debug the Lindner login loop: wordpress_logged_in_{hexs(32)}=admin%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
          f"_gitlab_session={hexs(32)} (from my browser, for the scraper test)")
    r.add("webhook_secret",
          f"GitLab-Webhook fürs Kessler-Deploy: URL https://deploy.kessler.test/hooks/gitlab, Secret Token {rnd(ALNUM, 32)}",
          f"X-Hub-Signature-256 secret for the docs rebuild hook: {hexs(40)}",
          f"Slack-App „Agentur Alerts“: Signing Secret {hexs(32)}")
    r.add("basic_auth_staging",
          f"Staging (Basic Auth) https://staging.optik-brandt.test\nkunde / {chosen()}",
          f"curl -u deploy:{rnd(ALNUM, 16)} https://staging.reisen.test/healthz",
          f"Authorization: Basic {basic('kessler', pw())}")
    r.add("elster_certificate",
          f"ELSTER: Zertifikatsdatei liegt in der Nextcloud unter Steuern/, Passwort dazu {pw()}",
          f"Elster login (cert file) passwort for Steuererklärung 2024: {chosen()}")
    r.add("docker_run_password",
          f"docker run -d --name pg16 -e POSTGRES_USER=app -e POSTGRES_PASSWORD={rnd(ALNUM, 20)} -p 5432:5432 postgres:16",
          f"docker run -d -p 9000:9000 -e MINIO_ROOT_USER=admin -e MINIO_ROOT_PASSWORD={rnd(ALNUM, 24)} minio/minio server /data")
    r.add("gitlab_ci_variable",
          f"Settings → CI/CD → Variables (Kessler):\nKey | Value | Protected | Masked\nHCLOUD_TOKEN | {hcloud_token()} | yes | yes\nKUBE_NAMESPACE | kessler-prod | no | no",
          f'.gitlab-ci.yml (yes, I know):\nvariables:\n  DB_HOST: "db.lindner.internal"\n  DB_PASSWORD: "{pw()}"')
    r.add("k8s_secret_manifest",
          f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: optik-db\ntype: Opaque\nstringData:\n  username: optik\n  password: {rnd(ALNUM, 22)}",
          f"kubectl -n reisen create secret generic api-keys --from-literal=POSTMARK_TOKEN={uid()} --from-literal=STRIPE_KEY={stripe_key('sk_live')}")
    r.add("github_pat",
          f"GITHUB_TOKEN=ghp_{rnd(ALNUM, 36)} for renovate on the agency runner",
          f"fine-grained PAT für das Mirror-Script: github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")
    r.add("wireguard_private_key",
          f"wg0.conf (office VPN, my laptop):\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.agentur.test:51820",
          f"WireGuard-Schlüssel fürs Handy (privat) {wg_key()}")
    r.add("shared_login",
          f"handover for Jana while I'm on leave:\n- Optik shop admin: https://optik-brandt.test/admin, user agentur, {pw()}\n- Kessler Shopware: backend user 'support', pass {rnd(ALNUM, 14)}",
          f"Selin'e mesaj: Netflix hesabı bizim ortak mail, şifre {tr_pw()}",
          f"merken: Hetzner-Login vom Reisebüro ist it@reisen.test mit {pw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    ref = sb_ref()

    r.add("git_commit_sha",
          f"Hotfix für Kessler ist {hexs(40)}, bitte auf release/3.2 cherry-picken",
          f"deployed {hexs(8)} to optik prod at 14:02, rollback target is {hexs(8)}",
          f"git bisect: {hexs(40)} is the first bad commit")
    r.add("image_digest",
          f"image: registry.gitlab.acme.test/kunden/optik/web@sha256:{hexs(64)}",
          f"docker pull registry.gitlab.acme.test/kunden/reisen/api:2.14.1\n2.14.1: Pulling from kunden/reisen/api\nDigest: sha256:{hexs(64)}\nStatus: Downloaded newer image",
          f"kubectl describe pod zeigt Image ID: docker.io/library/redis@sha256:{hexs(64)} — also noch das alte Image")
    r.add("pod_name",
          f"{pod_name('kessler-api')} restartet ständig, OOMKilled",
          f"NAME                          READY   STATUS\n{pod_name('reisen-worker')}   1/1     Running\n{pod_name('reisen-worker')}   0/1     CrashLoopBackOff",
          f"kubectl logs {pod_name('optik-web')} -c php-fpm --since=1h")
    r.add("container_id",
          f"docker ps: {hexs(12)} lindner-wp-1 Up 3 days (unhealthy)",
          f"the stuck container on the runner was {hexs(64)}, killed it with docker rm -f")
    r.add("arn",
          f"bucket policy principal arn:aws:iam::{aws_account()}:user/tf-state-ro, resource arn:aws:s3:::reisen-uploads/*",
          f"Lambda für Thumbnails: arn:aws:lambda:eu-central-1:{aws_account()}:function:optik-thumbs-{rnd(ALNUM, 12)}")
    r.add("uuid_in_url",
          f"Supabase dashboard for Optik: https://supabase.acme.test/dashboard/project/{ref}/editor/{secrets.randbelow(90000) + 10000}",
          f"Hetzner console https://console.hetzner.acme.test/projects/{digits(7, lead=True)}/servers/{digits(8, lead=True)}/overview",
          f"Onboarding-Doku: https://wiki.agentur.internal/doc/{uid()}/kunden-onboarding")
    r.add("request_id",
          f"Stripe support asked for the request id: req_{rnd(ALNUM, 14)}",
          f"x-request-id: {uid()} — 502 von der Reisebüro-API um 09:41",
          f"GitLab 500, Correlation ID {rnd(UPPER + DIGITS, 26)}")
    r.add("sentry_event_id",
          f"Sentry event {hexs(32)} in optik-shop is the checkout crash",
          f"Sentry'de şu hata: https://sentry.acme.test/organizations/agentur/issues/{digits(7, lead=True)}/events/{hexs(32)}/")
    r.add("sentry_dsn",
          f"NEXT_PUBLIC_SENTRY_DSN=https://{hexs(32)}@o{digits(6, lead=True)}.ingest.sentry.acme.test/{digits(7, lead=True)}",
          f"Sentry.init({{ dsn: 'https://{hexs(32)}@sentry.agentur.internal/9', tracesSampleRate: 0.2 }}) — DSN is fine in the bundle")
    r.add("stripe_publishable_key",
          f"STRIPE_PUBLISHABLE_KEY={stripe_key('pk_live')}",
          f"Stripe.js init on optik-staging uses {stripe_key('pk_test')} (publishable, goes in the frontend)",
          f"Publishable Key für den Fahrradladen-Checkout: {stripe_key('pk_live')}")
    r.add("stripe_object_id",
          f"refund for Kessler order: charge ch_3{rnd(ALNUM, 23)}, payment intent pi_3{rnd(ALNUM, 23)}",
          f"customer cus_{rnd(ALNUM, 14)} has two subscriptions, sub_1{rnd(ALNUM, 23)} is the duplicate",
          f"price_1{rnd(ALNUM, 23)} = Jahresabo 89 €, price_1{rnd(ALNUM, 23)} = Monatsabo 9 €")
    r.add("paypal_client_id",
          f"PayPal JS SDK: <script src=\"https://www.paypal.example/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=EUR\"></script>",
          f"PayPal merchant ID of the Fahrradladen: {rnd(UPPER + DIGITS, 13)}")
    r.add("supabase_anon_key",
          f"NEXT_PUBLIC_SUPABASE_URL=https://{ref}.supabase.acme.test\nNEXT_PUBLIC_SUPABASE_ANON_KEY={supabase_key(ref, 'anon')}",
          f"anon key (öffentlich, RLS schützt die Tabellen): {supabase_key(sb_ref(), 'anon')}",
          f"new publishable key for Reisebüro: sb_publishable_{rnd(URLSAFE, 31)}")
    r.add("age_recipient",
          f".sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: >-\n      {age_recipient()},\n      {age_recipient()}",
          f"mein age public key für eure SOPS-Repos: {age_recipient()}",
          f"add Jana as recipient: sops updatekeys -y secrets/prod.yaml after adding {age_recipient()}")
    r.add("ssh_public_key",
          f"authorized_keys on the Optik box:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ali@thinkpad\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jana@macbook",
          f"Deploy key (public) für GitLab: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} gitlab-deploy-reisen",
          f"hcloud ssh-key create --name ali --public-key 'ssh-rsa {ssh_pub('ssh-rsa', 270)} ali@agentur'")
    r.add("key_fingerprint",
          f"Host-Key-Fingerprint vom Server ist SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519), vor dem yes vergleichen",
          f"GPG key for signing release tags: {groups(hexs(40).upper(), 4)}",
          f"TLS-Zertifikat kessler.test SHA-256 Fingerprint: {':'.join(hexs(2).upper() for _ in range(32))}")
    r.add("key_id",
          f'JWT header from the Reisebüro auth service: {{"alg":"RS256","kid":"{rnd(URLSAFE, 43)}","typ":"JWT"}}',
          f"gpg --recv-keys 0x{hexs(16).upper()} (Jana's key)",
          f"KMS key id {uid()} encrypts the tfstate bucket")
    r.add("jwks",
          '{"keys":[{"kty":"RSA","use":"sig","kid":"' + rnd(URLSAFE, 22) + '","alg":"RS256","n":"' + b64u_bytes(256) + '","e":"AQAB"}]}',
          'JWKS-Endpunkt vom Kessler-IdP liefert: {"keys":[{"kty":"EC","crv":"P-256","kid":"2025-01","x":"' + b64u_bytes(32) + '","y":"' + b64u_bytes(32) + '"}]}')
    r.add("dkim_record",
          f"postmark._domainkey.reisen.test TXT \"k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64(secrets.token_bytes(100))}\"",
          f"Mailjet DKIM für optik-brandt.test: mailjet._domainkey → \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(200))}\"",
          "SPF for the relay: v=spf1 include:spf.relay.acme.test include:_spf.mailjet.acme.test ~all; DMARC p=quarantine; rua=mailto:dmarc@agentur.test")
    r.add("redacted_value",
          f"Stripe dashboard shows the live key as sk_live_…{rnd(ALNUM, 4)}, rolled on 12.03.",
          "POSTMARK_API_TOKEN=********-****-****-****-************",
          f"GitLab: Token glpat-xxxxxxxxxxxxxxxxxxxx abgelaufen, der neue endet auf {rnd(ALNUM, 4)}",
          "hcloud context list\nACTIVE   NAME      TOKEN\n*        kessler   [REDACTED]\n         reisen    [REDACTED]")
    r.add("env_example_placeholder",
          ".env.example im Optik-Repo:\nAPP_KEY=\nDB_PASSWORD=changeme\nSTRIPE_SECRET_KEY=sk_test_xxx\nMAIL_PASSWORD=\nSENTRY_DSN=",
          "SUPABASE_SERVICE_ROLE_KEY=<service-role-key-from-dashboard>\nJWT_SECRET=<min-32-chars>",
          'curl -H "Authorization: Bearer <YOUR_HCLOUD_TOKEN>" https://api.hetzner.acme.test/v1/servers')
    r.add("password_manager_reference",
          "DB_PASSWORD=op://Kunden/Kessler Prod DB/password",
          "bw get password 'Optik / Hetzner Robot' | wl-copy",
          "Zugangsdaten fürs Reisebüro-Hosting stehen im Vaultwarden unter Kunden → Reisebüro → Hosting, nicht hier")
    r.add("ci_variable_reference",
          "docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY",
          "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}",
          'deploy:\n  variables:\n    DATABASE_URL: "$PROD_DATABASE_URL"\n  script: ./deploy.sh')
    r.add("terraform_var_reference",
          'provider "hcloud" {\n  token = var.hcloud_token\n}\nvariable "hcloud_token" {\n  sensitive = true\n}',
          "export TF_VAR_hcloud_token=$(pass show agentur/hcloud/kessler)",
          "password = random_password.db.result; output db_password is marked sensitive")
    r.add("vault_path",
          "vault kv get -field=password secret/kunden/reisen/postgres",
          "Die Secrets liegen in Vault unter kv/data/agentur/optik/stripe (Keys: secret_key, webhook_secret)")
    r.add("secret_key_ref",
          "env:\n- name: STRIPE_SECRET_KEY\n  valueFrom:\n    secretKeyRef:\n      name: optik-stripe\n      key: secret-key",
          "envFrom:\n- secretRef:\n    name: reisen-api-env   # managed by sops-secrets-operator")
    r.add("sops_encrypted",
          f"secrets/prod.yaml (verschlüsselt):\npostgres_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          f"sops:\n  age:\n    - recipient: {age_recipient()}\n      enc: |\n        -----BEGIN AGE ENCRYPTED FILE-----\n        {b64(secrets.token_bytes(48))}\n        -----END AGE ENCRYPTED FILE-----\n  lastmodified: \"2025-02-11T10:02:44Z\"")
    r.add("env_var_names",
          "the Kessler app needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, POSTMARK_TOKEN, REDIS_URL and JWT_SECRET set, otherwise it won't boot",
          "Onboarding Jana: SSH-Key hinterlegen, GitLab 2FA aktivieren, Zugriff auf Vaultwarden-Sammlung 'Kunden', SOPS_AGE_KEY_FILE setzen")
    r.add("password_statement",
          "Passwort für den Router steht auf der Rückseite der FRITZ!Box",
          "Annecim, e-Devlet şifreni sana WhatsApp'tan ayrı attım, buraya yazma",
          "rotated the Postmark server token for Reisebüro today, new one is only in Vaultwarden",
          "remember: the Kita changed the door code, Selin has the new one")
    r.add("wifi_ssid",
          f"WLAN heißt „FRITZ!Box 7590 {rnd(UPPER, 2)}“, das 5-GHz-Netz hat dasselbe Passwort",
          "office wifi 'Agentur-Gast' — ask Jana for the password, it changes monthly")
    r.add("version_number",
          f"upgrade path for Optik: Laravel 10.48.{secrets.randbelow(20)} → 11.{secrets.randbelow(40)}.0, PHP 8.2 → 8.3",
          f"k3s v1.30.{secrets.randbelow(9)}+k3s1 on the Hetzner nodes, ingress-nginx chart 4.11.{secrets.randbelow(9)}",
          f"Terraform 1.9.{secrets.randbelow(8)}, hcloud provider 1.4{secrets.randbelow(9)}.0, bitte in .terraform.lock.hcl pinnen")
    r.add("phone_number",
          f"Kita Sonnenschein Büro: {de_phone()} (bis 16 Uhr)",
          f"Annemin yeni numarası {tr_mobile()}",
          f"Notfallkontakt Kessler (Bereitschaft): Herr Kessler {de_mobile()}")
    r.add("datetime",
          "Kita-Schließtage 2025: 23.12.–03.01. und 28.07.–15.08.",
          "backup cron on the Lindner VM: 30 3 * * * /usr/local/bin/borg-backup.sh, retention 7d/4w/6m")
    r.add("price",
          "Hetzner CX32 kostet 6,80 €/Monat netto, CCX23 ~ 28 €",
          "Spor salonu ayda 34,90 €, 30.09'a kadar iptal etmem lazım")
    r.add("order_number",
          f"Bestellnummer {digits(3, lead=True)}-{digits(7)}-{digits(7)} (Fahrradschloss + Lampe)",
          f"Trendyol sipariş no: {digits(10, lead=True)}, annemin hediyesi",
          f"Hetzner Serverbörse order #{digits(7, lead=True)} for the new backup box")
    r.add("tracking_number",
          f"DHL Sendungsnummer {digits(20, lead=True)}",
          f"Yurtiçi Kargo takip numarası {digits(12, lead=True)} — babamın ilaçları",
          f"Hermes tracking H{digits(19)}")
    r.add("ticket_id",
          f"Kessler ticket KES-{secrets.randbelow(900) + 100}: Checkout bricht bei PayPal ab",
          f"Hetzner-Supportticket #{digits(16, lead=True)} wegen der defekten Platte",
          f"GitLab issue kunden/optik-shop#{secrets.randbelow(400) + 1} is the cookie banner thing")
    r.add("invoice_number",
          f"Rechnung RE-2025-{digits(4)} an Optik Brandt, fällig in 14 Tagen",
          f"Hetzner-Rechnung R00{digits(8)} (März)",
          f"Postmark receipt {rnd(UPPER + DIGITS, 8)}-{digits(4)}")
    r.add("serial_number",
          f"Rahmennummer vom Fahrrad: WAW{digits(8)}, steht auch im Fahrradpass",
          f"ThinkPad serial PF{rnd(UPPER + DIGITS, 6)}, warranty until 2027",
          f"FRITZ!Box Seriennummer {rnd(UPPER + DIGITS, 4)}.{digits(3)}.{digits(2)}.{digits(3)}.{digits(3)}")
    r.add("booking_reference",
          f"Flug Berlin–Izmir, Buchungscode {rnd(UPPER + DIGITS, 6)}, Sitzplätze 14A/14B/14C",
          f"DB Auftragsnummer {digits(12, lead=True)} for the Hamburg workshop")
    r.add("iban_payee",
          f"Kita-Essensgeld überweisen an Kita Sonnenschein e.V., IBAN {de_iban()}, Verwendungszweck: Elif K. März",
          f"Annemin hesabı: {tr_iban()} (Ziraat)",
          f"pay the freelancer invoice to {de_iban()}, BIC {rnd(UPPER, 6)}{rnd(UPPER + DIGITS, 2)}")
    r.add("customer_number",
          f"Vattenfall Kundennummer {digits(10, lead=True)}, Vertragskonto {digits(12, lead=True)}",
          f"Hetzner-Kundennummer K{digits(10, lead=True)} ist der Agentur-Account, das Reisebüro hat einen eigenen",
          f"BVG Abo-Nummer {digits(9, lead=True)}")
    r.add("tax_number",
          f"Steuernummer Agentur: {digits(2, lead=True)}/{digits(3)}/{digits(5)}, USt-IdNr. DE{digits(9, lead=True)}",
          f"Steuer-ID von Selin für die Kita-Bescheinigung: {digits(11, lead=True)}",
          f"Türkiye vergi no (babamın dükkanı): {digits(10, lead=True)}")
    r.add("membership_number",
          f"Spor salonu üye no: {digits(8, lead=True)}",
          f"ADFC Mitgliedsnummer {digits(7, lead=True)}, gilt auch für die Pannenhilfe")
    r.add("product_code",
          f"Ersatzschlauch 28x1.5 EAN {ean13()}",
          f"Hetzner server type cpx31, image ubuntu-24.04, location fsn1, SKU {rnd(UPPER, 3)}-{digits(4)}")
    r.add("cloudflare_ids",
          f"Cloudflare zone id for kessler.test: {hexs(32)}, account id {hexs(32)}",
          f"terraform import cloudflare_record.www {hexs(32)}/{hexs(32)}")
    r.add("ip_address",
          f"Kessler prod: 65.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)} and 2a01:4f8:{hexs(4)}:{hexs(4)}::1",
          f"office static IP 10.66.0.{secrets.randbelow(250) + 2}, whitelist it in the Reisebüro firewall")
    r.add("mac_address",
          f"DHCP-Reservierung für den Drucker: {mac(upper=True)} → 192.168.178.{secrets.randbelow(200) + 20}",
          f"Elif'in tableti MAC {mac()} — çocuk filtresine ekle")
    r.add("certificate",
          "Origin CA cert for kessler.test (public part):\n" + pem("CERTIFICATE", 6),
          f"clusters:\n- cluster:\n    certificate-authority-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(200))}\n    server: https://k8s.optik-brandt.internal:6443\n  name: optik")
    r.add("lockfile_integrity",
          f'"node_modules/@agentur/ui-kit": {{\n  "version": "3.4.1",\n  "resolved": "https://registry.npmjs.acme.test/@agentur/ui-kit/-/ui-kit-3.4.1.tgz",\n  "integrity": "sha512-{b64(secrets.token_bytes(64))}"\n}}',
          f"psycopg[binary]==3.2.3 --hash=sha256:{hexs(64)}")
    r.add("oauth_client_id",
          f"Google client id for the Reisebüro login button: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"GitHub App 'agentur-bot': App ID {digits(6, lead=True)}, Client ID Iv23li{rnd(ALNUM, 14)}, installation {digits(8, lead=True)}")
    r.add("connection_string_no_password",
          "REDIS_URL=redis://redis.optik.internal:6379/0   # no auth, private network only",
          "DATABASE_URL=postgres://kessler_app@db1.kessler.internal:5432/kessler?sslmode=verify-full (password comes from ~/.pgpass)",
          "AMQP-URL für lokal: amqp://guest:guest@localhost:5672/ — Standard, nur im docker-compose")
    r.add("doc_placeholder",
          "pgpass format: hostname:port:database:username:password, one line each, chmod 600",
          "netrc format is 'machine <host> login <user> password <token>', see the runbook")
    r.add("password_policy",
          "Passwortregeln vom Reisebüro-IT: min. 14 Zeichen, alle 180 Tage wechseln, keine Wiederholung der letzten 5",
          "Supabase auth settings: minimum password length 10, leaked password protection on")
    r.add("public_share_link",
          f"Fotos vom Kita-Fest: https://cloud.agentur.test/s/{rnd(ALNUM, 15)} (öffentlich, kein Passwort)",
          f"Figma board for Optik: https://www.figma.example/design/{rnd(ALNUM, 22)}/Optik-Relaunch?node-id=0-1")
    r.add("hash_checksum",
          f"sha256sum backup-2025-03-01.tar.zst\n{hexs(64)}  backup-2025-03-01.tar.zst",
          f"borg repo id {hexs(64)}, last archive lindner-{digits(4)}-03-0{secrets.randbelow(9) + 1}")
    r.add("aws_account_id",
          f"Reisebüro's AWS account is {aws_account()}, we only have the S3 role there",
          f"ECR: {aws_account()}.dkr.ecr.eu-central-1.amazonaws.example/kessler-api:latest")
    r.add("chat_message_family",
          f"Selin: Elif'in Kita'sı yarın 13:00'te kapanıyor, sen alabilir misin? Ödeme referansı: {digits(6, lead=True)}",
          f"Mama: Termin beim Kinderarzt Do 10:30, Versichertennummer steht auf der Karte (A{digits(9)})")
    r.add("base64_data",
          "the prefs cookie is just " + b64(json.dumps({"lang": "de", "theme": "dark", "cart": secrets.randbelow(9)}).encode()),
          f"ConfigMap binaryData favicon.ico: {b64(bytes([0, 0, 1, 0]) + secrets.token_bytes(60))}")
    r.add("slug_identifier",
          f"nanoid share slug for the Optik voucher page: {rnd(URLSAFE, 21)}",
          f"ULID of the failed import job: {rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}",
          f"Mongo ObjectId(\"{hexs(24)}\") is the broken booking in the Reisebüro DB")
    return r


def main() -> None:
    write_corpora("make_heldout29.py", [
        ("heldout29_credentials.yaml", credentials(), "batch 29 (a Berlin web-agency backend developer and household), written blind; every value synthetic"),
        ("heldout29_lookalikes.yaml", lookalikes(), "batch 29 look-alikes: what the same developer keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
