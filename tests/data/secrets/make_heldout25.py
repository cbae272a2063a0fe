# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout25_credentials.yaml and heldout25_lookalikes.yaml: held-out batch 25.

The persona is a Portuguese PhD student in computational linguistics in Prague who trains
models on a university SLURM cluster and a cloud GPU account, keeps corpora in S3-compatible
buckets, writes papers on Overleaf and submits them to conference systems, teaches a
tutorial, looks after the lab's shared server and a Raspberry Pi, and has a flat share, a
climbing gym, a bank back in Portugal and a partner in Istanbul. The notes take the forms
such a person pastes into a local assistant: e-mails, sticky notes, chat messages to
flatmates, family and the partner, config snippets (.env, YAML, INI, netrc, rclone, wg),
shell and curl lines, spreadsheet rows, handover notes and "remember that ..." requests;
about a quarter are in Czech, Portuguese or Turkish.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold
at least one usable secret value; the look-alikes hold identifiers, public keys, redacted
values, placeholders, references and statements about secrets, but no secret. Every secret
value is drawn at run time from the `secrets` module; hosts are under `.example`,
`.internal`, `.test` or `acme`, and nothing is real. Run
`python tests/data/secrets/make_heldout25.py` to redraw.
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
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ("granite", "lantern", "cobalt", "meadow", "falcon", "ember", "orchid", "tundra",
         "quiver", "saffron", "harbor", "pixel", "walnut", "comet", "velvet", "glacier")
PT_WORDS = ("saudade", "azulejo", "gaivota", "castanha", "maré", "sardinha", "ribeira",
            "alfama", "laranja", "farol", "bolota", "cegonha", "pastel", "varina")
PW_WORDS = ("Vltava", "Sintra", "Galata", "Petrin", "Douro", "Kafka", "Moda", "Bosforo",
            "Zizkov", "Fado", "Nazare", "Karlin")


def human_pw() -> str:
    """A password a person made up: a word they like, digits, a symbol."""
    word = secrets.choice(PW_WORDS)
    return pick(
        f"{word}{secrets.randbelow(90) + 10}{pick('!', '?', '#', '.')}",
        f"{word.lower()}_{digits(4)}",
        f"{word}{pick('!', '@', '$')}{rnd(ALNUM, 5)}",
    )


def nif() -> str:
    """A Portuguese tax number (NIF) with a valid check digit."""
    body = pick("1", "2", "3") + digits(7)
    check = 11 - sum(int(c) * (9 - i) for i, c in enumerate(body)) % 11
    return body + str(0 if check >= 10 else check)


def hf() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def zoom_id() -> str:
    return f"{digits(3, True)} {digits(4)} {digits(4)}"


def job_id() -> str:
    return digits(7, True)


