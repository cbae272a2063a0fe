# ruff: noqa: E501
"""Writes heldout346_credentials.yaml and heldout346_lookalikes.yaml: held-out batch 346.

Persona: a backend developer at a fintech start-up in Tallinn who writes her notes in
Estonian (with õ ä ö ü) mixed with English. She keeps Smart-ID and ID-card PIN reminders
(PIN1, PIN2, PUK), e-Residency and EMTA (tax board) logins, Wise and LHV business banking
(the Wise API token, the LHV Connect client key, the company card), Stripe and Veriff API
keys, AWS and Hetzner credentials, GitHub tokens and Actions secrets, the office alarm and
Wi-Fi, and her sauna's smart-lock code; and many look-alikes: registry and VAT numbers,
the company IBAN, payment reference numbers (viitenumber), invoice and parcel numbers,
Stripe object ids and publishable keys, Veriff session links, commit ids and image
digests, masked card numbers and keys, env var and `${{ secrets.X }}` references, Smart-ID
verification codes, spent one-time codes, AWS and Hetzner resource ids, phone numbers,
versions, serials, bookings, amounts and dates.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    card_expiry,
    digits,
    github_fine_token,
    github_token,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem,
    pem_body,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    stripe_webhook_secret,
    totp_seed,
    uid,
    wg_key,
    write_corpora,
)

WEAK = ("0000", "1111", "1234", "12345", "4321", "2580", "1212", "0852")


EE_WORDS = [
    "Kadakas", "Päike", "Sügis", "Kask", "Rannamaja", "Õunapuu", "Kilu", "Leiliruum",
    "Vihm", "Mänd", "Jõulud", "Kärbes", "Lumi", "Tuisk", "Rukkileib", "Hülge",
]


def ee_bban(bank: str = "77") -> str:
    """An Estonian BBAN: the bank's two digits, then fourteen."""
    return bank + digits(14)


def ee_iban(bank: str = "77", spaced: bool = True) -> str:
    return iban("EE", ee_bban(bank), spaced)


