# ruff: noqa: E501
"""Writes heldout265_credentials.yaml and heldout265_lookalikes.yaml: held-out batch 265.

Persona: a solo security researcher and bug-bounty hunter in Nairobi who writes English with
some Swahili and Sheng. He asks the assistant to remember his HackerOne and Bugcrowd API
tokens, Burp Suite license keys, VPS root passwords, SSH keys, Shodan and Censys keys, the
test accounts he made on targets, M-Pesa PINs and Telegram bot tokens; and, far more often,
things that only look like them: report ids, CVE numbers, hashes of samples, IP addresses,
unsigned alg-none JWTs from his reports, redacted tokens, public keys and program handles.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    b64,
    b64u,
    b64url,
    digits,
    groups,
    hexs,
    openai_project_key,
    openssh_private,
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

WORDS = ["simba", "matatu", "chai", "mvua", "jiko", "kahawa", "nyota", "baridi", "mlima",
         "pwani", "tembo", "ndizi", "shamba", "kiboko", "jua", "upepo", "rafiki", "safari"]
THEME_COOKIE = b'{"theme":"dark","lang":"sw"}'
SSTI_PROBE = b"{{7*7}}"


def h1_token() -> str:
    """A HackerOne API token: 32 random bytes in base64."""
    return b64(secrets.token_bytes(32))


def bugcrowd_token() -> str:
    return f"{rnd(ALNUM, 20)}:{rnd(ALNUM, 40)}"


def burp_license() -> str:
    """A Burp Suite Professional license key: one long base64 blob."""
    return b64(secrets.token_bytes(pick(360, 420, 480)))


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def shodan_key() -> str:
    return rnd(ALNUM, 32)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def fine_grained_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def do_token() -> str:
    return "dop_v1_" + hexs(64)


def ngrok_token() -> str:
    return f"2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def mpesa_code() -> str:
    """An M-Pesa transaction code: ten upper-case letters and digits."""
    return "S" + rnd(UPPER + DIGITS, 9)


def kra_pin() -> str:
    return f"A{digits(9)}{secrets.choice(UPPER)}"


def ip_doc() -> str:
    return f"{pick('192.0.2', '198.51.100', '203.0.113')}.{secrets.randbelow(253) + 1}"


def pin4() -> str:
    return f"{secrets.randbelow(10**4):04d}"


def unsigned_jwt(claims: dict) -> str:
    return f"{b64url({'alg': 'none', 'typ': 'JWT'})}.{b64url(claims)}."


def signed_jwt(claims: dict) -> str:
    return f"{b64url({'alg': 'HS256', 'typ': 'JWT'})}.{b64url(claims)}.{b64u(secrets.token_bytes(32))}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "hackerone_api_token",
        f"H1 API creds for my recon script -> identifier: kiptoo_recon, token: {h1_token()}",
        f"hackerone api token mpya (created leo, old one revoked): {h1_token()}",
        f"Kumbuka hii: curl -u \"kiptoo_recon:{h1_token()}\" -H 'Accept: application/json' for the hacker API",
        f"~/.config/h1/config.yaml\n  username: kiptoo_h1bot\n  api_token: {h1_token()}",
        f"h1 tkn (read-only scope, for the scope-diff bot) {h1_token()}",
    )
    r.add(
        "bugcrowd_api_token",
        f"Bugcrowd API: Authorization: Token {bugcrowd_token()}",
        f"bugcrowd token ya crowdstream watcher -> {bugcrowd_token()}",
        f"BC api key (username:password form, they show it once only!!) {bugcrowd_token()}",
        f"remember bugcrowd api creds\nuser part: {rnd(ALNUM, 20)}\nsecret part: {rnd(ALNUM, 40)}",
        f"export BUGCROWD_TOKEN='{bugcrowd_token()}'  # niliweka kwa .zshrc ya laptop",
    )
    r.add(
        "burp_suite_license_key",
        f"Burp Pro license key (renewed, paid from bounty doh):\n{burp_license()}",
        f"burp licence ya pili for the VPS install — paste at activation screen: {burp_license()}",
        f"Kama laptop itakufa, reinstall burp na hii key:\n{burp_license()}",
        f"burp pro key {burp_license()}",
        f"Burp Suite Professional\nlicensed to: Kiptoo (individual)\nkey:\n{burp_license()}",
    )
    r.add(
        "vps_root_password",
        f"root pw ya VPS ya recon (203.0.113.{secrets.randbelow(250) + 2}): {pw()}",
        f"vps1.recon.internal  user root  pass {pw()}",
        f"Hetzner box root password niliset after rescue mode: {pw()} — badilisha wiki ijayo",
        f"ssh root@recon-box.acme.internal, password ni {pw()} (key auth ikifail)",
        f"VPS creds\n  host: scanner02.acme.test\n  user: root\n  passwd: {pw()}",
        f"rootpass for the interactsh server: {pw()}",
    )
    r.add(
        "ssh_private_key",
        f"my recon vps key, id_ed25519, keep safe:\n{openssh_private()}",
        f"Hii ndio key ya kuingia scanner box (no passphrase):\n{openssh_private()}",
        f"backup ya ssh key in case disk inakufa\n{openssh_private()}",
        f"deploy key for my private nuclei-templates repo\n{openssh_private()}",
        f"~/.ssh/bb_lab (ya lab ya AD nyumbani)\n{openssh_private()}",
    )
    r.add(
        "shodan_api_key",
        f"Shodan API key (membership ya lifetime): {shodan_key()}",
        f"shodan init {shodan_key()}",
        f"SHODAN_API_KEY={shodan_key()}",
        f"shodan key ya academic upgrade -> {shodan_key()}, usishare na mtu",
        f"shodn key {shodan_key()} (typo in name lol, ni ya shodan)",
    )
    r.add(
        "censys_api_credentials",
        f"Censys API ID: {uid()}\nCensys API Secret: {rnd(ALNUM, 32)}",
        f"censys config --api-id {uid()} --api-secret {rnd(ALNUM, 32)}",
        f"censys creds: id {uid()} / secret {rnd(ALNUM, 32)}",
        f"export CENSYS_API_ID={uid()}\nexport CENSYS_API_SECRET={rnd(ALNUM, 32)}",
        f"Censys secret (ID iko kwa dashboard, hii ni secret tu): {rnd(ALNUM, 32)}",
    )
    r.add(
        "target_test_account_password",
        f"Test accounts on acme program (per their rules use +h1 alias):\nkiptoo+h1a@wearehackerone.example / {pw()}\nkiptoo+h1b@wearehackerone.example / {pw()}",
        f"staging.acme.test attacker account: attacker01@mailbox.example pw {pw()}",
        f"victim acct kwa IDOR test -> victim_kip@mailbox.example : {pw()}",
        f"login ya test tenant admin on portal.acme.test: admin-kip / {pw()} (created by me, report 2 lazima nitaje)",
        f"| role | email | password |\n| attacker | bb.atk@mailbox.example | {pw()} |\n| victim | bb.vic@mailbox.example | {pw()} |",
        f"acme-shop test acc password {pw()} email kiptoo.bb@mailbox.example",
    )
    r.add(
        "mpesa_pin",
        f"M-Pesa PIN mpya: {pin4()}",
        f"mpesa pin ya line ya pili (ile ya bounty payouts) ni {pin4()}",
        f"Kumbuka PIN ya M-PESA nimebadilisha -> {pin4()}",
        f"pin ya mpesa {pin4()}, usiniambie tena nimesahau",
        f"Safaricom line 2: M-Pesa PIN {pin4()}, Fuliza off",
        f"mpesa: {pin4()}  | bank app: {pin4()}",
    )
    r.add(
        "telegram_bot_token",
        f"Telegram bot ya recon alerts: {telegram_token()}",
        f"@kip_subdomain_bot token -> {telegram_token()}",
        f"TELEGRAM_BOT_TOKEN=\"{telegram_token()}\"\nTELEGRAM_CHAT_ID=-100{digits(10, lead=True)}",
        f"botfather alinipea hii token ya nuclei notifier: {telegram_token()}",
        f"notify provider-config.yaml\ntelegram:\n  - id: \"tel\"\n    telegram_api_key: \"{telegram_token()}\"\n    telegram_chat_id: \"{digits(9, lead=True)}\"",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT ya kupush recon results repo: {ghp()}",
        f"gh token (classic, repo scope) {ghp()}",
        f"fine-grained PAT for github dorking script: {fine_grained_pat()}",
        f"git remote set-url origin https://kiptoo:{ghp()}@git.acme.internal/kiptoo/wordlists.git",
        f"GITHUB_TOKEN={fine_grained_pat()} # expires in 90 days",
    )
    r.add(
        "digitalocean_api_token",
        f"DO token ya axiom fleet: {do_token()}",
        f"digitalocean api token -> {do_token()}",
        f"doctl auth init -t {do_token()}",
        f"axiom config: do_key: \"{do_token()}\" region: fra1",
        f"DigitalOcean token mpya (ile ya zamani nilirevoke): {do_token()}",
    )
    r.add(
        "virustotal_api_key",
        f"VirusTotal API key: {hexs(64)}",
        f"vt key ya kucheck samples {hexs(64)}",
        f"vt init -> api key {hexs(64)}",
        f"VT_API_KEY={hexs(64)}",
        f"virustotal premium trial key (30 days): {hexs(64)}",
    )
    r.add(
        "securitytrails_api_key",
        f"SecurityTrails APIKEY: {rnd(ALNUM, 32)}",
        f"securitytrails key ya subfinder provider-config -> securitytrails: [{rnd(ALNUM, 32)}]",
        f"ST api key (free tier, 50/month) {rnd(ALNUM, 32)}",
        f"securitytrails: {rnd(ALNUM, 32)} // account ya pili, ile ya kwanza quota imeisha",
        f"curl -H 'APIKEY: {rnd(ALNUM, 32)}' https://securitytrails-proxy.acme.internal/v1/domain/acme.test/subdomains",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken {ngrok_token()}",
        f"ngrok authtoken ya OOB callbacks: {ngrok_token()}",
        f"ngrok.yml\nversion: \"2\"\nauthtoken: {ngrok_token()}",
        f"ngrok tkn {ngrok_token()} (account ya pili)",
        f"NGROK_AUTHTOKEN={ngrok_token()}",
    )
    r.add(
        "daraja_api_credentials",
        f"Daraja sandbox app ya kutest STK push flow ya target:\nConsumer Key: {rnd(ALNUM, 48)}\nConsumer Secret: {rnd(ALNUM, 64)}",
        f"my own Daraja live app (tip jar on my blog): consumer_key={rnd(ALNUM, 48)} consumer_secret={rnd(ALNUM, 64)}",
        f"Lipa na M-Pesa passkey ya shortcode yangu: {hexs(64)}",
        f"daraja creds -> key {rnd(ALNUM, 48)} / secret {rnd(ALNUM, 64)}",
        f"B2C initiator password ya till yangu: {pw()}",
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf ya VPS\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
        f"wireguard private key ya phone: {wg_key()}",
        f"WG privkey (laptop) {wg_key()}",
        f"mullvad-style wg key niliset kwa router: PrivateKey={wg_key()}",
    )
    r.add(
        "keepass_master_passphrase",
        f"KeePassXC master passphrase: {phrase(WORDS, 6)}",
        f"master pw ya vault ya bounty: {phrase(WORDS, 5, '-')}",
        f"Kama nimesahau, kdbx passphrase ni \"{phrase(WORDS, 6)}\"",
        f"keepass db ya kazi -> {phrase(WORDS, 4, '.')}{secrets.randbelow(90) + 10}",
        f"vault.kdbx password: {pw()}",
    )
    r.add(
        "totp_seed",
        f"2FA seed ya hackerone (in case simu inapotea): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Bugcrowd:kiptoo?secret={totp_seed()}&issuer=Bugcrowd",
        f"TOTP secret ya VPS panel: {totp_seed()}",
        f"authenticator backup: github -> {totp_seed()}",
        f"totp seed ya protonmail {groups(totp_seed(), 4, '-')}",
    )
    r.add(
        "twofa_recovery_codes",
        f"HackerOne backup codes:\n{recovery_codes(8, 'github')}",
        f"github recovery codes (nimeprint pia)\n{recovery_codes(10, 'github')}",
        f"bugcrowd 2fa recovery: {recovery_codes(6, 'digits')}",
        f"Google account backup codes ya email ya bounty\n{recovery_codes(8, 'plain')}",
        f"proton recovery phrase: {phrase(WORDS, 12)}",
    )
    r.add(
        "email_account_password",
        f"bounty email (kiptoo.sec@mailbox.example) password: {pw()}",
        f"Proton pw ya reports inbox -> {pw()}",
        f"mail.acme.test IMAP login kiptoo / {pw()}",
        f"email ya zamani ya gmail-style niliunda for recon signups: recon.kip@mailbox.example pass {pw()}",
        f"password mpya ya email baada ya breach notice: {pw()}",
    )
    r.add(
        "database_connection_string",
        f"recon db: postgresql://recon:{rnd(ALNUM, 18)}@db.recon.internal:5432/subdomains",
        f"DATABASE_URL=postgres://kip:{pw()}@10.66.0.1/bbdata",
        f"mongo ya findings dashboard: mongodb://admin:{rnd(ALNUM, 20)}@mongo.acme.internal:27017/?authSource=admin",
        f"redis ya queue -> redis://:{rnd(ALNUM, 24)}@queue.recon.internal:6379/0",
        f"mysql -h db.lab.test -u root -p'{pw()}' dvwa",
    )
    r.add(
        "llm_api_key",
        f"OpenAI key ya kutriage JS files: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai project key (limit $20/month) {openai_project_key()}",
        f"api key ya gpt helper kwa report writing -> {openai_project_key()}",
        f"sk key ya openai, org ya kazi: {openai_project_key()} — usiweke kwa github!",
    )
    r.add(
        "bank_atm_pin",
        f"Equity card PIN: {pin4()}",
        f"ATM pin ya KCB debit {pin4()}",
        f"card pin ya dollar account (ile ya payouts za Payoneer) ni {pin4()}",
        f"PIN ya bank app login {digits(6)}",
    )
    r.add(
        "wifi_password",
        f"WiFi ya nyumbani: SSID Kip_5G, pass {pw()}",
        f"wifi pw ya coworking space Westlands -> {rnd(ALNUM, 12)}",
        f"router admin (192.168.1.1) admin / {pw()}, wifi key {rnd(ALNUM, 14)}",
        f"hotspot ya simu password {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "age_secret_key",
        f"age key ya kuencrypt reports drafts:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"age identity file (keys.txt) contents: {age_secret_key()}",
        f"sops age key ya recon infra repo -> {age_secret_key()}",
        f"backup ya age private key {age_secret_key()}",
    )
    r.add(
        "interactsh_server_token",
        f"interactsh-server self hosted, auth token: {hexs(32)}",
        f"interactsh-client -s oast.recon.test -t {rnd(ALNUM, 40)}",
        f"token ya private interactsh (usiweke kwa writeup!) {uid()}",
        f"oast server creds: domain oob.acme.test, token {rnd(ALNUM + '-', 36)}",
        f"INTERACTSH_TOKEN={hexs(32)}",
    )
    r.add(
        "gpg_key_passphrase",
        f"GPG passphrase ya signing key ya disclosures: {phrase(WORDS, 5)}",
        f"gpg --passphrase '{pw()}' --decrypt poc.tar.gpg",
        f"pass phrase ya pgp key (ile ya security.txt contacts) -> {pw()}",
        f"passphrase ya encrypted zip ya PoC nililotuma kwa vendor: {rnd(ALNUM, 20)}",
    )
    r.add(
        "hetzner_api_token",
        f"Hetzner Cloud API token (read/write): {rnd(ALNUM, 64)}",
        f"hcloud context create recon, token: {rnd(ALNUM, 64)}",
        f"HCLOUD_TOKEN={rnd(ALNUM, 64)}",
        f"hetzner token ya axiom -> {rnd(ALNUM, 64)}",
    )
    r.add(
        "target_session_token",
        f"session cookie ya attacker acct (still valid, for retest tomorrow): sessionid={rnd(LOWER + DIGITS, 32)}",
        f"bearer ya victim test acct on api.acme.test: Authorization: Bearer {signed_jwt({'sub': uid(), 'email': 'bb.vic@mailbox.example', 'exp': 1893456000})}",
        f"refresh token ya test account (mobile app) {b64u(secrets.token_bytes(48))}",
        f"cookie: auth_token={hexs(40)}; ya attacker01 kwa staging",
    )
    r.add(
        "sim_puk_code",
        f"PUK ya Safaricom line yangu: {digits(8)}",
        f"puk code ya airtel line (card iko kwa drawer) {digits(8)}",
        f"SIM PIN {pin4()} na PUK {digits(8)}",
        f"puk1 {digits(8)} puk2 {digits(8)} (line ya bounty payouts)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "hackerone_report_id",
        f"report #{digits(7, lead=True)} triaged leo, severity medium -> high after retest",
        f"https://hackerone.example/reports/{digits(7, lead=True)} — duplicate of {digits(7, lead=True)} 😤",
        f"H1 report {digits(7, lead=True)}: bounty awarded $750, bonus $100",
        f"follow up on #{digits(7, lead=True)} kama hawajajibu by Friday",
        f"reports za mwezi huu: {digits(7, lead=True)}, {digits(7, lead=True)}, {digits(7, lead=True)} (N/A), {digits(7, lead=True)}",
    )
    r.add(
        "bugcrowd_submission_url",
        f"bugcrowd.example/submissions/{uid()} — P3, waiting for triage",
        f"BC submission {uid()} moved to Unresolved",
        f"Submission ID {uid()} ilipewa P2, payout inakuja next cycle",
        f"https://tracker.bugcrowd.example/acme/submissions/{uid()}",
        f"crowdstream entry {uid()} ni ya mtu mwingine, not mine",
    )
    r.add(
        "cve_reference",
        f"CVE-2024-{digits(5, lead=True)} inaaffect version ya acme-cms waliyo nayo",
        f"check CVE-2025-{digits(4, lead=True)} and CVE-2023-{digits(5, lead=True)} on the Jenkins instance",
        f"my first CVE: CVE-2024-{digits(5, lead=True)} (published leo!!)",
        f"nuclei template for CVE-2022-{digits(5, lead=True)} inafire false positive",
        "CVE-2021-44228 still kwa old staging box, report ready",
    )
    r.add(
        "malware_sample_hash",
        f"sample ya loader: sha256 {hexs(64)}",
        f"md5 {hexs(32)} — same family as jana",
        f"APK ya fake M-Pesa app: SHA256={hexs(64)}, SHA1={hexs(40)}",
        f"IOC list\n{hexs(64)}\n{hexs(64)}\n{hexs(64)}",
        f"VT detection 41/70 for {hexs(64)}",
        f"imphash {hexs(32)} ssdeep 3072:{rnd(ALNUM + '+/', 40)}:{rnd(ALNUM + '+/', 20)}",
    )
    r.add(
        "ip_address_note",
        f"origin IP behind CDN ya acme.test: {ip_doc()} (found via favicon hash)",
        f"scope: {ip_doc()}/28 and {ip_doc()} only, everything else OOS",
        f"my VPS egress IP {ip_doc()} — whitelist request sent to program",
        f"port 9200 open kwa {ip_doc()}, elasticsearch no auth -> report",
        f"blocked by WAF from {ip_doc()}, switch to {ip_doc()}",
    )
    r.add(
        "jwt_alg_none_poc",
        f"PoC ya alg none bypass (no signature, that's the bug): {unsigned_jwt({'sub': 'attacker01', 'role': 'admin', 'iat': 1716200000})}",
        f"token niliforge kwa report, header alg=none, empty sig:\n{unsigned_jwt({'user_id': digits(5, lead=True), 'is_admin': True})}",
        f"Steps to reproduce 3: replace Authorization header with Bearer {unsigned_jwt({'sub': 'victim', 'tenant': 'acme'})}",
        f"unsigned jwt for writeup {unsigned_jwt({'uid': uid(), 'scope': 'read write'})}",
        f"jwt_tool output: alg none accepted -> {unsigned_jwt({'username': 'test', 'role': 'user'})}",
    )
    r.add(
        "redacted_token",
        f"leaked key in JS bundle: sk_live_{'*' * 20}{rnd(ALNUM, 4)} (redacted in report)",
        f"found ghp_{'X' * 32}{rnd(ALNUM, 4)} in public repo, reported & revoked by owner",
        f"AWS key AKIA{rnd(UPPER + DIGITS, 4)}************ from .env exposure, rest masked",
        f"slack token xoxb-****-****-{rnd(ALNUM, 4)} (masked per program rules)",
        f"telegram bot token ya target {digits(10, lead=True)}:AA[REDACTED]",
        "Authorization: Bearer <REDACTED> — usiweke token real kwa report draft",
    )
    r.add(
        "ssh_public_key",
        f"pubkey ya kuongeza kwa authorized_keys ya new VPS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kiptoo@laptop",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} recon@vps",
        f"public key niliwapea program for their SFTP test env: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"id_ed25519.pub -> ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kip@phone",
        f"ecdsa pub ya CI runner: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 73)}",
    )
    r.add(
        "program_handle",
        "programs za kuhunt wiki hii: acme, acme_vdp, acme-fintech, shop_acme_bbp",
        f"h1 handle yangu ni kiptoo_{rnd(LOWER + DIGITS, 4)}, bugcrowd ni kip_sec",
        "private invite: acme-mobile (program handle acme_mobile_private)",
        f"intigriti program ACME-{rnd(UPPER, 4)} scope updated",
        "VDP handles: acme_vdp, acme_health_vdp — no bounty, points tu",
    )
    r.add(
        "git_commit_hash",
        f"bug introduced in commit {hexs(40)} (public repo ya target)",
        f"fix landed {hexs(7)} — retest after deploy",
        f"nuclei-templates PR merged, commit {hexs(40)}",
        f"git bisect says {hexs(12)} is the first bad commit",
        f"my fork ya subfinder at {hexs(40)}",
    )
    r.add(
        "docker_image_digest",
        f"target's public image acme/api@sha256:{hexs(64)} has .git inside",
        f"container id {hexs(12)} ya burp collaborator imekufa, restart",
        f"projectdiscovery/nuclei:latest digest sha256:{hexs(64)}",
        f"docker ps -> {hexs(12)} recon-redis Up 3 days",
        f"layer sha256:{hexs(64)} contains the config file with (already rotated) values",
    )
    r.add(
        "mpesa_transaction_code",
        f"{mpesa_code()} Confirmed. Ksh{secrets.randbelow(9000) + 500:,}.00 sent to ACME HOSTING for account KIP{digits(4)}",
        f"M-Pesa code ya kulipa VPS: {mpesa_code()}",
        f"refund request quoting txn {mpesa_code()}",
        f"fuliza repayment {mpesa_code()} ya Ksh 2,300",
        f"mpesa receipts za tax: {mpesa_code()}, {mpesa_code()}, {mpesa_code()}",
        f"reversal ya wrong number: code {mpesa_code()}, called 100 already",
    )
    r.add(
        "secret_reference_env_var",
        "scripts zote zinasoma $SHODAN_API_KEY na $CENSYS_API_SECRET from env, hakuna hardcode",
        "GitHub Actions: token: ${{ secrets.H1_API_TOKEN }}",
        "notify config: telegram_api_key: ${TELEGRAM_BOT_TOKEN}",
        "set VT_API_KEY kwa .env (gitignored) before running triage.py",
        "axiom: do_key pulled from `pass show cloud/do` at runtime",
        "subfinder provider-config.yaml uses env: SECURITYTRAILS_KEY, CHAOS_KEY",
    )
    r.add(
        "password_manager_path",
        "h1 token iko kwa KeePassXC under Bounty/Platforms/HackerOne API",
        "pass show bounty/bugcrowd-token (gpg id ya laptop)",
        "Burp license key: 1Password > Tools > Burp Suite Pro",
        "vps root creds zimehamia Bitwarden folder 'Infra' — delete the old txt file",
        "mpesa PIN sio kwa notes, iko kichwani tu 😅",
    )
    r.add(
        "password_policy_talk",
        "rotate all API tokens every 90 days — next rotation 1st of the month",
        "target allows 6-char passwords with no complexity, that's a low sev finding",
        "M-Pesa imesema PIN lazima ibadilishwe kila miezi sita, reminder",
        "password reset link ya acme.test doesn't expire after use, report it",
        "nilibadilisha root password ya VPS leo, new one iko kwa vault",
        "Note: usitumie same password kwa test accounts na accounts zangu",
    )
    r.add(
        "pgp_key_fingerprint",
        f"security@acme.test PGP fingerprint: {groups(hexs(40).upper(), 4)}",
        f"my PGP key id 0x{hexs(16).upper()}, fingerprint iko kwa keybase profile",
        f"verify vendor key: {groups(hexs(40).upper(), 4)} before sending PoC",
        f"gpg --recv-keys {hexs(40).upper()}",
    )
    r.add(
        "kra_pin_number",
        f"KRA PIN yangu (for invoices za consulting): {kra_pin()}",
        f"accountant anataka KRA PIN: {kra_pin()}",
        f"Company KRA PIN ya client: P{digits(9)}{secrets.choice(UPPER)}",
        f"itax returns filed under {kra_pin()}, deadline 30 June",
    )
    r.add(
        "ssh_host_fingerprint",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — matches new VPS, ok",
        f"host key ya scanner02 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"MD5 fp {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))} (old RSA key)",
        f"known_hosts changed for {ip_doc()}: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}, I rebuilt the box",
    )
    r.add(
        "publishable_key",
        f"Stripe publishable key in acme checkout JS: pk_live_{rnd(ALNUM, 99)} — public by design, not a bug",
        f"pk_test_{rnd(ALNUM, 99)} kwa staging frontend, meant to be public",
        f"Algolia search-only key ya docs site {hexs(32)} (search-only, OOS per policy)",
        f"Mapbox public token pk.{b64u(secrets.token_bytes(24))}.{rnd(URLSAFE, 22)} exposed in HTML, public token, no report",
        f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} — site key ni public, secret ndio muhimu",
    )
    r.add(
        "aws_arn",
        f"bucket arn:aws:s3:::acme-{rnd(LOWER + DIGITS, 8)}-uploads listable anonymously",
        f"role arn:aws:iam::{digits(12, lead=True)}:role/acme-lambda-exec from error message",
        f"arn:aws:lambda:eu-west-1:{digits(12, lead=True)}:function:acme-thumbnailer leaked in stack trace",
        f"SNS topic arn:aws:sns:af-south-1:{digits(12, lead=True)}:acme-alerts",
        f"account id {digits(12, lead=True)} ya target (public info, not sensitive)",
    )
    r.add(
        "ghsa_advisory_id",
        f"GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} published for my finding",
        f"advisory GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)} ni duplicate ya CVE",
        f"OSV id PYSEC-2024-{digits(3, lead=True)}",
        f"EDB-ID {digits(5, lead=True)} exploit works on their version",
    )
    r.add(
        "pod_name",
        f"error page leaked pod {pod_name('acme-api')} — info disclosure only",
        f"kubectl logs {pod_name('recon-worker')} -n bounty",
        f"pod {pod_name('interactsh')} restarting kila saa",
        f"stack trace mentions host {pod_name('checkout-svc')}.acme.internal",
    )
    r.add(
        "tls_certificate_thumbprint",
        f"crt.sh cert id {digits(10, lead=True)}, SHA1 thumbprint {hexs(40).upper()}",
        f"cert serial {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))} for *.acme.test",
        f"SHA256 fingerprint ya cert ya staging {hexs(64).upper()}",
        f"JARM {hexs(62)} matches cobalt-strike-ish profile",
    )
    r.add(
        "oast_payload_domain",
        f"blind SSRF hit from {ip_doc()} on {rnd(LOWER + DIGITS, 30)}.oast.recon.test",
        f"payload used: http://{rnd(LOWER + DIGITS, 30)}.oob.acme.test/x",
        f"DNS interaction {rnd(LOWER + DIGITS, 20)}.collab.acme.test at 03:14 EAT",
        f"log4j probe ${{jndi:ldap://{rnd(LOWER + DIGITS, 24)}.oast.recon.test/a}}",
        f"xxe callback ilikuja kwa {rnd(LOWER + DIGITS, 33)}.oob.acme.test",
    )
    r.add(
        "paybill_till_number",
        f"KPLC paybill 888880, account {digits(11, lead=True)}",
        f"Till number ya kinyozi {digits(6, lead=True)}",
        f"VPS reseller paybill {digits(6, lead=True)} account KIPTOO",
        f"rent: paybill {digits(6, lead=True)} acc no. B{digits(3)}",
    )
    r.add(
        "uuid_in_url",
        f"IDOR: GET /api/v2/invoices/{uid()} returns other user's invoice",
        f"https://app.acme.test/org/{uid()}/members — change org id to victim's",
        f"victim profile id {uid()} vs attacker {uid()}",
        f"webhook id {uid()} in response body, just an id",
        f"trace id {hexs(32)} from 500 error, nimeweka kwa report",
    )
    r.add(
        "telegram_chat_id",
        f"chat_id ya alerts group -100{digits(10, lead=True)}",
        f"my bot username @kip_recon_{rnd(LOWER + DIGITS, 4)}_bot, chat id {digits(9, lead=True)}",
        f"message_id {digits(5, lead=True)} in channel -100{digits(10, lead=True)} has the scope list",
        f"bot id {digits(10, lead=True)} (the number before the colon, public)",
    )
    r.add(
        "wireguard_public_key",
        f"server public key ya wg: {wg_key()}",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.0/24\nEndpoint = vpn.acme.internal:51820",
        f"phone peer pubkey {wg_key()} — add kwa server",
        f"wg show: peer {wg_key()} latest handshake 1 minute ago",
    )
    r.add(
        "age_public_key",
        f"age recipient yangu (public): {age_public_key()}",
        f".sops.yaml -> age: {age_public_key()}",
        f"send encrypted PoC to vendor key {age_public_key()}",
    )
    r.add(
        "base64_payload",
        f"XSS payload base64 (for the WAF bypass): {b64(b'<svg onload=alert(document.domain)>')}",
        f"decoded cookie is just {b64(THEME_COOKIE)} -> theme prefs, sio session",
        f"SSTI probe encoded {b64(SSTI_PROBE)} returned NDk= (49)",
        f"base64 ya wordlist header {b64(b'user,email,role')}",
    )
    r.add(
        "token_setting_numbers",
        "access token TTL ni 3600s na refresh 30 days — too long, mention in report",
        "Shodan API rate limit 1 req/sec, query credits 100/month",
        "password min length 8 on acme.test, lockout after 5 tries",
        f"OTP ya target ni {pick(4, 6)} digits, no rate limit on /verify -> brute force possible",
        "h1 api token limit: 600 req/min per token",
    )
    r.add(
        "oauth_client_id",
        f"Google OAuth client_id ya target: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example",
        f"client_id={rnd(ALNUM, 22)} in the authorize URL, redirect_uri not validated",
        f"Azure app (client) id {uid()}, tenant id {uid()}",
        f"github oauth app Iv1.{hexs(16)} — client id is public",
    )
    return r


def main() -> None:
    write_corpora("make_heldout265.py", [
        ("heldout265_credentials.yaml", credentials(), "Held-out batch 265: credentials a Nairobi bug-bounty hunter keeps (platform API tokens, VPS and SSH keys, M-Pesa PINs, bot tokens)"),
        ("heldout265_lookalikes.yaml", lookalikes(), "Held-out batch 265: a bug-bounty hunter's look-alikes (report ids, CVEs, sample hashes, unsigned JWTs, redacted tokens, public keys)"),
    ])


if __name__ == "__main__":
    main()
