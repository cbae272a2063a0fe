# ruff: noqa: E501
"""Writes heldout99_credentials.yaml and heldout99_lookalikes.yaml: held-out batch 99.

Persona: an independent iOS and Android developer in Montreal (a one-person studio, "Studio
Acme") who ships two apps, Budgetou and PatinoMTL, and writes notes to the assistant in Quebec
French and English, often mid-sentence. The notes hold App Store Connect and APNs .p8 keys,
Google Play and Firebase service-account JSON, RevenueCat, Stripe, Sentry and Mailgun keys,
the Apple ID and its app-specific passwords, the Android keystore and match passphrases, the
studio's Wi-Fi; and a great many public ids, fingerprints and config that only look secret.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme` (a well-known service host appears only
where the format itself names it: store and TestFlight links, Google's token URIs). Nothing
here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    b64url,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

UPHEX = HEX.upper()
WORDS = ["érable", "castor", "tuque", "poutine", "verglas", "dépanneur", "métro", "patin",
         "banquise", "outarde", "bleuet", "ruelle", "galerie", "cabane", "sucre", "tempête",
         "harbour", "lantern", "cobalt", "maple", "otter", "pixel", "swift", "kotlin"]

BUNDLES = ["com.acmestudio.budgetou", "com.acmestudio.patinomtl", "com.acmestudio.budgetou.widget",
           "com.acmestudio.patinomtl.watchkitapp"]


# ---------------------------------------------------------------- shapes of this persona's values

def key_id() -> str:
    """An Apple key id or Team ID: ten upper-case letters and digits."""
    return rnd(UPPER + DIGITS, 10)


def p8() -> str:
    """An Apple .p8 (PKCS#8 P-256) private key, as App Store Connect hands it out."""
    der = (bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
           + secrets.token_bytes(32)
           + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + secrets.token_bytes(64))
    body = b64(der)
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----"


def rsa_pem() -> str:
    """A PKCS#8 RSA-2048 private key as Google service accounts carry it."""
    prefix = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100")
    body = b64(prefix + secrets.token_bytes(1217 - len(prefix)))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PRIVATE KEY-----\n{lines}\n-----END PRIVATE KEY-----\n"


def esc(text: str) -> str:
    """A multi-line key as it sits in a .env or a JSON string."""
    return text.replace("\n", "\\n")


def service_account(project: str, account: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": rsa_pem(),
        "client_email": f"{account}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)


def stripe_key(prefix: str) -> str:
    return f"{prefix}_51{rnd(ALNUM, 97)}"


def sentry_org_token() -> str:
    payload = b64(json.dumps({"iat": epoch(), "url": "https://sentry.acme.test", "region_url": "https://sentry.acme.test", "org": "studio-acme"}).encode()).rstrip("=")
    return f"sntrys_{payload}_{rnd(ALNUM, 43)}"


def dsn() -> str:
    return pick(
        f"https://{hexs(32)}@o{digits(7, lead=True)}.ingest.acme.test/{digits(16, lead=True)}",
        f"https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(40) + 2}",
    )


def mailgun_key() -> str:
    return f"{hexs(32)}-{hexs(8)}-{hexs(8)}"


def apple_asp() -> str:
    """An Apple app-specific password: four groups of four lower-case letters."""
    return groups(rnd(LOWER, 16), 4, "-")


def fingerprint(nbytes: int) -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(nbytes))


def udid() -> str:
    return f"00008{pick('101', '110', '120', '030')}-{rnd(UPHEX, 16)}"


def fcm_legacy() -> str:
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def jks_b64() -> str:
    return b64(b"\xfe\xed\xfe\xed\x00\x00\x00\x02" + secrets.token_bytes(352))


def myacinfo() -> str:
    return "DAWTKNV323" + hexs(246) + "SRVX"


def supabase(role: str, ref: str) -> str:
    t = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": t, "exp": t + 315_360_000})


def mapbox(prefix: str) -> str:
    return f"{prefix}.{b64url({'u': 'studioacme', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def card() -> str:
    return groups(luhn(pick("4", "51", "53", "45")), 4)


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}"


def gh_pat() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def admob_pub() -> str:
    return f"ca-app-pub-{digits(16, lead=True)}"


def short_sha() -> str:
    return hexs(7)


def store_id() -> str:
    return "6" + digits(9)


def fb_app_id(platform: str) -> str:
    return f"1:{digits(12, lead=True)}:{platform}:{hexs(22 if platform == 'web' else 16)}"


