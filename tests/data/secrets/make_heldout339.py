# ruff: noqa: E501
"""Writes heldout339_credentials.yaml and heldout339_lookalikes.yaml: held-out batch 339.

Persona: a PhD student in computational biology in Taipei who writes her notes in
Traditional Chinese (Taiwanese usage) mixed with English. She keeps the lab cluster's SSH
key passphrase and her Slurm account's password, NCBI and Ensembl credentials, a GitHub
PAT, a Google Cloud service-account JSON, Galaxy, Zenodo, Zotero and BaseSpace keys, her
LINE Pay and bank (國泰世華, 中國信託) passwords and 網銀 codes, the -80 freezer room's door
code and the institute's Wi-Fi; and many look-alikes: SRR/GSE/ENSG accessions, DOIs,
sample ids, commit hashes, checksums, Slurm job ids, masked card numbers, account numbers
for reimbursement, used SMS codes, 發票 and tracking numbers, grant numbers and references
to secrets kept elsewhere.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    dockerhub_token,
    github_token,
    gitlab_token,
    groups,
    hexs,
    jupyter_token,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "boba", "mochi", "taipei", "danshui", "yangming", "beitou", "xiaolongbao", "typhoon",
    "scooter", "mango", "oolong", "formosa", "zebrafish", "ribosome", "plasmid", "kinase",
    "pipette", "allele", "intron", "helix", "lantern", "monsoon", "guava", "tofu",
]
NICK = ["yuting", "ytchen", "pei", "meimei", "tingting", "yt_lin", "chenyt", "peiyu"]


def code(n: int) -> str:
    """A keypad code or PIN of n digits that is not a run, a repeat or a documentation value."""
    while True:
        text = digits(n)
        if len(set(text)) >= min(n, 3) and not any(s in text for s in ("1234", "2345", "3456", "4567", "5678", "6789", "0000")):
            return text


def tw_pw() -> str:
    """A password the way a Taiwanese student makes one up, or one a manager generated."""
    return pick(
        f"{pick('bubu', 'mochi', 'tsai', 'linyt', 'dudu', 'chiayi', 'maomao')}{code(4)}{pick('!', '@', '#', '$', '')}",
        f"{pick('Yt', 'Pei', 'Ting', 'Lab')}{pick('_', '.', '')}{rnd(ALNUM, 6)}{code(2)}!",
        pw(),
        rnd(ALNUM + "!@#%&*", 14),
    )


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick("-", " ", "_")) + pick("", str(secrets.randbelow(90) + 10), "!")


def gh_fine() -> str:
    return f"github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"


def ncbi_key() -> str:
    return hexs(36)


def galaxy_key() -> str:
    return hexs(32)


def zenodo_token() -> str:
    return rnd(ALNUM, 60)


def zotero_key() -> str:
    return rnd(ALNUM, 24)


def basespace_token() -> str:
    return hexs(32)


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 11)}/{rnd(ALNUM, 24)}"


def geo_token() -> str:
    return rnd(LOWER, 14)


def wifi_psk() -> str:
    return pick(rnd(ALNUM, 12), f"{pick('Lab', 'IBMS', 'Guest', 'Sinica')}{code(4)}{rnd(LOWER, 4)}", passphrase())


def gcp_private_key() -> str:
    """The private_key field of a service-account JSON, newlines escaped as Google writes them."""
    body = "\\n".join(b64(secrets.token_bytes(48)) for _ in range(8))
    return "-----BEGIN PRIVATE KEY-----\\n" + body + "\\n-----END PRIVATE KEY-----\\n"


def gcp_sa(project: str, name: str) -> str:
    return (
        '{\n  "type": "service_account",\n  "project_id": "' + project + '",\n  "private_key_id": "' + hexs(40)
        + '",\n  "private_key": "' + gcp_private_key() + '",\n  "client_email": "' + name + "@" + project
        + '.iam.gserviceaccount.com",\n  "client_id": "' + digits(21, lead=True) + '"\n}'
    )


def cc_visa() -> str:
    return groups(luhn("4" + digits(5, lead=True), 16), 4)


def cc_jcb() -> str:
    return groups(luhn("35" + str(28 + secrets.randbelow(62)), 16), 4)


def srr() -> str:
    return pick("SRR", "ERR", "DRR") + digits(pick(7, 8), lead=True)


def gse() -> str:
    return "GSE" + digits(6, lead=True)


def gsm() -> str:
    return "GSM" + digits(7, lead=True)


def ensg(prefix: str = "ENSG") -> str:
    return f"{prefix}00000{digits(6)}"


def doi() -> str:
    return pick(
        f"10.1038/s41586-0{pick('23', '24', '25')}-0{digits(4)}-{digits(1)}",
        f"10.1093/bioinformatics/btae{digits(3)}",
        f"10.1101/2024.{secrets.randbelow(12) + 1:02d}.{secrets.randbelow(28) + 1:02d}.{digits(6, lead=True)}",
        f"10.1016/j.cell.2024.{secrets.randbelow(12) + 1:02d}.0{digits(2)}",
        f"10.1186/s13059-02{pick('3', '4')}-0{digits(4)}-{digits(1)}",
    )


def sample_id() -> str:
    return f"{pick('TPE', 'NTUH', 'VGH')}-{pick('LIV', 'LUNG', 'CRC', 'ORAL')}-{digits(3)}-{pick('T', 'N', 'P')}{pick('', '1', '2')}"


def tw_phone() -> str:
    return f"09{digits(2)}-{digits(3)}-{digits(3)}"


def uniprot() -> str:
    return f"{pick('P', 'Q', 'O')}{digits(1)}{rnd(UPPER + DIGITS, 3)}{digits(1)}"


def pdb() -> str:
    return digits(1, lead=True) + rnd(UPPER + DIGITS, 3)


def flowcell() -> str:
    return rnd(UPPER + DIGITS, 5) + pick("DSX3", "DSX5", "AFX7", "BGXY")


def nstc() -> str:
    return f"NSTC {pick('112', '113', '114')}-{pick('2311', '2320', '2221', '2628')}-B-{digits(3)}-{digits(3)}{pick('', '-MY3', '-MY2')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "cluster_ssh_passphrase",
        f"cluster ssh key (id_ed25519) 的 passphrase: {passphrase()}",
        f"ssh-add 每次都要打 passphrase 超煩\n→ {passphrase()}",
        f"新電腦 ssh-keygen 設的密碼 {tw_pw()} 記得之後搬到 Bitwarden",
        f"hpc key passphrase\n{passphrase()}\n(學長說不要設空的 QQ)",
        f"id_rsa_lab passphrase = {rnd(ALNUM + '!#', 18)}  // login.hpc.lab.internal 用",
    )

    r.add(
        "openssh_private_key",
        "cluster 的私鑰備份一下，筆電壞掉的時候用:\n" + openssh_private(),
        openssh_private(),
        "~/.ssh/id_ed25519_github (不要 commit!!)\n" + openssh_private(),
        "GitHub Actions deploy key 的私鑰部分，貼到 repo secrets 用\n" + openssh_private(),
    )

    r.add(
        "ncbi_api_key",
        f"NCBI API key: {ncbi_key()}",
        f"Entrez.email = 'yt.chen@acme.test'\nEntrez.api_key = '{ncbi_key()}'",
        f"ncbi apikey {ncbi_key()} (10 req/s，不然會被擋)",
        f"export NCBI_API_KEY={ncbi_key()}  # esearch/efetch 用",
        f"datasets download genome taxon human --api-key {ncbi_key()}",
    )

    r.add(
        "ensembl_account_password",
        f"Ensembl 帳號 {pick(*NICK)}@acme.test 密碼 {tw_pw()}（存 BioMart query 用的）",
        f"ensembl login\nuser: {pick(*NICK)}\npw: {tw_pw()}",
        f"Ensembl 本地 mirror 的 MySQL: mysql -h ensembl-mirror.lab.internal -u ensro_rw -p'{rnd(ALNUM, 16)}' homo_sapiens_core_111_38",
        f"ensembl 網站的密媽改成 {tw_pw()} 了 (舊的被 reset)",
    )

    r.add(
        "github_token",
        f"GitHub PAT (classic, repo scope): {github_token()}",
        f"git clone https://{pick(*NICK)}:{github_token()}@github.com/acme-lab/scRNA-pipeline.git",
        f"fine-grained token 只給 acme-lab/atlas 讀寫，90天過期\n{gh_fine()}",
        f"gh auth login --with-token <<< {github_token()}",
        f"GITHUB_TOKEN={github_token()} 給 snakemake 的 github() wrapper",
        f"老闆要我幫他建的 token，給他之後要刪：{gh_fine()}",
    )

    r.add(
        "slurm_password",
        f"台灣杉 / lab cluster 帳號 {pick(*NICK)}，密碼 {tw_pw()}",
        f"slurm 帳號密碼 {pick(*NICK)} / {tw_pw()}",
        f"sbatch 前要先登 login node\nssh {pick(*NICK)}@login.hpc.lab.internal\npasswd: {tw_pw()}",
        f"計中改了密碼規則，新的 cluster pw 是 {rnd(ALNUM + '!@#', 12)} 三個月後又要換 =_=",
        f"HPC 入口網站 https://portal.hpc.acme.test 登入\n  帳: {pick(*NICK)}\n  密: {tw_pw()}",
    )

    r.add(
        "line_pay_password",
        f"LINE Pay 支付密碼 {code(6)}",
        f"line pay 密碼改成 {code(6)} 了，舊的忘記 XD",
        f"LINE Pay\n付款密碼：{code(6)}\n(綁中信卡)",
        f"linepay pw {code(6)} 不要再忘了啦",
    )

    r.add(
        "netbank_password",
        f"國泰世華網銀\n使用者代號: {rnd(LOWER + DIGITS, 8)}\n密碼: {tw_pw()}",
        f"中信網銀 user {rnd(LOWER + DIGITS, 10)} pw {tw_pw()}",
        f"CUBE App 登入密碼 {rnd(ALNUM, 10)}（跟網銀同一組）",
        f"中國信託 Home Bank 使用者代碼 {rnd(LOWER + DIGITS, 9)}，網銀密碼 {rnd(ALNUM, 11)}",
        f"國泰網銀密碼又被鎖... 臨櫃重設後新的是 {tw_pw()}",
        f"| 銀行 | 代號 | 密碼 |\n|---|---|---|\n| 國泰世華 | {rnd(LOWER + DIGITS, 8)} | {tw_pw()} |",
    )

    r.add(
        "card_pin",
        f"國泰金融卡 晶片密碼 {code(6)}",
        f"中信 debit 卡提款密碼 {code(pick(6, 8))}（不要寫在卡上!!）",
        f"網路ATM 讀卡機要輸入的晶片卡密碼: {code(6)}",
        f"提款卡pin\n{code(6)}",
    )

    r.add(
        "freezer_door_code",
        f"-80 冰箱那間的門禁密碼 {code(6)}#",
        f"冷凍室 B1-07 door code: {code(4)}*",
        f"學姊說 -80 freezer room 的密碼換了，新的 {code(6)}",
        f"freezer rm keypad {code(5)} (週末警衛不在也能進)",
        f"B1 樣本室門鎖\n密碼 → {code(6)}\n出來記得關燈",
    )

    r.add(
        "wifi_passphrase",
        f"所裡 Wi-Fi IBMS-Lab 密碼 {wifi_psk()}",
        f"wifi: SinicaLab-5G / {wifi_psk()}",
        f"實驗室 AP 的 WPA2 key\n{wifi_psk()}",
        f"訪客網路 IBMS-Guest 這週的密碼是 {wifi_psk()}（每週一換）",
        f"eduroam 帳號 {pick(*NICK)}@acme.test 密碼 {tw_pw()}",
    )

    r.add(
        "gcp_service_account_key",
        "GCP service account key（跑 BigQuery 的 gnomAD 查詢用）:\n" + gcp_sa("acme-genomics-lab", "bq-runner"),
        gcp_sa("tpe-scrna-atlas", "gcs-uploader"),
        "terra 的 sa key 先貼這邊，等下放到 cluster 的 ~/.config/gcloud\n" + gcp_sa("acme-terra-ws", "pet-" + digits(8)),
        '"private_key": "' + gcp_private_key() + '" ← 從 sa json 剪下來的，給 rclone 用',
    )

    r.add(
        "totp_secret",
        f"cluster 2FA 的 TOTP secret (換手機要重新掃): {groups(totp_seed(), 4)}",
        f"otpauth://totp/HPC:{pick(*NICK)}?secret={totp_seed()}&issuer=HPC&digits=6",
        f"GitHub 2FA setup key\n{totp_seed(16)}",
        f"google authenticator 的 seed 抄下來 {totp_seed().lower()} (VPN 用)",
    )

    r.add(
        "backup_codes",
        "GitHub recovery codes（印一份放抽屜）\n" + recovery_codes(8, "github"),
        "Google 帳號備用碼: " + recovery_codes(5, "digits"),
        "ORCID 2FA backup codes:\n" + recovery_codes(6, "alnum"),
        "zenodo/github 登入的 recovery code（還沒用過）\n" + recovery_codes(4, "github"),
    )

    r.add(
        "postgres_url",
        f"LIMS DB: postgresql://lims_rw:{rnd(ALNUM, 18)}@lims.lab.internal:5432/lims",
        f"DATABASE_URL=postgres://{pick(*NICK)}:{tw_pw()}@db.acme.test/sample_tracker",
        f"psql 'host=pg.hpc.internal dbname=variants user=vcf_loader password={rnd(ALNUM, 20)} sslmode=require'",
        f"shiny app 的 db 設定\n```yaml\ndb:\n  host: shiny-db.lab.internal\n  user: shiny\n  password: {rnd(ALNUM + '_', 16)}\n```",
    )

    r.add(
        "jupyter_token",
        f"jupyter lab 開在 compute node，網址 http://gn0{digits(2)}.hpc.internal:8888/lab?token={jupyter_token()}",
        f"c.ServerApp.token = '{jupyter_token()}'",
        f"JupyterHub API token（給 nbgrader 用）: {hexs(32)}",
        f"port forward 之後貼這個 token 進去\n{jupyter_token()}",
    )

    r.add(
        "galaxy_api_key",
        f"usegalaxy.org API key {galaxy_key()}",
        f"planemo 的 galaxy key: {galaxy_key()}",
        f"GALAXY_API_KEY={galaxy_key()} bioblend 用",
        f"gi = GalaxyInstance('https://galaxy.lab.internal', key='{galaxy_key()}')",
    )

    r.add(
        "slack_webhook",
        f"Slack 通知 (sbatch 跑完 ping 我): {slack_hook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"job done\"}}' {slack_hook()}",
        f"snakemake --log-handler-script 用的 webhook\n{slack_hook()}",
        f"lab slack #alerts 的 incoming webhook = {slack_hook()} 不要外流",
    )

    r.add(
        "openai_key",
        f"OpenAI key（老闆的計畫經費付的）{openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"寫論文 debug 用的 api key\n{openai_project_key()}",
        f"client = OpenAI(api_key=\"{openai_project_key()}\")  # 之後改成 env",
    )

    r.add(
        "hf_token",
        f"HF token (read) 下載 ESM2 / scGPT 權重: {hf_token()}",
        f"huggingface-cli login --token {hf_token()}",
        f"hf write token 上傳 fine-tuned model 用 {hf_token()}",
        f"export HF_TOKEN={hf_token()}\nexport HF_HOME=/work/{pick(*NICK)}/hf_cache",
    )

    r.add(
        "gmail_app_password",
        f"Gmail 應用程式密碼（Snakemake 寄信通知）{app_password()}",
        f"gmail app pw for msmtp: {app_password()}",
        f"smtp.gmail.com:587 user {pick(*NICK)}.lab@gmail.com pass {app_password()}",
        f"Google 應用程式密碼\n{app_password()}\n名稱: cluster-mail",
    )

    r.add(
        "docker_pat",
        f"Docker Hub token: {dockerhub_token()}",
        f"echo {dockerhub_token()} | docker login -u {pick(*NICK)} --password-stdin",
        f"dockerhub PAT（push acmelab/scanpy-env 用）\n{dockerhub_token()}",
        f"singularity remote login 要的 docker token = {dockerhub_token()}",
    )

    r.add(
        "credit_card",
        f"國泰 CUBE 卡 {cc_visa()} 到期 {card_expiry()} 背面 {code(3)}（繳 ISMB 報名費）",
        f"中信 JCB {cc_jcb()} exp {card_expiry()} cvv {code(3)}",
        f"網購用的卡\n{cc_visa()}\n{card_expiry()}\n安全碼 {code(3)}",
        f"信用卡號 {luhn('4' + digits(5, lead=True))} 有效 {card_expiry()} CVV{code(3)}",
        f"conference 住宿訂房要卡號：{cc_jcb()}, {card_expiry()}, 末三碼 {code(3)}",
    )

    r.add(
        "session_cookie",
        f"lab wiki 登入 cookie（curl 抓頁面用）sessionid={rnd(LOWER + DIGITS, 32)}",
        f"curl -b 'JSESSIONID={hexs(32).upper()}' https://lims.lab.internal/api/samples",
        f"RStudio Server 的 cookie user-id={pick(*NICK)}|{rnd(ALNUM, 40)}",
        f"Cookie: _shibsession_{hexs(32)}={rnd(URLSAFE, 40)}\n（從瀏覽器 devtools 複製的，下載期刊 PDF 用）",
    )

    r.add(
        "zenodo_token",
        f"Zenodo token (deposit:write) {zenodo_token()}",
        f"ZENODO_TOKEN={zenodo_token()}  ← release 自動上傳 DOI",
        f"zenodo 個人 access token\n{zenodo_token()}",
        f"requests.post(url, params={{'access_token': '{zenodo_token()}'}}, json={{}})",
    )

    r.add(
        "gitlab_token",
        f"計中 GitLab PAT {gitlab_token()}",
        f"git remote set-url origin https://oauth2:{gitlab_token()}@gitlab.acme.test/lab/rnaseq.git",
        f"gitlab runner 用的 token: {gitlab_token()}",
        f"glab auth login --token {gitlab_token()} --hostname gitlab.lab.internal",
    )

    r.add(
        "mysql_password",
        f"~/.my.cnf\n[client]\nuser=lab_rw\npassword={rnd(ALNUM, 16)}\nhost=mysql.lab.internal",
        f"mysql -u root -p{tw_pw()} (UCSC browser mirror 的 root)",
        f"phpMyAdmin 帳密 admin / {rnd(ALNUM + '!@', 14)}",
        f"MYSQL_ROOT_PASSWORD={rnd(ALNUM, 20)} docker-compose 的 cellxgene db",
    )

    r.add(
        "vpn_login",
        f"院內 VPN (SSL VPN) 帳號 {pick(*NICK)} 密碼 {tw_pw()}",
        f"vpn pw: {tw_pw()}  在家連 cluster 要先開",
        f"openconnect vpn.acme.test -u {pick(*NICK)}\n密碼 {rnd(ALNUM + '#', 12)}",
        f"FortiClient 設定\n遠端閘道 vpn.lab.internal\n使用者 {pick(*NICK)}\n密碼 {tw_pw()}",
    )

    r.add(
        "moica_pin",
        f"自然人憑證 PIN 碼 {code(pick(6, 8))}（報稅用）",
        f"自然人憑證密碼 {code(8)} 錯三次就鎖!!!",
        f"健保卡註冊密碼 {rnd(LOWER + DIGITS, 8)}（查看健康存摺）",
        f"報稅軟體要的憑證 pin\n{code(6)}",
    )

    r.add(
        "zotero_key",
        f"Zotero API key（Better BibTeX 自動同步）: {zotero_key()}",
        f"zotero key {zotero_key()} / userID {digits(7, lead=True)}",
        f"pyzotero: zot = zotero.Zotero('{digits(7, lead=True)}', 'user', '{zotero_key()}')",
        f"Overleaf 連 Zotero 的 api key = {zotero_key()}",
    )

    r.add(
        "basespace_token",
        f"BaseSpace CLI ~/.basespace/default.cfg\napiServer = https://api.basespace.illumina.com\naccessToken = {basespace_token()}",
        f"bs auth 產生的 token {basespace_token()}（定序中心的 project 下載用）",
        f"BASESPACE_ACCESS_TOKEN={basespace_token()}",
        f"illumina basespace access token\n{basespace_token()}",
    )

    r.add(
        "pw_manager_master",
        f"Bitwarden 主密碼 {passphrase()}",
        f"KeePassXC 資料庫密碼：{passphrase()}（kdbx 在 NAS 上）",
        f"1Password master pw → {passphrase()}",
        f"密碼管理器的主密碼（真的不能忘）\n{passphrase()}",
    )

    r.add(
        "aws_keys",
        f"AWS（Open Data 跨區下載用的 lab IAM user）\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-northeast-1",
        f"s3 key {aws_key_id()} secret {aws_secret()}",
        f"aws configure 的 secret key 是 {aws_secret()}（key id {aws_key_id()}）",
    )

    r.add(
        "geo_reviewer_token",
        f"GEO reviewer token（審稿人看 private GSE 用）: {geo_token()}",
        f"https://www.ncbi.nlm.nih.gov/geo/query/acc.cgi?acc={gse()}&token={geo_token()}",
        f"給 reviewer 的 GEO 連結 token={geo_token()}，paper 上線前不能公開",
        f"cover letter 要放的 secure token\n{geo_token()}",
    )

    r.add(
        "webin_password",
        f"ENA Webin-{digits(5, lead=True)} 密碼 {tw_pw()}",
        f"webin-cli -username Webin-{digits(5, lead=True)} -password '{rnd(ALNUM + '!', 14)}' -context reads -submit",
        f"ENA 上傳帳號\nWebin-{digits(5, lead=True)}\n{tw_pw()}",
        f"ftp webin2.ebi.ac.uk 帳 Webin-{digits(5, lead=True)} 密 {rnd(ALNUM, 12)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "sra_accession",
        f"要重跑的 sample: {srr()}, {srr()}, {srr()}",
        f"prefetch {srr()} && fasterq-dump --split-files {srr()}",
        f"SRR_Acc_List.txt\n{srr()}\n{srr()}\n{srr()}\n{srr()}",
        f"{srr()} 的 read length 只有 50bp，要排除",
        f"ENA 那邊是 PRJNA{digits(6, lead=True)} / SAMN{digits(8, lead=True)} / {srr()}",
    )

    r.add(
        "geo_accession",
        f"reanalysis 用 {gse()}（肝癌 scRNA，10x v3）",
        f"GEOquery::getGEO('{gse()}', GSEMatrix = TRUE)",
        f"{gsm()}–{gsm()} 是 control，其他是 treated",
        f"我們的資料公開了！{gse()}（release date 2025/03/01）",
    )

    r.add(
        "ensembl_id",
        f"marker genes: {ensg()} (ALB), {ensg()} (APOA1), {ensg()}",
        f"{ensg()}.{secrets.randbelow(20) + 1} 在 GENCODE v44 被 merge 了",
        f"transcript {ensg('ENST')} vs {ensg('ENST')} 哪個是 MANE Select?",
        f"gene_id\tlog2FC\tpadj\n{ensg()}\t2.31\t1e-8\n{ensg()}\t-1.7\t3e-5",
        f"protein {ensg('ENSP')} 對到 UniProt {uniprot()}",
    )

    r.add(
        "doi",
        f"要引用: https://doi.org/{doi()}",
        f"doi:{doi()} 的 Fig 3 跟我們的結果很像",
        f"reading list\n- {doi()}\n- {doi()}\n- {doi()}",
        f"bioRxiv preprint {doi()} 已經被接受了",
        f"@article{{chen2025,\n  doi = {{{doi()}}},\n  year = {{2025}}\n}}",
    )

    r.add(
        "lab_sample_id",
        f"今天萃 RNA: {sample_id()}, {sample_id()}, {sample_id()}",
        f"{sample_id()} 的 RIN 只有 5.2 QQ 要重做",
        f"sample sheet\nSample_ID,Index\n{sample_id()},{rnd('ACGT', 8)}\n{sample_id()},{rnd('ACGT', 8)}",
        f"冰箱 rack 3 box 12 位置 A4 = {sample_id()}",
    )

    r.add(
        "commit_sha",
        f"pipeline 在 commit {hexs(40)} 之後就壞了",
        f"git checkout {hexs(7)} 回到投稿那版",
        f"git bisect 結果: first bad commit is {hexs(40)}",
        f"論文 Code Availability 寫 github.com/acme-lab/atlas/tree/{hexs(40)}",
        f"merge {hexs(7)}..{hexs(7)} fix STAR index path",
    )

    r.add(
        "image_digest",
        f"docker pull acmelab/scanpy-env@sha256:{hexs(64)}",
        f"singularity 的 image 要 pin 住: quay.io/biocontainers/samtools:1.19--h50ea8bc_0 @ sha256:{hexs(64)}",
        f"container: \"docker://acmelab/cellranger@sha256:{hexs(64)}\"",
        f"Digest: sha256:{hexs(64)}\nStatus: Downloaded newer image",
    )

    r.add(
        "fastq_checksum",
        f"md5sum 對過了 {hexs(32)}  {srr()}_1.fastq.gz",
        f"定序中心給的 MD5.txt\n{hexs(32)}  {sample_id()}_R1.fq.gz\n{hexs(32)}  {sample_id()}_R2.fq.gz",
        f"sha256 不一樣！ 預期 {hexs(64)}，下載的是 {hexs(64)}，重抓",
        f"reference genome GRCh38 fasta 的 md5 {hexs(32)}",
    )

    r.add(
        "gdc_file_uuid",
        f"TCGA-LIHC 的檔案 https://api.gdc.cancer.gov/data/{uid()}",
        f"gdc-client download {uid()} {uid()}",
        f"manifest 裡 case_id {uid()} 對到 TCGA-{rnd(UPPER + DIGITS, 2)}-{rnd(UPPER + DIGITS, 4)}",
        f"CELLxGENE dataset https://cellxgene.cziscience.com/e/{uid()}.cxg/",
    )

    r.add(
        "ssh_pubkey_fingerprint",
        f"貼到 cluster 的 authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 36)} {pick(*NICK)}@macbook",
        f"login node 的 host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} 第一次連要核對",
        f"GitHub 上的 SSH public key\nssh-rsa {ssh_pub('ssh-rsa', 270)} lab-ws",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.\nAre you sure you want to continue connecting (yes/no)? yes",
        f"deploy key (公鑰) 已經加到 repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} deploy@atlas",
    )

    r.add(
        "pgp_fingerprint",
        f"我的 GPG 公鑰 fingerprint {groups(hexs(40).upper(), 4)}",
        f"git config user.signingkey {hexs(16).upper()}",
        f"Ensembl release 的簽章 key ID 0x{hexs(16).upper()}，驗過 OK",
        "gpg --armor --export 產生的公鑰\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----",
    )

    r.add(
        "card_last4",
        f"國泰 CUBE 卡末四碼 {digits(4)}，這期帳單 NT$12,480",
        f"刷卡紀錄: **** **** **** {digits(4)} 2025/02/14 Amazon AWS",
        f"中信卡 (尾數 {digits(4)}) 已掛失，新卡寄家裡",
        f"ISMB 報名收據 Visa ending in {digits(4)}",
    )

    r.add(
        "bank_account_for_transfer",
        f"報帳匯款帳號: 國泰世華 (013) {digits(3)}-{digits(2)}-{digits(6)}-{digits(1)} 戶名 陳宜庭",
        f"學姊的中信帳號 822-{digits(12)}，團購的錢轉給她",
        f"助理薪資入帳帳戶 013 {digits(12)}（已給會計室）",
        f"轉帳給房東: 銀行代碼 822 帳號 {digits(4)}-{digits(4)}-{digits(4)}",
    )

    r.add(
        "env_reference",
        "Entrez.api_key = os.environ['NCBI_API_KEY']",
        "config.yaml\nncbi:\n  api_key: !ENV ${NCBI_API_KEY}\n  email: yt.chen@acme.test",
        "export GITHUB_TOKEN=$(pass show lab/github-pat)  # token 本身不在這裡",
        "~/.bashrc 有 source ~/.secrets/env，key 都放那邊 (chmod 600)",
        "GOOGLE_APPLICATION_CREDENTIALS=/home/yt/.config/gcloud/sa-bq.json（路徑而已）",
    )

    r.add(
        "ci_secret_ref",
        "with:\n  password: ${{ secrets.DOCKERHUB_TOKEN }}\n  username: ${{ vars.DOCKERHUB_USER }}",
        "zenodo 上傳 step: ZENODO_TOKEN: ${{ secrets.ZENODO_TOKEN }}",
        "GitLab CI 用 $CI_JOB_TOKEN 拉 registry，不用自己的 PAT",
        "secrets.GCP_SA_KEY 在 repo settings 設好了，workflow 裡 credentials_json: ${{ secrets.GCP_SA_KEY }}",
    )

    r.add(
        "used_otp",
        f"中信簡訊驗證碼 {digits(6)} 已經用掉了（轉帳完成）",
        f"國泰 OTP {digits(6)} 過期了，重發一次",
        f"【LINE】您的驗證碼為 {digits(6)}，10分鐘內有效 ← 昨天的，早就失效",
        f"ORCID 登入碼 {digits(6)} 打錯兩次，已作廢",
        f"交易序號 {digits(10)} 驗證碼 {digits(6)}（已使用）",
    )

    r.add(
        "slurm_jobid",
        f"job {digits(7, lead=True)} OOM 了，--mem 調到 128G 再跑",
        f"sacct -j {digits(7, lead=True)} --format=JobID,Elapsed,MaxRSS",
        f"scancel {digits(7, lead=True)} {digits(7, lead=True)}",
        f"JOBID     PARTITION  NAME      ST\n{digits(7, lead=True)}   gpu       cellbender R\n{digits(7, lead=True)}   cpu       starsolo  PD",
    )

    r.add(
        "parcel_tracking",
        f"黑貓宅急便 {digits(12, lead=True)} 抗體明天到",
        f"蝦皮訂單 {digits(2, lead=True)}{rnd(UPPER + DIGITS, 12)} 物流編號 TW{digits(12)}{pick('A', 'H', 'S')}",
        f"寄回定序中心的掛號 RR{digits(9)}TW",
        f"FedEx tracking {digits(12, lead=True)}（乾冰寄樣本去日本）",
        f"7-11 交貨便代碼 {rnd(UPPER, 1)}{digits(8)}",
    )

    r.add(
        "e_invoice",
        f"統一發票 {rnd(UPPER, 2)}-{digits(8)} 金額 NT$1,260 報帳用",
        f"手機條碼載具 /{rnd(UPPER + DIGITS, 7)}（結帳時給店員掃）",
        f"發票號碼 {rnd(UPPER, 2)}{digits(8)} 隨機碼 {digits(4)}",
        f"對獎: {rnd(UPPER, 2)}-{digits(8)}、{rnd(UPPER, 2)}-{digits(8)} 都沒中 QQ",
    )

    r.add(
        "reagent_order",
        f"訂 TRIzol Cat# 155960{digits(2)}, Lot {digits(6, lead=True)}",
        f"Sigma 報價單號 Q-{digits(8, lead=True)}，PO {digits(10, lead=True)}",
        f"10x kit PN-10{digits(5)} lot {digits(6, lead=True)} 到期 2025/09",
        f"請購單 {pick('113', '114')}{digits(6)} 已送會計",
        f"Qiagen RNeasy 74{digits(3)} lot {digits(9, lead=True)}",
    )

    r.add(
        "tw_phone",
        f"定序中心窗口 林小姐 {tw_phone()}",
        f"房東電話 {tw_phone()}，水電 02-{digits(4)}-{digits(4)}",
        f"實驗室分機 (02) 2789-{digits(4)} #{digits(4)}",
        f"學長手機 +886 9{digits(2)} {digits(3)} {digits(3)}",
    )

    r.add(
        "software_versions",
        f"samtools 1.{secrets.randbelow(21)}.{secrets.randbelow(3)} / STAR 2.7.{secrets.randbelow(12)}a / cellranger 8.0.{secrets.randbelow(2)}",
        f"R {pick('4.3.3', '4.4.1')}, Seurat {pick('5.0.1', '5.1.0')}, scanpy {pick('1.9.8', '1.10.2')}",
        f"conda env export\n  - python=3.11.{secrets.randbelow(10)}\n  - numpy=1.26.{secrets.randbelow(5)}\n  - anndata=0.10.{secrets.randbelow(9)}",
        f"GENCODE v{pick('44', '45', '46')} / Ensembl release {pick('110', '111', '112')} / GRCh38.p14",
    )

    r.add(
        "instrument_serial",
        f"NovaSeq X 序號 LH{digits(5)}，flowcell {flowcell()}",
        f"-80 冰箱 Thermo TSX 序號 {digits(10, lead=True)}，保固到 2026",
        f"run folder 2503{digits(2)}_A0{digits(4)}_0{digits(3)}_{flowcell()}",
        f"Qubit 4 S/N 24{digits(8)} 送修",
    )

    r.add(
        "researcher_ids",
        f"我的 ORCID {orcid()}",
        f"coauthor ORCID iD: https://orcid.org/{orcid()}",
        f"Scopus Author ID {digits(11, lead=True)} / ORCID {orcid()}",
        f"ResearcherID {rnd(UPPER, 3)}-{digits(4)}-{pick('2022', '2023', '2024')}",
    )

    r.add(
        "pubmed_ids",
        f"PMID: {digits(8, lead=True)}",
        f"PMC{digits(7, lead=True)} 有 supplementary table S3",
        f"efetch -db pubmed -id {digits(8, lead=True)},{digits(8, lead=True)} -format abstract",
        f"引用 [{digits(8, lead=True)}] 跟 [{digits(8, lead=True)}]",
    )

    r.add(
        "protein_ids",
        f"UniProt {uniprot()} / PDB {pdb()}",
        f"AlphaFold model AF-{uniprot()}-F1-model_v4.pdb",
        f"pymol 開 {pdb()} 跟 {pdb()} 對齊",
        f"InterPro IPR0{digits(5)}、Pfam PF{digits(5)}",
    )

    r.add(
        "pip_hash",
        f"requirements.txt\nscanpy==1.10.2 \\\n    --hash=sha256:{hexs(64)}",
        f"conda-lock.yml 裡 sha256: {hexs(64)}",
        f"renv.lock \"Hash\": \"{hexs(32)}\"",
        f"poetry.lock: {{file = \"anndata-0.10.8-py3-none-any.whl\", hash = \"sha256:{hexs(64)}\"}}",
    )

    r.add(
        "public_web_key",
        f"lab 網站 Firebase 設定（前端公開的）apiKey: \"AIza{rnd(URLSAFE, 35)}\", projectId: \"acme-lab-site\"",
        f"Google OAuth client ID {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com（client ID 不是 secret）",
        f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} 放表單上; secret key 在主機的 env",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}",
        f"Stripe publishable key pk_test_{rnd(ALNUM, 99)}（研討會報名頁，前端用）",
    )

    r.add(
        "sa_key_listing",
        f"gcloud iam service-accounts keys list --iam-account bq-runner@acme-genomics-lab.iam.gserviceaccount.com\nKEY_ID: {hexs(40)}\nCREATED_AT: 2025-01-08",
        f"舊的 sa key {hexs(40)} 已經 disable + 刪除",
        f"service account email: gcs-uploader@tpe-scrna-atlas.iam.gserviceaccount.com，unique id {digits(21, lead=True)}",
        f"workload identity pool projects/{digits(12, lead=True)}/locations/global/workloadIdentityPools/github/providers/acme-lab",
    )

    r.add(
        "grant_number",
        f"國科會計畫編號 {nstc()}",
        f"經費來源: {nstc()}，會計編號 {digits(2)}-{digits(6)}",
        f"NHRI grant NHRI-EX{pick('113', '114')}-{digits(5)}BI",
        f"Acknowledgements: supported by {nstc()} and Academia Sinica AS-GCS-{pick('113', '114')}-L0{digits(1)}",
    )

    r.add(
        "travel_booking",
        f"ISMB 機票 華航 訂位代號 {rnd(UPPER + DIGITS, 6)} 電子機票 297-{digits(10)}",
        f"hotel confirmation #{digits(9, lead=True)}，check-in 7/12",
        f"高鐵 訂位代號 {digits(8)} 台北→台南 10:16",
        f"Booking.com 確認編號 {digits(10, lead=True)}、PIN 碼要看 email（不在這）",
    )

    r.add(
        "vault_path",
        "bw get password 國泰世華網銀  ← 密碼在 Bitwarden，不要寫這",
        "pass show lab/slurm | head -1",
        "gcloud secrets versions access latest --secret=ncbi-api-key --project acme-genomics-lab",
        "op read 'op://Lab/Zenodo token/credential'",
    )

    r.add(
        "template_placeholder",
        "config.example.yaml\nncbi_api_key: YOUR_NCBI_API_KEY\nemail: you@example.com",
        "README: export GALAXY_API_KEY=<your galaxy api key>",
        "docker run -e PASSWORD=<設你自己的> rocker/rstudio",
        "zotero.Zotero(library_id, 'user', api_key)  # api_key 自己填，不要 commit",
    )

    r.add(
        "network_info",
        "所裡 SSID: IBMS-Lab / IBMS-Guest / eduroam（密碼去問助理，這裡不記）",
        f"lab workstation MAC {mac()}，IP 10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}",
        f"login node: login.hpc.lab.internal port 22; data transfer node dtn0{secrets.randbelow(4) + 1}.hpc.lab.internal",
        f"印表機 IP 172.16.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}，型號 HP M479fdw",
    )

    r.add(
        "expense_amount",
        f"2025/03/{secrets.randbelow(28) + 1:02d} 報帳: 定序費 NT${secrets.randbelow(90) + 10},{digits(3)}",
        f"AWS 帳單 US${secrets.randbelow(400) + 20}.{digits(2)} (2025-02)",
        f"出差費 住宿 NT$ {secrets.randbelow(9) + 1},{digits(3)} × 3 晚，日支費 {secrets.randbelow(5) + 1},{digits(3)}",
        f"抗體 {secrets.randbelow(3) + 1} 支 共 NT${secrets.randbelow(40) + 10},{digits(3)}，2025/04/{secrets.randbelow(28) + 1:02d} 到貨",
    )

    return r


def main() -> None:
    write_corpora("make_heldout339.py", [
        ("heldout339_credentials.yaml", credentials(), "Held-out batch 339: credentials a computational-biology PhD student in Taipei keeps (cluster SSH and Slurm, NCBI, GitHub, GCP, Galaxy, Zenodo, LINE Pay, bank passwords and PINs, door codes, Wi-Fi and more)"),
        ("heldout339_lookalikes.yaml", lookalikes(), "Held-out batch 339: a computational biologist's accessions, DOIs, sample ids, hashes, public keys, masked numbers, used codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
