# ruff: noqa: E501
"""Writes heldout284_credentials.yaml and heldout284_lookalikes.yaml: held-out batch 284.

Persona: a PhD researcher in machine learning in Tehran who writes his notes in Persian
(Farsi script, sometimes Finglish) mixed with English. He keeps the university HPC cluster
login and his SSH key passphrase, a Jupyter server token, Weights & Biases and Hugging Face
tokens, a Kaggle API key, the university email password, V2Ray and Outline access keys, his
bank card's second password (رمز دوم) and CVV2, and the home router admin; and many
look-alikes: DOIs, ORCID iDs, arXiv ids, dataset and model checksums, git commit hashes,
conda environment hashes, national ID numbers on forms, student numbers, masked card
numbers and Sheba IBANs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
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
    age_public_key,
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
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

FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
CARD_PREFIXES = ("603799", "610433", "589210", "627353", "621986", "502229", "603769", "627412")
BANK_CODES = ("017", "012", "018", "019", "055", "056", "062", "057")
WORDS = ("anar", "pesteh", "asemoon", "daryache", "kooh", "setareh", "barf", "chai", "gorbe",
         "parvaz", "ketab", "shab", "roshan", "ghalam", "golab", "khorshid", "baran", "jangal",
         "lamp", "orbit", "copper", "violet", "canyon", "tensor", "gradient", "falcon")
SEED_WORDS = ("abandon", "barrel", "cactus", "dolphin", "eagle", "fabric", "garden", "harvest",
              "island", "jungle", "kitten", "ladder", "marble", "napkin", "orange", "pepper",
              "quantum", "rocket", "saddle", "throne", "uncle", "velvet", "wagon", "yellow", "zebra")


def fa(text: str) -> str:
    """The same text with Persian digits, as he sometimes types on his phone."""
    return text.translate(FA_DIGITS)


def user() -> str:
    return pick("m.tavakoli", "mtavakoli", "mohammad.t", "m_tavakoli", "tavakoli.m")


def fpw() -> str:
    """A password in the style he picks himself (a Finglish word, a symbol, digits)."""
    return pick(
        f"{pick('Tehran', 'Damavand', 'Alborz', 'Khayyam', 'Azadi', 'Tochal', 'Darband')}{pick('@', '#', '!', '_', '$')}{digits(4)}",
        f"{pick('mt', 'MoTa', 'mtv')}{digits(4)}{pick('!!', '#', '*')}{rnd(LOWER + UPPER, 3)}",
        pw(),
    )


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5, 6), pick(" ", "-", "."))


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def card() -> str:
    return luhn(pick(*CARD_PREFIXES), 16)


def cvv2() -> str:
    return digits(pick(3, 4))


def second_pin() -> str:
    return digits(pick(5, 6, 7, 8), lead=True)


def shamsi_expiry() -> str:
    return f"{pick('1404', '1405', '1406', '1407', '1408')}/{secrets.randbelow(12) + 1:02d}"


def sheba(spaced: bool = True) -> str:
    return iban("IR", pick(*BANK_CODES) + "0" + digits(18), spaced)


def melli_code() -> str:
    """A national ID (کد ملی) with its check digit."""
    while True:
        body = digits(9)
        if len(set(body)) > 1:
            break
    rem = sum(int(body[i]) * (10 - i) for i in range(9)) % 11
    return body + str(rem if rem < 2 else 11 - rem)


def student_no() -> str:
    return pick("810", "830", "400", "401", "402") + digits(6)


def vpn_host() -> str:
    return f"{pick('de', 'nl', 'fi', 'tr', 'am')}{secrets.randbelow(9) + 1}.{pick('acme-vpn.example', 'tunnel.acme.example', 'edge.v2.test')}"


def vless() -> str:
    host = vpn_host()
    return f"vless://{uid()}@{host}:443?encryption=none&security=tls&sni={host}&type=ws&path=%2F{rnd(LOWER, 6)}#{pick('Germany', 'NL', 'Finland')}-{secrets.randbelow(9) + 1}"


def vmess() -> str:
    host = vpn_host()
    cfg = {"v": "2", "ps": pick("mci-ok", "irancell", "home"), "add": host, "port": "443", "id": uid(),
           "aid": "0", "net": "ws", "type": "none", "host": host, "path": "/" + rnd(LOWER, 5), "tls": "tls"}
    return "vmess://" + b64(json.dumps(cfg).encode())


def outline() -> str:
    user_info = b64u(f"chacha20-ietf-poly1305:{rnd(ALNUM, 22)}".encode())
    return f"ss://{user_info}@{vpn_host()}:{secrets.randbelow(50000) + 10000}/?outline=1"


def totp_secret() -> str:
    return rnd(BASE32, 32)


def tg_bot_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def sha256() -> str:
    return hexs(64)


def arxiv_id() -> str:
    return f"{pick('22', '23', '24', '25')}{secrets.randbelow(12) + 1:02d}.{secrets.randbelow(24000) + 1:05d}"


def doi() -> str:
    return pick(
        f"10.48550/arXiv.{arxiv_id()}",
        f"10.1109/CVPR52733.2024.{digits(5)}",
        f"10.1016/j.neunet.2024.{digits(6)}",
        f"10.18653/v1/2024.acl-long.{secrets.randbelow(800) + 1}",
        f"10.1145/{digits(7)}.{digits(7)}",
    )


def postal_code() -> str:
    return "".join(secrets.choice("13456789") for _ in range(5)) + digits(5)


def credentials() -> Rows:
    r = Rows()
    u = user()
    r.add(
        "hpc_cluster_password",
        f"HPC دانشگاه: ssh {u}@login.hpc.ut.internal — پسورد: {fpw()}",
        f"login node e cluster: hpc-login01.acme.internal\nuser: {u}\npass: {fpw()}\n(faghat ba VPN daneshgah vasl mishe)",
        f"پسورد جدید کلاستر بعد از ریست توسط ادمین: {fpw()}  (قبلی دیگه کار نمیکنه)",
        f"sshpass -p '{fpw()}' ssh -p 2222 {u}@gpu.hpc.ut.internal",
        f"yadet bashe: cluster pw = {fpw()} , username hamoon shomare daneshjooyie {student_no()}",
    )
    r.add(
        "ssh_key_passphrase",
        f"passphrase kilid ssh (id_ed25519 roye laptop): {passphrase()}",
        f"رمز عبارت کلید SSH که برای کلاستر ساختم: «{passphrase()}»",
        f"ssh-keygen -p -f ~/.ssh/id_ed25519 -P '{passphrase()}' -N '{passphrase()}'",
        f"key: ~/.ssh/hpc_rsa\npassphrase: {fpw()}\nagent timeout 8h",
        f"id_ed25519_lab passphrase -> {passphrase()}  yadam nare!!",
    )
    r.add(
        "ssh_private_key",
        "کلید خصوصی سرور lab-gpu2 (بکاپ، اگه لپتاپ خراب شد):\n" + openssh_private(),
        "deploy key e repo-ye thesis, bezar too ~/.ssh/thesis_deploy:\n" + openssh_private(),
        "old RSA key for the shared A100 box (still in authorized_keys there)\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "jupyter_server_token",
        f"http://127.0.0.1:8888/lab?token={hexs(48)}",
        f"jupyter roye node gpu07: ssh -L 8888:localhost:8888 {u}@gpu07.hpc.ut.internal\nbad too browser: localhost:8888/?token={hexs(48)}",
        f"توکن ژوپیتر سرور آزمایشگاه: {hexs(48)}",
        f"# ~/.jupyter/jupyter_server_config.py\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.token = '{hexs(48)}'",
        f"JupyterHub API token baraye user-e khodam (hub.lab.internal): {hexs(32)}",
    )
    r.add(
        "wandb_api_key",
        f"wandb login {hexs(40)}",
        f"WANDB_API_KEY={hexs(40)}\nWANDB_PROJECT=persian-llm",
        f"کلید API وندبی (W&B) اکانت دانشگاهی: {hexs(40)}",
        f"~/.netrc ro ke pak kardam inaro bezar dobare:\nmachine api.wandb.ai\n  login user\n  password {hexs(40)}",
        f"wandb self-hosted e lab (wandb.acme.internal) key: local-{hexs(40)}",
    )
    r.add(
        "huggingface_token",
        f"HF token (write): {hf_token()}",
        f"huggingface-cli login --token {hf_token()}",
        f"توکن هاگینگ‌فیس فقط read، برای دانلود Llama gated: {hf_token()}",
        f"HF_TOKEN={hf_token()} python train.py --push_to_hub --hub_model_id acme-nlp/fa-bert-small",
        f'from huggingface_hub import login\nlogin("{hf_token()}")',
    )
    kuser = pick("mtavakoli", "mohammadtvk", "m0tavakoli")
    r.add(
        "kaggle_api_key",
        json.dumps({"username": kuser, "key": hexs(32)}) + "\n^ inaro bezar too ~/.kaggle/kaggle.json, chmod 600",
        f"kaggle key: {hexs(32)} (user: {kuser})",
        f"export KAGGLE_USERNAME={kuser}\nexport KAGGLE_KEY={hexs(32)}",
        f"کلید API کگل برای مسابقه‌ی جدید: {hexs(32)}",
        f"Kaggle account: login ba email, pass {fpw()}",
    )
    r.add(
        "university_email_password",
        f"ایمیل دانشگاه {u}@ut.ac.example — رمز: {fpw()}",
        f"webmail.ut.ac.example -> user {u} pw {fpw()}",
        f"email password avaz shod 👉 {fpw()}",
        f"Thunderbird:\nIMAP imap.ut.ac.example:993 SSL\nSMTP smtp.ut.ac.example:587\nuser: {u}\npassword: {fpw()}",
        f"رمز ایمیل دانشگاهی (هر ۹۰ روز منقضی میشه، بعدی رو هم اینجا بنویس): {fpw()}",
    )
    r.add(
        "v2ray_config",
        vless(),
        f"کانفیگ جدید v2ray که علی فرستاد، روی همراه اول کار میکنه:\n{vless()}",
        vmess(),
        f"trojan://{rnd(ALNUM, 24)}@{vpn_host()}:443?security=tls&type=tcp#trojan-{pick('nl', 'de')}",
        f"reality config (v2rayNG):\nvless://{uid()}@{vpn_host()}:443?security=reality&encryption=none&pbk={b64u(secrets.token_bytes(32))}&fp=chrome&sni=www.acme.example&sid={hexs(8)}&type=tcp&flow=xtls-rprx-vision#reality-1",
    )
    r.add(
        "outline_access_key",
        outline(),
        f"کلید اوتلاین شرکت دوستم (ماهانه): {outline()}",
        f'shadowsocks-libev config:\n{{"server": "{vpn_host()}", "server_port": 8388, "password": "{rnd(ALNUM, 22)}", "method": "chacha20-ietf-poly1305"}}',
        f"outline access key (dynamic): ssconf://keys.acme-vpn.example/{rnd(URLSAFE, 32)}.json",
    )
    r.add(
        "bank_card_second_password",
        f"رمز دوم کارت ملت: {second_pin()}",
        f"ramz dovom e cart sepah: {second_pin()}",
        f"رمز اینترنتی (دوم) کارت ملی: {fa(second_pin())}",
        f"pin2 (static) baraye kharid online: {second_pin()}, card ending {digits(4)}",
        f"رمز دوم ثابت کارت حقوق دانشگاه رو گذاشتم {second_pin()} — هنوز رمز پویا فعال نکردم",
    )
    c1, c2, c3, c4, c5 = card(), card(), card(), card(), card()
    r.add(
        "bank_card_cvv2",
        f"شماره کارت: {groups(c1, 4, '-')}\nCVV2: {cvv2()}\nتاریخ انقضا: {shamsi_expiry()}",
        f"card {c2} cvv2 {cvv2()} exp {shamsi_expiry()} ramz2 {second_pin()}",
        f"برای خرید از دیجی‌کالا: {groups(c3, 4)} / {cvv2()} / {shamsi_expiry()}",
        f"CVV2 کارت جدید رسالت: {fa(cvv2())} (کارت {fa(groups(c4, 4))})",
        f"| bank | card | cvv2 | exp |\n|---|---|---|---|\n| saman | {c5} | {cvv2()} | {shamsi_expiry()} |",
    )
    r.add(
        "router_admin_password",
        f"مودم TP-Link خونه: 192.168.1.1 — admin / {fpw()}",
        f"router admin panel: http://192.168.0.1\nuser: admin\npass: {fpw()}",
        f"رمز پنل مودم TD-LTE ایرانسل: {fpw()}",
        f"modem-e mokhaberat (ADSL): admin / {fpw()} ; PPPoE: {digits(8, lead=True)}@acme-isp / {fpw()}",
        f"changed router admin pw from the default 'admin' to {fpw()}",
    )
    r.add(
        "wifi_password",
        f"WiFi خونه: SSID: {pick('Tavakoli_5G', 'TP-Link_' + hexs(4).upper(), 'Home-Net')} رمز: {fpw()}",
        f"wifi lab tabaghe 4: {pick('ML-Lab', 'AI-Lab-5G')} / {fpw()}",
        f"WIFI:T:WPA;S:{pick('Irancell-TD-' + digits(4), 'MTN-Home')};P:{fpw()};;",
        f"رمز وای‌فای مهمان: {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "github_token",
        f"GitHub PAT (repo scope, thesis code): ghp_{rnd(ALNUM, 36)}",
        f"git remote set-url origin https://{u.replace('.', '')}:ghp_{rnd(ALNUM, 36)}@github.com/acme-nlp/fa-llm.git",
        f"توکن fine-grained گیت‌هاب برای CI کلاستر: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"~/.git-credentials:\nhttps://{u.replace('.', '')}:ghp_{rnd(ALNUM, 36)}@github.com",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key (az credit-e proje, ba dollar-e dooste Ali kharidim): {openai_project_key()}",
        f"export OPENAI_API_KEY={openai_project_key()}",
        f"کلید OpenAI برای ساختن دیتاست مصنوعی: {openai_project_key()}",
        f"openai (eval-e GPT-4o ba jadval-e 5):\n  api_key: {openai_project_key()}\n  org: acme-lab",
    )
    r.add(
        "anthropic_api_key",
        f"Claude API key baraye annotation: {anthropic_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"کلید anthropic که استاد داد (سقف ۵۰ دلار): {anthropic_key()}",
        f'client = anthropic.Anthropic(api_key="{anthropic_key()}")',
    )
    r.add(
        "openrouter_api_key",
        f"openrouter: sk-or-v1-{hexs(64)}",
        f'client = OpenAI(base_url="https://openrouter.ai/api/v1", api_key="sk-or-v1-{hexs(64)}")',
        f"کلید اوپن‌روتر (برای eval مدل‌ها): sk-or-v1-{hexs(64)}",
    )
    r.add(
        "database_connection_string",
        f"DATABASE_URL=postgresql://annot:{fpw()}@db.lab.internal:5432/annotations",
        f"مونگوی پروژه کراول: mongodb://crawler:{rnd(ALNUM, 18)}@mongo01.acme.internal:27017/fa_news?authSource=admin",
        f"mysql -h mysql.lab.internal -u labelstudio -p'{fpw()}' labelstudio",
        f"redis baraye celery: redis://:{rnd(ALNUM, 24)}@redis.lab.internal:6379/0",
        f"label-studio .env:\nPOSTGRE_USER=ls\nPOSTGRE_PASSWORD={fpw()}\nPOSTGRE_HOST=db.lab.internal",
    )
    r.add(
        "gmail_app_password",
        f"gmail app password baraye script-e notif: {app_password()}",
        f"App password (Thunderbird, gmail shakhsi): {app_password()}",
        f"رمز برنامه جیمیل برای smtplib: {app_password().replace(' ', '')}",
        f"smtp.gmail.com:587 / {u.replace('.', '')}.phd@gmail.com / {app_password()}",
    )
    r.add(
        "two_factor_recovery_codes",
        "GitHub recovery codes:\n" + recovery_codes(8, "github"),
        "کدهای بازیابی گوگل (هر کدوم یه بار):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        "HF 2FA recovery codes\n" + recovery_codes(6, "other"),
        "backup codes e Overleaf-e daneshgah: " + recovery_codes(5, "digits"),
    )
    r.add(
        "telegram_bot_token",
        f"bot-e telegram baraye notif-e training (vaghti loss NaN shod): {tg_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={tg_bot_token()}\nTELEGRAM_CHAT_ID={digits(9, lead=True)}",
        f"توکن ربات تلگرام که از BotFather گرفتم: {tg_bot_token()}",
        f'requests.post(f"https://api.telegram.org/bot{tg_bot_token()}/sendMessage", data={{"chat_id": CHAT, "text": msg}})',
    )
    r.add(
        "sim_card_pin_puk",
        f"سیم‌کارت همراه اول: PIN {digits(4)} — PUK {digits(8)}",
        f"irancell sim pin: {digits(4)}, puk: {digits(8)}",
        f"PIN1 سیم دوم: {fa(digits(4))}  PUK1: {fa(digits(8))}",
        f"modem 4G sim PIN = {digits(4)} (age 3 bar ghalat bezani PUK mikhad: {digits(8)})",
    )
    r.add(
        "lab_workstation_sudo_password",
        f"sudo pass e workstation-e lab (RTX 4090): {fpw()}",
        f"رمز روت سیستم آزمایشگاه (lab-ws3): {fpw()}",
        f"lab-gpu2 login: {u} / {fpw()} — sudo ham hamin",
        f"echo '{fpw()}' | sudo -S nvidia-smi -pm 1",
    )
    r.add(
        "university_portal_password",
        f"سامانه گلستان: شماره دانشجویی {student_no()} رمز {fpw()}",
        f"golestan pass jadid: {fpw()}",
        f"LMS (moodle.ut.ac.example) — user {student_no()} / pass {fpw()}",
        f"رمز سامانه پژوهشی (ثبت پروپوزال): {fpw()}",
    )
    r.add(
        "internet_bank_login",
        f"اینترنت بانک ملت: نام کاربری {u.replace('.', '')}{digits(2)} رمز {fpw()}",
        f"mobile bank sepah: user {digits(10)} / pass {fpw()} / ramz-e tarakonesh {digits(6)}",
        f"همراه بانک سامان — رمز ورود: {fa(digits(6))}",
        f"internet bank pasargad login pw {fpw()} (shomare moshtari {digits(8)})",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Nobitex:{u}?secret={totp_secret()}&issuer=Nobitex",
        f"کلید 2FA نوبیتکس (اگه گوشی گم شد): {groups(totp_secret(), 4)}",
        f"HPC 2FA seed (google authenticator): {totp_secret()}",
        f"GitHub TOTP setup key: {totp_secret().lower()}",
    )
    r.add(
        "crypto_seed_phrase",
        f"seed phrase کیف پول تراست ولت:\n{phrase(SEED_WORDS, 12)}",
        f"wallet (tether baraye kharid-e credit) — 12 words: {phrase(SEED_WORDS, 12, ', ')}",
        f"ledger recovery (24): {phrase(SEED_WORDS, 24)}",
        "عبارت بازیابی کیف پول:\n" + "\n".join(f"{i}. {secrets.choice(SEED_WORDS)}" for i in range(1, 13)),
    )
    r.add(
        "container_registry_token",
        f"docker login -u {u.replace('.', '')} -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"Docker Hub PAT (pull limit hamishe mikhore): dckr_pat_{rnd(URLSAFE, 27)}",
        f"توکن gitlab آزمایشگاه (gitlab.lab.internal): glpat-{rnd(URLSAFE, 20)}",
        f"CI_REGISTRY_PASSWORD=glpat-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
        f"ngrok token (baraye demo-ye gradio): 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
        f"~/.config/ngrok/ngrok.yml\nversion: 2\nauthtoken: 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
        f"توکن ngrok: 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.{secrets.randbelow(200) + 2}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = {vpn_host()}:51820\nAllowedIPs = 0.0.0.0/0",
        f"wg private key-e laptop: {wg_key()}",
        f"کلید خصوصی وایرگارد سرور ترکیه: {wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})",
    )
    r.add(
        "app_secret_key",
        f"demo-ye django baraye defa: SECRET_KEY = 'django-insecure-{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
        f"FLASK_SECRET_KEY={secrets.token_hex(32)}",
        f"JWT_SECRET برای API سرویس OCR: {secrets.token_urlsafe(48)}",
    )
    r.add(
        "neptune_api_token",
        "NEPTUNE_API_TOKEN=" + b64(json.dumps({"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": uid()}).encode()),
        f"comet ml key (proje-ye moshtarak ba Sharif): {rnd(ALNUM, 25)}",
        f"کلید API کامت: {rnd(ALNUM, 25)}",
    )
    r.add(
        "password_manager_master_password",
        f"KeePassXC master: {passphrase()}",
        f"رمز اصلی Bitwarden (اینو هیچ جای دیگه ننوشتم): {passphrase()}",
        f"master pw-e database.kdbx roye flash: {fpw()}{pick('!', '?')}{passphrase()}",
    )
    r.add(
        "zotero_api_key",
        f"zotero api key (baraye sync ba obsidian): {rnd(ALNUM, 24)}",
        f"کلید Zotero برای Better BibTeX / pyzotero: {rnd(ALNUM, 24)}",
        f"zot = zotero.Zotero('{digits(7, lead=True)}', 'user', '{rnd(ALNUM, 24)}')",
        f"ZOTERO_API_KEY={rnd(ALNUM, 24)}  # write access, library id {digits(7, lead=True)}",
    )
    r.add(
        "aws_access_key",
        f"AWS (credit-e research grant):\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"کلیدهای AWS پروژه مشترک: {aws_key_id()} / {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync ./ckpt s3://acme-fa-llm/ckpt",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "doi_reference",
        f"DOI مقاله‌ی اصلی که باید cite کنم: {doi()}",
        f"ref baraye related work: doi:{doi()}",
        f"@article{{rahimi2024,\n  title={{Persian Text Classification with Small LMs}},\n  doi={{{doi()}}},\n  year={{2024}}\n}}",
        f"DOI ها برای فصل ۲ پایان‌نامه:\n- {doi()}\n- {doi()}\n- {doi()}",
        f"paper-e camera-ready publish shod, DOI: {doi()}",
    )
    r.add(
        "orcid_id",
        f"ORCID من: {orcid()}",
        f"orcid id baraye form-e conference: https://orcid.example/{orcid()}",
        f"ORCID استاد راهنما برای فرم همکاری: {orcid()}",
        f"co-authors ORCIDs: {orcid()}, {orcid()}",
    )
    r.add(
        "arxiv_id",
        f"arXiv:{arxiv_id()} — بخونم، مربوط به LoRA برای زبان‌های کم‌منبع",
        f"preprint-e ma rafte roo arxiv: {arxiv_id()}v2",
        f"to-read list:\n{arxiv_id()}\n{arxiv_id()}\n{arxiv_id()}",
        f"مقاله‌ی baseline: arXiv {arxiv_id()} (جدول ۳ رو reproduce کن)",
        f"arxiv id e paper-e Ali ke goft cite konim: {arxiv_id()} [cs.CL]",
    )
    r.add(
        "dataset_checksum",
        f"sha256sum fa_wiki_2024.jsonl.gz\n{sha256()}  fa_wiki_2024.jsonl.gz",
        f"چک‌سام دیتاست بعد از دانلود از کلاستر: {sha256()} (با نسخه‌ی zenodo مطابقت داره)",
        f"md5 of train.parquet: {hexs(32)}\nmd5 of test.parquet: {hexs(32)}",
        f"dataset card: persian-news-v3, SHA-256 {sha256()}, 1.2M rows",
        f"md5sum -c checksums.md5 -> OK\n{hexs(32)}  shard-00000.tar\n{hexs(32)}  shard-00001.tar",
    )
    r.add(
        "model_checkpoint_hash",
        f"best checkpoint (step 42000) sha256: {sha256()}",
        f"model.safetensors — SHA256: {sha256()}",
        f"هش چک‌پوینت نهایی برای ضمیمه‌ی پایان‌نامه: {sha256()}",
        f"HF revision ke eval ro roosh anjam dadim: acme-nlp/fa-bert-small@{hexs(40)}",
        f"from_pretrained('acme-nlp/fa-llm-1b', revision='{hexs(40)}')",
    )
    r.add(
        "git_commit_hash",
        f"natayej-e jadval 2 az commit {hexs(40)} hastan",
        f"کامیت قبل از باگ tokenizer: {hexs(7)}",
        f"git checkout {hexs(40)} -- configs/train.yaml",
        f"git bisect: bad={hexs(7)} good={hexs(7)}",
        f"کد نسخه‌ی submit شده: tag v1.0-acl = {hexs(40)}",
    )
    r.add(
        "conda_env_hash",
        f"conda env export | grep torch\n  - pytorch=2.3.1=py3.11_cuda12.1_cudnn8.9.2_0\n  - numpy=1.26.4=py311h{hexs(7)}_0",
        f"conda-lock.yml content_hash: sha256:{sha256()}",
        f"@EXPLICIT\nhttps://conda.anaconda.org/conda-forge/linux-64/numpy-1.26.4-py311h{hexs(7)}_0.conda#{hexs(32)}\nhttps://conda.anaconda.org/conda-forge/linux-64/python-3.11.9-hb806964_0_cpython.conda#{hexs(32)}",
        f"هش محیط conda روی کلاستر (envs/thesis): {hexs(32)}",
        f"env-e 'fa-llm' build string: cudatoolkit-11.8.0-h{hexs(7)}_13",
    )
    r.add(
        "national_id_on_form",
        f"فرم ثبت‌نام دکتری: کد ملی {melli_code()}، شماره شناسنامه {digits(6, lead=True)}",
        f"code melli baraye form-e khabgah: {melli_code()}",
        f"کد ملی بابا برای فرم بیمه تکمیلی: {fa(melli_code())}",
        f"form-e visa appointment: national id {melli_code()}, passport no. {pick('A', 'B', 'E')}{digits(8)}",
        f"برای قرارداد پژوهانه: کد ملی {melli_code()} — کد پستی {postal_code()}",
    )
    r.add(
        "student_number",
        f"شماره دانشجویی: {student_no()}",
        f"student no. {student_no()} — baraye form-e defa",
        f"شماره دانشجویی هم‌اتاقی (برای رزرو غذا): {fa(student_no())}",
        f"TA list: {student_no()}, {student_no()}, {student_no()}",
    )
    r.add(
        "masked_card_number",
        f"کارت ملت: {card()[:6]}******{digits(4)}",
        f"card ending {digits(4)} baraye pardakht-e shahrie",
        f"شماره کارت: {card()[:4]}-{card()[4:6]}**-****-{digits(4)} (از رسید خرید)",
        f"رسید: کارت مبدا ************{digits(4)}، مبلغ ۱,۲۰۰,۰۰۰ ریال",
        f"card {card()[:6]}XXXXXX{digits(4)} — کارتو بانک عوض کرد، CVV2 جدید رو خودم دارم",
    )
    r.add(
        "sheba_iban",
        f"شبا برای واریز حقوق دستیار آموزشی: {sheba()}",
        f"sheba: {sheba(False)}",
        f"شماره شبا (بانک ملی) به نام خودم برای پژوهانه: {sheba()}",
        f"IBAN e saheb-khoone baraye ejare: {sheba()}",
        f"فرم بورسیه: شبا {sheba(False)} — شماره حساب {digits(10, lead=True)}",
    )
    r.add(
        "slurm_job_id",
        f"sbatch train.sh -> Submitted batch job {digits(7, lead=True)}",
        f"job {digits(7, lead=True)} OOM shod roye gpu07, batch size ro nesf kon",
        f"scancel {digits(7, lead=True)}",
        f"جاب‌های این هفته: {digits(7, lead=True)} (done)، {digits(7, lead=True)} (running)، {digits(7, lead=True)} (pending, partition=a100)",
    )
    r.add(
        "wandb_run_reference",
        f"best run: acme-nlp/persian-llm/runs/{rnd(LOWER + DIGITS, 8)}",
        f"wandb sweep id: {rnd(LOWER + DIGITS, 8)}\nwandb agent acme-nlp/persian-llm/{rnd(LOWER + DIGITS, 8)}",
        f"ران‌ مقایسه‌ی lr: {rnd(LOWER + DIGITS, 8)} vs {rnd(LOWER + DIGITS, 8)}",
        f"resume: wandb.init(id='{rnd(LOWER + DIGITS, 8)}', resume='must')",
        f"wandb.acme.internal/acme-nlp/fa-bert/runs/{rnd(LOWER + DIGITS, 8)}/overview — نمودار loss برای ارائه",
    )
    r.add(
        "docker_image_digest",
        f"image-e eval: ghcr.io/acme-nlp/eval@sha256:{sha256()}",
        f"pytorch/pytorch:2.3.1-cuda12.1-cudnn8-runtime digest sha256:{sha256()}",
        f"آیمیج سینگولاریتی روی کلاستر از این digest ساخته شده: sha256:{sha256()}",
        f"docker pull registry.lab.internal/thesis/train@sha256:{sha256()}",
    )
    r.add(
        "ssh_public_key",
        f"کلید عمومی‌ام که باید به ادمین HPC بدم:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {user()}@laptop",
        f"authorized_keys e lab-gpu2:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {user()}@desktop",
        f"host key fingerprint-e login.hpc.ut.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} lab-deploy (public, baraye github deploy keys)",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.\nAre you sure you want to continue connecting (yes/no)? -> yes zadam",
    )
    r.add(
        "password_policy_talk",
        "رمز ایمیل دانشگاه هر ۹۰ روز منقضی میشه؛ یادآور بذار برای اول مهر",
        "password-e cluster bayad hadeaghal 12 char bashe va 3 noe character, akharin bar 1403/11 avazesh kardam",
        "بانک گفت از اول ماه رمز دوم ثابت کار نمیکنه و باید رمز پویا (OTP) بگیرم",
        "admin-e HPC goft password reset faghat hozoori ba karte daneshjooyi",
        "reminder: router admin password hanooz default-e, avazesh kon",
    )
    r.add(
        "env_var_reference",
        "export WANDB_API_KEY=$(pass show ml/wandb)",
        'hf_token = os.environ["HF_TOKEN"]  # tooye ~/.bashrc set shode, na tooye code',
        "تو اسکریپت sbatch فقط source ~/.secrets.env میکنم، کلیدها اونجان",
        "KAGGLE_CONFIG_DIR=~/.kaggle  (kaggle.json ro roye cluster copy nakon!)",
        "OPENAI_API_KEY ro too .env gozashtam va .env too .gitignore-e",
    )
    r.add(
        "ci_secret_reference",
        "env:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n  WANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}",
        "- run: huggingface-cli login --token ${{ secrets.HF_WRITE_TOKEN }}",
        "گیت‌لب CI: متغیر CI_REGISTRY_PASSWORD رو masked و protected کردم",
        "secret-e TELEGRAM_BOT_TOKEN ro be repo settings > secrets ezafe kardam",
    )
    r.add(
        "masked_token",
        f"HF token-e read: hf_****{rnd(LOWER + UPPER, 4)} (too settings pak kardam, jadid besaz)",
        f"wandb key ke leak shod va revoke kardam: ...{hexs(4)}",
        f"OpenAI key (revoked) sk-proj-...{rnd(ALNUM, 4)}",
        f"توکن گیت‌هاب که آخرش {rnd(ALNUM, 4)} بود منقضی شد",
        f"kaggle key: {hexs(4)}************************{hexs(4)} (faghat baraye shenasaee)",
    )
    r.add(
        "gpu_uuid",
        f"nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-{uid()})",
        f"CUDA_VISIBLE_DEVICES=GPU-{uid()} python eval.py",
        f"GPU خراب روی gpu07 (برای تیکت به ادمین): GPU-{uid()}",
        f"MIG device: MIG-{uid()}",
    )
    r.add(
        "post_tracking_number",
        f"کد رهگیری پست (مدارک برای سفارت): {digits(24)}",
        f"tracking-e marsoole-ye tipax: {digits(12, lead=True)}",
        f"digikala order: DKC-{digits(9, lead=True)}",
        f"سفارش هارد اکسترنال: شماره سفارش {digits(9, lead=True)}، کد رهگیری {digits(24)}",
    )
    r.add(
        "bank_transaction_reference",
        f"پرداخت شهریه: شماره پیگیری {digits(6)}، شماره مرجع {digits(12)}",
        f"tarakonesh-e paya: shenase {digits(20)}",
        f"رسید کارت به کارت: پیگیری {fa(digits(6))} — ترمینال {fa(digits(8))}",
        f"shenase pardakht-e ghabz-e bargh: {digits(13, lead=True)}",
        f"هزینه‌ی کنفرانس: کد رهگیری ساتنا {digits(16)}",
    )
    r.add(
        "openreview_submission_id",
        f"ICLR submission: forum id {rnd(ALNUM, 10)}, paper #{secrets.randbelow(9000) + 100}",
        f"OpenReview id-e paper-e ma: {rnd(ALNUM, 10)} — reviewer 3 sakht gereft",
        f"ریویوهای مقاله رو ببین: openreview forum {rnd(ALNUM, 10)}",
        f"ACL ARR submission #{digits(4, lead=True)}, openreview {rnd(ALNUM, 10)}",
    )
    r.add(
        "overleaf_project_url",
        f"پروژه‌ی پایان‌نامه: https://overleaf.lab.internal/project/{hexs(24)}",
        f"overleaf-e paper ba Ali: overleaf.lab.internal/project/{hexs(24)}",
        f"git clone https://git.overleaf.lab.internal/{hexs(24)}  (ba login-e khodam, token nemikhad)",
        f"لینک گوگل‌درایو اسلایدها: drive.acme.example/file/d/{rnd(URLSAFE, 33)}/view",
    )
    r.add(
        "pip_hash_pin",
        f"torch==2.3.1 \\\n    --hash=sha256:{sha256()}",
        f"requirements.lock:\ntransformers==4.44.2 --hash=sha256:{sha256()}\naccelerate==0.33.0 --hash=sha256:{sha256()}",
        f"pip download ro offline bordam roye cluster, hash-e wheel: sha256={sha256()}",
        f"poetry.lock: peft 0.12.0 files hash = \"sha256:{sha256()}\"",
    )
    r.add(
        "router_settings",
        f"مودم خونه: TP-Link Archer C6، فریمور 1.3.{secrets.randbelow(9)}، MAC {mac(upper=True)}، کانال ۵ گیگ: 36",
        "router: SSID Tavakoli_5G, WPA2-PSK (AES), DHCP range 192.168.1.100-199, admin panel 192.168.1.1",
        f"MAC address laptop baraye whitelist-e modem: {mac()}",
        "رمز مودم رو عوض کردم، روی برگه‌ی پشت مودم نوشتم نه اینجا",
    )
    r.add(
        "password_manager_reference",
        "HPC password: too KeePassXC, group University/HPC",
        "رمز دوم کارت‌ها همه توی Bitwarden فولدر Bank هست، اینجا ننویس",
        "wandb/hf/kaggle keys -> pass store: ml/wandb, ml/hf, ml/kaggle",
        "ssh passphrase: unlock with gnome-keyring, baghie dar database.kdbx",
        "پسورد روتر: همون که توی دفترچه‌ی آبی نوشتم",
    )
    r.add(
        "hyperparameters_near_secret_words",
        f"tokenizer: vocab_size=32000, max_new_tokens=512, seed={secrets.randbelow(100000)}",
        f"lr=3e-4, warmup 2000 steps, {secrets.randbelow(900) + 100}M tokens per epoch, key_dim=64",
        f"bpe tokenizer-e farsi: special tokens <pad>=0 <s>=1 </s>=2, token count {digits(7, lead=True)}",
        "secret sauce-e paper: data dedup + curriculum, na model bozorgtar 😅",
        f"توکن‌های ورودی: ۴۰۹۶، کلید attention: rotary، seed={secrets.randbelow(10000)}",
    )
    r.add(
        "public_key_by_design",
        f"[Peer]  # public key-e server, baraye config-e client\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
        f"age public key (baraye encrypt kardan-e backup-ha): {age_public_key()}",
        f"PGP fingerprint من برای امضای کامیت‌ها: {groups(hexs(40).upper(), 4)}",
        f"minisign public key-e release-ha: RW{rnd(B64, 54)}",
    )
    r.add(
        "oauth_client_id",
        f"Google OAuth client id (public, baraye demo-ye login): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"HF OAuth app client_id: {uid()}",
        f"GitHub App client id: Iv1.{hexs(16)}",
    )
    r.add(
        "postal_code",
        f"کد پستی خونه (برای فرم دانشگاه): {postal_code()}",
        f"postal code e khabgah: {postal_code()}",
        f"آدرس ارسال مدارک: تهران، خیابان آزادی، کد پستی {fa(postal_code())}",
    )
    r.add(
        "mlflow_run_id",
        f"mlflow run id: {hexs(32)}",
        f"mlflow.tracking uri=http://mlflow.lab.internal:5000, experiment {secrets.randbelow(40) + 1}, run {hexs(32)}",
        f"ران بهترین مدل NER: {hexs(32)} (F1=0.87)",
    )
    r.add(
        "two_factor_talk",
        "2FA roye HF va GitHub faal shod, recovery codes ro print kardam gozashtam too kesho",
        "گوشی جدید: Google Authenticator رو منتقل کن قبل از فکتوری ریست",
        "kode tayid-e bank ba SMS miad, rooye Irancell gahi dir miad",
        "HPC az mah-e baad 2FA ejbarie — baraye setup bayad beram site-e IT",
    )
    r.add(
        "kubernetes_pod_name",
        f"pod-e inference: {pod_name('fa-llm-serve')}",
        f"kubectl logs {pod_name('label-studio')} -n annot",
        f"پاد tgi ری‌استارت شد: {pod_name('tgi')}",
    )
    r.add(
        "university_ticket_number",
        f"تیکت IT دانشگاه برای ریست رمز: #{digits(6, lead=True)}",
        f"HPC support ticket HPC-{digits(5, lead=True)}: quota afzayesh be 2TB",
        f"نامه‌ی معاونت پژوهشی: شماره {digits(4, lead=True)}/{digits(3)}/{pick('ص', 'د')} تاریخ ۱۴۰۳/۰۸/۱۲",
        f"request id-e cluster account: {uid()}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout284.py", [
        ("heldout284_credentials.yaml", credentials(), "Batch 284: notes of a Tehran ML PhD researcher (Persian, Finglish and English) that hold a real secret"),
        ("heldout284_lookalikes.yaml", lookalikes(), "Batch 284: notes of a Tehran ML PhD researcher (Persian, Finglish and English) that look random but hold no secret"),
    ])


if __name__ == "__main__":
    main()