def oauth_client_id() -> str:
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def pin(n: int) -> str:
    return digits(n, lead=True)


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()

    kid, iss = key_id(), uid()
    kid2, kid3 = key_id(), key_id()
    asc_json = json.dumps({"key_id": kid3, "issuer_id": uid(), "key": p8(), "duration": 1200, "in_house": False}, indent=2)
    r.add("asc_api_private_key_p8",
          f"Clé API App Store Connect pour fastlane (Key ID {kid}, Issuer {iss}), rôle App Manager. Voici le .p8 au complet:\n{p8()}",
          f"AuthKey_{kid2}.p8 — colle ça dans ASC_KEY_CONTENT sur la CI si jamais je perds le fichier encore\n\n{p8()}",
          f"fastlane/api_key.json (NE PAS COMMIT):\n{asc_json}")

    team = key_id()
    apns_kid = key_id()
    apns_env = esc(p8())
    r.add("apns_auth_key_p8",
          f"APNs auth key (Sandbox & Production) team {team}, key id {apns_kid}\n{p8()}",
          f"backend push .env:\nAPNS_KEY_ID={key_id()}\nAPNS_TEAM_ID={team}\nAPNS_TOPIC=com.acmestudio.patinomtl\nAPNS_PRIVATE_KEY=\"{apns_env}\"",
          f"rappel: la clé push de Budgetou c'est celle-ci, pas l'ancien cert .p12 qui expire en mars\n{p8()}")

    gp1 = service_account("pc-api-" + digits(19, lead=True) + "-" + digits(3), "play-publisher")
    gp2 = service_account("acme-budgetou-play", "fastlane-supply")
    gp3 = json.loads(service_account("acme-patinomtl", "play-deploy"))
    r.add("google_play_service_account_key",
          f"Google Play Console > API access > service account pour supply. Le JSON complet:\n{gp1}",
          f"play-store-credentials.json de Budgetou (json_key_file dans l'Appfile)\n{gp2}",
          f"juste la private key du compte play-deploy@acme-patinomtl (key id {gp3['private_key_id']}), le reste du json je peux le regénérer:\n{gp3['private_key']}")

    fa1 = service_account("patinomtl-prod", "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5))
    fa_env = esc(rsa_pem())
    r.add("firebase_admin_private_key",
          f"firebase admin sdk, patinomtl-prod (cloud functions locales):\n{fa1}",
          f"Pour le serveur Node de Budgetou:\nFIREBASE_PROJECT_ID=acme-budgetou\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@acme-budgetou.iam.gserviceaccount.com\nFIREBASE_PRIVATE_KEY=\"{fa_env}\"",
          f"private_key_id {hexs(40)} (firebase-adminsdk staging)\n{rsa_pem()}")

    r.add("revenuecat_secret_key",
          f"RevenueCat secret API key (v1) pour le webhook serveur: sk_{rnd(ALNUM, 32)}",
          f"REVENUECAT_SECRET_API_KEY=sk_{rnd(ALNUM, 32)}  # projet PatinoMTL, ne pas mettre dans l'app!!",
          f"rc v2 secret key pour les scripts d'export des abonnés -> sk_{rnd(ALNUM, 32)}\nproject id proj{hexs(8)}")

    r.add("stripe_live_secret_key",
          f"Stripe live secret (compte Studio Acme): {stripe_key('sk_live')}",
          f"export STRIPE_SECRET_KEY={stripe_key('sk_live')}\nexport STRIPE_PUBLISHABLE_KEY={stripe_key('pk_live')}",
          f"la clé secrète stripe de test que j'utilise en dev local c'est {stripe_key('sk_test')} , celle de prod est plus bas\n{stripe_key('sk_live')}")

    r.add("stripe_restricted_key",
          f"Restricted key « budgetou-backend » (write sur Checkout Sessions, read Customers): {stripe_key('rk_live')}",
          f"stripe rk pour le script de compta (lecture seule sur invoices/payouts)\nrk_live_51{rnd(ALNUM, 97)}",
          f"Zapier → Stripe, j'ai fait une clé restreinte juste pour ça: rk_test_51{rnd(ALNUM, 97)} (test mode)")

    r.add("stripe_webhook_secret",
          f"whsec pour l'endpoint https://api.budgetou.acme.test/stripe/webhook : whsec_{rnd(ALNUM, 32)}",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"stripe listen --forward-to localhost:8080/webhook m'a donné whsec_{rnd(ALNUM, 32)} (local seulement mais bon, garde-le)")

    r.add("sentry_auth_token",
          f"Sentry org token pour upload des dSYM et des mappings proguard:\n{sentry_org_token()}",
          f".sentryclirc\n[defaults]\norg=studio-acme\nproject=budgetou-ios\n\n[auth]\ntoken=sntryu_{hexs(64)}",
          f"sentry-cli releases --auth-token {sentry_org_token()} new budgetou@2.4.1")

    r.add("apple_id_password",
          f"Apple ID dev (dev@acme-studio.test) mdp: {pw()}",
          f"nouveau mot de passe apple id après le reset d'hier -> {rnd(ALNUM + '!#%&*', 18)}\n2FA sur mon iPhone 15 + le vieux iPad",
          f"FASTLANE_USER=dev@acme-studio.test\nFASTLANE_PASSWORD='{rnd(ALNUM + '!#%&*+-', 20)}'")

    r.add("apple_app_specific_password",
          f"app-specific password pour altool/notarytool: {apple_asp()}",
          f"FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={apple_asp()}",
          f"Mot de passe pour app « Transporter MacBook »\n{apple_asp()}\n(créé le 12 nov)",
          f"xcrun notarytool store-credentials acme-notary --apple-id dev@acme-studio.test --team-id {key_id()} --password {apple_asp()}")

    ks_pw = rnd(ALNUM + "!#%*", 20)
    r.add("android_keystore_password",
          f"keystore.properties (upload key Budgetou):\nstoreFile=../keys/budgetou-upload.jks\nstorePassword={ks_pw}\nkeyAlias=upload\nkeyPassword={ks_pw}",
          f"Mot de passe du keystore de PatinoMTL: {pw()} — alias 'patino', même mdp pour la clé",
          f"./gradlew bundleRelease -Pandroid.injected.signing.store.file=upload.jks -Pandroid.injected.signing.store.password={rnd(ALNUM, 16)} -Pandroid.injected.signing.key.alias=upload -Pandroid.injected.signing.key.password={rnd(ALNUM, 16)}")

    r.add("android_upload_keystore_base64",
          f"secret GH Actions ANDROID_KEYSTORE_BASE64 (copie au cas où):\n{jks_b64()}\nANDROID_KEYSTORE_PASSWORD={rnd(ALNUM, 18)}",
          f"base64 -i budgetou-upload.jks | pbcopy  ->\n{jks_b64()}\nstorepass {pw()}",
          f"keystore patino en base64 (pour Codemagic):\n{jks_b64()}\nmdp: {rnd(ALNUM, 16)}  alias: patino")

    r.add("fastlane_match_password",
          f"match passphrase (repo certificates): {phrase(WORDS, 5, '-')}",
          f"MATCH_PASSWORD=\"{rnd(ALNUM + '!#%&', 24)}\"\nMATCH_GIT_URL=git@git.acme.internal:studio/certificates.git",
          f"si fastlane match demande la passphrase pour décrypter, c'est:\n{phrase(WORDS, 4, ' ')} {secrets.randbelow(900) + 100}")

    r.add("mailgun_private_api_key",
          f"Mailgun private API key (domaine mg.budgetou.acme.test): {mailgun_key()}",
          f"curl -s --user 'api:{mailgun_key()}' https://api.mailgun.acme.test/v3/mg.patinomtl.acme.test/messages -F from='PatinoMTL <noreply@mg.patinomtl.acme.test>' -F to=moi@acme-studio.test -F subject=test -F text=allo",
          f"vieille clé mailgun encore utilisée par le formulaire du site: key-{hexs(32)}")

    r.add("studio_wifi_password",
          f"Wifi studio: AcmeStudio-5G / {pw()}",
          f"wifi invités (pour les testeurs qui passent au studio): réseau « Acme-Invites », mot de passe {phrase(WORDS, 3, '')}{secrets.randbelow(90) + 10}",
          f"WIFI:T:WPA;S:AcmeStudio;P:{rnd(ALNUM, 14)};;  <- le texte du QR code sur la porte du frigo")

    r.add("github_personal_access_token",
          f"GitHub token pour que match puisse cloner le repo certificates (scope repo): {gh_pat()}",
          f"MATCH_GIT_BASIC_AUTHORIZATION={b64(('acme-dev:' + gh_pat()).encode())}",
          f"pat fine-grained « ci-budgetou » expire dans 90 jours\ngithub_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")

    r.add("match_repo_deploy_key",
          f"deploy key (read-only) du repo certificates pour Bitrise:\n{openssh_private()}",
          f"clé ssh que la CI utilise pour git.acme.internal:studio/certificates.git\n{openssh_private()}")

    r.add("apple_account_recovery_key",
          f"Clé de récupération du compte Apple (si je perds mes appareils):\n{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
          f"Apple recovery key dev account — {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))} — imprimée aussi, dans le coffre",
          f"recovery key apple (générée après le reset):\n{' '.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}")

    codes = "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8))
    codes2 = "  ".join(digits(8) for _ in range(6))
    r.add("google_backup_codes",
          f"Codes de secours Google (compte dev Play Console):\n{codes}",
          f"backup codes google acme-studio, reste ceux-là: {codes2}",
          f"code de secours google pas encore utilisé: {digits(4)} {digits(4)}")

    r.add("fcm_legacy_server_key",
          f"FCM legacy server key (encore utilisée par le vieux backend php de PatinoMTL, à migrer vers HTTP v1):\n{fcm_legacy()}",
          f"Authorization: key={fcm_legacy()}",
          f"server key firebase cloud messaging (onglet Cloud Messaging, projet acme-budgetou): {fcm_legacy()}")

    r.add("iap_shared_secret",
          f"App-Specific Shared Secret (Budgetou, pour verifyReceipt): {hexs(32)}",
          f"IAP shared secret patino = {hexs(32)}",
          f"{{\"receipt-data\": \"...\", \"password\": \"{hexs(32)}\", \"exclude-old-transactions\": true}}")

    r.add("slack_bot_token",
          f"Bot Slack « build-bot » qui poste les builds TestFlight dans #releases: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"slack: token du bot fastlane pour le plugin slack_upload\nxoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}")

    r.add("twilio_auth_token",
          f"Twilio (SMS de vérif PatinoMTL)\nAccount SID AC{hexs(32)}\nAuth token {hexs(32)}",
          f"TWILIO_AUTH_TOKEN={hexs(32)}",
          f"twilio api key SK{hexs(32)} / secret {rnd(ALNUM, 32)}")

    r.add("aws_access_key_pair",
          f"S3 pour les backups Budgetou (user iam budgetou-backup):\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[acme-studio]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ca-central-1",
          f"clé aws pour le bucket des assets de PatinoMTL: {aws_key_id()} secret {aws_secret()}")

    r.add("postgres_url_with_password",
          f"DATABASE_URL=postgres://budgetou:{rnd(ALNUM, 22)}@db.budgetou.acme.internal:5432/budgetou_prod",
          f"psql \"host=pg.acme.internal dbname=patino user=patino_app password={pw()} sslmode=require\"",
          f"db staging: postgresql://admin:{rnd(ALNUM, 16)}@10.12.0.5:5432/staging (user admin, juste pour moi)")

    r.add("backend_jwt_secret",
          f"JWT_SECRET={hexs(64)}",
          f"secret pour signer les tokens de session de l'API budgetou (HS256): {b64(secrets.token_bytes(48))}",
          f"app.config.jwt.signingKey = \"{rnd(ALNUM, 48)}\"  // prod, staging a le sien")

    r.add("mapbox_secret_token",
          f"Token Mapbox secret (scope downloads:read, pour le SDK iOS dans ~/.netrc):\nmachine api.mapbox.com\nlogin mapbox\npassword {mapbox('sk')}",
          f"MAPBOX_DOWNLOADS_TOKEN={mapbox('sk')}")

    r.add("openai_api_key",
          f"clé OpenAI pour la feature « catégoriser mes dépenses » de Budgetou: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"nouvelle clé openai (projet patino-descriptions)\n{openai_project_key()}")

    r.add("business_card_with_cvv",
          f"Visa affaires Studio Acme: {card()} exp {expiry()} CVV {digits(3)}",
          f"carte pour payer le Apple Developer Program (99$ US) -> {card()}, {expiry()}, code {digits(3)}",
          f"Mastercard Desjardins (Google Play, Sentry, Mailgun)\n{card()}\nexp: {expiry()}\ncvc: {digits(3)}")

    r.add("studio_door_code",
          f"code porte d'en avant du studio (rue St-Viateur): {pin(4)}#",
          f"Porte arrière / ruelle: {pin(5)}, faut peser sur la clé avant",
          f"door code coworking 3e étage -> {pin(6)}")

    r.add("building_alarm_code",
          f"Système d'alarme: code {pin(4)}, mot de passe verbal pour la centrale « {secrets.choice(WORDS)}{secrets.randbelow(90) + 10} »",
          f"alarm disarm code {pin(4)} (le mien), celui du ménage c'est {pin(4)}",
          f"si l'alarme part: faire {pin(4)} puis OFF, et dire « {secrets.choice(WORDS)} » à la centrale quand ils appellent")

    r.add("online_banking_password",
          f"AccèsD Affaires: identifiant {digits(8, True)}, mdp {pw()}",
          f"Banque (compte studio) login: acme-studio / {rnd(ALNUM + '!#%', 14)}\nquestion secrète: nom du premier chien = {secrets.choice(WORDS).capitalize()}",
          f"mot de passe Wise business: {pw()}")

    r.add("totp_secret_seed",
          f"otpauth://totp/GitHub:acme-dev?secret={rnd(BASE32, 32)}&issuer=GitHub",
          f"Seed 2FA pour Stripe (si je change de téléphone): {groups(rnd(BASE32, 32), 4)}",
          f"clé TOTP Sentry (setup key affichée sous le QR)\n{rnd(BASE32, 16)}")

    r.add("onepassword_master_and_secret_key",
          f"1Password — Secret Key: {onepassword_secret_key()}\nmaster: {phrase(WORDS, 4, '-')}",
          f"Emergency kit 1Password (compte studio):\nemail dev@acme-studio.test\nsecret key {onepassword_secret_key()}",
          f"mot de passe maître 1password: {phrase(WORDS, 5, ' ')}")

    r.add("cloudflare_api_token",
          f"Cloudflare API token (DNS edit sur acme-studio.test) : {rnd(URLSAFE, 40)}",
          f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}  # wrangler deploy du site marketing",
          f"token cloudflare pour le script de purge du cache: {rnd(URLSAFE, 40)}")

    r.add("domain_registrar_password",
          f"registraire des domaines (acme-studio.test, budgetou.test): user acmestudio, pw {pw()}",
          f"Compte Gandi: {rnd(ALNUM + '!#%&', 16)}  (auth code pour transfert budgetou.test: {rnd(ALNUM + '!#%&', 14)})")

    r.add("revenuecat_webhook_bearer",
          f"RevenueCat > Integrations > Webhooks > Authorization header: Bearer {rnd(ALNUM, 40)}",
          f"RC_WEBHOOK_AUTH=\"Bearer {rnd(URLSAFE, 48)}\"  (doit matcher ce qui est dans le dashboard)",
          f"header du webhook revenuecat pour patino -> {rnd(ALNUM, 40)} (on le compare côté serveur)")

    r.add("sandbox_tester_password",
          f"Sandbox tester: budgetou.sandbox1@acme-studio.test / {pw()} (région Canada)",
          f"testeurs sandbox\n- fr: sandbox.fr@acme-studio.test  {rnd(ALNUM, 12)}\n- us: sandbox.us@acme-studio.test  {rnd(ALNUM, 12)}",
          f"le mdp du compte sandbox pour tester les abonnements annuels c'est {rnd(ALNUM + '!', 14)}")

    r.add("play_test_account_password",
          f"compte Google de test pour l'App review de Play (ils le demandent dans App content): patino.review@acme-studio.test mdp {pw()}",
          f"Demo account pour Apple App Review (Budgetou):\nusername: review@budgetou.acme.test\npassword: {rnd(ALNUM, 12)}",
          f"compte démo PatinoMTL (App Review Information > Sign-in required): demo@patinomtl.acme.test — {pw()}")

    r.add("vps_ssh_private_key",
          f"clé ssh du VPS api.patinomtl.acme.test (user deploy):\n{openssh_private()}",
          f"~/.ssh/acme_deploy (ed25519), passphrase vide\n{openssh_private()}")

    r.add("fastlane_session_cookie",
          f"FASTLANE_SESSION pour la CI (expire dans ~30 jours):\n---\n- !ruby/object:HTTP::Cookie\n  name: myacinfo\n  value: {myacinfo()}\n  domain: apple.com\n  for_domain: true\n  path: \"/\"",
          f"cookie myacinfo={myacinfo()}; dqsid={b64(secrets.token_bytes(90))}",
          f"fastlane spaceauth -u dev@acme-studio.test m'a sorti ça, à copier dans le secret:\n- !ruby/object:HTTP::Cookie\n  name: DES{hexs(32)}\n  value: HSARMTKNSRVXWFla{rnd(URLSAFE, 120)}SRVX")

    ref = rnd(LOWER, 20)
    r.add("supabase_service_role_key",
          f"Supabase PatinoMTL (projet {ref}) service_role key — JAMAIS dans l'app:\n{supabase('service_role', ref)}",
          f"SUPABASE_SERVICE_ROLE_KEY={supabase('service_role', rnd(LOWER, 20))}",
          f"pour les edge functions: service key {supabase('service_role', rnd(LOWER, 20))}")

    r.add("wordpress_admin_password",
          f"site marketing wp-admin: admin / {pw()}",
          f"WordPress budgetou.acme.test > utilisateur « mathieu » mot de passe d'application: {groups(rnd(ALNUM, 24), 4)}",
          f"wp-admin du site de patino\nlogin: studioacme\n{rnd(ALNUM + '!#%', 18)}")

    r.add("npm_token",
          f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"NPM_TOKEN pour publier @acme-studio/react-native-budget-chart: npm_{rnd(ALNUM, 36)}",
          f"npm automation token (bypass 2FA pour la CI) = npm_{rnd(ALNUM, 36)}")

    r.add("distribution_p12_password",
          f"Export du certificat Apple Distribution (Studio Acme Inc.) en .p12, mot de passe: {pw()}",
          f"P12_PASSWORD={rnd(ALNUM, 16)}\nCERT_P12_BASE64 est dans les secrets GH",
          f"le .p12 du push (ancien) s'ouvre avec {rnd(ALNUM + '#!', 12)}")

    r.add("google_oauth_client_secret",
          f"OAuth client « Budgetou backend (web) »\nclient id: {oauth_client_id()}\nclient secret: GOCSPX-{rnd(URLSAFE, 28)}",
          f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
          f"secret du client OAuth pour Sign in with Google côté serveur -> GOCSPX-{rnd(URLSAFE, 28)}")

    r.add("sign_in_with_apple_key",
          f"Sign in with Apple key ({key_id()}) pour générer le client_secret côté serveur, services id com.acmestudio.budgetou.signin:\n{p8()}",
          f"SIWA_PRIVATE_KEY=\"{esc(p8())}\"\nSIWA_KEY_ID={key_id()}\nSIWA_TEAM_ID={team}")

    r.add("test_device_passcode",
          f"code de l'iPhone SE de test: {pin(6)}",
          f"Pixel 7 test → PIN {pin(4)}, le Galaxy A14 → {pin(6)}",
          f"iPad de démo (celui pour les salons): code {pin(6)}, Apple ID de démo demo@acme-studio.test / {rnd(ALNUM, 12)}")

    r.add("gmail_smtp_app_password",
          f"mot de passe d'application Google pour l'envoi SMTP depuis le serveur: {app_password()}",
          f"spring.mail.username=support@acme-studio.test\nspring.mail.password={app_password().replace(' ', '')}",
          f"App password Gmail (Thunderbird sur le Mac mini): {app_password()}")

    r.add("expo_access_token",
          f"EXPO_TOKEN={rnd(URLSAFE, 40)}",
          f"token Expo robot user pour eas build sur la CI: {rnd(URLSAFE, 40)}",
          f"EXPO_TOKEN={rnd(URLSAFE, 40)} eas submit -p ios --latest")

    r.add("bitrise_api_token",
          f"Bitrise personal access token (pour déclencher les builds depuis Slack): {rnd(URLSAFE, 86)}",
          f"curl -H 'Authorization: {rnd(URLSAFE, 86)}' https://api.bitrise.acme.test/v0.1/apps/{hexs(16)}/builds")

    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()

    def fb_web(project: str) -> str:
        sender = digits(12, lead=True)
        return (f"const firebaseConfig = {{\n  apiKey: \"AIzaSy{rnd(URLSAFE, 33)}\",\n  authDomain: \"{project}.firebaseapp.com\",\n"
                f"  projectId: \"{project}\",\n  storageBucket: \"{project}.appspot.com\",\n  messagingSenderId: \"{sender}\",\n"
                f"  appId: \"1:{sender}:web:{hexs(22)}\",\n  measurementId: \"G-{rnd(UPPER + DIGITS, 10)}\"\n}};")

    r.add("firebase_web_config_public",
          f"config firebase du site web de Budgetou (c'est public, ça va dans le bundle JS):\n{fb_web('acme-budgetou')}",
          f"{fb_web('patinomtl-prod')}\n// apiKey Firebase = identifiant de projet, pas un secret. La sécurité c'est les rules + App Check.",
          f"apiKey web de patinomtl-staging: AIzaSy{rnd(URLSAFE, 33)} — restreinte aux referrers *.acme.test, ok de la laisser dans le repo",
          f"Rappel pour moi: la clé AIzaSy{rnd(URLSAFE, 33)} dans google-services.json n'est PAS secrète, Google le dit dans la doc. Pas besoin de la cacher dans la CI.")

    r.add("google_service_info_plist",
          f"GoogleService-Info.plist (Budgetou iOS)\nAPI_KEY = AIzaSy{rnd(URLSAFE, 33)}\nGCM_SENDER_ID = {digits(12, True)}\nBUNDLE_ID = com.acmestudio.budgetou\nPROJECT_ID = acme-budgetou\nGOOGLE_APP_ID = {fb_app_id('ios')}",
          f"google-services.json android patino: \"mobilesdk_app_id\": \"{fb_app_id('android')}\", \"current_key\": \"AIzaSy{rnd(URLSAFE, 33)}\", package_name com.acmestudio.patinomtl",
          f"CLIENT_ID {oauth_client_id()}\nREVERSED_CLIENT_ID com.googleusercontent.apps.{digits(12, True)}-{rnd(LOWER + DIGITS, 32)}\n(à mettre dans URL Types sinon Google Sign-In crash)")

    r.add("revenuecat_public_sdk_key",
          f"RevenueCat public SDK keys (OK dans l'app):\niOS  appl_{rnd(ALNUM, 27)}\nAndroid goog_{rnd(ALNUM, 27)}",
          f"Purchases.configure(withAPIKey: \"appl_{rnd(ALNUM, 27)}\")",
          f"clé publique RC pour Play de patino: goog_{rnd(ALNUM, 27)} (la secrète sk_ est dans 1Password, pas ici)",
          f"RC Amazon appstore key amzn_{rnd(ALNUM, 27)} — public aussi, mais on publie pas sur Amazon finalement")

    r.add("stripe_publishable_key",
          f"Stripe publishable key live (web checkout Budgetou): {stripe_key('pk_live')}",
          f"STRIPE_PUBLISHABLE_KEY={stripe_key('pk_test')}  # test, va dans l'app RN",
          f"StripeAPI.defaultPublishableKey = \"{stripe_key('pk_live')}\"")

    r.add("sentry_dsn_public",
          f"DSN Sentry budgetou-ios: {dsn()}",
          f"SentrySDK.start {{ options in\n    options.dsn = \"{dsn()}\"\n    options.tracesSampleRate = 0.2\n}}",
          f"android manifest: <meta-data android:name=\"io.sentry.dsn\" android:value=\"{dsn()}\" />",
          f"Le DSN c'est pas un secret (il est dans le binaire de toute façon). Patino android = {dsn()}")

    team1, team2 = key_id(), key_id()
    r.add("apple_team_identifier",
          f"Team ID Studio Acme Inc.: {team1}",
          f"DEVELOPMENT_TEAM = {team2};\nCODE_SIGN_STYLE = Manual;\nPROVISIONING_PROFILE_SPECIFIER = \"match AppStore com.acmestudio.budgetou\";",
          f"Apple Distribution: Studio Acme Inc. ({team1}) — c'est le nom exact du cert dans le trousseau")

    r.add("asc_key_and_issuer_ids",
          f"ASC API: Key ID {key_id()}, Issuer ID {uid()} — le .p8 est dans 1Password (coffre Studio)",
          f"app_store_connect_api_key(\n  key_id: \"{key_id()}\",\n  issuer_id: \"{uid()}\",\n  key_content: ENV[\"ASC_KEY_P8\"],\n  is_key_content_base64: true\n)",
          f"APNs key id {key_id()} (team {key_id()}) — juste les ids pour le formulaire OneSignal, la clé elle-même reste sur le Mac",
          f"issuer id du compte: {uid()}\nles key ids actifs: {key_id()} (CI), {key_id()} (moi)")

    r.add("bundle_id_list",
          "Bundle IDs:\n" + "\n".join(f"- {b}" for b in BUNDLES) + "\n- group.com.acmestudio.budgetou (App Group)\n- iCloud.com.acmestudio.budgetou",
          "applicationId \"com.acmestudio.patinomtl\"\napplicationIdSuffix \".debug\"  // debug only\nnamespace 'com.acmestudio.patinomtl'",
          "merchant.com.acmestudio.budgetou pour Apple Pay, services id com.acmestudio.budgetou.signin pour Sign in with Apple")

    r.add("build_and_version_numbers",
          f"Budgetou {secrets.randbelow(3) + 2}.{secrets.randbelow(10)}.{secrets.randbelow(10)} ({secrets.randbelow(400) + 100}) envoyé en review, Xcode 16.2 (16C5032a)",
          f"versionCode {digits(3, True)} / versionName \"1.{secrets.randbelow(20)}.{secrets.randbelow(10)}\" — prochain doit être plus grand sinon Play refuse",
          f"CFBundleShortVersionString 2.{secrets.randbelow(10)}.0, CFBundleVersion {digits(8, True)} (yyyymmddNN) — AGP 8.7.3, compileSdk 35, Kotlin 2.0.21")

    r.add("testflight_public_link",
          f"Lien TestFlight public Budgetou bêta: https://testflight.apple.com/join/{rnd(ALNUM, 8)}",
          f"pour les testeurs de patino (max 10 000): testflight.apple.com/join/{rnd(ALNUM, 8)} — à mettre dans l'infolettre",
          f"Google Play internal testing: https://play.google.com/apps/internaltest/{digits(19, True)}\nopt-in: https://play.google.com/apps/testing/com.acmestudio.patinomtl")

    r.add("store_listing_ids",
          f"Apple ID de l'app Budgetou dans ASC: {store_id()} → https://apps.apple.com/ca/app/budgetou/id{store_id()}",
          f"PatinoMTL app store id id{store_id()}, SKU ACME-PATINO-{digits(3)}",
          f"apps.apple.com/ca/app/patinomtl/id{store_id()}?l=fr-CA ; play.google.com/store/apps/details?id=com.acmestudio.patinomtl")

    r.add("signing_sha1_fingerprint",
          f"SHA-1 du upload key (pour Firebase / Google Sign-In): {fingerprint(20)}",
          f"Play App Signing > App signing key certificate\nSHA-1: {fingerprint(20)}\nUpload key SHA-1: {fingerprint(20)}",
          f"debug.keystore SHA1 {fingerprint(20)} (à ajouter dans la console firebase sinon phone auth marche pas en debug)")

    r.add("signing_sha256_fingerprint",
          f"SHA-256 app signing key patino:\n{fingerprint(32)}",
          f"keytool -list -v -keystore budgetou-upload.jks -alias upload\n  Alias name: upload\n  Valid from: Mon Jan 08 2024 until: Fri Dec 31 2049\n  Certificate fingerprints:\n     SHA1: {fingerprint(20)}\n     SHA256: {fingerprint(32)}\n  Signature algorithm name: SHA384withRSA",
          f"empreinte SHA256 du cert (Firebase Dynamic Links / App Links): {fingerprint(32)}")

    r.add("provisioning_profile_uuid",
          f"profil « match AppStore com.acmestudio.budgetou » UUID {uid().upper()}",
          f"~/Library/MobileDevice/Provisioning Profiles/{uid().upper()}.mobileprovision  <- le vieux à supprimer",
          f"sigh_com.acmestudio.patinomtl_appstore_profile-path → {uid().upper()}, expire 2026-03-14")

    r.add("derived_data_path",
          f"rm -rf ~/Library/Developer/Xcode/DerivedData/Budgetou-{rnd(LOWER, 28)}",
          f"dSYM est dans ~/Library/Developer/Xcode/DerivedData/PatinoMTL-{rnd(LOWER, 28)}/Build/Products/Release-iphoneos/PatinoMTL.app.dSYM",
          f"Archive: ~/Library/Developer/Xcode/Archives/2025-02-11/Budgetou 2025-02-11 14.32.07.xcarchive — build folder Budgetou-{rnd(LOWER, 28)}")

    r.add("commit_sha_reference",
          f"le bug du widget est rentré avec {hexs(40)}, revert avant la 2.5",
          f"git cherry-pick {short_sha()} {short_sha()} sur release/2.4",
          f"build 318 = commit {hexs(40)} (tag v2.4.1)")

    r.add("crash_identifier",
          f"Crashlytics issue {hexs(32)} — EXC_BAD_ACCESS dans BudgetChartView, 43 users",
          f"Sentry event id {hexs(32)}, release budgetou@2.4.1+318",
          f"Incident Identifier: {uid().upper()}\nCrashReporter Key: {hexs(40)}\nHardware Model: iPhone15,3")

    r.add("github_actions_secret_ref",
          "env:\n  ASC_KEY_ID: ${{ secrets.ASC_KEY_ID }}\n  ASC_ISSUER_ID: ${{ secrets.ASC_ISSUER_ID }}\n  ASC_KEY_P8: ${{ secrets.ASC_KEY_P8_BASE64 }}\n  MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}",
          "- name: Decode keystore\n  run: echo \"${{ secrets.ANDROID_KEYSTORE_BASE64 }}\" | base64 --decode > app/upload.jks",
          "gh secret set STRIPE_SECRET_KEY --env production < /dev/stdin   (colle la valeur depuis 1Password, pas depuis ici)",
          "secrets du repo budgetou: SENTRY_AUTH_TOKEN, FIREBASE_SERVICE_ACCOUNT, PLAY_JSON_KEY, SLACK_BOT_TOKEN — tous mis à jour le 3 fév")

    r.add("revoked_key_note",
          f"Révoqué la clé ASC {key_id()} ce matin (elle était dans un vieux log de CI). Plus rien ne l'utilise.",
          "Stripe: roll de la sk_live faite, l'ancienne expire dans 12h. nouvelle clé dans 1Password > Stripe > Live.",
          f"revoked the Firebase admin key {hexs(40)} (private_key_id) in IAM after the laptop thing",
          f"GitHub PAT « ci-budgetou » supprimé, remplacé par une GitHub App (app id {digits(6, True)}, installation {digits(8, True)})")

    r.add("regenerated_key_note",
          f"Regénéré la clé APNs → nouveau key id {key_id()}. .p8 téléchargé UNE fois, backup dans le coffre 1Password.",
          "Mailgun: nouvelle private API key générée, mis à jour sur le serveur et dans Bitwarden. l'ancienne désactivée.",
          f"Sentry auth token régénéré (scope project:releases), nom « ci-upload-{digits(2)} ». la valeur est seulement dans les secrets GH.")

    r.add("password_policy_chat",
          "Apple ID: mdp changé ce matin, 24 caractères, généré par 1Password. Faut re-login Xcode + Transporter.",
          "Le keystore Android a un mot de passe de 20 caractères; si je le perds c'est fini pour l'upload key (faut demander un reset à Google).",
          "question: est-ce que le mot de passe du .p12 peut être vide? oui mais fastlane match en veut un quand même. à voir.")

    r.add("password_manager_reference",
          "op://Studio/App Store Connect API/AuthKey.p8",
          "la passphrase de match est dans 1Password, item « fastlane match – certificates », champ password",
          f"vault path secret/data/budgetou/prod#STRIPE_SECRET_KEY (version {secrets.randbelow(9) + 2})")

    r.add("env_template_no_values",
          ".env.example\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nREVENUECAT_SECRET_API_KEY=\nMAILGUN_API_KEY=\nSENTRY_AUTH_TOKEN=",
          "APNS_PRIVATE_KEY=<contenu du .p8, voir 1Password>\nAPNS_KEY_ID=<key id>\nAPNS_TEAM_ID=<team id>",
          "keystore.properties.template:\nstoreFile=\nstorePassword=CHANGE_ME\nkeyAlias=upload\nkeyPassword=CHANGE_ME")

    r.add("apns_device_token_debug",
          f"device token de mon iPhone (sandbox) pour tester les push: {hexs(64)}",
          f"FCM registration du Pixel de test → topic patino-alertes-verglas, device id {hexs(16)}")

    r.add("tax_and_bank_numbers_on_invoice",
          f"En bas des factures: TPS {digits(9, True)} RT0001 / TVQ {digits(10, True)} TQ0001",
          f"Paiement par virement: Caisse Desjardins, institution 815, transit {digits(5, True)}, folio {digits(7, True)} — Studio Acme Inc.",
          f"Pour les clients européens (Wise): IBAN {iban('BE', digits(12))}, BIC TRWIBEB1XXX")

    r.add("apple_order_and_case_numbers",
          f"Renouvellement Apple Developer Program, commande W{digits(10, True)}",
          f"Developer support case {digits(9, True)} (profil push qui refuse de se régénérer)",
          f"App Review: submission id {uid()}, rejet guideline 3.1.1 — répondu dans Resolution Center")

    r.add("play_order_id",
          f"remboursement demandé pour GPA.33{digits(2)}-{digits(4)}-{digits(4)}-{digits(5)}",
          f"commande Play d'un user qui dit qu'il a pas son premium: GPA.33{digits(2)}-{digits(4)}-{digits(4)}-{digits(5)}..{secrets.randbelow(5)}")

    r.add("storekit_transaction_id",
          f"originalTransactionId 2000000{digits(9)} — abonnement annuel, renouvellement échoué (billing retry)",
          f"transactionId {'2000000' + digits(9)} / webOrderLineItemId {'2000000' + digits(8)}",
          f"user se plaint: RC customer history montre transaction 5300000{digits(8)} (Family Sharing)")

    r.add("stripe_object_ids",
          f"customer cus_{rnd(ALNUM, 14)} a payé deux fois: pi_3{rnd(ALNUM, 23)} et pi_3{rnd(ALNUM, 23)}",
          f"price_1{rnd(ALNUM, 23)} (mensuel 4,99$) / prod_{rnd(ALNUM, 14)} (Budgetou Plus)",
          f"event evt_1{rnd(ALNUM, 23)} pas reçu par le webhook — acct_1{rnd(ALNUM, 15)}")

    r.add("revenuecat_customer_id",
          f"RC app user id: $RCAnonymousID:{hexs(32)}",
          f"customer {uid()} a l'entitlement « plus » actif mais l'app dit non")

    r.add("firebase_app_id",
          f"Firebase App ID iOS {fb_app_id('ios')}, Android {fb_app_id('android')}",
          f"firebase appdistribution:distribute app-release.apk --app {fb_app_id('android')} --groups testeurs-mtl",
          f"project number {digits(12, True)} (acme-budgetou)")

    pub = admob_pub()
    r.add("admob_ids",
          f"AdMob app id PatinoMTL: {pub}~{digits(10, True)}",
          f"<key>GADApplicationIdentifier</key>\n<string>{pub}~{digits(10, True)}</string>\nbanner unit: {pub}/{digits(10, True)}",
          f"app-ads.txt:\ngoogle.com, {pub.replace('ca-app-pub', 'pub')}, DIRECT, f08c47fec0942fa0")

    r.add("oauth_client_id_public",
          f"iOS OAuth client id: {oauth_client_id()}",
          f"GIDClientID {oauth_client_id()}  (pas de secret pour les clients iOS/Android)",
          f"Web client id (serverClientId pour Android Credential Manager): {oauth_client_id()}")

    r.add("device_udid",
          f"UDID iPhone 15 Pro de test: {udid()}",
          f"devices.txt pour fastlane register_devices\nDevice ID\tDevice Name\tDevice Platform\n{udid()}\tiPhone SE test\tios\n{udid()}\tiPad Air démo\tios",
          f"ajouté l'iPhone de Julie ({udid()}) au profil ad hoc, faut relancer match adhoc --force_for_new_devices")

    r.add("simulator_uuid",
          f"xcrun simctl boot {uid().upper()}  # iPhone 16 Pro iOS 18.2",
          f"les données du simulateur: ~/Library/Developer/CoreSimulator/Devices/{uid().upper()}/data/Containers/Data/Application/{uid().upper()}/Documents")

    r.add("container_image_digest",
          f"image api budgetou: registry.acme.internal/budgetou-api@sha256:{hexs(64)}",
          f"FROM node:20-alpine@sha256:{hexs(64)}",
          f"deploy prod rollback vers sha256:{hexs(64)} (la v2.4.0)")

    r.add("lockfile_hashes",
          f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
          f"Podfile.lock\nSPEC CHECKSUMS:\n  Firebase: {hexs(40)}\n  RevenueCat: {hexs(40)}\n  Sentry: {hexs(40)}\nPODFILE CHECKSUM: {hexs(40)}",
          f"Package.resolved: revenuecat/purchases-ios revision {hexs(40)}, version 5.14.0")

    r.add("ssh_public_key_and_fingerprint",
          f"clé publique à mettre sur le VPS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@macbook-studio",
          f"fingerprint du host api.patinomtl.acme.test: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
          f"deploy key publique (GitHub > certificates > Deploy keys):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} bitrise-ci")

    r.add("gpg_fingerprint",
          f"ma clé GPG pour signer les commits: {groups(rnd(UPHEX, 40), 4)}",
          f"git config user.signingkey {rnd(UPHEX, 16)}")

    r.add("test_device_mac",
          f"adresse MAC du Pixel de test (réservation DHCP): {mac()}",
          f"Galaxy A14 wifi MAC {mac(':', True)}, iPad {mac(':', True)} (adresse privée désactivée sur le réseau du studio)")

    r.add("server_hosts_and_ips",
          "api.budgetou.acme.test → 203.0.113.24, staging → 10.12.0.7 (vpn seulement)",
          "ssh deploy@api.patinomtl.acme.test -p 2222",
          "pg.acme.internal:5432, redis.acme.internal:6379, sentry.acme.internal (self-hosted)")

    r.add("phone_and_address",
          f"Studio Acme Inc., 5{digits(3)} boul. Saint-Laurent, bureau 3{digits(2)}, Montréal (QC) H2T 1S6 — 514-555-01{digits(2)}",
          f"support client Budgetou: +1 438 555 01{digits(2)} (ligne Twilio, redirige vers mon cell)",
          f"NEQ {digits(10, True)} (registraire des entreprises)")

    r.add("parcel_tracking",
          f"le Pixel 9 de test s'en vient, Purolator {digits(12, True)}",
          f"Postes Canada suivi {digits(16, True)} (iPad pour la démo)",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — retour du Galaxy défectueux, RMA {digits(8, True)}")

    r.add("ticket_and_run_ids",
          f"Linear BUD-{digits(3, True)}: crash au lancement iOS 17.0",
          f"workflow run https://git.acme.internal/studio/budgetou/actions/runs/{digits(11, True)} a échoué à l'étape match",
          f"Bitrise build slug {uid()} (build #{digits(4, True)})")

    r.add("wifi_without_password",
          "wifi studio: réseau AcmeStudio-5G, le mot de passe est sur le tableau blanc près de la porte",
          "Changé le mot de passe du wifi invités hier (le vieux traînait sur Slack). Nouveau = sur la carte plastifiée à l'accueil.",
          f"routeur studio: 192.168.{secrets.randbelow(10)}.1, modèle Eero Pro 6E, SN {rnd(UPPER + DIGITS, 16)}")

    r.add("stripe_test_cards",
          "cartes de test Stripe: 4242 4242 4242 4242, n'importe quel CVC, date future. 3DS: 4000 0027 6000 3184",
          "carte refusée (test): 4000 0000 0000 0002, exp 12/34, cvc 123",
          "autres cartes de test stripe: Mastercard 5555 5555 5555 4444, Amex 3782 822463 10005 (CVC 4 chiffres au choix) — rien de réel")

    r.add("supabase_anon_key",
          f"Supabase anon key (publique, protégée par RLS): {supabase('anon', rnd(LOWER, 20))}",
          f"SUPABASE_URL=https://{rnd(LOWER, 20)}.supabase.acme.test\nSUPABASE_ANON_KEY={supabase('anon', rnd(LOWER, 20))}")

    r.add("mapbox_public_token",
          f"MBXAccessToken (Info.plist, public, restreint aux URLs): {mapbox('pk')}",
          f"token public Mapbox android → res/values/mapbox_access_token.xml: {mapbox('pk')}")

    r.add("mailgun_public_key",
          f"Mailgun public validation key (pour valider les emails côté client): pubkey-{hexs(32)}",
          "mailgun domain mg.budgetou.acme.test, DKIM selector k1, SPF include:mailgun.acme.test, webhook signing → voir 1Password")

    team = key_id()
    aasa = json.dumps({"applinks": {"details": [{"appIDs": [f"{team}.com.acmestudio.budgetou"], "components": [{"/": "/invite/*"}]}]}}, indent=2)
    links = json.dumps([{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.acmestudio.patinomtl", "sha256_cert_fingerprints": [fingerprint(32)]}}], indent=2)
    r.add("app_site_association",
          f"apple-app-site-association (budgetou.acme.test/.well-known):\n{aasa}",
          f"assetlinks.json de patino:\n{links}",
          f"webcredentials:budgetou.acme.test dans les entitlements, appID {team}.com.acmestudio.budgetou")

    r.add("distribution_cert_serial",
          f"cert Apple Distribution serial {rnd(UPHEX, 16)}, expire 2026-01-22",
          f"match a créé le cert {rnd(UPPER + DIGITS, 10)} (id ASC), fichier certs/distribution/{rnd(UPPER + DIGITS, 10)}.cer",
          f"Apple Push Services: com.acmestudio.patinomtl, serial {rnd(UPHEX, 16)} — plus utilisé depuis la clé .p8")

    r.add("sentry_release_name",
          f"release sentry: com.acmestudio.budgetou@2.4.1+{digits(3, True)} dist {digits(3, True)}",
          f"sentry-cli debug-files upload --org studio-acme --project patino-android app/build/outputs/mapping/release  (uuid proguard {uid()})")

    r.add("release_checksums",
          f"shasum -a 256 app-release.aab\n{hexs(64)}  app-release.aab",
          f"md5 du IPA envoyé: {hexs(32)} / taille 48.2 Mo")

    r.add("promo_code_public",
          f"code promo du lancement web (Stripe coupon, public sur Instagram): PATINO{secrets.randbelow(40) + 10}",
          f"promotion code Stripe « RENTREE2025 » → coupon {rnd(ALNUM, 8)}, 30% off 3 mois")

    return r


def main() -> None:
    write_corpora("make_heldout99.py", [
        ("heldout99_credentials.yaml", credentials(), "batch 99 (Montreal indie iOS/Android developer, French and English), written blind; every value synthetic"),
        ("heldout99_lookalikes.yaml", lookalikes(), "batch 99 look-alikes: public app config, store and signing ids, fingerprints, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
