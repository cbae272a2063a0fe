# ruff: noqa: E501
"""Writes heldout186_credentials.yaml and heldout186_lookalikes.yaml: held-out batch 186.

Persona: a freelance email and DNS admin in Leeds who looks after the mail of a dozen small
businesses (a dental practice, a vets, a bakery, a joinery, a Polish deli, a law firm...).
The notes are what they would ask an assistant to keep: Postfix sasl_passwd lines, SMTP relay
logins for SendGrid, Mailgun, Amazon SES and Microsoft 365 SMTP AUTH, IMAP passwords, DKIM
private keys, app passwords, registrar logins, EPP transfer codes and Cloudflare API tokens.
The look-alikes are the public side of the same work: DKIM public keys in TXT records, SPF,
DMARC and MX records, message-ids, Postfix queue ids, bounce and suppression ids, DNSSEC DS
records, nameservers, base64 MIME headers, Cloudflare zone and account ids, and talk about
rotations without the values. British English, terse.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    digits,
    groups,
    hexs,
    openssh_private,
    pem,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    uid,
    write_corpora,
)

CLIENTS = [
    "kirkstall-dental.example",
    "otley-vets.example",
    "acme-bakery.test",
    "hollis-joinery.example",
    "harehills-deli.example",
    "chapel-allerton-law.example",
    "roundhay-florist.test",
    "meanwood-brew.example",
    "armley-autos.example",
    "pudsey-print.example",
    "horsforth-accounts.example",
    "morley-tiles.test",
]
WORDS = ["kettle", "viaduct", "moorland", "ginnel", "tram", "pennine", "ledger", "sparrow", "chimney", "quarry", "biscuit", "canal"]


def dom() -> str:
    return pick(*CLIENTS)


def user() -> str:
    return pick("info", "office", "reception", "accounts", "admin", "sales", "bookings", "enquiries", "noreply", "scans")


def ses_smtp_password() -> str:
    """An Amazon SES SMTP password: 44 base64 characters, version byte first (so a leading B)."""
    return "B" + rnd(B64, 43)


def mailgun_key() -> str:
    """A Mailgun private API key in the current shape."""
    return f"{hexs(32)}-{hexs(8)}-{hexs(8)}"


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def brevo(prefix: str) -> str:
    return f"{prefix}-{hexs(64)}-{rnd(ALNUM, 16)}"


def ms_app_password() -> str:
    return rnd(LOWER, 16)


def epp() -> str:
    return pick(rnd(ALNUM + "!#%&*+-?", 16), rnd(ALNUM, 12), rnd(ALNUM + "#$%^&*()", 20))


def passphrase() -> str:
    return "-".join(secrets.choice(WORDS) for _ in range(4)) + str(secrets.randbelow(90) + 10)


def rsa_spki_b64() -> str:
    """The base64 DER of an RSA-2048 public key, as it sits in a DKIM TXT record."""
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64(head + secrets.token_bytes(256) + bytes.fromhex("0203010001"))


def ec_spki_b64() -> str:
    """The base64 DER of a P-256 public key (a webhook verification key)."""
    head = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004")
    return b64(head + secrets.token_bytes(64))


def queue_id() -> str:
    return pick(rnd("0123456789ABCDEF", 10), rnd("0123456789ABCDEF", 11), "4" + rnd("BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz0123456789", 11) + "z" + rnd("0123456789bcdfghjklmnpqrstvwxyz", 3))


def mime_b(text: str) -> str:
    return f"=?UTF-8?B?{b64(text.encode())}?="


def credentials() -> Rows:
    r = Rows()

    d1, d2, d3 = secrets.SystemRandom().sample(CLIENTS, 3)
    r.add(
        "postfix_sasl_passwd",
        f"/etc/postfix/sasl_passwd on mx1 ({d1}):\n[smtp.sendgrid.example]:587 apikey:{sendgrid_key()}\nthen postmap + reload",
        f"sasl_passwd line for the bakery relay -- [email-smtp.eu-west-2.amazonaws.example]:587 {aws_key_id()}:{ses_smtp_password()}",
        f"{d2} relays via mailgun now. sasl_passwd = [smtp.eu.mailgun.example]:587 postmaster@mg.{d2}:{hexs(32)}-{hexs(8)}-{hexs(8)}",
        f"sender-dependent map (smtp_sender_dependent_authentication = yes), mx2:\n@{d1}    {user()}@{d1}:{pw()}\n@{d3}    {user()}@{d3}:{pw()}",
        f"M365 relay for {d3}: [smtp.office365.example]:587 scanner@{d3}:{pw()}   (smtp auth enabled on that mailbox only)",
        f"brevo relay sasl_passwd (mx2) -> [smtp-relay.brevo.example]:587 {user()}@{dom()}:{brevo('xsmtpsib')}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid key for {dom()} (mail send only): {sendgrid_key()}",
        f"sg full access key, the one I made for the contact form migration - {sendgrid_key()} - DELETE after",
        f"SENDGRID_API_KEY={sendgrid_key()}  # otley vets wordpress",
        f'curl -s https://api.sendgrid.example/v3/suppression/bounces -H "Authorization: Bearer {sendgrid_key()}"',
        f"new sendgrid subuser key for {dom()}: {sendgrid_key()}\nscopes: mail.send, suppression.read",
    )

    r.add(
        "sendgrid_smtp_login",
        f"SendGrid SMTP: user apikey / pass {sendgrid_key()}  port 587 starttls",
        f"Ricoh copier at {dom()} scan-to-email: smtp.sendgrid.example 587, username 'apikey', password {sendgrid_key()}",
        f"smtp creds for the booking system ({dom()})\nhost smtp.sendgrid.example\nuser apikey\npass {sendgrid_key()}",
        f"sg smtp pw for the dental practice CCTV alerts = {sendgrid_key()}",
    )

    r.add(
        "mailgun_api_key",
        f"mailgun private api key (EU acct): {mailgun_key()}",
        f"MAILGUN_API_KEY=key-{hexs(32)}\nMAILGUN_DOMAIN=mg.{dom()}",
        f"curl -s --user 'api:{mailgun_key()}' https://api.eu.mailgun.example/v3/mg.{dom()}/events",
        f"mg sending key for mg.{dom()} (domain-scoped): {mailgun_key()}",
    )

    d = dom()
    r.add(
        "mailgun_smtp_password",
        f"mailgun smtp creds {d}: postmaster@mg.{d} / {pw()}",
        f"Mailgun SMTP login for the vets newsletter\nuser: newsletter@mg.{dom()}\npassword: {hexs(32)}-{hexs(8)}-{hexs(8)}",
        f"reset the mg smtp pw for {dom()} today -> {pw()}",
        f"mailgun smtp (eu) - bookings@mg.{dom()} pw {rnd(ALNUM, 24)}",
        f"WooCommerce order mails go out via mailgun smtp, login shop@mg.{dom()}, pass: {pw()}",
    )

    r.add(
        "ses_smtp_credentials",
        f"SES SMTP (eu-west-2) for {dom()}\nSMTP username: {aws_key_id()}\nSMTP password: {ses_smtp_password()}",
        f"IAM user name,Smtp username,Smtp password\nses-smtp-user.20240311-101512,{aws_key_id()},{ses_smtp_password()}",
        f"ses smtp - user {aws_key_id()} pw {ses_smtp_password()} (made from IAM user ses-smtp-bakery)",
        f"~/.aws/credentials\n[ses-sendonly]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-2",
        f"new SES smtp creds for {dom()}, old ones deleted: {aws_key_id()} / {ses_smtp_password()}",
    )

    r.add(
        "m365_smtp_auth_login",
        f"M365 SMTP AUTH mailbox for the scanner at {dom()}: scans@{dom()} / {pw()}",
        f"office365 relay login - noreply@{dom()} pw {pw()}  (MFA excluded via CA policy, don't forget)",
        f"smtp.office365.example 587 TLS\nuser alerts@{dom()}\npass: {pw()}",
        f"Sage emails invoices thru 365 smtp: accounts@{dom()} password {passphrase()}",
        f"365 smtp auth for the alarm panel at the joinery -> alarm@{dom()} : {pw()}",
    )

    r.add(
        "m365_admin_login",
        f"365 global admin for {dom()}: admin@{rnd(LOWER, 8)}.onmicrosoft.example / {pw()}",
        f"break-glass acct, chapel allerton law tenant\nbreakglass@{rnd(LOWER, 10)}.onmicrosoft.example\n{rnd(ALNUM + '!#%&*+-', 24)}",
        f"M365 admin (dental) - itadmin@{dom()} pw {pw()}",
        f"GA for the deli tenant, Marek set it: {passphrase()}",
    )

    r.add(
        "imap_password",
        f"IMAP for Sue at kirkstall dental: sue@kirkstall-dental.example / {pw()}  imap.kirkstall-dental.example:993",
        f"{user()}@{dom()} mailbox pw reset today -> {pw()}",
        f"Thunderbird on the front desk PC: account {user()}@{dom()}, password {pw()}",
        f"doveadm auth test {user()}@{dom()} '{pw()}'",
        f"imap {user()}@{dom()} : {passphrase()}",
        f"imap pasword for the florist: {pw()}",
    )

    d = dom()
    r.add(
        "dkim_private_key",
        f"DKIM private key, selector mail2024, {d}:\n{pem('RSA PRIVATE KEY', 6)}",
        f"opendkim key for {dom()} (s1), keep a copy:\n{pem('PRIVATE KEY', 5)}",
        f"ed25519 dkim key for {dom()} selector ed1 (rspamd): {b64(secrets.token_bytes(32))}",
        f"rspamd dkim_signing.conf:\ndomain {{\n  {dom()} {{\n    selector = \"rs2025\";\n    key = <<EOD\n{pem('RSA PRIVATE KEY', 5)}\nEOD;\n  }}\n}}",
        f"dkim key for the bakery mg domain (self-managed, not mailgun's):\n{pem('RSA PRIVATE KEY', 4)}",
    )

    r.add(
        "google_app_password",
        f"Google Workspace app password for the Xerox at {dom()}: {app_password()}",
        f"gmail app pw (accounts@{dom()}, used by Xero): {app_password()}",
        f"app password - {dom()} - Outlook 2016 on the old laptop: {app_password()}",
        f"app pw for {user()}@{dom()} {rnd(LOWER, 16)}",
        f"Workspace app password, label 'backupmail', {dom()}\n{app_password()}",
    )

    r.add(
        "microsoft_app_password",
        f"ms app password for the old iPhone mail app, {user()}@{dom()}: {ms_app_password()}",
        f"Outlook 2013 at the tile shop needs an app password: {ms_app_password()}",
        f"365 app pw (legacy MFA) - {dom()} - {ms_app_password()}",
    )

    r.add(
        "zoho_app_password",
        f"Zoho Mail app-specific password, {user()}@{dom()}, for the printer: {rnd(LOWER + DIGITS, 12)}",
        f"zoho app pw (imap on the deli's tablet) {rnd(LOWER + DIGITS, 12)}",
        f"Zoho: smtp.zoho.example 465 SSL, {user()}@{dom()}, app password {rnd(ALNUM, 12)}",
    )

    r.add(
        "registrar_login",
        f"123-reg login for {dom()} (client's own account, they gave me it): acct {digits(8, True)} pw {pw()}",
        f"Namecheap: user leedsmailops / {pw()}",
        f"Gandi - handle {rnd(UPPER, 2)}{digits(4)}-GANDI, pass {pw()}, 2FA on my phone",
        f"Nominet online services (the .uk ones): tag LEEDSMAIL, login {pw()}",
        f"tsohost cpanel for {dom()}: user {rnd(LOWER, 8)} pass {pw()}",
        f"registrar acct for the law firm (Porkbun)\nemail: dns@{dom()}\npassword: {passphrase()}",
    )

    d1, d2, d3 = secrets.SystemRandom().sample(CLIENTS, 3)
    r.add(
        "epp_transfer_code",
        f"EPP code for {d1} (moving 123-reg -> Cloudflare): {epp()}",
        f"auth code {d2}: {epp()}",
        f"transfer key for {d3}.. {epp()}  - expires in 5 days",
        f"domain | auth code\n{d1} | {epp()}\n{d2} | {epp()}\n{d3} | {epp()}",
        f"Kod autoryzacyjny (EPP) dla harehills-deli.example: {epp()}  -- Marek przysłał SMS-em",
        f"EPP/authinfo for {dom()} from the old web designer, use before Fri: {epp()}",
    )

    r.add(
        "cloudflare_api_token",
        f"CF token (Zone.DNS edit, all zones on acme acct): {cf_token()}",
        f"/etc/letsencrypt/cloudflare.ini\ndns_cloudflare_api_token = {cf_token()}",
        f"export CLOUDFLARE_API_TOKEN={cf_token()}   # terraform, dns repo",
        f"cloudflare api token for ddns on the pudsey router - {cf_token()}",
        f'curl https://api.cloudflare.example/client/v4/user/tokens/verify -H "Authorization: Bearer {cf_token()}"',
        f"CF read-only token for the dmarc report script: {cf_token()}",
    )

    r.add(
        "cloudflare_global_api_key",
        f"CF global api key (old, need to retire): {hexs(37)} email ops@leedsmail.example",
        f'-H "X-Auth-Email: ops@leedsmail.example" -H "X-Auth-Key: {hexs(37)}"',
        f"dns_cloudflare_email = ops@leedsmail.example\ndns_cloudflare_api_key = {hexs(37)}",
        f"global key for the dental acct {hexs(37)}",
    )

    r.add(
        "cloudflare_origin_ca_key",
        f"Origin CA key (X-Auth-User-Service-Key) for cert requests: v1.0-{hexs(24)}-{hexs(146)}",
        f"CF origin ca key, acme acct\nv1.0-{hexs(24)}-{hexs(146)}",
        f"origin-ca-issuer secret key = v1.0-{hexs(24)}-{hexs(146)}",
    )

    r.add(
        "mfa_recovery_codes",
        f"Cloudflare 2FA backup codes (acme acct):\n{recovery_codes(8, 'alnum')}",
        f"Namecheap backup codes: {recovery_codes(5, 'digits')}",
        f"github (dns-as-code repo) recovery codes\n{recovery_codes(8, 'github')}",
        f"M365 admin recovery codes for the law firm - {' '.join(digits(8) for _ in range(5))}",
    )

    r.add(
        "totp_seed",
        f"TOTP secret for the shared registrar login (so Jo can add it too): {rnd(BASE32, 32)}",
        f"otpauth://totp/Gandi:leedsmailops?secret={rnd(BASE32, 32)}&issuer=Gandi",
        f"2fa seed, CF acme acct: {groups(rnd(BASE32, 32).lower(), 4)}",
        f"123-reg authenticator key {rnd(BASE32, 16)} (in case the phone dies)",
    )

    d = dom()
    r.add(
        "tsig_key",
        f'key "xfer-{d}" {{\n    algorithm hmac-sha256;\n    secret "{b64(secrets.token_bytes(32))}";\n}};',
        f"knot.conf\nkey:\n  - id: ddns\n    algorithm: hmac-sha256\n    secret: {b64(secrets.token_bytes(32))}",
        f"nsupdate -y hmac-sha256:ddns-key:{b64(secrets.token_bytes(32))} < update.txt",
        f"TSIG for the secondary at the hosting co: name xfer.{dom()}. alg hmac-sha512 secret {b64(secrets.token_bytes(64))}",
    )

    r.add(
        "dns_provider_api_key",
        f"DigitalOcean token (dns only, the brewery): dop_v1_{hexs(64)}",
        f"Namecheap API: ApiUser=leedsmailops&ApiKey={hexs(32)} (whitelisted my static IP)",
        f"Gandi API key (legacy): {rnd(ALNUM, 24)}",
        f"hetzner dns api token {rnd(ALNUM, 32)}",
        f"Mythic Beasts DNS API\nkey id: {rnd(LOWER + DIGITS, 16)}\nsecret: {rnd(ALNUM + '_-', 30)}",
        f"LEXICON_DIGITALOCEAN_AUTH_TOKEN=dop_v1_{hexs(64)}",
    )

    r.add(
        "postmark_server_token",
        f"Postmark server token (dental, transactional stream): {uid()}",
        f'X-Postmark-Server-Token: {uid()}',
        f"postmark smtp for {dom()}: user and pass are both the server token {uid()}",
        f"POSTMARK_API_TOKEN={uid()}",
    )

    d = dom()
    r.add(
        "brevo_api_key",
        f"Brevo api key (the florist's newsletter): {brevo('xkeysib')}",
        f"BREVO_API_KEY={brevo('xkeysib')}",
        f"brevo smtp key for {d} - login {user()}@{d}, key {brevo('xsmtpsib')}",
        f'curl -H "api-key: {brevo("xkeysib")}" https://api.brevo.example/v3/account',
    )

    r.add(
        "mailjet_credentials",
        f"Mailjet (armley autos): API key {hexs(32)} secret {hexs(32)}",
        f"MJ_APIKEY_PUBLIC={hexs(32)}\nMJ_APIKEY_PRIVATE={hexs(32)}",
        f"mailjet smtp: in-v3.mailjet.example 587, user {hexs(32)}, pass {hexs(32)}",
        f"mailjet secret key for {dom()} {hexs(32)}",
    )

    d = dom()
    r.add(
        "dovecot_passwd_entry",
        f"/etc/dovecot/users on the small box:\n{user()}@{d}:{{PLAIN}}{pw()}::::::\n{user()}@{d}:{{PLAIN}}{pw()}::::::",
        f"passwd-file line for the new mailbox: {user()}@{dom()}:{{PLAIN}}{passphrase()}",
        f"dovecot master user (for migrations): migrate*master {{PLAIN}}{rnd(ALNUM, 20)}",
        f"add to users file -> {user()}@{d}:{{PLAIN}}{pw()}:5000:5000::/var/vmail/{d}/",
    )

    r.add(
        "mail_database_credentials",
        f"postfixadmin config.local.php\n$CONF['database_user'] = 'postfix';\n$CONF['database_password'] = '{pw()}';",
        f"mysql://postfix:{pw()}@db1.mail.internal/postfix",
        f"/etc/postfix/mysql_virtual_alias_maps.cf\nhosts = 127.0.0.1\nuser = postfix\npassword = {rnd(ALNUM, 20)}\ndbname = postfix",
        f"postgresql://mailuser:{pw()}@pg.mail.internal:5432/mailserver",
    )

    r.add(
        "roundcube_des_key",
        f"$config['des_key'] = '{rnd(ALNUM, 24)}';  // webmail.{dom()}",
        f"roundcube des_key (don't change or saved passwords break): {rnd(ALNUM, 24)}",
        f"webmail box config: des_key={rnd(ALNUM + '!#%', 24)}",
    )

    r.add(
        "rspamd_controller_password",
        f"rspamd web ui pw {pw()}",
        f"local.d/worker-controller.inc\npassword = \"{pw()}\";\nenable_password = \"{pw()}\";",
        f"rspamd controller login for mx1.mail.internal:11334 - {passphrase()}",
    )

    r.add(
        "wordpress_smtp_password",
        f"wp-config.php (otley vets)\ndefine( 'WPMS_ON', true );\ndefine( 'WPMS_SMTP_PASS', '{pw()}' );",
        f"WP Mail SMTP on the joinery site: host smtp.office365.example, user web@{dom()}, pw {pw()}",
        f"FluentSMTP for the florist -> sendgrid, api key {sendgrid_key()}",
        f"contact form 7 smtp login {user()}@{dom()} / {pw()}",
    )

    r.add(
        "ssh_private_key",
        f"deploy key for mx1.mail.internal (ansible user):\n{openssh_private()}",
        f"ssh key for the client's NAS that pulls mail backups\n{openssh_private()}",
        f"~/.ssh/id_ed25519 from the old laptop, restore:\n{openssh_private()}",
    )

    sa, proj = "dmarc-reports", f"dmarc-reports-{digits(6)}"
    key1 = pem("PRIVATE KEY", 4).replace("\n", "\\n")
    key2 = pem("PRIVATE KEY", 3).replace("\n", "\\n")
    r.add(
        "google_service_account_key",
        f'Workspace SA for the mailbox export ({dom()}):\n{{"type": "service_account", "project_id": "{proj}", "private_key_id": "{hexs(40)}", "private_key": "{key1}", "client_email": "{sa}@{proj}.iam.gserviceaccount.example"}}',
        f'gam oauth2service.json bits\n"private_key_id": "{hexs(40)}",\n"private_key": "{key2}"',
        f"SA key for the delegated gmail backup (law firm):\n{pem('PRIVATE KEY', 5)}",
    )

    r.add(
        "mailgun_basic_auth_header",
        f"Authorization: Basic {basic('api', mailgun_key())}",
        f"mailgun webhook test in postman, header Authorization = Basic {basic('api', 'key-' + hexs(32))}",
        f"basic auth for the mg api (api:key) -> {basic('api', mailgun_key())}",
    )

    r.add(
        "isp_smarthost_login",
        f"Zen smarthost for the accountants (port 25 blocked at their end): user zen{digits(6)}@zen.example pw {pw()}",
        f"BT business smarthost auth: {user()}@{dom()} / {pw()}",
        f"smarthost relay at the ISP, horsforth office\nrelayhost = [relay.isp.example]:587\nlogin {rnd(LOWER, 6)}{digits(3)} pass {rnd(ALNUM, 10)}",
        f"isp smtp pw for the old Sky line at the florist: {rnd(ALNUM, 8)}",
    )

    r.add(
        "hosting_panel_login",
        f"Plesk admin for mail.{dom()}: admin / {pw()}",
        f"cPanel (tsohost) for {dom()}: {rnd(LOWER, 8)} / {pw()}",
        f"mailcow admin ui - admin pw {passphrase()}",
        f"webmin on mx2.mail.internal:10000 root {pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    spki = rsa_spki_b64()
    r.add(
        "dkim_public_key_record",
        f"s1._domainkey.{dom()}. 3600 IN TXT \"v=DKIM1; k=rsa; p={rsa_spki_b64()}\"",
        f"dkim TXT to add at 123-reg for {dom()}, selector mail2024:\nv=DKIM1; h=sha256; k=rsa; p={rsa_spki_b64()}",
        f"ed1._domainkey.{dom()} TXT \"v=DKIM1; k=ed25519; p={b64(secrets.token_bytes(32))}\"",
        f"public half of the dental dkim (goes in DNS, fine to share): p={rsa_spki_b64()}",
        f"dig +short TXT rs2025._domainkey.{dom()}\n\"v=DKIM1; k=rsa; \" \"p={spki[:200]}\" \"{spki[200:]}\"",
        f"mailgun gave this dkim record for mg.{dom()}: k=rsa; p={rsa_spki_b64()}",
    )

    r.add(
        "spf_record",
        f"{dom()}. TXT \"v=spf1 include:spf.protection.outlook.example include:sendgrid.example -all\"",
        "spf for the bakery: v=spf1 mx include:mailgun.example ip4:203.0.113.25 ~all",
        f"SPF too many lookups on {dom()} (11) - flatten or drop the old mailchimp include",
        "v=spf1 include:amazonses.example include:_spf.google.example -all",
        f"spf for {dom()} changed from ~all to -all today, watch dmarc reports",
    )

    r.add(
        "dmarc_record",
        f"_dmarc.{dom()}. TXT \"v=DMARC1; p=quarantine; pct=100; rua=mailto:dmarc@leedsmail.example; adkim=r; aspf=r\"",
        f"dmarc for {dom()} -> p=none for 2 weeks then reject",
        "v=DMARC1; p=reject; rua=mailto:rua@dmarc.acme.example; ruf=mailto:ruf@dmarc.acme.example; fo=1",
        f"dmarc aggregate from google for {dom()}: 412 msgs, 409 pass, 3 fail (all from the old CRM)",
        f"report_id {digits(20)} from outlook.example, {dom()}, policy_published p=quarantine",
    )

    r.add(
        "mx_record",
        f"{dom()}. 3600 IN MX 10 mx1.leedsmail.example.\n{dom()}. 3600 IN MX 20 mx2.leedsmail.example.",
        f"M365 MX for {dom()}: 0 {rnd(LOWER, 6)}-example.mail.protection.outlook.example",
        "MX for the joinery: 1 aspmx.l.google.example, 5 alt1, 5 alt2, 10 alt3, 10 alt4",
        f"changed MX on {dom()} at 16:40, TTL was 3600 so allow an hour",
        f"mx check {dom()} -> 10 mx.{dom()} (A 192.0.2.{secrets.randbelow(250) + 1})",
    )

    r.add(
        "message_id",
        f"Message-ID: <{uid()}@{dom()}>",
        f"the missing invoice mail was <CA{rnd(ALNUM + '+_-', 46)}@mail.gmail.example>",
        f"Message-ID: <AM9PR08MB{digits(4)}{rnd(UPPER + DIGITS, 8)}{rnd(UPPER + DIGITS, 12)}@AM9PR08MB{digits(4)}.eurprd08.prod.outlook.example>",
        f"client says not received, msgid <{hexs(16)}.{hexs(8)}@{dom()}> - delivered at 09:14 per logs",
        f"In-Reply-To: <{rnd(ALNUM, 20)}.{digits(10)}@webmail.{dom()}>",
    )

    q = queue_id()
    r.add(
        "postfix_queue_id",
        f"postfix/smtp[{digits(5, True)}]: {q}: to=<{user()}@{dom()}>, relay=smtp.sendgrid.example[192.0.2.44]:587, delay=0.9, status=sent (250 Ok: queued as {rnd(URLSAFE, 22)})",
        f"stuck in deferred: {queue_id()} and {queue_id()} - postsuper -r them",
        f"queue id {queue_id()} bounced, 550 5.7.1 from the recipient",
        f"postcat -q {queue_id()} | head",
        f"mailq shows {queue_id()}*  3411 Tue Mar 12 10:22:07 {user()}@{dom()}",
    )

    r.add(
        "sendgrid_message_id",
        f"X-Message-Id: {rnd(URLSAFE, 22)}",
        f"sg_message_id {rnd(URLSAFE, 22)}.filterdrecv-{hexs(10)}-{rnd(LOWER + DIGITS, 5)}-1-{hexs(8).upper()}-{digits(2)}.0",
        f"SendGrid activity: {rnd(URLSAFE, 22)} processed -> delivered, {dom()}",
        f"ask sendgrid support about msg {rnd(URLSAFE, 22)} (blocked, 'spam content')",
    )

    r.add(
        "ses_message_id",
        f"SES MessageId 0102018{hexs(9)}-{uid()}-000000",
        f"bounce notification for <0102018{hexs(9)}-{uid()}-000000@eu-west-2.amazonses.example>",
        f"ses sent ok: {hexs(16)}-{uid()}-000000 to {user()}@{dom()}",
        f"SNS complaint feedbackId 0102018{hexs(9)}-{uid()}-000000",
    )

    r.add(
        "suppression_list_entry",
        f"sendgrid bounce list: {user()}@{dom()} | reason 550 5.1.1 user unknown | created {1_700_000_000 + secrets.randbelow(60_000_000)}",
        f"mailgun suppression id {hexs(24)} - remove once client confirms new address",
        f"SES account-level suppression: {user()}@{dom()} BOUNCE, LastUpdate 2025-02-03",
        f"unsub group {digits(5, True)} (newsletter) - 212 addresses, don't touch",
    )

    r.add(
        "dnssec_ds_record",
        f"{dom()}. 3600 IN DS {secrets.randbelow(65536)} 13 2 {rnd('0123456789ABCDEF', 64)}",
        f"DS for the registrar (cloudflare gave it): keytag {secrets.randbelow(65536)}, alg 13, digest type 2, digest {rnd('0123456789ABCDEF', 64)}",
        f"ds at nominet for {dom()}: {secrets.randbelow(65536)} 8 2 {hexs(64)}",
        f"DNSSEC still not green on {dom()} - DS {secrets.randbelow(65536)} doesn't match the new KSK",
        f"old DS to remove before the transfer: {secrets.randbelow(65536)} 13 2 {rnd('0123456789ABCDEF', 64)}",
    )

    r.add(
        "dnskey_record",
        f"{dom()}. 3600 IN DNSKEY 257 3 13 {b64(secrets.token_bytes(64))}",
        f"KSK pubkey (cf): 257 3 13 {b64(secrets.token_bytes(64))}",
        f"ZSK {dom()} 256 3 8 {b64(secrets.token_bytes(132))}",
        f"dig DNSKEY {dom()} +short -> 257 3 13 {b64(secrets.token_bytes(64))}",
    )

    r.add(
        "nameserver_names",
        f"{dom()} NS -> {pick('ada', 'bob', 'kate', 'max', 'ruth')}.ns.cloudflare.example, {pick('jim', 'lia', 'sam', 'tia')}.ns.cloudflare.example",
        "my own ns: ns1.leedsmail.example (192.0.2.53), ns2.leedsmail.example (198.51.100.53)",
        f"123-reg default ns for {dom()}: ns.123-reg.example / ns2.123-reg.example - change to cf",
        f"glue for ns1.{dom()} needs setting at the registry",
    )

    r.add(
        "mime_encoded_header",
        f"Subject: {mime_b('Invoice for March – please check £' + digits(3, True))}",
        f"Subject: {mime_b('Faktura nr ' + digits(4) + '/2025 – Delikatesy Harehills')}",
        f"From: {mime_b('Otley Vets – Reception')} <reception@otley-vets.example>",
        f"weird subject in the logs {mime_b('Your appointment on Tuesday')} - just base64 utf-8",
        f"Content-Transfer-Encoding: base64\n\n{b64(('Hi Sue, the mailbox move is done tonight. Thanks, ' + pick('Jo', 'Sam', 'Priya')).encode())}",
    )

    r.add(
        "cloudflare_zone_id",
        f"CF zone id {dom()}: {hexs(32)}",
        f"terraform import cloudflare_zone.bakery {hexs(32)}",
        f"zone_id = \"{hexs(32)}\"  # {dom()}",
        f"https://dash.cloudflare.example/{hexs(32)}/{dom()}/dns/records",
        f"purge cache: POST /zones/{hexs(32)}/purge_cache",
    )

    r.add(
        "cloudflare_account_id",
        f"cf account id (acme): {hexs(32)}",
        f"CLOUDFLARE_ACCOUNT_ID={hexs(32)}",
        f"the dental practice's own CF account is {hexs(32)}, I'm invited as admin",
        f"account_id = \"{hexs(32)}\" in wrangler.toml for the email worker",
    )

    r.add(
        "password_rotation_note",
        f"rotated the SES SMTP creds for {dom()} 14 Mar; old IAM key deleted; next due Sept",
        "sendgrid keys: rotate all client keys quarterly, next batch first week of July",
        f"changed {user()}@{dom()} imap pw after the phishing click - told Sue by phone, not email",
        "reminder: the CF global key is still in use on the old certbot box. replace with a scoped token then revoke",
        f"mailgun smtp pw for {dom()} reset by client, they've got the new one, I don't need it",
        "DKIM keys: roll to 2048-bit selector 2025 on all domains, keep old selector published 7 days",
    )

    r.add(
        "secret_reference",
        "CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}",
        f"op://Clients/{dom()} SES SMTP/password",
        "vault kv get -field=password secret/mail/mailgun/otley-vets",
        "smtp pw is in 1Password, vault 'Clients', item 'Kirkstall dental - scanner'",
        "export SENDGRID_API_KEY=$(pass show clients/bakery/sendgrid)",
        "EPP codes for the transfers are in the sealed envelope in the safe, not here",
    )

    r.add(
        "masked_credential",
        f"sendgrid key ending ...{rnd(URLSAFE, 4)} is the one to revoke (SG.****)",
        f"CF token '{pick('ddns-router', 'certbot', 'terraform')}' - shows as ****{rnd(ALNUM, 4)} in the dash",
        f"SES smtp user {aws_key_id()[:4]}************{rnd(UPPER + DIGITS, 4)} - disable, not delete",
        "app password shown once: xxxx xxxx xxxx xxxx - client typed it straight into the copier",
        f"mailgun key key-••••••••{hexs(4)} (EU) belongs to the brewery",
    )

    d, u = dom(), user()
    r.add(
        "smtp_settings_without_password",
        f"SMTP for {dom()}: smtp.office365.example, port 587, STARTTLS, user scans@{dom()}, auth LOGIN",
        "sendgrid smtp: host smtp.sendgrid.example, port 587 (or 2525 if 587 blocked), user literally 'apikey'",
        f"IMAP {u}@{d}: imap.{d} 993 SSL/TLS, SMTP 465 SSL/TLS, normal password",
        "relayhost = [email-smtp.eu-west-2.amazonaws.example]:587\nsmtp_tls_security_level = encrypt",
        f"copier settings {dom()}: server smtp-relay.acme.example, port 25, no auth (IP allowlisted)",
    )

    r.add(
        "ssh_host_key_fingerprint",
        f"mx1.mail.internal ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"new host key on mx2 after rebuild: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (expected)",
        f"authorized_keys on mx1: ssh-ed25519 {b64(bytes.fromhex('0000000b7373682d6564323535313900000020') + secrets.token_bytes(32))} ops@leedsmail",
        f"SSHFP for mx1: mx1.{dom()}. IN SSHFP 4 2 {hexs(64)}",
    )

    r.add(
        "tlsa_record",
        f"_25._tcp.mx1.leedsmail.example. IN TLSA 3 1 1 {hexs(64)}",
        f"DANE for {dom()}: 3 1 1 {rnd('0123456789ABCDEF', 64)} (update before cert renewal if key changes)",
        f"tlsa rollover: publish new 3 1 1 {hexs(64)} alongside old for 2 TTLs",
        f"cert sha256 fingerprint mx2: {':'.join(rnd('0123456789ABCDEF', 2) for _ in range(32))}",
    )

    r.add(
        "mta_sts_record",
        f"_mta-sts.{dom()}. TXT \"v=STSv1; id=20250311T{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}00;\"",
        f"_smtp._tls.{dom()}. TXT \"v=TLSRPTv1; rua=mailto:tlsrpt@leedsmail.example\"",
        "mta-sts.txt: version: STSv1 / mode: enforce / mx: mx1.leedsmail.example / max_age: 604800",
        f"bump the mta-sts id on {dom()} when changing mode to enforce",
    )

    r.add(
        "dkim_cname_delegation",
        f"s1._domainkey.{dom()} CNAME s1.domainkey.u{digits(8, True)}.wl{digits(3, True)}.sendgrid.example",
        f"selector1._domainkey CNAME selector1-{dom().replace('.', '-')}._domainkey.{rnd(LOWER, 8)}.onmicrosoft.example",
        f"{rnd(LOWER + DIGITS, 32)}._domainkey.{dom()} CNAME {rnd(LOWER + DIGITS, 32)}.dkim.amazonses.example",
        f"em{digits(4, True)}.{dom()} CNAME u{digits(8, True)}.wl{digits(3, True)}.sendgrid.example (link branding)",
    )

    r.add(
        "domain_verification_txt",
        f"google-site-verification={rnd(URLSAFE, 43)}",
        f"MS=ms{digits(8, True)}  (365 domain verify, {dom()})",
        f"_amazonses.{dom()} TXT \"{b64(secrets.token_bytes(32))}\"",
        f"{dom()} TXT \"atlassian-domain-verification={rnd(URLSAFE + '/+', 64)}\"",
        f"mailgun verify txt for mg.{dom()}: v=spf1 include:mailgun.example ~all and the k=rsa one",
    )

    d, u = dom(), user()
    r.add(
        "bounce_dsn",
        f"Final-Recipient: rfc822; {u}@{d}\nAction: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1 <{u}@{d}>: Recipient address rejected",
        f"X-Postfix-Queue-ID: {queue_id()}\nX-Postfix-Sender: rfc822; {user()}@{dom()}\nArrival-Date: Tue, 11 Mar 2025 10:01:44 +0000",
        f"550 5.7.26 unauthenticated mail from {dom()} is prohibited - dmarc fail, fix spf",
        f"421 4.7.0 [TSS04] Messages from 192.0.2.{secrets.randbelow(250) + 1} temporarily deferred - rate limited",
    )

    r.add(
        "support_ticket_number",
        f"Cloudflare support ticket #{digits(7, True)} - zone stuck in pending",
        f"Microsoft SR {digits(16, True)} re: SMTP AUTH disabled on {dom()}",
        f"123-reg case ref {rnd(UPPER, 3)}-{digits(6)} for the transfer lock",
        f"sendgrid ticket {digits(7, True)}: shared IP for {dom()} on a blocklist",
    )

    r.add(
        "invoice_number",
        f"invoiced {dom()} INV-{digits(4)} £{secrets.randbelow(400) + 60}.00 for the M365 migration",
        f"Namecheap order #{digits(9, True)}, 3 x .example renewals",
        f"AWS invoice EUINGB25-{digits(6)} for SES, £1.84",
        f"Gandi order {uid()} paid",
    )

    d, u = dom(), user()
    r.add(
        "authentication_results_header",
        f"Authentication-Results: mx.google.example;\n dkim=pass header.i=@{d} header.s=s1 header.b={rnd(B64, 8)};\n spf=pass smtp.mailfrom={d}; dmarc=pass (p=QUARANTINE) header.from={d}",
        f"ARC-Seal: i=1; a=rsa-sha256; t={1_700_000_000 + secrets.randbelow(60_000_000)}; cv=none; d=acme.example; s=arc-2024; b={b64(secrets.token_bytes(128))}",
        f"dkim=fail (body hash did not verify) header.d={dom()} header.s=mail2024 header.b={rnd(B64, 8)}",
        f"Received-SPF: Pass (protection.outlook.example: domain of {dom()} designates 192.0.2.{secrets.randbelow(250) + 1} as permitted sender)",
    )

    r.add(
        "dkim_signature_header",
        f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={dom()}; s=s1; t={1_700_000_000 + secrets.randbelow(60_000_000)};\n h=from:to:subject:date:message-id; bh={b64(secrets.token_bytes(32))};\n b={b64(secrets.token_bytes(256))}",
        f"the signing works, header has d={dom()} s=mail2024 bh={b64(secrets.token_bytes(32))}",
        f"DKIM-Signature: v=1; a=ed25519-sha256; c=relaxed/relaxed; d={dom()}; s=ed1; bh={b64(secrets.token_bytes(32))}; b={b64(secrets.token_bytes(64))}",
        f"two DKIM sigs on the bounce: d=sendgrid.example and d={dom()}, both pass",
    )

    r.add(
        "password_policy",
        "M365 policy for clients: 14 chars min, no expiry, MFA on everyone, SMTP AUTH off tenant-wide except the scanner mailbox",
        "never send passwords by email - phone or 1Password share link only",
        "IMAP passwords: 4 random words min, I generate them, client never picks their own",
        "app passwords get revoked when the device goes, check quarterly",
    )

    r.add(
        "epp_transfer_process",
        f"transfer of {dom()}: EPP code requested from 123-reg, goes to the registrant email, valid 14 days",
        f"{dom()} is clientTransferProhibited - unlock at old registrar first, then ask for the auth code",
        ".uk transfers: just change the IPS tag to the new registrar's, no auth code needed",
        f"transfer {dom()} pending, 5 day ACK window ends Thu",
    )

    r.add(
        "m365_tenant_id",
        f"tenant id (dental): {uid()}",
        f"https://entra.microsoft.example/{uid()}/#view/Microsoft_AAD_IAM/TenantOverview",
        f"app registration for the smtp oauth test: client id {uid()}, tenant {uid()}",
        f"login.microsoftonline.example/{uid()}/oauth2/v2.0/token - client credentials flow for IMAP",
    )

    r.add(
        "postfix_config_reference",
        "smtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_security_options = noanonymous",
        "chmod 600 /etc/postfix/sasl_passwd /etc/postfix/sasl_passwd.db - was 644 on mx2!",
        "smtpd_milters = inet:127.0.0.1:8891\nnon_smtpd_milters = $smtpd_milters  # opendkim",
        "KeyTable: s1._domainkey.acme-bakery.test acme-bakery.test:s1:/etc/opendkim/keys/acme-bakery.test/s1.private",
    )

    r.add(
        "sendgrid_webhook_public_key",
        f"SendGrid signed event webhook verification key (public): {ec_spki_b64()}",
        f"SENDGRID_WEBHOOK_PUBLIC_KEY={ec_spki_b64()}",
        f"event webhook verify key for {dom()}'s subuser - public key, safe in the repo:\n{ec_spki_b64()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout186.py", [
        ("heldout186_credentials.yaml", credentials(), "Held-out batch 186: a Leeds email and DNS admin's notes that hold credentials (SMTP relay logins, sasl_passwd, DKIM keys, EPP codes, Cloudflare tokens)"),
        ("heldout186_lookalikes.yaml", lookalikes(), "Held-out batch 186: a Leeds email and DNS admin's notes that look secret but are not (DNS records, message and queue ids, public keys, references, rotation talk)"),
    ])


if __name__ == "__main__":
    main()
