# ruff: noqa: E501
"""Writes heldout76_credentials.yaml and heldout76_lookalikes.yaml: held-out batch 76.

Persona: a security engineer at a small cybersecurity startup in Tel Aviv. She keeps her
notes in Hebrew (right-to-left) mixed with English tech terms: AWS and GCP access, GitLab CI
variables, HashiCorp Vault and SOPS/age keys, YubiKey PINs and PUKs, Burp/Shodan/VirusTotal
keys, WireGuard and OpenVPN configs, the office alarm code, Leumi/Hapoalim app logins, Bit and
PayBox PINs, the family Wi-Fi. Her safe notes are threat-intel work: CVEs, Jira tickets,
sample hashes, IOCs, YARA rule names, public keys and fingerprints, invoice references.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    kube_key_data,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
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

HEB_WORDS = ["Shalom", "Balagan", "Sababa", "Yalla", "Kapara", "Tembel", "Maccabi", "Hapoel",
             "Shakshuka", "Falafel", "Hummus", "Dizengoff", "Florentin", "Jaffa", "Negev", "Kinneret"]

BIP39 = ["abandon", "ability", "absorb", "acoustic", "adapt", "airport", "alley", "anchor",
         "angle", "armor", "autumn", "badge", "bamboo", "banner", "beach", "bicycle", "bitter",
         "blossom", "bridge", "buffalo", "cabin", "cactus", "canyon", "carbon", "castle",
         "cherry", "citizen", "clever", "coconut", "comic", "copper", "crystal", "damp",
         "desert", "dolphin", "donkey", "eagle", "echo", "elbow", "ember", "fabric", "falcon",
         "fiber", "forest", "fossil", "galaxy", "garlic", "ginger", "glove", "harbor", "hazard",
         "horizon", "island", "jacket", "jungle", "kitten", "ladder", "lemon", "lizard",
         "marble", "meadow", "mirror", "needle", "olive", "orbit", "oyster", "pepper", "pilot",
         "planet", "pumpkin", "quartz", "rabbit", "raven", "ribbon", "saddle", "salmon",
         "shadow", "silver", "spider", "sunset", "tiger", "timber", "tunnel", "velvet",
         "violin", "walnut", "window", "zebra"]

DICE = ["tapuz", "kelev", "shemesh", "yarok", "mishkefet", "agvania", "sulam", "kova",
        "rakevet", "tzipor", "mitriya", "sefer", "gamal", "kadur", "nahar", "ofanayim"]


def hpw() -> str:
    """A password she or her family would choose, or one a manager generated."""
    return pick(
        f"{pick(*HEB_WORDS)}{digits(4)}{pick('!', '@', '#', '$', '*')}",
        f"{pick(*HEB_WORDS)}_{pick(*HEB_WORDS).lower()}{digits(2)}",
        pw(),
        rnd(ALNUM + "!@#$%^&*-_", 18),
    )


def passphrase(n: int = 5) -> str:
    return phrase(DICE, n, pick("-", " ", "."))


def b32(n: int) -> str:
    return rnd(BASE32, n)


def il_check(body: str) -> str:
    """The check digit of an Israeli ID / company number (Luhn-like, weights 1,2)."""
    total = 0
    for i, c in enumerate(body):
        p = int(c) * (1 if i % 2 == 0 else 2)
        total += p if p < 10 else p - 9
    return str((10 - total % 10) % 10)


def company_no() -> str:
    body = "51" + digits(6)
    return body + il_check(body)


def osek_no() -> str:
    body = digits(8, lead=True)
    return body + il_check(body)


def il_phone(mobile: bool = True) -> str:
    if mobile:
        return f"{pick('050', '052', '053', '054', '058')}-{digits(7, lead=True)}"
    return f"{pick('03', '09', '04', '08')}-{digits(7, lead=True)}"


def s10(prefix: str) -> str:
    """A UPU S10 tracking number (e.g. Israel Post RR...IL) with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix}{body}{check}IL"


def plate() -> str:
    return pick(f"{digits(2, True)}-{digits(3)}-{digits(2)}", f"{digits(3, True)}-{digits(2)}-{digits(3)}")


def cve() -> str:
    return f"CVE-{pick(2023, 2024, 2025)}-{secrets.randbelow(52000) + 1000}"


def ioc_ip() -> str:
    return f"{pick('192.0.2', '198.51.100', '203.0.113')}.{secrets.randbelow(253) + 1}"


def defang(ip: str) -> str:
    return ip.replace(".", "[.]")


def pgp_fpr() -> str:
    return groups(hexs(40).upper(), 4)


def ssh_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def sops_enc(nbytes: int) -> str:
    return (f"ENC[AES256_GCM,data:{b64(secrets.token_bytes(nbytes))},iv:{b64(secrets.token_bytes(32))},"
            f"tag:{b64(secrets.token_bytes(16))},type:str]")


def vault_token() -> str:
    return "hvs.CAESI" + rnd(URLSAFE, 86)


def gcp_sa_json(project: str, account: str) -> str:
    key = pem("PRIVATE KEY", 6) + "\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"{account}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }, indent=1)


def ovpn_static() -> str:
    body = "\n".join(hexs(32) for _ in range(16))
    return f"-----BEGIN OpenVPN Static key V1-----\n{body}\n-----END OpenVPN Static key V1-----"


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def pgp_public_block() -> str:
    body = b64(b"\x98\x33\x04" + secrets.token_bytes(180))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{lines}\n={b64(secrets.token_bytes(3))}\n-----END PGP PUBLIC KEY BLOCK-----"