def run_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def sha256_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def credentials() -> Rows:
    r = Rows()
    r.add(
        "ssh_private_key",
        "cluster key (id_ed25519 from the old laptop), paste into ~/.ssh on the new one:\n" + openssh_private(),
        "Klíč na ling-srv, kdyby mi zase odešel notebook:\n" + openssh_private(),
        "labpi deploy key, the Pi only accepts this one\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "ssh_key_passphrase",
        f"passphrase for ~/.ssh/id_ed25519_hpc: {phrase(WORDS, 4, '-')}",
        f"ssh-add keeps asking for the key passphrase every login. It's {pw()} - add it to the agent once and stop retyping it",
        f"A frase-passe da chave SSH do cluster é «{phrase(PT_WORDS, 4)}» (tudo em minúsculas, com espaços).",
    )
    r.add(
        "kerberos_password",
        f"kinit bantunes@HPC.UNI-PRAGUE.EXAMPLE\nPassword for bantunes@HPC.UNI-PRAGUE.EXAMPLE: {human_pw()}",
        f"Heslo do Kerbera (pro hpc, ne SSO!): {human_pw()}",
        f"cluster krb pw {rnd(ALNUM + '.,;', 14)} - expires yearly, next change due in March",
    )
    r.add(
        "sso_password",
        f"University SSO\nuser: {digits(8, True)}\npass: {human_pw()}",
        f"SIS and Moodle use the same login: bantunes / {pw()}",
        f"Heslo do CAS (univerzitní login) jsem změnila na {human_pw()}, to staré už nefunguje.",
        f"(text from the screenshot) Your password has been reset. Temporary password: {rnd(ALNUM, 10)}  You will be asked to change it at first login.",
    )
    r.add(
        "vpn_password",
        f"echo '{pw()}' | sudo openconnect --user=bantunes --passwd-on-stdin vpn.uni-prague.example",
        f"VPN (AnyConnect), group STUDENT, user bantunes, pasword on the next line\n{human_pw()}",
        f"From: it-helpdesk@uni-prague.example\nSubject: Your VPN account\n\nDear Ms Antunes,\nyour remote access account is active.\nUsername: bantunes\nInitial password: {rnd(ALNUM, 12)}\nPlease change it within 14 days.\n\nIT Helpdesk",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/UniPrague:bantunes?secret={rnd(BASE32, 32)}&issuer=UniPrague&digits=6&period=30",
        f"Setup key for the grant portal 2FA (the QR wouldn't scan): {groups(rnd(BASE32, 16).lower(), 4)}",
        f"Chave de configuração do autenticador do GitHub, caso mude de telemóvel: {rnd(BASE32, 32)}",
    )
    r.add(
        "recovery_codes",
        "GitHub recovery codes (bantunes):\n" + recovery_codes(8, "github"),
        "Códigos de segurança da conta Google (a mãe tem uma cópia em papel): " + recovery_codes(5, "digits"),
        "Hugging Face 2FA recovery codes, keep offline:\n" + recovery_codes(6, "alnum"),
    )
    r.add(
        "wandb_api_key",
        f"WANDB_API_KEY={hexs(40)}",
        f"wandb login --relogin {hexs(40)}   # once per venv on the cluster",
        f"~/.netrc for the lab's own W&B server:\nmachine wandb.lab.internal\n  login user\n  password local-{hexs(40)}",
    )
    r.add(
        "hf_token",
        f"HF token (write, for pushing checkpoints): {hf()}",
        f"export HF_TOKEN={hf()}  # read-only, for the gated Llama weights",
        f"Ondřeji, tady máš můj HF token na stažení toho gated modelu: {hf()} Prosím, nikam ho necommituj.",
    )
    r.add(
        "s3_keys",
        f"s3:\n  endpoint: https://s3.storage.uni-prague.example\n  bucket: ling-corpora\n  access_key: {rnd(UPPER + DIGITS, 20)}\n  secret_key: {rnd(ALNUM + '+/', 40)}",
        f"mc alias set lab https://minio.lab.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}",
        f"rclone.conf\n[labs3]\ntype = s3\nprovider = Ceph\naccess_key_id = {rnd(UPPER + DIGITS, 20)}\nsecret_access_key = {rnd(ALNUM + '+/', 40)}\nendpoint = https://s3.storage.uni-prague.example",
    )
    r.add(
        "aws_keys",
        f"[gpu-cloud]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-central-1",
        f"AWS research credits: IAM user beatriz-train, key id {aws_key_id()}, secret {aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} python launch_spot.py --gpus 4",
    )
    r.add(
        "gpu_cloud_api_key",
        f"API key for the GPU cloud dashboard (acme): gc_live_{rnd(ALNUM, 40)}",
        f"curl -H 'Authorization: Bearer gc_live_{rnd(ALNUM, 40)}' https://api.gpucloud.acme.test/v1/instances",
        f"GPUCLOUD_API_KEY: {rnd(ALNUM, 32)}   (Settings > API keys, made on 12 Feb)",
    )
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"key for the GPT baseline runs is {openai_project_key()}, the project has a 50 USD cap",
        f"Klíč k OpenAI od školitele (jen na experimenty k článku, ne na cvičení): sk-{rnd(ALNUM, 48)}",
    )
    r.add(
        "deepl_api_key",
        f"DeepL API key (free tier, 500k chars a month): {uid()}:fx",
        f"translator = deepl.Translator('{uid()}:fx')  # back-translation for the pt-tr augmentation",
        f"Chave do DeepL Pro do laboratório (não partilhar com os alunos): {uid()}",
    )
    r.add(
        "oauth_client_secret",
        '{"installed": {"client_id": "' + digits(12, True) + "-" + rnd(LOWER + DIGITS, 32) + '.apps.googleusercontent.com", "project_id": "corpus-dl", "client_secret": "GOCSPX-' + rnd(URLSAFE, 28) + '", "redirect_uris": ["http://localhost"]}}',
        f"ORCID public API app for the CV script: client id APP-{rnd(UPPER + DIGITS, 16)}, client secret {uid()}",
    )
    r.add(
        "github_token",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)}",
        f"fine-grained PAT for thesis-code only (expires in 90 days): github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"Token do GitHub no computador do laboratório (para o git push): ghp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "gitlab_token",
        f"faculty GitLab PAT (read_repository, api): glpat-{rnd(URLSAFE, 20)}",
        f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.lab.internal/nlp/annotation-tool.git",
        f"deploy token for the tutorial repo (students clone with it): username gitlab+deploy-token-{secrets.randbelow(900) + 100}, token {rnd(URLSAFE, 20)}",
    )
    r.add(
        "overleaf_git_token",
        f"Overleaf git token for the LREC paper: olp_{rnd(ALNUM, 36)}",
        f"git clone https://git@git.overleaf.acme.test/{hexs(24)}\nusername: git\npassword: olp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "zotero_api_key",
        f"ZOTERO_API_KEY={rnd(ALNUM, 24)}\nZOTERO_LIBRARY_ID={digits(7, True)}\nZOTERO_LIBRARY_TYPE=user",
        f"pyzotero needs the key; mine (library + notes, write access) is {rnd(ALNUM, 24)}",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
        f'~/.config/ngrok/ngrok.yml\nversion: "2"\nauthtoken: 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}',
    )
    r.add(
        "telegram_bot_token",
        f"bot that pings me when SLURM jobs finish: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
        f"TG_TOKEN={digits(10, True)}:AA{rnd(URLSAFE, 33)}\nTG_CHAT_ID={digits(9, True)}",
        f"Deniz, botun token'ı bu: {digits(10, True)}:AA{rnd(URLSAFE, 33)} — bir bakarsan neden mesaj atmadığını anlarız belki",
    )
    r.add(
        "chat_webhook",
        f"incoming webhook for #gpu-queue: https://mattermost.lab.internal/hooks/{rnd(LOWER + DIGITS, 26)}",
        f"""curl -X POST -H 'Content-Type: application/json' -d '{{"text": "job done"}}' https://chat.uni-prague.example/hooks/{rnd(LOWER + DIGITS, 26)}""",
    )
    r.add(
        "webhook_secret",
        f"GitHub webhook for the lab bot -> https://bot.lab.internal/gh, content type json, secret {hexs(40)}",
        f"WEBHOOK_SIGNING_SECRET=whsec_{rnd(ALNUM + '+/', 32)}",
    )
    r.add(
        "jupyter_token",
        f"http://127.0.0.1:8888/lab?token={hexs(48)}  (tunnel from g07: ssh -L 8888:g07:8888 hpc)",
        f"jupyter_server_config.py:\nc.ServerApp.token = '{hexs(48)}'\nc.ServerApp.port = 9123",
        f"Jupyter na ling-srv běží s tokenem {hexs(48)}, port 9123. Terezo, klidně ho používej.",
    )
    r.add(
        "database_url",
        f"DATABASE_URL=postgresql://annot:{rnd(ALNUM, 18)}@db.lab.internal:5432/annotations",
        f"mongodb://bantunes:{rnd(ALNUM, 16)}@mongo.lab.internal:27017/?authSource=admin",
        f"mysql -h ling-srv.lab.internal -u corpus_ro -p'{rnd(ALNUM, 14)}' treebanks",
        f"~/.pgpass on ling-srv: db.lab.internal:5432:annotations:annot:{rnd(ALNUM, 20)}",
    )
    r.add(
        "cloud_storage_password",
        f"rclone.conf\n[owncloud]\ntype = webdav\nurl = https://owncloud.uni-prague.example/remote.php/webdav\nvendor = owncloud\nuser = bantunes\npass = {b64u_bytes(28)}",
        f"ownCloud app password for the desktop sync client: {'-'.join(rnd(ALNUM, 5) for _ in range(5))}",
    )
    r.add(
        "session_cookie",
        f"cookie from the OnDemand portal so the polling script works: _ood_session={rnd(URLSAFE, 64)}",
        f"softconf session copied from devtools -> sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 64)}",
    )
    r.add(
        "conference_password",
        f"START (submission site): bantunes / {pw()}",
        f"OpenReview: beatriz.antunes@uni-prague.example, passowrd {human_pw()}",
        f"Senha do sistema de submissões do congresso de Lisboa: {human_pw()}",
        f"site | user | password | 2FA\nOpenReview | beatriz.antunes@uni-prague.example | {pw()} | no\nSoftconf | bantunes | {pw()} | no",
    )
    r.add(
        "grant_portal_password",
        f"Grantový portál GAUK: uživ. jméno antunes_b, heslo {human_pw()}",
        f"grant portal pwd was reset by the faculty office, it is now {rnd(ALNUM + '@#', 12)}",
        f"Portal da FCT (bolsa de doutoramento)\nlogin: bantunes\nsenha:\n{pw()}",
    )
    r.add(
        "lab_sudo_password",
        f"ling-srv sudo: {pw()}",
        f"Heslo pro sudo na labovém serveru (ptal se Ondřej): {rnd(ALNUM, 12)}",
        f"Handover for Jakub while I'm in Lisbon:\n- backups run at 03:00, check /var/log/backup.log\n- ling-srv sudo password: {human_pw()}\n- labpi: ssh pi@labpi.lab.internal, pw {rnd(ALNUM, 10)}\n- if the GPU hangs: nvidia-smi -r, then reboot",
    )
    r.add(
        "raspberry_pi_password",
        f"labpi.lab.internal  user pi  pw {human_pw()}",
        f"Pi VNC password (RealVNC, view + control): {rnd(ALNUM, 8)}",
        f"raspi-config on first boot: user beatriz, password {rnd(LOWER + DIGITS, 10)}, hostname labpi",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.5/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = labpi.lab.internal:51820\nAllowedIPs = 10.66.0.0/24",
        f"wg private key for my laptop peer: {wg_key()}",
    )
    r.add(
        "gpg_private_key",
        "gpg --export-secret-keys -a (commit signing key, backup):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(5) + "\n-----END PGP PRIVATE KEY BLOCK-----",
        f"GPG passphrase for the signing key: {phrase(WORDS, 5)}",
    )
    r.add(
        "keepassxc_master_password",
        f"KeePassXC master password, in case the holidays wipe my memory: {phrase(WORDS, 5, '-')}",
        f"Mãe, se me acontecer alguma coisa: a palavra-passe do KeePass é «{phrase(PT_WORDS, 4)}» e o ficheiro está na pen azul.",
        f"kdbx unlock = {human_pw()} + keyfile on the USB stick",
    )
    r.add(
        "luks_passphrase",
        f"LUKS passphrase for the external thesis backup disk: {phrase(WORDS, 6)}",
        f"cryptsetup open /dev/sdb1 thesisbak\nEnter passphrase for /dev/sdb1: {pw()}",
    )
    r.add(
        "email_app_password",
        f"Thunderbird app password for the uni mail: {groups(rnd(LOWER, 16), 4)}",
        f"uni mail on the phone: IMAP imap.uni-prague.example:993, SMTP :587, password {pw()}",
    )
    r.add(
        "moodle_enrolment_key",
        f"Moodle enrolment key for my Tuesday tutorial: {rnd(ALNUM, 8)} (only for registered students)",
        f"Klíč k zápisu do kurzu na cvičení: {human_pw()}",
    )
    r.add(
        "zoom_passcode",
        f"tutorial Zoom, Meeting ID: {zoom_id()}  Passcode: {digits(6)}",
        f"office hours link https://uni-prague.zoom.acme.test/j/{digits(11, True)}?pwd={rnd(ALNUM, 32)}",
    )
    r.add(
        "wifi_password",
        f"Wi-Fi doma: síť Byt_Vinohrady, heslo {rnd(ALNUM, 12)}",
        f"Deniz'in evdeki Wi-Fi şifresi: {rnd(ALNUM, 12)} (5G olanı daha hızlı)",
        f"Onboarding for the new master's students:\n[ ] SSO account from the study office\n[ ] eduroam on the laptop\n[ ] lab guest Wi-Fi NLP-Guest, password {human_pw()}\n[ ] ask me for an account on ling-srv",
        f"eduroam: identity bantunes@uni-prague.example, pwd {rnd(ALNUM, 12)} (separate from the SSO one, set in the CAS portal)",
    )
    r.add(
        "door_code",
        f"Kód od vchodu: {digits(4)}#",
        f"Apartmanın kapı şifresi {digits(4)}, sonra 7 numaralı zile bas",
        f"landlord wrote that the entrance code changes on 1 Oct to *{digits(5)}",
    )
    r.add(
        "alarm_code",
        f"Deniz'in evinin alarm kodu: {digits(4)}, kapıyı açınca 30 saniye içinde gir",
        f"lab alarm (if you're the last one out after 20:00): arm with {digits(6)} then the key button",
    )
    r.add(
        "laptop_login",
        f"Deniz'in laptop şifresi {human_pw()}, bir şey kurmam gerekirse diye yazdı",
        f"lab workstation ws03 login: bantunes / {pw()}",
    )
    r.add(
        "key_safe_code",
        f"Schránka na klíče u dveří (pro návštěvy): {digits(4)}",
        f"key safe by the flat door, combo {digits(4)}, tell Deniz when the flight lands",
    )
    r.add(
        "bike_lock_code",
        f"bike lock {digits(4)}",
        f"Cadeado da bicicleta: {digits(4)} (o azul; o preto é {digits(3)})",
    )
    r.add(
        "gym_locker_code",
        f"climbing gym locker 112, combination {digits(4)}",
        f"Skříňka na stěně: číslo 58, kód {digits(4)}",
    )
    r.add(
        "bank_card",
        f"Cartão Visa do banco português: {groups(luhn('4'), 4)}  val. {card_expiry()}  CVV {digits(3)}",
        f"card for GPU cloud billing {luhn('5')} exp {card_expiry()} cvc {digits(3)}",
        f"Deniz, uçak bileti için benim kartı kullan: {groups(luhn('4'), 4)}, SKT {card_expiry()}, CVV {digits(3)}",
    )
    r.add(
        "card_pin",
        f"PIN do cartão Multibanco: {digits(4)}",
        f"new Czech debit card arrived, PIN {digits(4)}",
        f"PIN k nové kartě: {digits(4)} (přišel dopisem, dopis jsem vyhodila)",
    )
    r.add(
        "homebanking_password",
        f"Homebanking: nº de adesão {digits(8)}, código de acesso {digits(6)}",
        f"Portuguese bank online login: user {digits(8)}, password {human_pw()}",
        f"A senha do banco mudou, agora é {human_pw()} (a antiga ficou bloqueada)",
    )
    grid = "\n".join(f"{row}  " + "  ".join(digits(3) for _ in range(8)) for row in "ABCDEF")
    r.add(
        "matrix_card",
        "Cartão matriz (copiado da foto, caso o perca):\n   1    2    3    4    5    6    7    8\n" + grid,
        f"matrix card positions the bank app asks for: A3={digits(3)} B7={digits(3)} C1={digits(3)} D5={digits(3)} E8={digits(3)}",
    )
    r.add(
        "mbway_pin",
        f"PIN MB WAY: {digits(6)}",
        f"MB Way pin is {digits(6)}, six digits, not the card PIN",
    )
    r.add(
        "financas_password",
        f"Portal das Finanças\nNIF: {nif()}\nSenha: {rnd(ALNUM, 12)}",
        f"senha das finanças {human_pw()} (para o IRS deste ano, a mãe pediu)",
    )
    r.add(
        "cmd_pin",
        f"Chave Móvel Digital: telemóvel +351 9{digits(8)}, PIN {digits(4)}",
        f"PIN de assinatura da CMD: {digits(6)}",
    )
    r.add(
        "czech_bank_login",
        f"Internetové bankovnictví: přihlašovací jméno {digits(8)}, heslo {human_pw()}",
        f"Czech bank app: login ID {digits(8)}, app PIN {digits(5)}",
    )
    r.add(
        "security_answer",
        f"Portuguese bank security question 'nome do primeiro animal de estimação': {pick('Tareco', 'Pipoca', 'Bolacha', 'Farrusco')}",
        f"grant portal security Q (city where your parents met) -> {pick('Viseu', 'Tomar', 'Aveiro', 'Lamego')}",
        f"Pergunta de segurança do e-mail antigo: nome de solteira da avó, {pick('Carvalhal', 'Meireles', 'Quintela', 'Sarmento')}",
    )
    r.add(
        "sim_puk",
        f"SIM (Czech number) PIN {digits(4)}, PUK {digits(8)}",
        f"PUK do cartão SIM português: {digits(8)}",
    )
    r.add(
        "messenger_pin",
        f"Signal PIN (registration lock): {digits(6)}",
        f"WhatsApp two-step verification PIN {digits(6)}",
    )
    r.add(
        "streaming_password",
        f"Deniz'den: dizi uygulamasının şifresi {human_pw()}, profilin 'Bia' olan",
        f"Aile planı için kullanıcı adı deniz.k, parola {pw()}",
    )
    r.add(
        "router_admin_password",
        f"Router v bytě (192.168.1.1): admin / {rnd(ALNUM, 10)}",
        f"flat router admin pass {human_pw()} (the Wi-Fi one is different)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    yymm = f"{secrets.randbelow(5) + 20}{secrets.randbelow(12) + 1:02d}"
    r.add(
        "slurm_job_id",
        f"job {job_id()} OOM-killed on g03 at step 41k; resubmitted as {job_id()}",
        f"sacct -j {job_id()} --format=JobID,Elapsed,MaxRSS shows 71G max, request 80G next time",
        f"Úloha {job_id()}_{secrets.randbelow(40)} (array) spadla na CUDA error, zbytek doběhl.",
    )
    sweep = run_id()
    r.add(
        "wandb_run_id",
        f"best run so far: wandb run {run_id()} (cs-pt-tr-lowres), chrF 58.1",
        f"https://wandb.lab.internal/bantunes/morph-tagging/runs/{run_id()}?nw=nwuserbantunes",
        f"sweep id {sweep}, start agents with: wandb agent bantunes/morph/{sweep}",
    )
    r.add(
        "hf_revision",
        f'load with revision="{hexs(40)}" so the tokenizer matches the paper',
        f"uploaded bantunes/czech-morph-tagger to the hub, commit {hexs(7)}",
    )
    r.add(
        "git_commit",
        f"thesis-code @ {hexs(40)} is what produced Table 3",
        f"git cherry-pick {hexs(7)} {hexs(7)} onto the camera-ready branch",
        f"O commit {hexs(12)} partiu o pré-processamento do turco; reverter amanhã.",
    )
    r.add(
        "arxiv_id",
        f"read arXiv:{yymm}.{digits(5)} (tokenization for agglutinative languages) before Thursday's reading group",
        f"cite {yymm}.{digits(5)}v2, not v1, the numbers in Table 2 changed",
    )
    r.add(
        "doi",
        f"dataset DOI 10.5281/zenodo.{digits(8, True)}, cite this and not the GitHub link",
        f"doi 10.18653/v1/2024.{pick('acl', 'emnlp', 'naacl')}-long.{secrets.randbelow(900) + 10} for the Turkish morphology paper",
        f"Handle korpusu v repozitáři: hdl:11234/1-{digits(4, True)}",
    )
    r.add(
        "orcid",
        f"my ORCID: {orcid()}",
        f"co-author ORCIDs for the submission form: Novák {orcid()}, Yılmaz {orcid()}",
    )
    r.add(
        "uuid",
        f"annotation batch {uid()} still has 14 unfinished items",
        f"Label Studio export file project-7-at-2024-11-02-{hexs(8)}.json, task ids start at {uid()}",
        f"the reviewer-assignment mail referenced request {uid()}",
    )
    r.add(
        "container_digest",
        f"apptainer pull docker://registry.lab.internal/nlp/train@sha256:{hexs(64)}",
        f"SIF file train_cu121.sif, sha256 {hexs(64)}",
        f'docker ps: {hexs(12)}   pytorch/pytorch:2.3.1-cuda12.1-cudnn8-runtime   "jupyter lab"   Up 3 days',
    )
    r.add(
        "checkpoint_hash",
        f"checkpoint-42000/model.safetensors sha256={hexs(64)} (the one in the paper)",
        f"ckpt ep7_{hexs(8)}.pt is the best dev chrF; ep9_{hexs(8)}.pt is the diverged one",
        f"Guardar o checkpoint {hexs(10)}, foi o melhor no teste checo.",
    )
    r.add(
        "ssh_public_key",
        f"authorized_keys on labpi:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} bantunes@thinkpad",
        f"send this to the cluster admins (it's the public one): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} beatriz@hpc",
        f"Veřejný klíč pro přístup na ling-srv, pošli ho Ondřejovi:\nssh-rsa {ssh_pub('ssh-rsa', 270)} bantunes",
    )
    md5 = ":".join(secrets.token_hex(1) for _ in range(16))
    r.add(
        "ssh_fingerprint",
        f"The authenticity of host 'login1.hpc.uni-prague.example' can't be established.\nED25519 key fingerprint is {sha256_fp()}.",
        f"labpi host key fingerprint {sha256_fp()}, compare before accepting",
        f"old-style MD5 fingerprint of ling-srv: {md5}",
    )
    r.add(
        "gpg_fingerprint",
        f"my signing key: {groups(hexs(40).upper(), 4)} (rsa4096, expires 2027)",
        f"git config --global user.signingkey {hexs(16).upper()}",
    )
    r.add(
        "wireguard_public_key",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.0/24\nEndpoint = labpi.lab.internal:51820\nPersistentKeepalive = 25",
        f"the Pi's wg public key is {wg_key()}; the private one never leaves the Pi",
    )
    r.add(
        "redacted_secret",
        f"WANDB_API_KEY=************************************{hexs(4)}",
        f"the HF token shows as hf_****...{rnd(ALNUM, 4)} in the settings page",
        f"Cartão terminado em {digits(4)} (**** **** **** {digits(4)}), é o da conta portuguesa.",
    )
    r.add(
        "placeholder",
        "export HF_TOKEN=<your-hf-token>   # students: put your own here, never mine",
        "tutorial handout: OPENAI_API_KEY=sk-... (replace with the key from the course page)",
        "config.yaml template: wandb_key: YOUR_KEY_HERE, s3_secret: xxxxxxxx",
    )
    r.add(
        "env_example",
        ".env.example for the annotation tool:\nDATABASE_URL=postgresql://user:password@localhost:5432/annot\nSECRET_KEY=changeme\nLABEL_STUDIO_TOKEN=",
        "docker-compose.yml in the tutorial repo has POSTGRES_PASSWORD: example (local only, students change it)",
    )
    r.add(
        "secret_reference",
        "The S3 secret key is in KeePassXC under Lab/S3, not in the repo.",
        "op://Personal/Hugging Face/token is what the shell profile reads",
        "Heslo k ling-srv je v labové KeePass databázi, složka Servery > ling-srv.",
    )
    r.add(
        "env_var_name",
        "train.py reads WANDB_API_KEY and HF_TOKEN from the environment; set them in ~/.bashrc on the cluster, not in the sbatch file",
        "export AWS_PROFILE=gpu-cloud before running s5cmd; the credentials come from ~/.aws/credentials",
    )
    r.add(
        "ci_secret_ref",
        "env:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n  WANDB_API_KEY: ${{ secrets.WANDB_KEY }}",
        "GitLab CI variable S3_SECRET_KEY is masked and protected; the job reads $S3_SECRET_KEY",
    )
    r.add(
        "password_changed",
        "Changed the lab sudo password on Monday after Jakub left; the new one went to everyone on Signal.",
        "Pronajímatel v pondělí změnil kód od vchodu, nový pošle SMSkou.",
        "Deniz Wi-Fi şifresini değiştirmiş, yenisini sormayı unutma.",
    )
    r.add(
        "password_policy",
        "SSO password rules: at least 12 characters, none of the last 5, expires every 365 days",
        "O banco obriga a mudar o código de acesso de 6 em 6 meses; lembrar em outubro.",
    )
    r.add(
        "wifi_ssid",
        "Flat Wi-Fi networks: Byt_Vinohrady (2.4 GHz) and Byt_Vinohrady_5G",
        "Conference venue Wi-Fi is eduroam or LREC-Guest (open, captive portal)",
        f"Deniz'in evdeki ağın adı: SUPERONLINE_{rnd(UPPER + DIGITS, 4)}",
    )
    r.add(
        "phone_number",
        f"Landlord: +420 {digits(3, True)} {digits(3)} {digits(3)}",
        f"Telemóvel da mãe: +351 91{digits(1)} {digits(3)} {digits(3)}",
        f"Deniz'in yeni numarası +90 5{digits(2)} {digits(3)} {digits(2)} {digits(2)}",
    )
    r.add(
        "payee_iban",
        f"Rent to the landlord: {iban('CZ', digits(4, True) + digits(16))}, VS 202409",
        f"IBAN da senhoria antiga (para a devolução da caução): {iban('PT', digits(21))}",
        f"Deniz'in IBAN'ı: {iban('TR', digits(5, True) + '0' + digits(16))}",
    )
    r.add(
        "invoice_number",
        f"GPU cloud invoice INV-2024-{digits(6)}, 412.80 USD, paid from the grant",
        f"Faktura č. 2024{digits(4)} za lezeckou permanentku, splatnost 15. 3.",
    )
    r.add(
        "booking_reference",
        f"Flight PRG-IST booking ref {rnd(UPPER + DIGITS, 6)}, seat 14C",
        f"Voo para Lisboa: reserva {rnd(UPPER, 6)}, dia 22 às 06:40",
        f"Jízdenka RegioJet, kód rezervace {digits(10, True)}",
        f"Deniz'in uçuşu: PNR {rnd(UPPER + DIGITS, 6)}, Sabiha Gökçen'den 07:15'te kalkıyor",
    )
    r.add(
        "membership_number",
        f"Climbing gym membership no. {digits(6, True)}, valid until 31/08",
        f"Číslo členské karty (lezecká stěna): {rnd(UPPER, 2)}-{digits(5)}",
    )
    r.add(
        "customer_number",
        f"Zákaznické číslo u dodavatele elektřiny: {digits(10, True)}, EAN odběrného místa 859182400{digits(9)}",
        f"Nº de cliente da luz (casa dos pais): {digits(9, True)}",
        f"internet provider customer ID {digits(8, True)} (the contract is in Tereza's name)",
    )
    r.add(
        "serial_number",
        f"Raspberry Pi serial 10000000{hexs(8)} (from /proc/cpuinfo)",
        f"ThinkPad S/N PF{rnd(UPPER + DIGITS, 6)}, warranty until 2026",
        f"GPU serials for the lab inventory: {digits(13, True)}, {digits(13, True)}",
    )
    r.add(
        "mac_address",
        f"labpi eth0 {mac()}, registered for a DHCP reservation",
        f"register the new laptop's MAC {mac('-', True)} in the eduroam device portal",
    )
    r.add(
        "host_address",
        "ssh -J bantunes@login1.hpc.uni-prague.example bantunes@g07 -L 8888:localhost:8888",
        f"labpi is 10.20.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}, ling-srv is 10.20.4.{secrets.randbelow(250) + 2}",
    )
    r.add(
        "version_number",
        "torch 2.3.1+cu121, transformers 4.44.2, driver 550.54.15: pin these in the thesis environment",
        "SLURM 23.11.4 on the cluster; --gpus-per-task misbehaves, use --gres=gpu:1",
        f"Na ling-srv je Ubuntu 22.04.4 LTS, jádro 5.15.0-{secrets.randbelow(80) + 40}-generic.",
    )
    r.add(
        "room_number",
        f"Tutorial: Tuesdays 15:40, room S{secrets.randbelow(10) + 1}, 3rd floor",
        f"Kancelář: místnost {secrets.randbelow(400) + 100}, klíč je na vrátnici pod číslem {secrets.randbelow(90) + 10}.",
    )
    r.add(
        "student_id",
        f"my student ID {digits(8, True)} (goes on the thesis cover page)",
        f"tutorial attendance: {digits(8, True)}, {digits(8, True)} and {digits(8, True)} missed twice",
    )
    r.add(
        "submission_id",
        f"ARR submission {secrets.randbelow(9000) + 1000}, reviews due 14 Feb",
        f"OpenReview forum id {rnd(URLSAFE, 10)}, the rebuttal goes there",
        f"Submissão nº {secrets.randbelow(300) + 10} ao PROPOR, decisão a 15 de maio.",
    )
    r.add(
        "overleaf_project_url",
        f"paper draft: https://overleaf.acme.test/project/{hexs(24)} (co-authors already invited)",
        f"thesis chapter 3 is Overleaf project {hexs(24)}; chapter 4 is still local",
    )
    r.add(
        "s3_path",
        f"s3://ling-corpora/cs-pt-tr/v3/{hexs(8)}/train.jsonl.zst",
        f"aws s3 ls s3://bantunes-ckpts/runs/{run_id()}/ --endpoint-url https://s3.storage.uni-prague.example",
    )
    r.add(
        "file_checksum",
        f"md5sum corpus.tar.gz -> {hexs(32)}",
        f"SHA-256 of the released test set: {hexs(64)}",
        f"Kontrolní součet (sha1) dat od Tereziny skupiny: {hexs(40)}",
    )
    r.add(
        "tracking_number",
        f"Encomenda dos CTT que a mãe mandou: {rnd(UPPER, 2)}{digits(9)}PT",
        f"Číslo zásilky z e-shopu: {digits(12, True)}, doručení zítra 8-12 h.",
        f"Kargo takip numarası: {digits(12, True)}, Deniz'in kitapları yolda",
    )
    r.add(
        "multibanco_reference",
        f"Pagar o seguro: Entidade {digits(5, True)}, Referência {digits(3)} {digits(3)} {digits(3)}, Valor 84,20 €",
        f"Multibanco payment for my parents' water bill: entity {digits(5, True)}, ref {digits(3)} {digits(3)} {digits(3)}",
    )
    r.add(
        "variable_symbol",
        f"Nájem: VS {digits(10, True)}, KS 0308, splatné do 5. v měsíci",
        f"conference fee by bank transfer, variable symbol {digits(8, True)}",
    )
    r.add(
        "grant_number",
        f"Projekt GAUK č. {digits(6, True)}, řešitelka B. Antunes",
        f"acknowledge grant {secrets.randbelow(5) + 22}-{digits(5, True)}S in the paper",
    )
    r.add(
        "databox_id",
        f"ID datové schránky fakulty: {rnd(LOWER + DIGITS, 7)}",
        f"my data box ID is {rnd(LOWER + DIGITS, 7)}; the foreign police office wants it on the form",
    )
    r.add(
        "gpu_uuid",
        f"nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: GPU-{uid()})\nGPU 1: NVIDIA A100-SXM4-80GB (UUID: GPU-{uid()})",
        f"CUDA_VISIBLE_DEVICES=GPU-{uid()} pins the job to the healthy card",
    )
    r.add(
        "encrypted_blob",
        "group_vars/lab/vault.yml (encrypted, the vault password is not here):\n$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(3)),
        f".env backup, encrypted to my age key:\n-----BEGIN AGE ENCRYPTED FILE-----\n{pem_body(3)}\n-----END AGE ENCRYPTED FILE-----",
    )
    r.add(
        "hex_colors",
        f"plot palette: cs #{hexs(6)}, pt #{hexs(6)}, tr #{hexs(6)}",
        f"beamer theme: \\definecolor{{unired}}{{HTML}}{{{hexs(6).upper()}}}",
    )
    seeds = ", ".join(str(secrets.randbelow(10**6)) for _ in range(5))
    r.add(
        "random_seed",
        f"seeds for the 5 runs: {seeds}",
        f"seed: {digits(9, True)}\nlr: 3e-4\nbatch_size: 64\nwarmup_steps: 4000",
    )
    r.add(
        "isbn",
        f"Library: Czech grammar, ISBN {ean13('978')}, due 12 June",
        f"Livro para o Deniz aprender português: ISBN {ean13('978')}",
    )
    r.add(
        "token_metadata",
        "HF tokens: 'cluster-read' (read, no expiry) and 'ckpt-push' (write, expires 2025-12-31)",
        "GitHub fine-grained token for thesis-code expires in 7 days: regenerate it and update the cluster .bashrc",
        "AWS access key for beatriz-train was created 2024-10-03 and last used yesterday in eu-central-1",
    )
    r.add(
        "client_id",
        f"Google OAuth client ID {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (the secret stays in client_secret.json)",
        f"ORCID public API client ID APP-{rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "zoom_meeting_id",
        f"Office hours on Zoom: meeting ID {zoom_id()}, waiting room on",
        f"Konzultace se školitelem přes Zoom, ID schůzky {zoom_id()}, ve čtvrtek v 10:00",
    )
    r.add(
        "two_factor_statement",
        "2FA for the SSO is now in Aegis on my phone; the old Authy entry is gone",
        "O banco agora manda o código por SMS para o número português, não dá com o cartão checo.",
    )
    r.add(
        "tax_id",
        f"NIF: {nif()} (para a fatura da farmácia em Lisboa)",
        f"my Portuguese NIF for the flight invoice: {nif()}",
    )
    r.add(
        "appointment",
        "Foreign police appointment Thu 9:20, window 6, bring passport and the rental contract",
        "Deniz'le görüntülü konuşma: Pazar 20:00 (İstanbul saatiyle 21:00)",
    )
    r.add(
        "price",
        "GPU cloud: A100 80GB 1.29 USD/h, H100 2.49 USD/h; 300 USD of credits left",
        "Permanentka na stěnu: 1 890 Kč měsíčně, studentská 1 490 Kč",
        "Deniz'in kirası 18.500 TL oldu, aidat ayrıca 1.200 TL",
    )
    r.add(
        "expense_row",
        "2024-11 | rent 9 800 Kč | energie 1 450 Kč | internet 150 Kč | total 11 400 Kč | paid",
        "mês | renda | luz | água\noutubro | 9 800 Kč | 1 450 Kč | 320 Kč",
    )
    r.add(
        "secret_statement",
        "The gym lockers take any 4-digit code you choose each visit; nothing to remember.",
        "O cartão matriz está na gaveta da secretária no Porto, não o trouxe para Praga.",
        "Deniz knows the door code already, no need to send it again.",
        "Apartmanın kapı şifresini Deniz SMS ile atacak, not almayı unutma.",
    )
    r.add(
        "course_code",
        f"my tutorial is NPFL{digits(3, True)}, parallel group 24bNPFL{digits(3, True)}x02",
        f"Kód předmětu pro cvičení: NPFL{digits(3, True)}, paralelka {secrets.randbelow(9) + 1}",
    )
    r.add(
        "message_id",
        f"the reviewer mail to search for: Message-ID: <{hexs(16)}.{digits(10, True)}@mail.uni-prague.example>",
        f"In-Reply-To: <CA{rnd(ALNUM, 40)}@mail.acme.test> is the thread with the grant office",
    )
    r.add(
        "account_name",
        "hpc username bantunes, project OPEN-30-12, default partition gpu-a100",
        "Dizi uygulamasında kullanıcı adım bia.antunes; şifreyi Deniz biliyor.",
    )
    return r


def main() -> None:
    write_corpora("make_heldout25.py", [
        ("heldout25_credentials.yaml", credentials(), "batch 25 (a computational linguistics PhD student in Prague), written blind; every value synthetic"),
        ("heldout25_lookalikes.yaml", lookalikes(), "batch 25 look-alikes: what the same PhD student keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