def viitenumber(n: int = 6) -> str:
    """An Estonian payment reference number with its 7-3-1 check digit."""
    body = digits(n, lead=True)
    weights = (7, 3, 1)
    total = sum(int(c) * weights[i % 3] for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def registrikood() -> str:
    """An Estonian business registry code: eight digits starting 1, with the
    mod-11 check digit the personal code also uses."""
    body = "1" + pick("4", "6") + digits(5)
    check = sum(int(c) * w for c, w in zip(body, (1, 2, 3, 4, 5, 6, 7), strict=True)) % 11
    if check == 10:
        check = sum(int(c) * w for c, w in zip(body, (3, 4, 5, 6, 7, 8, 9), strict=True)) % 11 % 10
    return body + str(check)


def kmkr() -> str:
    return "EE10" + digits(7)


def ee_mobile(spaced: bool = True) -> str:
    body = "5" + digits(pick(6, 7))
    return f"+372 {body[:4]} {body[4:]}" if spaced else f"+372{body}"


def stripe_sk(mode: str = "live") -> str:
    return f"sk_{mode}_{pick('51', '4e')}{rnd(ALNUM, pick(22, 97))}"


def stripe_rk(mode: str = "live") -> str:
    return f"rk_{mode}_51{rnd(ALNUM, 97)}"


def stripe_pk(mode: str = "live") -> str:
    return f"pk_{mode}_51{rnd(ALNUM, 97)}"


def stripe_id(prefix: str) -> str:
    n = 14 if prefix in ("cus", "prod", "acct") else 24
    return f"{prefix}_{rnd(ALNUM, n)}"


def hetzner_token() -> str:
    return rnd(ALNUM, 64)


def wifi_pass() -> str:
    return pick(
        f"{secrets.choice(EE_WORDS)}{secrets.choice(EE_WORDS)}{secrets.randbelow(900) + 100}",
        f"{secrets.choice(EE_WORDS).lower()}-{secrets.choice(EE_WORDS).lower()}-{secrets.choice(EE_WORDS).lower()}",
        rnd(ALNUM, 14),
    )


def ee_pw() -> str:
    """A password an Estonian speaker picks, or one her manager generates."""
    return pick(
        f"{secrets.choice(EE_WORDS)}.{secrets.randbelow(90) + 10}.{secrets.choice(EE_WORDS)}!",
        f"{secrets.choice(EE_WORDS)}{secrets.randbelow(9000) + 1000}#",
        pw(),
    )


def connect_sid() -> str:
    return f"s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}"


def ws_user() -> str:
    return "#ws+" + rnd(ALNUM, 8)


def storagebox_user() -> str:
    return "u" + digits(6, lead=True)


def sha256() -> str:
    return hexs(64)


def ipv4() -> str:
    return f"{pick('95.216', '65.108', '135.181', '168.119')}.{secrets.randbelow(254) + 1}.{secrets.randbelow(254) + 1}"


def ipv6() -> str:
    return f"2a01:4f8:{hexs(4)}:{hexs(4)}::1"


def pnr() -> str:
    return rnd(UPPER.replace("O", "").replace("I", "") + "23456789", 6)


def doc_number(prefix: str = "AB") -> str:
    return prefix + "0" + digits(6)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "smart_id_pin",
        f"Smart-ID PIN1 (sisselogimine) {pin(4, WEAK)}",
        f"smart id uus telefon -> PIN2 on nüüd {pin(5, WEAK)}, vana ei kehti",
        f"meeldetuletus: smart-id allkirjastamise pin\n{pin(5, WEAK)}",
        f"SID pin1={pin(4, WEAK)} (sama mis enne, ära muuda!!)",
        f"Smart-ID account re-registered in the Pixel, signing PIN2 is {pin(5, WEAK)} — don't tell anyone lol",
    )

    r.add(
        "id_card_pin_puk",
        f"ID-kaardi PUK kood (ümbrikust, ümbrik visatud ära): {digits(8)}",
        f"ID kaart PIN1 {pin(4, WEAK)}",
        f"e-residency digi-ID card PIN2 for signing in DigiDoc4: {pin(5, WEAK)}",
        f"uus ID-kaart kätte saadud, PIN2\n{pin(5, WEAK)}",
        f"puk {digits(8)} — kui pin1 3x valesti läheb, blokeerub. siis DigiDoc4 -> PIN/PUK -> deblokeeri",
    )

    r.add(
        "emta_login",
        f"e-MTA esindaja konto (raamatupidaja jaoks) kasutaja: {rnd(LOWER, 6)}{digits(3)} parool: {ee_pw()}",
        f"EMTA parool {ee_pw()}",
        f"e-maksuamet login, ettevõtte konto\nkasutajatunnus {rnd(LOWER, 7)}\nsalasõna {ee_pw()}",
        f"maksuameti portaal — user acme_ou, pw {ee_pw()} (KMD esitamine 20. kuupäevaks)",
        f"EMTA X-tee testkeskkonna kasutaja acme-xtee\nparool: {rnd(ALNUM, 20)}",
    )

    r.add(
        "e_residency_portal_password",
        f"e-Residency Hub login: liina@acme.test / {ee_pw()}",
        f"eresidency marketplace acc parool: {ee_pw()}",
        f"e-residency portaal (Mart'i jaoks, tal pole veel kaarti) salasõna on {ee_pw()}",
        f"e-Residency\nemail: ops@acme.test\npassword: {ee_pw()}\n(2FA tuleb minu telefoni)",
        f"the e-resident pickup portal pw for the Tokyo guy = {ee_pw()}",
    )

    r.add(
        "wise_api_token",
        f"Wise business API token (read only, statements): {uid()}",
        f"WISE_API_TOKEN={uid()}",
        f"curl -H \"Authorization: Bearer {uid()}\" https://api.wise.example/v1/profiles",
        f"Wise tokeni uus versioon (full access, payouts!) {uid()} — ainult prod serveris",
        f"wise:\n  profile_id: {digits(8, lead=True)}\n  api_token: \"{uid()}\"\n  sandbox: false",
    )

    r.add(
        "wise_account_password",
        f"Wise äri konto parool {ee_pw()}",
        f"wise login liina@acme.test {ee_pw()}",
        f"Wise'i parool vahetatud 03.02, uus:\n{ee_pw()}",
        f"wise pw = {ee_pw()}  (2FA SMS +372 telefonile)",
        f"Wise (personal, mitte äri!!) parool: {ee_pw()}",
    )

    r.add(
        "lhv_connect_client_key",
        "LHV Connect kliendi võti (sertifikaat on eraldi failis):\n" + pem("PRIVATE KEY", 6),
        "lhv-connect.key\n" + pem("RSA PRIVATE KEY", 8),
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: lhv-connect-mtls\ntype: kubernetes.io/tls\ndata:\n  tls.key: {b64(pem('PRIVATE KEY', 4).encode())}",
        "LHV connect prod võti, EI TOHI repos olla\n" + pem("EC PRIVATE KEY", 3),
        f"LHV_CONNECT_KEY_PASSPHRASE={ee_pw()}  # .p12 faili parool",
    )

    r.add(
        "company_card_details",
        f"LHV äri kaart: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"firma Visa {luhn('4', 16)} {card_expiry()} {digits(3)} (Hetzneri arveteks)",
        f"kaardi PIN (LHV business debit) {pin(4, WEAK)}",
        f"company card for AWS billing\n{groups(luhn('5', 16), 4)}\nvalid {card_expiry()}\nCVC {digits(3)}",
        f"| kaart | nr | kehtib | cvc |\n|---|---|---|---|\n| LHV Visa | {groups(luhn('4', 16), 4)} | {card_expiry()} | {digits(3)} |",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe live secret: {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}",
        f"stripe test võti (sandbox) {stripe_sk('test')}",
        f"const stripe = require('stripe')('{stripe_sk()}'); // TODO env-i viia",
        f"stripe sk prod {stripe_sk()} — ära commiti!",
    )

    r.add(
        "stripe_restricted_key",
        f"Stripe restricted key (ainult payouts read) {stripe_rk()}",
        f"rk for the reporting lambda: {stripe_rk()}",
        f"STRIPE_RESTRICTED_KEY={stripe_rk('test')}",
        f"restricted võti Metabase'i jaoks\n{stripe_rk()}",
        f"stripe:\n  restricted_key: {stripe_rk()}\n  account: acme-ou",
    )

    r.add(
        "stripe_webhook_secret",
        f"stripe webhook signing secret {stripe_webhook_secret()}",
        f"STRIPE_WEBHOOK_SECRET={stripe_webhook_secret()}",
        f"stripe listen --forward-to localhost:8080/hooks andis: Ready! Your webhook signing secret is {stripe_webhook_secret()}",
        f"webhooki saladus (endpoint payments.acme.test/stripe) = {stripe_webhook_secret()}",
        f"whsec prod-is {stripe_webhook_secret()}, stagingus teine",
    )

    r.add(
        "veriff_shared_secret",
        f"Veriff shared secret key (HMAC signatuuriks): {uid()}",
        f"VERIFF_API_KEY={uid()}\nVERIFF_SHARED_SECRET={uid()}",
        f"veriff prod master signature key {uid()} — rotate'ida Q3",
        f"veriff:\n  base_url: https://veriff.acme.test\n  api_key: {uid()}\n  shared_secret: {uid()}",
        f"Veriffi salajane võti stagingus\n{uid()}",
    )

    r.add(
        "aws_access_key",
        f"[acme-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-north-1",
        f"AWS IAM user ci-deployer: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"aws võtmed S3 backupi jaoks key {aws_key_id()} secret {aws_secret()}",
        f"{{\"AccessKeyId\": \"{aws_key_id()}\", \"SecretAccessKey\": \"{aws_secret()}\", \"Status\": \"Active\"}}",
    )

    r.add(
        "hetzner_cloud_token",
        f"Hetzner Cloud API token (projekt acme-prod, read+write) {hetzner_token()}",
        f"hcloud context create acme-prod\nToken: {hetzner_token()}",
        f"HCLOUD_TOKEN={hetzner_token()}",
        f"terraform.tfvars\nhcloud_token = \"{hetzner_token()}\"",
        f"hetzneri tokn stagingu jaoks {hetzner_token()}",
    )

    r.add(
        "hetzner_robot_credentials",
        f"Hetzner Robot webservice user {ws_user()} pass {ee_pw()}",
        f"storage box {storagebox_user()}.your-storagebox.de parool {ee_pw()} (borg backup)",
        f"robot login (dedikad serverid): K{digits(10)} / {ee_pw()}",
        f"hetzner storagebox\nuser: {storagebox_user()}\npw: {rnd(ALNUM, 16)}",
        f"curl -u '{ws_user()}:{rnd(ALNUM, 18)}' https://robot-ws.your-server.de/server",
    )

    r.add(
        "github_token",
        f"GitHub PAT (repo + workflow), aegub 90 päeva pärast: {github_token()}",
        f"fine-grained token acme-org/payments jaoks {github_fine_token()}",
        f"git clone https://liina:{github_token()}@github.com/acme-ou/ledger.git",
        f"GH_TOKEN={github_fine_token()}",
        f"gh auth login --with-token <<< {github_token()}",
    )

    r.add(
        "gha_secret_value",
        f"gh secret set HCLOUD_TOKEN --repo acme-ou/infra --body \"{hetzner_token()}\"",
        f"Actions secret DEPLOY_WEBHOOK_HMAC väärtus: {hexs(64)}",
        f"GitHub Actions secrets (repo ledger):\n- STRIPE_SECRET_KEY = {stripe_sk()}",
        f"echo -n '{rnd(ALNUM, 32)}' | gh secret set SENTRY_AUTH_TOKEN -e production",
        f"repo secret NPM_TOKEN = npm_{rnd(ALNUM, 36)} (lisatud Settings -> Secrets -> Actions)",
    )

    r.add(
        "ssh_private_key",
        "hetzneri deploy võti (id_ed25519):\n" + openssh_private(),
        openssh_private(),
        "bastion.acme.internal ligipääs, võti:\n" + openssh_private() + "\nchmod 600 !!",
        "GitHub Actions deploy key (private pool, public on serveris)\n" + openssh_private(),
        "- name: ssh\n  env:\n    SSH_KEY: |\n      " + openssh_private().replace("\n", "\n      "),
    )

    r.add(
        "postgres_url",
        f"DATABASE_URL=postgres://ledger_app:{rnd(ALNUM, 24)}@db1.acme.internal:5432/ledger?sslmode=require",
        f"prod replica ainult lugemiseks: postgresql://readonly:{ee_pw()}@10.0.1.12:5432/payments",
        f"psql \"host=pg.acme.internal dbname=kyc user=veriff_sync password={rnd(ALNUM, 20)}\"",
        f"metabase ühendus\nhost db2.acme.internal\nuser metabase\nparool {rnd(ALNUM, 18)}",
        f"spring.datasource.url=jdbc:postgresql://db.acme.internal/ledger\nspring.datasource.password={rnd(ALNUM, 22)}",
    )

    r.add(
        "sauna_lock_code",
        f"sauna lukk kood {pin(6, WEAK)}",
        f"saunaukse uus kood (Nuki app, vahetasin pärast Kadri pidu): {pin(4, WEAK)}#",
        f"saun — kood {pin(5, WEAK)}, klaviatuur ukse kõrval, vajuta enne ✓",
        f"sauna smart lock guest code for Jaan and friends: {pin(6, WEAK)} (kustutada pühapäeval)",
        f"maakodu sauna uks\n{pin(4, WEAK)}\naku tühjaks saamisel 9V patarei alla",
    )

    r.add(
        "wifi_password",
        f"kontori wifi AcmeHQ parool {wifi_pass()}",
        f"WiFi: SSID Suvila_5G / {wifi_pass()}",
        f"külaliste võrk AcmeGuest, salasõna {wifi_pass()}",
        f"kodu ruuter (Telia) wpa2 võti\n{wifi_pass()}",
        f"WIFI:T:WPA;S:SaunaMaja;P:{wifi_pass()};;",
    )

    r.add(
        "crypto_seed_phrase",
        f"Ledger seed (12 sõna), hoia paberil ka: {seed_phrase(12)}",
        f"metamask taastamisfraas\n{seed_phrase(12)}",
        f"24 words for the treasury hw wallet: {seed_phrase(24)}",
        "seed:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"vana trezor fraas {seed_phrase(24)} — seal on veel 0.2 ETH",
    )

    r.add(
        "totp_seed",
        f"AWS root MFA seed (kui telefon kaob): {totp_seed()}",
        f"otpauth://totp/Stripe:liina%40acme.test?secret={totp_seed()}&issuer=Stripe",
        f"Hetzner 2FA secret {groups(totp_seed(), 4)}",
        f"github 2fa setup key\n{totp_seed(16)}",
        f"Wise 2FA võti varuks, Authy-s on sama: {totp_seed()}",
    )

    r.add(
        "backup_codes",
        "GitHub taastekoodid:\n" + recovery_codes(8, "github"),
        f"Stripe backup code (konto omanik) {rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}",
        "google workspace varukoodid " + recovery_codes(6, "digits"),
        "Hetzner recovery codes\n" + recovery_codes(5, "alnum"),
        "1password-i taastamise koodid (admin) " + ", ".join(rnd(UPPER + DIGITS, 10) for _ in range(4)),
    )

    r.add(
        "session_cookie",
        f"admin paneeli cookie debugimiseks: connect.sid={connect_sid()}",
        f"curl -b 'sessionid={rnd(LOWER + DIGITS, 32)}' https://backoffice.acme.test/api/users",
        f"Cookie: __Host-session={jwt({'sub': uid(), 'role': 'admin', 'exp': 1760000000})}",
        f"Stripe dashboardi sessioon (Kadri arvutist, kehtib veel täna) {rnd(URLSAFE, 48)}",
        f"document.cookie = \"acme_sess={b64u_bytes(32)}; path=/; secure\"",
    )

    r.add(
        "slack_webhook_url",
        f"#payments-alerts webhook {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"curl -X POST -d '{{\"text\":\"deploy ok\"}}' {slack_webhook()}",
        f"slacki hook veriffi decline'ide jaoks\n{slack_webhook()}",
        f"alertmanager:\n  receivers:\n  - name: oncall\n    slack_configs:\n    - api_url: {slack_webhook()}",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={hexs(64)}",
        f"ledger API tokenite allkirjastamise võti (HS256) {b64(secrets.token_bytes(32))}",
        f"auth:\n  jwt:\n    secret: \"{rnd(ALNUM, 48)}\"\n    ttl: 15m",
        f"jwt signing secret prodis, vana rotate'itud: {hexs(64)}",
        f"SESSION_SECRET {rnd(ALNUM + '!@#$%', 40)}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.3/32\n\n[Peer]\nEndpoint = vpn.acme.internal:51820",
        f"wg võti sülearvutile (privaatne) {wg_key()}",
        f"hetzneri vpn klient, PrivateKey {wg_key()}",
        f"wireguard private key for the office NAS: {wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})",
    )

    r.add(
        "office_alarm_code",
        f"kontori signalisatsioon (G4S), valvest maha: {pin(4, WEAK)}",
        f"alarm kood {pin(6, WEAK)}, vajuta siis OFF",
        f"Office alarm disarm code {pin(4, WEAK)} — duress code is different, ask Mart",
        f"signaliseerimise kood uuel aastal\n{pin(5, WEAK)}",
        f"seifi kood (raamatupidamise kapp) {pin(6, WEAK)}",
    )

    r.add(
        "google_app_password",
        f"Gmail app password for the invoice mailer: {app_password()}",
        f"SMTP_PASSWORD=\"{app_password()}\"  # google workspace rakenduse parool",
        f"google rakenduse parool (Thunderbird) {app_password().replace(' ', '')}",
        f"app pw arved@acme.test jaoks\n{app_password()}",
        f"smtp.gmail.com:587 user arved@acme.test pass {app_password()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "company_registry_code",
        f"Acme Payments OÜ registrikood {registrikood()}, KMKR {kmkr()}",
        f"reg kood {registrikood()}",
        f"company reg no {registrikood()} for the Stripe onboarding form",
        f"Partneri andmed: Kilu Tech OÜ\nregistrikood: {registrikood()}\nKMKR nr: {kmkr()}",
        f"VAT ID {kmkr()} (VIES-is kontrollitud, kehtiv)",
    )

    r.add(
        "company_iban",
        f"Meie arveldusarve LHV-s: {ee_iban('77')}",
        f"IBAN arvele: {ee_iban('22')} (Swedbank, Acme Payments OÜ)",
        f"Wise EUR account details for clients — IBAN {iban('BE', digits(12))}, BIC TRWIBEB1XXX",
        f"saaja: Kilu Tech OÜ\n{ee_iban('10', spaced=False)}",
        f"| pank | IBAN |\n|---|---|\n| LHV | {ee_iban('77')} |\n| SEB | {ee_iban('10')} |",
    )

    r.add(
        "payment_reference_number",
        f"viitenumber {viitenumber()}",
        f"EMTA ettemaksukonto viitenumber: {viitenumber(10)}",
        f"ref no for the Hetzner transfer {viitenumber(7)}",
        f"maksa üür: summa 1450,00, viide {viitenumber()}",
        f"kommunaalid — viitenr\n{viitenumber(8)}",
    )

    r.add(
        "invoice_number",
        f"arve nr 2025-{digits(4)}",
        f"Hetzner invoice R{digits(10)} paid",
        f"Stripe invoice number {rnd(UPPER + DIGITS, 8)}-{digits(4)}",
        f"Veriffi arve INV-{digits(6)} (kuu: märts) saadetud raamatupidajale",
        f"AWS billing: invoice EUINEE{digits(8)}-{digits(2)}",
    )

    r.add(
        "parcel_tracking_code",
        f"Omniva pakk {s10('CE', 'EE')} pakiautomaati Ülemiste",
        f"DPD jälgimiskood {digits(14)}",
        f"YubiKeyd tulevad: tracking {s10('RR', 'SE')}",
        f"smartpost saadetis {digits(13)}, pakiautomaat Kristiine",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — uus sülearvuti",
    )

    r.add(
        "wise_transfer_number",
        f"Wise transfer #{digits(9, lead=True)} — palk, arrives tomorrow",
        f"wise ülekanne {digits(10, lead=True)} tehtud",
        f"transfer id {digits(9, lead=True)} stuck in 'processing', support ticket avatud",
        f"Wise batch payment {uid()} (12 makset)",
        f"wise payout reference: ACME-{digits(6)}",
    )

    r.add(
        "stripe_object_id",
        f"double charge: {stripe_id('pi')} ja {stripe_id('pi')}",
        f"klient {stripe_id('cus')}, refund tehtud {stripe_id('re')}",
        f"evt id {stripe_id('evt')} kordus 3x webhooki logis",
        f"connected account {stripe_id('acct')} (Kilu Tech)",
        f"price_{rnd(ALNUM, 24)} = Pro plaan 49€/kuu",
    )

    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key frontendi: {stripe_pk()}",
        f"NEXT_PUBLIC_STRIPE_PK={stripe_pk()}",
        f"pk testis {stripe_pk('test')} (avalik, võib olla repos)",
        f"const stripe = Stripe('{stripe_pk()}');",
        f"stripe.js key\n{stripe_pk('test')}",
    )

    r.add(
        "veriff_session_link",
        f"Veriffi sessioon mis declined: https://station.veriff.com/verifications/{uid()}",
        f"KYC fail user {uid()} — vaata veriff dashboardist",
        f"session id {uid()} tagastas 'resubmission_requested'",
        f"https://backoffice.acme.test/kyc/{uid()}/decision",
        f"veriff decision webhook: verification.id = {uid()}, status approved",
    )

    r.add(
        "git_commit_id",
        f"hotfix commit {hexs(40)}",
        f"revert {hexs(7)} — see lõhkus viitenumbri kontrolli",
        f"deploy prod -> {hexs(12)} (tag v2.14.1)",
        f"git cherry-pick {hexs(40)}",
        f"bisect: hea {hexs(7)}, halb {hexs(7)}",
    )

    r.add(
        "container_image_digest",
        f"ghcr.io/acme-ou/ledger@sha256:{sha256()}",
        f"image digest prodis sha256:{sha256()}",
        f"docker pull registry.acme.internal/payments:1.9.3@sha256:{sha256()}",
        f"trivy skännis sha256:{sha256()} — 0 critical",
        f"base image pinned\nFROM python:3.12-slim@sha256:{sha256()}",
    )

    r.add(
        "masked_card_number",
        f"firma kaart **** **** **** {digits(4)} (LHV)",
        f"AWS charges the Visa ending {digits(4)}",
        f"Hetzner maksab kaardilt •••• {digits(4)}, aegub {card_expiry()}",
        f"kaart {digits(4)}XXXXXXXX{digits(4)} blokeeritud, uus tuleb postiga",
        f"Stripe: card_{rnd(ALNUM, 24)} visa ···· {digits(4)}",
    )

    r.add(
        "masked_secret_display",
        f"Stripe näitab ainult sk_live_...{rnd(ALNUM, 4)}, täisvõti on 1Passwordis",
        f"hcloud token ****************{rnd(ALNUM, 4)} (created 12.01)",
        f"ghp_••••••••••••{rnd(ALNUM, 4)} revoked",
        f"AWS key {aws_key_id()[:8]}************ deactivated, secret kustutatud",
        f"whsec_********{rnd(ALNUM, 4)} — uus signing secret on vaultis",
    )

    r.add(
        "env_var_reference",
        "const key = process.env.STRIPE_SECRET_KEY; // mitte kunagi hardcode",
        "os.environ[\"VERIFF_SHARED_SECRET\"] loetakse startupis",
        "vajalikud env-id: HCLOUD_TOKEN, WISE_API_TOKEN, DATABASE_URL, JWT_SECRET",
        "export AWS_PROFILE=acme-prod  # võtmed on ~/.aws/credentials failis, mitte siin",
        "docker run --env-file .env.prod ledger:latest (.env.prod ei ole gitis)",
    )

    r.add(
        "actions_secrets_expression",
        "env:\n  HCLOUD_TOKEN: ${{ secrets.HCLOUD_TOKEN }}\n  STRIPE_KEY: ${{ secrets.STRIPE_SECRET_KEY }}",
        "with:\n  password: ${{ secrets.GITHUB_TOKEN }}\n  registry: ghcr.io",
        "ssh-key: ${{ secrets.DEPLOY_SSH_KEY }} — lisasin repo secretsisse",
        "if: ${{ secrets.SLACK_WEBHOOK_URL != '' }}",
        "aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}\naws-region: eu-north-1",
    )

    r.add(
        "secret_store_pointer",
        f"arn:aws:secretsmanager:eu-north-1:{aws_account()}:secret:prod/stripe-{rnd(ALNUM, 6)}",
        "op://Acme Payments/Wise API/credential",
        "vault kv get -field=token secret/prod/hetzner",
        "LHV Connect võti on nüüd AWS KMS-is, alias alias/lhv-connect-prod",
        "aws ssm get-parameter --name /ledger/prod/jwt_secret --with-decryption",
    )

    r.add(
        "ssh_key_fingerprint",
        f"hetzneri serveri host key: {ssh_fingerprint()}",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} liina@thinkpad",
        f"deploy key fingerprint {ssh_fingerprint()} (GitHub näitab)",
        f"authorized_keys\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.\nAre you sure you want to continue connecting (yes/no)?",
    )

    r.add(
        "smart_id_verification_code",
        f"Smart-ID kontrollkood {digits(4)} — kontrolli et telefonis sama",
        f"SID näitas kontrollkoodi {digits(4)}, aga mina ei loginud?! -> teavitasin SK-d",
        f"Mobiil-ID kontrollkood oli {digits(4)}",
        f"verification code {digits(4)} on the Smart-ID screen matched, so approved the EMTA login",
        f"e-MTA login: kontrollkood {digits(4)} (ainult võrdlemiseks, mitte salajane)",
    )

    r.add(
        "spent_one_time_code",
        f"Wise SMS kood {digits(6)} — juba kasutatud",
        f"LHV tehingu kinnituskood {digits(6)} aegus, küsisin uue",
        f"AWS MFA code {digits(6)} expired before I pasted it lol",
        f"stripe saatis {digits(6)} (5 min kehtiv, kell 14:02 — ammu läinud)",
        f"2FA kood {digits(3)} {digits(3)} used, login ok",
    )

    r.add(
        "aws_resource_identifier",
        f"AWS konto {aws_account()} (acme-prod)",
        f"instance i-0{hexs(16)} eu-north-1a",
        f"arn:aws:iam::{aws_account()}:role/github-actions-deployer",
        f"sg-0{hexs(16)} lubab 5432 ainult VPC seest",
        f"s3://acme-ledger-backups-{aws_account()}/pg/{hexs(8)}.dump",
    )

    r.add(
        "hetzner_server_details",
        f"hcloud server id {digits(8, lead=True)}, ip {ipv4()}",
        f"db1 — AX41 #{digits(7, lead=True)}, fsn1-dc14, {ipv4()}",
        f"ipv6 {ipv6()}/64 staging",
        f"Hetzner projekt id {digits(7, lead=True)}, volume {digits(8, lead=True)} (100 GB)",
        f"floating IP {ipv4()} -> lb1",
    )

    r.add(
        "estonian_phone_number",
        f"Mart mob {ee_mobile()}",
        f"LHV äriklientide tugi +372 6{digits(6)}",
        f"Veriffi account manager: {ee_mobile(spaced=False)}",
        f"sauna broneering — helista {ee_mobile()}",
        f"tel {ee_mobile()} (raamatupidaja Kadri)",
    )

    r.add(
        "software_version",
        f"ledger v{secrets.randbelow(4) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(20)} prodis",
        f"stripe-node {secrets.randbelow(5) + 14}.{secrets.randbelow(20)}.0, API version 2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}",
        f"DigiDoc4 4.{secrets.randbelow(8)}.{secrets.randbelow(3)}.{digits(4, lead=True)} — uuenda enne allkirjastamist",
        f"postgres 16.{secrets.randbelow(6)} -> 17.{secrets.randbelow(3)}",
        f"build #{digits(4, lead=True)} (commit {hexs(7)})",
    )

    r.add(
        "hardware_serial",
        f"YubiKey 5C NFC serial {digits(8, lead=True)}",
        f"MacBook seerianumber {rnd(UPPER + DIGITS, 10)} (garantii kuni 2027)",
        f"sauna luku seade S/N {rnd(UPPER + DIGITS, 12)}",
        f"ID-kaardi lugeja SN {digits(10)}",
        f"ruuteri S/N: {rnd(UPPER + DIGITS, 14)}, MAC {mac(upper=True)}",
    )

    r.add(
        "uuid_link",
        f"https://linear.acme.test/issue/{uid()}",
        f"notion leht: https://notes.acme.test/{hexs(32)}",
        f"GET /api/v1/payouts/{uid()} tagastas 404",
        f"request_id={uid()} — Sentry error",
        f"https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/ledger?orgId=1",
    )

    r.add(
        "amount_and_due_date",
        f"Hetzner arve {secrets.randbelow(300) + 50},{digits(2)} € tähtaeg {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.2025",
        f"KMD tasuda {secrets.randbelow(9000) + 1000} € enne 20.{secrets.randbelow(12) + 1:02d}",
        f"Stripe payout {secrets.randbelow(90000) + 1000}.{digits(2)} EUR arriving {secrets.randbelow(28) + 1} Mar",
        f"palk {secrets.randbelow(3000) + 2500} bruto, makse 10. kuupäeval",
        f"AWS eelarve {secrets.randbelow(900) + 100} $/kuu, alert 80%",
    )

    r.add(
        "travel_booking_ref",
        f"Tallink laev Tln-Hki broneering {digits(8, lead=True)}",
        f"Finnair PNR {pnr()}",
        f"hotell Berliin, booking.com kinnitus {digits(10, lead=True)}, PIN juhised meilis",
        f"airBaltic {pnr()} / pilet {digits(3)}-{digits(10)}",
        f"Bolt sõit {uid()[:8]}, kviitung ärikontole",
    )

    r.add(
        "id_document_number",
        f"ID-kaardi dokumendi nr {doc_number('AB')}, kehtib kuni 2029",
        f"e-residency digi-ID document no {doc_number('N')}",
        f"pass {doc_number('K')} (Veriffi testiks kasutasin seda)",
        f"elamisloakaart {doc_number('RE')}",
        f"uus ID kaart, dok nr\n{doc_number('AC')}",
    )

    r.add(
        "network_identifier",
        f"kontori AP MAC {mac()}",
        f"SSID: AcmeHQ-5G, BSSID {mac(upper=True)}",
        f"sauna lukk DHCP reserveeritud 192.168.1.{secrets.randbelow(200) + 20}, MAC {mac('-', True)}",
        f"VPN subnet 10.{secrets.randbelow(255)}.0.0/24, gateway .1",
        "wifi võrgu nimi Suvila_5G (parool Mardil)",
    )

    r.add(
        "public_certificate",
        "LHV Connect sertifikaat (avalik pool, võib jagada):\n" + pem("CERTIFICATE", 5),
        "Veriff webhook public key\n-----BEGIN PUBLIC KEY-----\n" + pem_body(2) + "\n-----END PUBLIC KEY-----",
        f"CSR LHV-le saatmiseks:\n{pem('CERTIFICATE REQUEST', 4)}",
        f"cert SHA-256 fingerprint {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}",
        '{"keys":[{"kty":"EC","crv":"P-256","kid":"' + hexs(8) + '","x":"' + b64u_bytes(32) + '","y":"' + b64u_bytes(32) + '"}]}',
    )

    return r


def main() -> None:
    write_corpora("make_heldout346.py", [
        ("heldout346_credentials.yaml", credentials(), "Held-out batch 346: credentials a fintech backend developer in Tallinn keeps (Smart-ID and ID-card PINs, EMTA and e-Residency logins, Wise, LHV Connect, Stripe, Veriff, AWS, Hetzner, GitHub, Wi-Fi, sauna lock and more)"),
        ("heldout346_lookalikes.yaml", lookalikes(), "Held-out batch 346: a Tallinn fintech developer's registry codes, IBANs, reference numbers, object ids, public keys, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