def credentials() -> Rows:
    r = Rows()

    r.add("aws_access_key_pair",
          f"AWS prod-readonly של הצוות, פרופיל sec-audit:\n[sec-audit]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-central-1",
          f"תזכיר לי: המפתחות של ה-IAM user של ה-scanner (חשבון {aws_account()}) — {aws_key_id()} / {aws_secret()} . לסובב עד סוף הרבעון!",
          f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\n# של ה-sandbox, לא לדחוף לגיט בשום מצב",
          f"מפתח ל-bucket של ה-malware samples (רק s3:GetObject)\nid {aws_key_id()}\nsecret {aws_secret()}")

    r.add("aws_sts_session_credentials",
          f"STS זמני לחקירה בחשבון של הלקוח (פג אחרי 12 שעות):\nAccessKeyId: ASIA{rnd(UPPER + DIGITS, 16)}\nSecretAccessKey: {aws_secret()}\nSessionToken: IQoJb3JpZ2luX2VjE{rnd(B64, 280)}",
          f"assume-role ל-IR-responder עבד, שמרתי את ה-creds עד שנסיים את ה-triage: ASIA{rnd(UPPER + DIGITS, 16)} {aws_secret()} token=FwoGZXIvYXdzE{rnd(B64, 240)}")

    r.add("gcp_service_account_key",
          f"ה-SA של ה-log pipeline ב-GCP, שמרתי פה כי Secret Manager היה למטה:\n{gcp_sa_json('acme-siem-prod', 'log-shipper')}",
          f"key.json לפרויקט acme-threatintel-dev (הנדסה ביקשו):\n{gcp_sa_json('acme-threatintel-dev', 'ti-crawler')}",
          f"רק השדות החשובים מה-SA של bq-export:\nprivate_key_id: {hexs(40)}\nprivate_key: {pem('PRIVATE KEY', 5)}")

    r.add("gcp_api_key",
          f"מפתח API של Web Risk בפרויקט threat-intel-dev: AIza{rnd(URLSAFE, 35)} (מוגבל ל-IP של המשרד)",
          f"WEBRISK_KEY=AIza{rnd(URLSAFE, 35)}\nלהכניס ל-.env של ה-url-checker")

    r.add("gitlab_personal_access_token",
          f"ה-PAT שלי בגיטלאב (scopes: api, read_repository), תוקף עד יוני: glpat-{rnd(URLSAFE, 20)}",
          f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.internal/sec/yara-rules.git",
          f"טוקן חדש לגיטלאב כי הישן פג אתמול -> glpat-{rnd(URLSAFE, 20)}")

    r.add("gitlab_ci_variable_value",
          f"משתני CI בפרויקט sec/scanner (Settings > CI/CD > Variables):\nSHODAN_KEY (masked) = {rnd(ALNUM, 32)}\nREGISTRY_PASSWORD (masked, protected) = {hpw()}\nSLACK_WEBHOOK_SECRET = {hexs(32)}",
          f"glab variable set VT_API_KEY --masked --value {hexs(64)} -R sec/sample-triage",
          f"DOCKER_AUTH_CONFIG ל-runner:\n{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{basic('ci-pusher', hpw())}\"}}}}}}")

    r.add("gitlab_runner_token",
          f"gitlab-runner register --non-interactive --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)} --executor docker",
          f"config.toml של ה-runner בחדר שרתים:\n[[runners]]\n  name = \"sec-runner-02\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"glrt-{rnd(URLSAFE, 20)}\"\n  executor = \"docker\"")

    r.add("gitlab_pipeline_trigger_token",
          f"טריגר ל-nightly scan:\ncurl -X POST -F token=glptt-{hexs(40)} -F ref=main https://gitlab.acme.internal/api/v4/projects/42/trigger/pipeline",
          f"trigger token של פרויקט recon-bot: glptt-{hexs(40)}")

    r.add("vault_token",
          f"root token של Vault בסביבת dev (אחרי init מחדש ב-12/3): {vault_token()}",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
          f"טוקן זמני שיובל הנפיק לי לפנטסט, ttl 24h — s.{rnd(ALNUM, 24)}")

    r.add("vault_unseal_key",
          f"Unseal Key 1: {b64(secrets.token_bytes(33))}\nUnseal Key 2: {b64(secrets.token_bytes(33))}\nUnseal Key 3: {b64(secrets.token_bytes(33))}\n(threshold 3 מתוך 5, שאר ה-shares אצל אלון ומיכל)",
          f"ה-unseal share שלי (מס' 4) לוולט של prod:\n{b64(secrets.token_bytes(33))}")

    r.add("vault_approle_secret_id",
          f"AppRole של ה-CI ב-vault:\nrole_id: {uid()}\nsecret_id: {uid()}",
          f"vault write auth/approle/login role_id={uid()} secret_id={uid()}")

    r.add("sops_age_private_key",
          f"גיבוי של keys.txt (SOPS לריפו infra-secrets):\n# created: 2024-11-03T10:22:41+02:00\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"export SOPS_AGE_KEY={age_secret_key()}",
          f"מפתח age פרטי של הלפטופ החדש, לפני שאני מעבירה ליוביקי: {age_secret_key()}")

    r.add("yubikey_piv_pin",
          f"YubiKey 5C (של העבודה) — PIN: {digits(6)}",
          f"יוביקי nano, PIV PIN שלי {digits(8)}. רק 3 ניסיונות אז לא לנחש!!",
          f"ykman piv access change-pin --pin 123456 --new-pin {digits(6)}\n^ ככה שיניתי ביוביקי הספייר")

    r.add("yubikey_puk",
          f"PUK של היוביקי הראשי: {digits(8)}",
          f"YubiKey הגיבוי (במגירה הנעולה):\nPIN {digits(6)}\nPUK {digits(8)}")

    r.add("yubikey_management_key",
          f"PIV management key (AES192) שהגדרתי ביוביקי של העבודה: {hexs(48)}",
          f"ykman piv access change-management-key -a AES192 -m 010203040506070801020304050607080102030405060708 -n {hexs(48)}")

    r.add("yubikey_fido2_pin",
          f"FIDO2 PIN ביוביקי של הבית (ל-passkeys): {digits(6)}",
          f"ykman fido access change-pin --new-pin {rnd(ALNUM, 8)}  # ה-PIN של fido לא חייב להיות מספרים")

    r.add("shodan_api_key",
          f"Shodan (חשבון ה-membership של החברה): {rnd(ALNUM, 32)}",
          f"shodan init {rnd(ALNUM, 32)}",
          f"ב-.env של ה-recon script:\nSHODAN_API_KEY={rnd(ALNUM, 32)}\nCENSYS_ORG=acme")

    r.add("burp_enterprise_api_key",
          f"Burp Enterprise — API key ליוזר ci-scanner: {rnd(ALNUM, 32)}",
          f"curl -s -H 'Authorization: {rnd(ALNUM, 32)}' https://burp.acme.internal:8443/api/scans | jq .")

    r.add("virustotal_api_key",
          f"VT premium (של הצוות, לא האישי): {hexs(64)}",
          f"vt init --apikey {hexs(64)}",
          f"x-apikey: {hexs(64)}")

    r.add("censys_api_credentials",
          f"Censys\nAPI ID: {uid()}\nSecret: {rnd(ALNUM, 32)}",
          f"censys config  ->  id {uid()} / secret {rnd(ALNUM, 32)}")

    r.add("abuseipdb_api_key",
          f"AbuseIPDB key לסקריפט ה-enrichment: {hexs(80)}",
          f"ABUSEIPDB_KEY={hexs(80)}")

    r.add("wireguard_private_key",
          f"wg0.conf של הלפטופ:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.0.7/32\nDNS = 10.44.0.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820\nAllowedIPs = 10.44.0.0/16",
          f"ה-PrivateKey של הטלפון ל-VPN של המשרד: {wg_key()}",
          f"home lab peer: PresharedKey = {wg_key()}  (אותו PSK בשני הצדדים)")

    r.add("openvpn_static_key",
          f"ta.key של ה-OpenVPN ללקוח (tls-auth):\n{ovpn_static()}",
          f"<tls-crypt>\n{ovpn_static()}\n</tls-crypt>\nזה מה-ovpn של אתר הלקוח בחיפה")

    r.add("openvpn_user_password",
          f"auth.txt ל-OpenVPN של הלקוח:\nnoa.s\n{hpw()}",
          f"VPN של הלקוח (openvpn, לא wg): יוזר acme-ir סיסמא {hpw()}",
          f"openvpn --config client.ovpn --auth-user-pass <(printf 'pentest01\\n{hpw()}')")

    r.add("office_alarm_code",
          f"קוד אזעקה משרד: {digits(4)}",
          f"אזעקה ברוטשילד — קוד נטרול {digits(5)}, וקוד מצוקה (duress) {digits(5)}. לא להתבלבל!!",
          f"מיכל שאלה בוואטסאפ מה הקוד של האזעקה:\n\"{digits(4)}* ואז לחכות לצפצוף\"")

    r.add("office_door_code",
          f"קוד לדלת הלובי אחרי 20:00 — {digits(4)}#",
          f"אינטרקום + קוד לחדר שרתים: *{digits(4)}")

    r.add("office_safe_combination",
          f"כספת במשרד (שם היוביקים הספייר והדיסקים המוצפנים): {digits(2)}-{digits(2)}-{digits(2)}",
          f"צירוף לכספת החדשה {digits(6)} — לעדכן את אלון")

    r.add("bank_leumi_login",
          f"לאומי דיגיטל\nשם משתמש: {rnd(LOWER, 6)}{digits(3)}\nסיסמה: {hpw()}",
          f"סיסמה חדשה ללאומי אחרי שנחסמתי (3 ניסיונות...): {hpw()}",
          f"Leumi app קוד כניסה מהיר {digits(6)}")

    r.add("bank_hapoalim_login",
          f"פועלים - קוד משתמש {rnd(UPPER, 2)}{digits(5)} סיסמה {hpw()}",
          f"בנק הפועלים (החשבון המשותף עם דני):\nuser: {rnd(UPPER, 2)}{digits(5)}\npass: {hpw()}",
          f"הפועלים שינו את הסיסמה שלי בכוח, החדשה: {hpw()}")

    r.add("bit_app_pin",
          f"קוד ל-Bit: {digits(6)}",
          f"ביט — הקוד הסודי שונה ל-{digits(6)} (הישן היה יום הולדת, טיפשי)")

    r.add("paybox_pin",
          f"PayBox קוד {digits(4)}",
          f"פייבוקס של קבוצת הכדורגל של נועם, הקוד שלי {digits(6)}")

    n1, n2 = luhn("4580"), luhn("5326")
    r.add("credit_card_with_cvv",
          f"ויזה לאומי קארד (הוצאות עבודה):\n{groups(n1, 4)}\nתוקף {card_expiry()}\nCVV {digits(3)}",
          f"מאסטרקארד של החברה {n2} {card_expiry()} 3 ספרות בגב: {digits(3)}",
          f"כרטיס לתשלום AWS marketplace: {groups(luhn('4580'), 4, '-')} exp {card_expiry()} cvv {digits(3)}")

    r.add("home_wifi_password",
          f"WiFi בבית — רשת Cohen_Home_5G, סיסמה {hpw()}",
          f"WIFI:T:WPA;S:HaCohenim;P:{hpw()};;\n(בשביל QR לאורחים)",
          f"ילדים שואלים כל יום מה הסיסמה לוויפי..\n{rnd(LOWER + DIGITS, 12)}")

    r.add("parents_wifi_password",
          f"וויפי אצל אמא ואבא ברעננה: {hpw()}",
          f"סבתא — הרשת Bezeq-{digits(4)} והסיסמה על הראוטר: {rnd(LOWER + DIGITS, 10)}")

    r.add("router_admin_password",
          f"ראוטר בבית 192.168.1.1 admin / {hpw()}",
          f"ממשק ניהול של ה-pfSense במשרד: https://fw.acme.internal user admin pass {hpw()}")

    r.add("ssh_private_key",
          f"מפתח ל-jump host של הלקוח (ed25519):\n{openssh_private()}",
          f"id_ed25519 של ה-bastion ב-prod, זמני:\n{openssh_private()}")

    r.add("ssh_key_passphrase",
          f"passphrase של ה-id_ed25519 האישי: {passphrase(4)}",
          f"ssh-keygen -p -f ~/.ssh/id_acme -N '{hpw()}'  # ה-passphrase החדש")

    r.add("gpg_key_passphrase",
          f"GPG (המפתח של security@acme) passphrase:\n{passphrase(6)}",
          f"סיסמא למפתח ה-pgp שחותם על ה-releases: {hpw()}")

    r.add("github_token",
          f"GitHub PAT (classic) לסקריפט שמושך PoC-ים: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained token ל-acme-sec/advisories: github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
          f"GH_TOKEN=ghp_{rnd(ALNUM, 36)} gh release download -R acme-sec/tools")

    r.add("slack_bot_token",
          f"הבוט של #alerts-soc בסלאק: {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_SIGNING_SECRET={hexs(32)}")

    r.add("totp_seed",
          f"otpauth://totp/Acme%20Vault:noa?secret={b32(32)}&issuer=Acme%20Vault",
          f"ה-seed של ה-2FA ל-AWS root (לשים גם באפליקציה השנייה): {groups(b32(32), 4)}",
          f"2FA לשרת ה-Grafana — secret key {b32(16)}")

    r.add("mfa_backup_codes",
          f"קודי גיבוי לגוגל (חשבון העבודה):\n{recovery_codes(5, 'digits')}",
          f"GitHub recovery codes:\n{recovery_codes(8, 'github')}",
          f"Backup codes ל-Okta, נשארו 4:\n{recovery_codes(4, 'plain')}")

    r.add("crypto_seed_phrase",
          f"seed של ה-Ledger (רק פה ובדף בכספת):\n{phrase(BIP39, 12)}",
          f"12 מילים של הארנק הישן:\n{phrase(BIP39, 12, chr(10))}")

    r.add("password_manager_master",
          f"Bitwarden master password: {passphrase(5)}",
          f"1Password\nSecret Key: {onepassword_secret_key()}\nmaster: {hpw()}",
          f"אם אני שוכחת — הסיסמה הראשית לניהול סיסמאות היא {passphrase(6)}")

    r.add("disk_encryption_passphrase",
          f"LUKS של ה-analysis box (הלינוקס עם הסמפלים): {passphrase(5)}",
          f"BitLocker recovery key של ה-Windows VM לדטונציה:\n{bitlocker_key()}")

    r.add("database_connection_string",
          f"DATABASE_URL=postgresql://ti_app:{rnd(ALNUM, 20)}@db.acme.internal:5432/threatintel",
          f"redis של ה-queue: redis://:{rnd(ALNUM, 24)}@redis.acme.internal:6379/0",
          f"מונגו של ה-honeypot logs:\nmongodb://hp_writer:{hpw()}@mongo01.acme.internal:27017/honeypot?authSource=admin")

    r.add("container_registry_token",
          f"docker login -u acmesec -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"Harbor robot account ל-CI:\nrobot$sec+ci\n{rnd(ALNUM, 32)}")

    r.add("kubeconfig_client_key",
          f"מה-kubeconfig של ה-cluster של המעבדה:\nusers:\n- name: lab-admin\n  user:\n    client-key-data: {kube_key_data()}",
          f"token ל-service account ב-k8s (ns: scanners): {'eyJhbGciOiJSUzI1NiIsImtpZCI6Ij'}{rnd(URLSAFE, 60)}.{rnd(URLSAFE, 300)}.{rnd(URLSAFE, 342)}")

    r.add("jwt_signing_secret",
          f"JWT_SECRET של ה-API הפנימי (HS256): {hexs(64)}",
          f"ה-secret שמשמש לחתימה על ה-session tokens ב-portal:\n{b64(secrets.token_bytes(48))}")

    r.add("session_cookie",
          f"cookie של ה-admin ב-staging (לבדיקת IDOR): session={rnd(URLSAFE, 32)}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 27)}",
          f"Cookie: JSESSIONID={hexs(32).upper()}; XSRF-TOKEN={uid()}\n^ של יוזר הבדיקות עם הרשאות admin")

    r.add("openai_api_key",
          f"OpenAI key לכלי סיכום ה-IOCs: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("anthropic_api_key",
          f"מפתח Claude API של הצוות: {anthropic_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()} # לסקריפט של ה-report drafting")

    r.add("cloudflare_api_token",
          f"Cloudflare token (Zone.DNS edit בלבד ל-acme.example): {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)}")

    r.add("okta_api_token",
          f"Okta API token (read-only, ל-audit של ה-MFA): 00{rnd(URLSAFE, 40)}",
          f"Authorization: SSWS 00{rnd(URLSAFE, 40)}")

    r.add("crowdstrike_api_secret",
          f"Falcon API client:\nclient_id {hexs(32)}\nclient_secret {rnd(ALNUM, 40)}",
          f"CrowdStrike - ה-secret של ה-RTR client: {rnd(ALNUM, 40)}")

    r.add("datadog_keys",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
          f"Datadog api key לאייג'נט בלאב: {hexs(32)}")

    r.add("terraform_cloud_token",
          f"credentials.tfrc.json:\n{{\"credentials\": {{\"tfe.acme.internal\": {{\"token\": \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\"}}}}}}",
          f"TFC team token: {rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}")

    r.add("stripe_secret_key",
          f"Stripe של הלקוח (נמצא ב-repo שלהם בפנטסט, לדוח): sk_live_51{rnd(ALNUM, 97)}",
          f"restricted key לבדיקות חיוב: rk_test_51{rnd(ALNUM, 97)}")

    r.add("smtp_app_password",
          f"app password לג'ימייל של alerts@ : {groups(rnd(LOWER, 16), 4)}",
          f"SMTP ל-postfix בשרת ה-alerts:\nsmtp.acme.internal:587 user alerts@acme.example pass {hpw()}")

    r.add("ldap_bind_password",
          f"bind DN: cn=svc-scanner,ou=svc,dc=acme,dc=internal\nbind pw: {hpw()}",
          f"ldapsearch -x -H ldaps://dc01.acme.internal -D 'svc-audit@acme.internal' -w '{hpw()}' -b 'dc=acme,dc=internal'")

    r.add("car_immobilizer_code",
          f"קוד לאימובילייזר באוטו (מיגון): {digits(4)}",
          f"קודן של האוטו של אבא, אם אני לוקחת אותו בשישי: {digits(5)}")

    r.add("sim_pin_puk",
          f"טלפון העבודה — SIM PIN {digits(4)}, PUK {digits(8)}",
          f"PUK של הסים של הילד (נחסם שוב...): {digits(8)}")

    r.add("basic_auth_header",
          f"Authorization: Basic {basic('scanner', hpw())}\n(זה ל-staging של הלקוח, מאחורי nginx)",
          f"ה-basic auth של ה-kibana הישן: curl -u elastic:{rnd(ALNUM, 20)} https://kibana.acme.internal:9200/_cat/indices")

    r.add("lab_vm_root_password",
          f"Kali ב-VM: root / {hpw()}",
          f"REMnux של ניתוח הנוזקות, user remnux הסיסמה שונתה ל-{hpw()}")

    r.add("grafana_admin_password",
          f"GF_SECURITY_ADMIN_PASSWORD={hpw()}",
          f"גרפנה של ה-SOC: admin : {hpw()}")

    r.add("npm_token",
          f"//npm.acme.internal/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"npm automation token ל-publish של ה-sdk: npm_{rnd(ALNUM, 36)}")

    r.add("hibp_api_key",
          f"HIBP key (למוניטור של הדומיינים של הלקוחות): {hexs(32)}",
          f"hibp-api-key: {hexs(32)}")

    r.add("gcp_oauth_client_secret",
          f"OAuth client ל-IAP של הדשבורד:\nclient_id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nclient_secret: GOCSPX-{rnd(URLSAFE, 28)}",
          f"ה-client secret של ה-sso לכלי הפנימי — GOCSPX-{rnd(URLSAFE, 28)}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("cve_reference",
          f"לבדוק אם {cve()} משפיע על ה-Fortinet של הלקוח, CVSS 9.8, יש PoC ציבורי",
          f"רשימת CVEs לדוח החודשי: {cve()}, {cve()}, {cve()}, {cve()}",
          f"{cve()} — patched ב-7.4.3, לוודא שכולם עדכנו עד יום ה'")

    r.add("jira_ticket",
          f"SEC-{secrets.randbelow(9000) + 100} — לסגור אחרי שהלקוח מאשר את ה-remediation",
          f"טיקטים פתוחים שלי: SEC-{secrets.randbelow(9000) + 100}, SEC-{secrets.randbelow(9000) + 100}, IR-{secrets.randbelow(900) + 10}",
          f"לפתוח באג ב-INFRA על ה-runner שנופל, לקשר ל-INFRA-{secrets.randbelow(9000) + 100}")

    r.add("git_commit_sha",
          f"ה-fix לחולשה נכנס ב-commit {hexs(40)}, לבדוק שזה ב-release הבא",
          f"revert ל-{hexs(7)} שבר את ה-YARA compile, חזרתי ל-{hexs(40)}",
          f"git cherry-pick {hexs(40)} {hexs(40)}")

    r.add("malware_sample_sha256",
          f"סמפל מהמייל של הפישינג (xlsm):\nsha256 {hexs(64)}",
          f"loader חדש שנראה כמו QakBot, {hexs(64)} — להעלות ל-sandbox הפנימי, לא ל-VT!",
          f"hashes מהאירוע אצל הלקוח:\n{hexs(64)}  invoice.lnk\n{hexs(64)}  update.dll\n{hexs(64)}  svc.ps1")

    r.add("malware_sample_md5",
          f"md5 של ה-dropper: {hexs(32)} (הלקוח שלח רק md5, לבקש sha256)",
          f"MD5={hexs(32)} SHA1={hexs(40)}")

    ips = [ioc_ip() for _ in range(4)]
    r.add("ioc_ip_addresses",
          f"C2 שעלו בניתוח: {defang(ips[0])}, {defang(ips[1])}:8443, {defang(ips[2])}",
          f"לחסום ב-FW של הלקוח:\n{ips[3]}\n{ioc_ip()}\n{ioc_ip()}/32",
          f"ה-beacon מתקשר ל-{ioc_ip()} כל 60 שניות עם jitter של 20%")

    r.add("ioc_domains",
          f"דומיינים של הקמפיין: login-{rnd(LOWER, 6)}[.]example, cdn-{rnd(LOWER + DIGITS, 8)}[.]test, {rnd(LOWER, 10)}[.]example",
          f"hxxps://update-{rnd(LOWER, 5)}[.]example/{rnd(ALNUM, 12)}/gate.php — ה-URL של ה-stage 2",
          f"DGA — דוגמאות: {rnd(LOWER, 14)}.test, {rnd(LOWER, 12)}.test, {rnd(LOWER, 16)}.test")

    r.add("yara_rule_name",
          f"כתבתי rule חדש: MAL_Win_Loader_{rnd(UPPER + DIGITS, 6)}_Jan25 — תופס את שלושת הסמפלים",
          f"ה-rule APT_{pick('Lazarus', 'MuddyWater', 'OilRig')}_Backdoor_Strings_{digits(2)} נותן FP על notepad++, לתקן",
          f"rules שנכנסו היום ל-main: SUSP_PS_Encoded_Cmd, HKTL_Mimikatz_Mem_{digits(3)}, MAL_ELF_Miner_{rnd(UPPER, 4)}")

    r.add("pgp_public_fingerprint",
          f"ה-fingerprint של המפתח הציבורי של security@acme.example (לשים באתר): {pgp_fpr()}",
          f"לוודא מול החוקר לפני שמקבלים את הדוח שלו — fingerprint {pgp_fpr()}",
          f"gpg --recv-keys {hexs(40).upper()}")

    r.add("pgp_public_key_block",
          f"המפתח הציבורי שלנו ל-security.txt:\n{pgp_public_block()}",
          f"מפתח ציבורי של הלקוח בשביל לשלוח את הדוח מוצפן:\n{pgp_public_block()}")

    r.add("ssh_public_key",
          f"ה-public key שלי להוסיף ל-authorized_keys בשרת החדש:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} noa@acme-laptop",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} ci-deploy@gitlab (deploy key, read-only)",
          f"מפתח ציבורי מהיוביקי (sk): sk-ssh-ed25519@openssh.com {ssh_pub('sk-ssh-ed25519@openssh.com', 48)} yubikey-5c")

    r.add("ssh_host_fingerprint",
          f"fingerprint של ה-bastion, לבדוק בחיבור ראשון: ED25519 key fingerprint is {ssh_fp()}",
          f"host keys אחרי ההתקנה מחדש:\n256 {ssh_fp()} root@jump01 (ED25519)\n3072 {ssh_fp()} root@jump01 (RSA)")

    r.add("invoice_company_number",
          f"חשבונית ללקוח — ח.פ. {company_no()}, לשלוח ל-finance@ עם ה-PO",
          f"פרטים לחשבונית של היועץ: עוסק מורשה {osek_no()}",
          f"ח\"פ שלנו לטופס הספק: {company_no()}  |  מס' ספק אצלם {digits(6)}")

    r.add("phone_numbers",
          f"מוקד האזעקה: {il_phone(False)}, אחראי משמרת {il_phone()}",
          f"ה-CISO של הלקוח (לאירועים דחופים בלבד): {il_phone()}",
          f"טלפונים לחירום:\nיובל {il_phone()}\nמיכל {il_phone()}\nבניין {il_phone(False)}")

    r.add("vault_path_reference",
          "הסיסמה של ה-DB נמצאת ב-Vault: secret/data/prod/threatintel/db (שדה password)",
          "vault kv get -field=api_key kv/sec/shodan  ← ככה מושכים את המפתח, לא לשמור אותו ב-.env",
          "מפתחות ה-unseal לא פה! הם ב-shares אצל 5 אנשים, הרשימה ב-Confluence SEC/Vault-Runbook")

    r.add("env_var_reference",
          "הסקריפט קורא את VT_API_KEY ו-SHODAN_API_KEY מהסביבה, אם חסר הוא נופל עם KeyError",
          "ב-CI צריך להגדיר AWS_ACCESS_KEY_ID ו-AWS_SECRET_ACCESS_KEY כ-masked + protected",
          "export VAULT_TOKEN=$(vault login -method=oidc -token-only)")

    r.add("password_rotation_note",
          "סובבתי היום את הסיסמה של svc-scanner ב-AD, החדשה ב-1Password בכספת Infra",
          "root token של הוולט ב-prod בוטל (revoke) אחרי ה-init, נשאר רק ה-OIDC",
          f"להזכיר לכולם: החלפת PAT-ים בגיטלאב עד ה-{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}, הישנים יבוטלו אוטומטית")

    r.add("password_policy_note",
          "מדיניות סיסמאות חדשה: מינימום 14 תווים, בלי תפוגה, חסימה אחרי 5 ניסיונות, MFA חובה",
          "ה-PIN של היוביקי צריך להיות 6-8 תווים, ה-PUK בדיוק 8. אחרי 3 טעויות ב-PIN צריך PUK",
          "Bit מבקשים קוד של 6 ספרות, אסור רצף או תאריך לידה")

    acct = aws_account()
    r.add("aws_arn",
          f"arn:aws:iam::{acct}:role/acme-ir-responder — ה-role שמקבלים ב-assume-role",
          f"ה-bucket של הלוגים: arn:aws:s3:::acme-cloudtrail-{digits(4)}, מוצפן עם arn:aws:kms:eu-central-1:{acct}:key/{uid()}",
          f"arn:aws:lambda:eu-west-1:{aws_account()}:function:ioc-enricher — עדכנתי ל-python3.12")

    r.add("aws_account_id",
          f"חשבונות AWS: prod {aws_account()}, staging {aws_account()}, security-tooling {aws_account()}",
          f"הלקוח נתן גישה לחשבון {aws_account()} דרך cross-account role",
          f"aws sts get-caller-identity → Account: {aws_account()}, UserId: AROA{rnd(UPPER + DIGITS, 17)}:noa")

    r.add("gcp_resource_name",
          "projects/acme-siem-prod/secrets/shodan-key/versions/3 ← הגרסה העדכנית ב-Secret Manager",
          f"SA: log-shipper@acme-siem-prod.iam.gserviceaccount.com, unique id {digits(21, True)}")

    r.add("age_public_recipient",
          f".sops.yaml:\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: {age_public_key()},{age_public_key()}",
          f"ה-recipient שלי ל-age (ציבורי, אפשר לשתף): {age_public_key()}",
          f"sops -e --age {age_public_key()} secrets.yaml > secrets.enc.yaml")

    r.add("wireguard_peer_public_key",
          f"להוסיף פיר חדש לשרת ה-wg:\n[Peer]\n# noa-phone\nPublicKey = {wg_key()}\nAllowedIPs = 10.44.0.12/32",
          f"ה-public key של השרת (לתת לעובד החדש): {wg_key()}",
          f"wg show wg0 → peer: {wg_key()}\n  endpoint: {ioc_ip()}:51820\n  latest handshake: 42 seconds ago")

    r.add("yubikey_serial",
          f"יוביקי ששויכו: serial {digits(8, True)} (נועה), {digits(8, True)} (אלון), ספייר {digits(8, True)}",
          f"ykman info → Serial number: {digits(8, True)}, Firmware version: 5.7.1",
          f"יוביקי שאבד (לבטל ב-Okta וב-AWS): serial {digits(8, True)}")

    r.add("container_image_digest",
          f"registry.acme.internal/sec/scanner@sha256:{hexs(64)}",
          f"ה-image שרץ ב-prod: sha256:{hexs(64)} — לבדוק מול ה-SBOM",
          f"cosign verify registry.acme.internal/sec/recon@sha256:{hexs(64)} --key cosign.pub")

    r.add("request_id_uuid",
          f"ה-request שנכשל ב-API: x-request-id {uid()}, לשלוח לתמיכה",
          f"case בגוגל קלאוד {digits(8, True)}, trace id {hexs(32)}",
          f"CloudTrail eventID {uid()} — ה-ConsoleLogin החשוד מ-{ioc_ip()}")

    r.add("business_iban",
          f"פרטי בנק שלנו לחשבונית: בנק לאומי (10) סניף 800, IBAN {iban('IL', '010800' + digits(13))}",
          f"IBAN של הספק בפולין להעברה: {iban('PL', digits(24))}",
          f"בחשבונית שלנו למטה: הפועלים (12), סניף {digits(3, True)}, חשבון {digits(6, True)}, IBAN {iban('IL', '012' + digits(16), spaced=False)}")

    r.add("parcel_tracking",
          f"היוביקים החדשים נשלחו, מעקב דואר ישראל {s10('RR')}",
          f"החבילה מ-Hak5 — {s10('LY')}, תקועה במכס",
          f"משלוח של ה-Flipper: DHL {digits(10, True)}")

    r.add("order_number",
          f"הזמנה ב-KSP מס' {digits(8, True)} — 2 יוביקי 5C NFC + מתאם",
          f"AliExpress order {digits(16, True)} — ה-ESP32 למעבדה",
          f"הזמנה מ-Yubico #{rnd(UPPER, 2)}{digits(7, True)}, 10 יחידות, חשבונית בדרך")

    r.add("flight_booking_pnr",
          f"טיסה ל-Black Hat: אל על, קוד הזמנה {rnd(UPPER, 6)}, LY{digits(3, True)}",
          f"מלון בווגאס confirmation #{digits(9, True)}, PNR {rnd(UPPER + DIGITS, 6)}")

    r.add("license_plate",
          f"חניה במשרד רשומה על {plate()} (הרכב של החברה)",
          f"האוטו החדש: {plate()}, לעדכן בפנגו ובחניון",
          f"דוח חניה על {plate()} — לערער, הייתי בחניון של הלקוח")

    r.add("mac_address",
          f"ה-MAC של ה-raspberry pi בחדר השרתים: {mac()}, לשריין DHCP",
          f"המכשיר החשוד ברשת האורחים: {mac('-', True)} (vendor: Espressif)",
          f"whitelist ב-NAC: {mac()} printer-2nd-floor, {mac()} conf-room-tv")

    r.add("version_string",
          f"Vault שודרג ל-1.17.{secrets.randbelow(9)}, ה-agent עדיין על 1.15.{secrets.randbelow(9)}",
          f"Burp Suite Professional v2024.{secrets.randbelow(12) + 1}.{secrets.randbelow(5) + 1}, ykman 5.5.1, sops 3.9.{secrets.randbelow(4)}")

    r.add("internal_hostname",
          f"השרתים החדשים: sandbox-{digits(2)}.lab.acme.internal, yara-{digits(2)}.acme.internal",
          "ה-VPN endpoint עבר ל-vpn2.acme.example (פורט 51820 UDP)")

    r.add("coupon_code",
          f"קופון ל-Black Hat: BH{rnd(UPPER + DIGITS, 8)} — 20% הנחה",
          f"קוד הנחה לוולט (ארוחות צוות): ACME{rnd(UPPER, 4)}{digits(2)}",
          f"קוד קופון ל-Hak5: {rnd(UPPER, 5)}{digits(2)} (פג בסוף החודש)")

    r.add("postal_code",
          f"כתובת המשרד לחשבוניות: רוטשילד {secrets.randbelow(150) + 1}, תל אביב, מיקוד {digits(7, True)}",
          f"לשלוח את היוביקי לבית של עידו, מיקוד {digits(7, True)}")

    r.add("certificate_serial",
          f"ה-cert של vpn.acme.example, serial {':'.join(secrets.token_hex(1) for _ in range(16))} פג ב-{card_expiry()}",
          f"openssl x509 -serial → serial={hexs(32).upper()} (ה-intermediate של ה-CA הפנימי)")

    r.add("tls_cert_fingerprint",
          f"pinning באפליקציה: SHA256 Fingerprint={':'.join(secrets.token_hex(1).upper() for _ in range(32))}",
          f"fingerprint של ה-cert של ה-C2 (JARM/שיתוף עם הלקוח): {hexs(62)}")

    r.add("gitlab_pipeline_job_id",
          f"pipeline #{digits(6, True)} נפל בשלב yara-test, job {digits(7, True)}",
          f"https://gitlab.acme.internal/sec/scanner/-/jobs/{digits(7, True)} — הלוג של ה-runner שנתקע")

    r.add("k8s_pod_name",
          f"ה-pod שקורס: {pod_name('ioc-enricher')} (OOMKilled)",
          f"kubectl logs {pod_name('vault-agent-injector')} -n vault --tail 100")

    r.add("stripe_publishable_key",
          f"ה-publishable key בצד הלקוח של אתר ה-training (זה ציבורי, בסדר שיהיה ב-JS): pk_live_51{rnd(ALNUM, 97)}",
          f"בדוח: ה-pk_test_51{rnd(ALNUM, 97)} שנמצא ב-bundle הוא publishable, לא ממצא")

    r.add("recaptcha_site_key",
          f"reCAPTCHA site key לטופס יצירת הקשר (ציבורי): 6L{rnd(URLSAFE, 38)}",
          f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" — ה-secret key נשאר בצד השרת ב-Vault")

    r.add("alarm_code_reference",
          "קוד האזעקה במשרד הוחלף היום, הקוד החדש אצל מיכל — לא לשלוח בסלאק",
          "מוקד האזעקה התקשר, מישהו הזין קוד שגוי 3 פעמים בלילה. לבדוק מצלמות",
          "לעובדים החדשים: את קוד הדלת והאזעקה מקבלים מאלון ביום הראשון, בעל פה")

    r.add("yubikey_pin_talk",
          "היוביקי של עידו ננעל אחרי 3 PIN שגויים, עשינו reset עם ה-PUK וקבענו PIN חדש (הוא יודע)",
          "לזכור: לשנות את ה-PIN, PUK ו-management key הדיפולטיים בכל יוביקי חדש לפני שמחלקים")

    r.add("mfa_enrollment_note",
          "רשמתי את היוביקי החדש כ-MFA ב-AWS root, קודי הגיבוי מודפסים בכספת",
          f"הגדרתי 2FA בלאומי עם SMS ל-{il_phone()}, לעבור לאפליקציה כשיהיה")

    r.add("mitre_technique_id",
          "טכניקות בקמפיין: T1566.001, T1059.001, T1053.005, T1071.001",
          f"ה-rule ממופה ל-T{secrets.randbelow(600) + 1000}.{secrets.randbelow(10):03d} ב-ATT&CK")

    r.add("ransomware_btc_address",
          f"כתובת ה-BTC מפתק הכופר: bc1q{rnd(BECH32, 38)} — להעביר ל-Chainalysis",
          f"הארנק של התוקפים (IOC): bc1q{rnd(BECH32, 38)}, 2 טרנזקציות נכנסות")

    r.add("sops_encrypted_value",
          f"secrets.enc.yaml אחרי sops -e:\ndb_password: {sops_enc(18)}\napi_key: {sops_enc(32)}",
          f"sops metadata:\nsops:\n  age:\n    - recipient: {age_public_key()}\n      enc: |\n        -----BEGIN AGE ENCRYPTED FILE-----\n        {b64(secrets.token_bytes(48))}\n        {b64(secrets.token_bytes(48))}\n        -----END AGE ENCRYPTED FILE-----\n  lastmodified: \"2025-01-19T08:41:02Z\"\n  mac: {sops_enc(32)}",
          f"ה-value ב-values.yaml מוצפן, אפשר לקומט: shodanKey: {sops_enc(32)}")

    r.add("vault_transit_ciphertext",
          f"ciphertext מ-transit (מפתח pii-key): vault:v1:{b64(secrets.token_bytes(60))}",
          f"vault write transit/decrypt/pii-key ciphertext=vault:v2:{b64(secrets.token_bytes(44))}")

    r.add("kms_key_id",
          f"KMS key ל-EBS: {uid()} (alias/acme-ebs-prod)",
          f"sops --kms arn:aws:kms:eu-central-1:{aws_account()}:key/{uid()} -e values.yaml",
          "GCP KMS: projects/acme-siem-prod/locations/europe-west1/keyRings/sops/cryptoKeys/infra")

    r.add("zoom_meeting_id",
          f"שיחת IR עם הלקוח: Zoom {digits(3, True)} {digits(4)} {digits(4)}, בשעה 14:00",
          f"Meet: https://meet.acme.example/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}")

    r.add("bank_case_reference",
          f"פנייה ללאומי על החיוב הכפול, מס' פנייה {digits(9, True)}",
          f"הפועלים — מספר אסמכתא להעברה לספק: {digits(8, True)}")

    r.add("ci_variable_names",
          "משתנים שצריך להגדיר בפרויקט החדש: SHODAN_KEY, VT_API_KEY, REGISTRY_PASSWORD (כולם masked), DEPLOY_ENV=staging",
          "glab variable list -R sec/scanner → 7 variables, כולם protected")

    r.add("cidr_allocation",
          f"חלוקת רשתות: VPN 10.44.0.0/16, lab 10.50.0.0/24, honeypots 172.20.{secrets.randbelow(250)}.0/24",
          "ה-AllowedIPs לעובדים: 10.44.0.0/16, 10.10.0.0/20 (בלי full tunnel)")

    r.add("bug_bounty_report_id",
          f"דוח HackerOne #{digits(7, True)} — IDOR ב-API, triaged, להעביר ל-SEC",
          f"Intigriti submission ACME-{rnd(UPPER, 4)}-{digits(5)} נסגר כ-duplicate")

    r.add("sandbox_report_link",
          f"דוח ה-sandbox: https://sandbox.acme.internal/analysis/{uid()}/report",
          f"https://www.virustotal.example/gui/file/{hexs(64)}/behavior — 12/70 זיהויים",
          f"any.run task {uid()} — הסמפל לא רץ בלי ה-argument, לנסות שוב עם --install")

    r.add("expired_token_note",
          f"ה-PAT של ה-CI פג ב-{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1} וזה מה ששבר את ה-nightly. הנפקתי חדש ושמתי ב-Vault",
          "ה-Shodan key הישן בוטל אחרי שדלף ב-screenshot, הוחלף בחדש (ב-1Password)",
          "הסיסמה של ה-VPN של הלקוח פגה (90 יום), ביקשתי מהם reset במייל")

    r.add("tax_invoice_number",
          f"חשבונית מס {digits(5, True)} ללקוח, סה\"כ ₪{secrets.randbelow(90000) + 10000} כולל מע\"מ",
          f"קבלה מס' {digits(6, True)} על המנוי ל-Burp, ח.פ. הספק {company_no()}")

    r.add("git_tag_and_branch",
          f"release v{secrets.randbelow(4) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(10)} = tag {hexs(40)}, branch hotfix/SEC-{secrets.randbelow(9000) + 100}",
          f"git diff {hexs(12)}..{hexs(12)} -- rules/")
    return r


def main() -> None:
    write_corpora("make_heldout76.py", [
        ("heldout76_credentials.yaml", credentials(), "batch 76 (Tel Aviv security engineer, Hebrew notes with English tech terms), written blind; every value synthetic"),
        ("heldout76_lookalikes.yaml", lookalikes(), "batch 76 look-alikes: threat-intel identifiers, public keys, references to secrets, Hebrew notes, written blind"),
    ])


if __name__ == "__main__":
    main()
