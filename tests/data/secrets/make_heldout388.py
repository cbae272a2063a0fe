# ruff: noqa: E501
"""Writes heldout388_credentials.yaml and heldout388_lookalikes.yaml: held-out batch 388.

Persona: a graduate student in Seoul doing machine-learning research, who writes her notes
in Korean and English, mixed mid-sentence, with Korean internet slang, shell commands and
config snippets. She keeps her university SSO and VPN passwords, the GPU cluster's SSH key
and sudo password, Hugging Face, Weights & Biases, Kaggle, GitHub and OpenAI tokens, a Gemini
key, Jupyter and label-tool tokens, her dorm door code and the lab's door-lock code, her
bank's security card (보안카드), KakaoBank PIN, her joint certificate (공동인증서) password,
the lab's shared Wi-Fi key, webhooks for training-finished alerts, and more; and many
look-alikes: model revisions, W&B run links, Slurm job ids, arXiv and OpenReview ids, her
student number, parcel tracking and order numbers, the account number people send money to,
masked card numbers, used OTP codes, GPU UUIDs, checksums and env var references.

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
    digits,
    discord_webhook,
    dockerhub_token,
    github_fine_token,
    github_token,
    google_api_key,
    google_client_id,
    groups,
    hexs,
    jupyter_token,
    kaggle_key,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    wandb_key,
    wg_key,
    write_corpora,
)

# Korean words as they come out when typed on a QWERTY keyboard left in English mode
# (사랑해, 공부, 하늘, 바다, 고양이, 연구실, 딥러닝, 서울, 졸업, 커피, 한강, 벚꽃)
HANYOUNG = [
    "tkfkdgo", "rhdqn", "gksmf", "qkek", "rhdiddl", "dusrntlf", "elqfjsld", "tjdnf",
    "whfdjq", "zjvl", "gksrkd", "qjcRhc",
]
WORDS = ["Hangang", "Gwanak", "Mapo", "Sinchon", "Namsan", "Bukhan", "Jamsil", "Seongsu", "Yeouido", "Itaewon"]
WIFI_WORDS = ["tensor", "gradient", "kimchi", "lab", "mllab", "gpu", "attention", "bibimbap", "dropout", "latte"]


def kor_pw() -> str:
    """A password a Korean speaker sets: a word typed in English mode, digits, a symbol."""
    return pick(
        f"{pick(*HANYOUNG)}{digits(pick(2, 4))}{pick('!', '@', '#', '^', '*')}",
        f"{pick(*WORDS)}{pick('!', '@', '#', '$')}{digits(4)}",
        f"{pick(*HANYOUNG)}{pick('!', '@', '^')}{pick(*HANYOUNG)}{digits(2)}",
    )


def cert_pw() -> str:
    """A 공동인증서 password: 10 or more, with letters, digits and a symbol."""
    return pick(
        f"{pick(*HANYOUNG)}{digits(4)}{pick('!!', '!@', '@#', '*^')}",
        rnd(ALNUM + "!@#$%^&*", pick(12, 14)),
    )


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def jupyterhub_token() -> str:
    return hexs(32)


def openai_svc_key() -> str:
    return f"sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def ngrok_token() -> str:
    return f"2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}"


def label_token() -> str:
    """A Label Studio legacy API token: 40 hex."""
    return hexs(40)


def django_session() -> str:
    return rnd(LOWER + DIGITS, 32)


def jsessionid() -> str:
    return hexs(32).upper()


def wifi_key() -> str:
    return pick(
        f"{pick(*WIFI_WORDS)}{pick(*WIFI_WORDS).capitalize()}{digits(3)}{pick('!', '#', '')}",
        rnd(ALNUM, pick(12, 16)),
        f"{pick(*HANYOUNG)}{digits(4)}",
    )


def security_card(n: int = 30) -> str:
    """A bank security card (보안카드): numbered slots of four digits."""
    cells = [f"{i:02d}: {digits(4)}" for i in range(1, n + 1)]
    return "\n".join("  ".join(cells[i:i + 5]) for i in range(0, n, 5))


def kr_card() -> str:
    return groups(luhn(pick("9410", "5327", "4518", "5365"), 16), 4, pick(" ", "-"))


def cvc() -> str:
    return digits(3)


def ssh_ed25519() -> str:
    return ssh_pub("ssh-ed25519", 32)


def wandb_run() -> str:
    return rnd(LOWER + DIGITS, 8)


def slurm_job() -> str:
    return str(1_000_000 + secrets.randbelow(9_000_000))


def arxiv() -> str:
    return f"{pick('23', '24', '25')}{secrets.randbelow(12) + 1:02d}.{digits(5)}"


def openreview_id() -> str:
    return rnd(ALNUM, 10)


def student_no() -> str:
    return f"{pick('2022', '2023', '2024')}-{digits(5, lead=True)}"


def phone() -> str:
    return f"010-{digits(4, lead=True)}-{digits(4)}"


def kakaobank_acct() -> str:
    return f"3333-{digits(2)}-{digits(7)}"


def cj_tracking() -> str:
    return digits(12, lead=True)


def coupang_order() -> str:
    return digits(14, lead=True)


def ktx_ticket() -> str:
    return f"{digits(5, lead=True)}-{digits(4)}-{digits(5)}-{digits(2)}"


def approval_no() -> str:
    return digits(8)


def gpu_uuid() -> str:
    return "GPU-" + uid()


def virtual_acct() -> str:
    return f"{digits(3, lead=True)}-{digits(6)}-{digits(5)}"


def sha256() -> str:
    return hexs(64)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "university_sso_password",
        f"학교 포털 SSO (portal.hanbit-univ.example) id 2023-31207 / pw {kor_pw()}",
        f"mySNU 아니고 우리학교 통합로그인 비번 바꿈 -> {kor_pw()}  (90일마다 바꾸래 ㅡㅡ)",
        f"SSO password (also eclass + library)\n{pw()}",
        f"통합인증 비밀번호 {kor_pw()} 까먹지 말기!!! 또 잠기면 학사지원팀 가야됨",
        f"univ sso: jiyeon.park / {kor_pw()}",
    )

    r.add(
        "university_vpn_login",
        f"학교 VPN (vpn.hanbit-univ.example, FortiClient) 아이디 jypark 비번 {kor_pw()}",
        f"openconnect vpn.acme-univ.test -u jypark\n# password: {pw()}",
        f"VPN 비번 따로임!! SSO랑 다름 → {kor_pw()}",
        f"off-campus 접속용 vpn pw {pw()} (OTP는 앱으로)",
        f"- VPN\n  - server: sslvpn.hanbit-univ.example\n  - id: 2023-31207\n  - pw: {kor_pw()}",
    )

    r.add(
        "gpu_cluster_ssh_key",
        f"클러스터 접속키 (gpu.mllab.internal, id_ed25519) 백업:\n{openssh_private()}",
        f"new laptop setup - copy this to ~/.ssh/id_mllab and chmod 600\n{openssh_private()}",
        f"A100 노드 key\n{openssh_private()}\n(passphrase 없음 ㅠ)",
        f"교수님이 주신 shared key for dgx.acme-lab.internal\n{openssh_private()}",
        f"~/.ssh/config\nHost dgx\n  HostName dgx01.mllab.internal\n  User jypark\n  IdentityFile ~/.ssh/dgx\n\ncat ~/.ssh/dgx\n{openssh_private()}",
    )

    r.add(
        "cluster_sudo_password",
        f"dgx01 sudo 비번 (랩 공용, 조교님이 알려줌): {pw()}",
        f"sudo pw for gpu-a6000 box: {kor_pw()}",
        f"서버 root 비번\n{rnd(ALNUM + '!@#', 14)}\n절대 카톡방에 올리지 말것",
        f"ssh jypark@login.cluster.acme.test  pw={kor_pw()}  (key 안될때 fallback)",
    )

    r.add(
        "huggingface_token",
        f"HF token (write) {hf_token()}",
        f"huggingface-cli login --token {hf_token()}",
        f"허깅페이스 토큰 read-only로 새로 만듦: {hf_token()}",
        f"export HF_TOKEN={hf_token()}\nexport HF_HOME=/data/jypark/hf_cache",
        f"from huggingface_hub import login\nlogin(token=\"{hf_token()}\")  # 나중에 env로 빼기",
    )

    r.add(
        "wandb_api_key",
        f"wandb api key {wandb_key()}",
        f"wandb login {wandb_key()}",
        f"W&B 키 (acme-mllab entity) :\n{wandb_key()}",
        f"export WANDB_API_KEY={wandb_key()}\nexport WANDB_PROJECT=kor-llm-sft",
        f"~/.netrc\nmachine api.wandb.ai\n  login user\n  password {wandb_key()}",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key (연구실 과제 예산으로 결제) {openai_project_key()}",
        f"OPENAI_API_KEY=\"{openai_project_key()}\"",
        f"gpt judge용 service account key → {openai_svc_key()}",
        f"openai 키 새로 발급 (이전꺼 revoke함)\n{openai_project_key()}",
        f"client = OpenAI(api_key='{openai_project_key()}')",
    )

    r.add(
        "dorm_door_code",
        f"기숙사 공동현관 비번 {pin(6)}#",
        f"dorm door code: *{pin(4)}# (changed in March)",
        f"관악 기숙사 9동 현관 {pin(4)} (우리방 도어락은 지문)",
        f"doorcode {pin(6)}* 엄마 올때 알려주기",
        f"기숙사 출입 비번 바뀜ㅋㅋ 이제 {pin(5)}",
    )

    r.add(
        "lab_doorlock_code",
        f"연구실 301호 도어락 {pin(6)}*",
        f"lab door keypad: {pin(4)} then #. dont share w/ undergrads",
        f"서버실 출입 비번 {pin(6)} (교수님만 아시는거 조교님이 알려주심)",
        f"랩실 비번\n{pin(4)}#",
    )

    r.add(
        "bank_security_card",
        f"신한 보안카드 (사진 대신 적어둠)\n{security_card(30)}",
        f"보안카드 번호 {security_card(35)}",
        f"bank security card backup\n{security_card(30)}",
        f"우리은행 보안카드 일련번호 앞자리 무시하고 이것만:\n{security_card(30)}",
        f"OTP카드 분실해서 보안카드로 임시로 씀\n{security_card(35)}",
    )

    r.add(
        "kakaobank_pin",
        f"카카오뱅크 간편비밀번호 {pin(6)}",
        f"kakaobank PIN {pin(6)} (체크카드 비번이랑 다름)",
        f"카뱅 비번: {pin(6)} (폰 바꾸면 다시 설정)",
        f"KakaoBank app pin\n{pin(6)}",
        f"카뱅 이체 비번 {pin(6)} 헷갈리지말자 ㅋㅋ",
    )

    r.add(
        "lab_wifi_key",
        f"랩 와이파이 MLLAB_5G 비번 {wifi_key()}",
        f"lab wifi: SSID acme-mllab / WPA2 {wifi_key()}",
        f"WIFI:T:WPA;S:MLLAB-GUEST;P:{wifi_key()};;",
        f"연구실 공유기 (iptime) 와이파이 pw {wifi_key()}",
        f"lab wifi pw\n{wifi_key()}\n(신입생한테 알려줄 것)",
    )

    r.add(
        "github_pat",
        f"github token (repo scope) {github_token()}",
        f"git clone https://jypark:{github_token()}@github.com/acme-mllab/kor-llm.git",
        f"클러스터에서 push용 fine-grained PAT {github_fine_token()}",
        f"GH_TOKEN={github_token()} gh pr create",
        f"깃헙 토큰 만료 90일 {github_fine_token()}",
    )

    r.add(
        "kaggle_key",
        f"~/.kaggle/kaggle.json\n{{\"username\":\"jypark\",\"key\":\"{kaggle_key()}\"}}",
        f"kaggle api key {kaggle_key()}",
        f"export KAGGLE_USERNAME=jypark\nexport KAGGLE_KEY={kaggle_key()}",
        f"캐글 키 새로 받음 {kaggle_key()} (대회 끝나면 expire)",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password (overleaf/smtp 알림용) {app_password()}",
        f"구글 앱 비밀번호: {app_password()}",
        f"SMTP_USER=jypark.ml@gmail.example\nSMTP_PASS=\"{app_password()}\"",
        f"학회 알림 메일봇 앱비번\n{app_password()}",
    )

    r.add(
        "mlflow_db_url",
        f"mlflow server --backend-store-uri postgresql://mlflow:{rnd(ALNUM, 20)}@db.mllab.internal:5432/mlflow",
        f"실험 DB: postgresql://jypark:{kor_pw()}@10.0.3.21:5432/exp_tracking",
        f"MLFLOW_TRACKING_URI=https://admin:{pw()}@mlflow.acme-lab.test",
        f"optuna storage = \"mysql+pymysql://optuna:{rnd(ALNUM, 16)}@mysql.mllab.internal/optuna\"",
        f"db url for the leaderboard\npostgres://lb_writer:{rnd(ALNUM, 24)}@pg.acme.test:5432/leaderboard",
    )

    r.add(
        "jupyter_token",
        f"jupyter lab on node05: http://127.0.0.1:8888/lab?token={jupyter_token()}",
        f"JupyterHub API token {jupyterhub_token()}",
        f"주피터 토큰 {jupyter_token()} (포트포워딩 8888)",
        f"c.ServerApp.token = '{jupyter_token()}'",
        f"jupyterhub.mllab.internal 토큰\n{jupyterhub_token()}",
    )

    r.add(
        "totp_secret",
        f"클러스터 2FA OTP 시크릿 (폰 바꿀때 필요) {totp_seed()}",
        f"otpauth://totp/mllab:jypark?secret={totp_seed()}&issuer=mllab",
        f"Google Authenticator setup key for university VPN: {groups(totp_seed(), 4)}",
        f"2fa seed {totp_seed(16)}",
    )

    r.add(
        "two_factor_recovery_codes",
        f"github recovery codes\n{recovery_codes(8, 'github')}",
        f"깃헙 복구코드 (폰 잃어버리면 이거):\n{recovery_codes(10, 'github')}",
        f"Google 계정 백업 코드 {recovery_codes(5, 'digits')}",
        f"HF 2FA recovery codes\n{recovery_codes(8, 'alnum')}",
    )

    r.add(
        "naver_account_password",
        f"네이버 아이디 jy_park93 비번 {kor_pw()}",
        f"naver pw {kor_pw()}",
        f"네이버 비밀번호 변경함 (해외로그인 차단 켜둠) → {kor_pw()}",
        f"네이버/다음 둘다 같은 비번 ㅋㅋ 바꿔야되는데\n{kor_pw()}",
        f"naver: jy_park93 / {pw()}",
    )

    r.add(
        "slack_webhook_url",
        f"학습 끝나면 슬랙 알림: {slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"run done\"}}' {slack_webhook()}",
        f"SLACK_WEBHOOK={slack_webhook()}",
        f"lab slack #gpu-alerts webhook\n{slack_webhook()}",
    )

    r.add(
        "discord_webhook_url",
        f"디코 웹훅 (OOM나면 핑) {discord_webhook()}",
        f"discord webhook for eval bot: {discord_webhook()}",
        f"notify:\n  discord: {discord_webhook()}",
        f"requests.post(\"{discord_webhook()}\", json={{\"content\": msg}})",
    )

    r.add(
        "aws_s3_keys",
        f"[mllab]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-northeast-2",
        f"S3 데이터셋 버킷 키 id {aws_key_id()} secret {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"aws 키 (과제용, 서울리전): {aws_key_id()} / {aws_secret()}",
        f"boto3.client('s3', aws_access_key_id='{aws_key_id()}', aws_secret_access_key='{aws_secret()}')",
    )

    r.add(
        "dockerhub_pat",
        f"docker login -u jyparkml -p {dockerhub_token()}",
        f"도커허브 토큰 {dockerhub_token()}",
        f"dockerhub PAT (read/write) for the lab images\n{dockerhub_token()}",
        f"DOCKER_PASSWORD={dockerhub_token()}",
    )

    r.add(
        "joint_certificate_password",
        f"공동인증서 비번 {cert_pw()}",
        f"공인인증서(이제 공동인증서) 암호: {cert_pw()} 장학금 신청할때 씀",
        f"NPKI cert pw\n{cert_pw()}",
        f"인증서 비밀번호 {cert_pw()} / 은행 USB에 있음",
        f"연말정산 홈택스 인증서 pw {cert_pw()}",
    )

    r.add(
        "credit_card_details",
        f"카드 {kr_card()} 유효기간 {secrets.randbelow(12) + 1:02d}/{pick(27, 28, 29)} CVC {cvc()} 비번앞2자리 {digits(2)}",
        f"연구비 카드 (법인) {kr_card()} exp {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)} cvc {cvc()}",
        f"card for aws billing\n{kr_card()}\n{secrets.randbelow(12) + 1:02d}/{pick(27, 28)}  {cvc()}",
        f"해외결제용 비자 {kr_card()} / {secrets.randbelow(12) + 1:02d}{pick(27, 29)} / cvv {cvc()}",
    )

    r.add(
        "telegram_bot_token",
        f"텔레그램 학습알림봇 토큰 {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}\nCHAT_ID={digits(9, lead=True)}",
        f"bot = telegram.Bot(token=\"{telegram_bot_token()}\")",
        f"tg bot tok: {telegram_bot_token()}",
    )

    r.add(
        "gemini_api_key",
        f"Gemini API key (AI Studio) {google_api_key()}",
        f"제미나이 키 {google_api_key()} 무료티어",
        f"export GOOGLE_API_KEY={google_api_key()}",
        f"genai.configure(api_key=\"{google_api_key()}\")",
    )

    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken {ngrok_token()}",
        f"ngrok 토큰 (데모용) {ngrok_token()}",
        f"~/.config/ngrok/ngrok.yml\nversion: \"2\"\nauthtoken: {ngrok_token()}",
        f"NGROK_AUTHTOKEN={ngrok_token()}",
    )

    r.add(
        "wallet_seed_phrase",
        f"메타마스크 시드 {seed_phrase(12)}",
        f"metamask recovery phrase\n{seed_phrase(12)}",
        f"코인지갑 복구구문 (종이에도 적어둠): {seed_phrase(24)}",
        f"seed words - {seed_phrase(12)}",
    )

    r.add(
        "label_tool_session",
        f"Label Studio token (annotators용) {label_token()}",
        f"curl -H 'Authorization: Token {label_token()}' https://label.mllab.internal/api/projects",
        f"학교 포털 쿠키 JSESSIONID={jsessionid()} (수강신청때 세션 유지용)",
        f"labeling tool sessionid={django_session()}; django_language=ko",
        f"어노테이션툴 admin cookie\nsessionid: {django_session()}",
    )

    r.add(
        "synology_nas_admin",
        f"랩 NAS (nas.mllab.internal:5001) admin / {pw()}",
        f"Synology DSM 관리자 비번 {kor_pw()}",
        f"nas 계정 jypark pw {kor_pw()} 데이터셋은 /volume1/datasets",
        f"mount -t cifs //nas.mllab.internal/datasets /mnt/ds -o username=jypark,password={rnd(ALNUM, 14)}",
        f"NAS\nid: mladmin\npw: {pw()}\n(2TB 남음)",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = wg.mllab.internal:51820",
        f"집에서 랩 접속용 wireguard private key {wg_key()}",
        f"wg privkey (노트북) {wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "hf_revision_pin",
        f"base model: beomi/Llama-3-Open-Ko-8B revision={hexs(40)}",
        f"from_pretrained(\"acme-mllab/kor-sft-v2\", revision=\"{hexs(40)}\")  # 논문 재현용 고정",
        f"허깅페이스 모델 커밋 {hexs(40)[:7]} 이후로 tokenizer 바뀜 주의",
        f"HF dataset acme-mllab/ko-instruct @ {hexs(40)}",
        f"https://huggingface.co/acme-mllab/kor-llm-7b/commit/{hexs(40)}",
    )

    r.add(
        "wandb_run_link",
        f"best run: https://wandb.ai/acme-mllab/kor-llm-sft/runs/{wandb_run()}",
        f"wandb run id {wandb_run()} (lr 2e-5) vs {wandb_run()} (lr 1e-5) 비교",
        f"resume=\"must\", id=\"{wandb_run()}\"",
        f"sweep id {wandb_run()} 돌리는중 ㅠㅠ 48시간 걸릴듯",
        f"W&B report: https://wandb.ai/acme-mllab/reports/Ablation--{rnd(ALNUM, 22)}",
    )

    r.add(
        "git_commit_ref",
        f"재현 commit {hexs(40)}",
        f"git checkout {hexs(7)}  # 리뷰어 rebuttal 실험",
        f"bug introduced in {hexs(12)}, fixed in {hexs(12)}",
        f"git cherry-pick {hexs(40)}",
        f"branch feat/lora-merge HEAD = {hexs(40)[:10]}",
    )

    r.add(
        "paper_identifiers",
        f"읽을 논문 arXiv:{arxiv()}, {arxiv()}, {arxiv()}",
        f"OpenReview forum id {openreview_id()} - rebuttal 마감 금요일",
        f"doi:10.{digits(5, lead=True)}/{rnd(LOWER + DIGITS, 8)}",
        f"https://arxiv.org/abs/{arxiv()}v{pick(1, 2, 3)} (baseline)",
        f"EMNLP submission #{digits(4, lead=True)}, paper id {openreview_id()}",
    )

    r.add(
        "student_number",
        f"학번 {student_no()}",
        f"student ID {student_no()} (도서관 대출할때)",
        f"조교 신청서에 학번 {student_no()} 지도교수 김OO",
        f"연구실 후배 학번 {student_no()}, {student_no()}",
        f"학생증 재발급 — 학번 {student_no()}, 대학원 석박통합과정",
    )

    r.add(
        "slurm_job_ids",
        f"sbatch 결과 Submitted batch job {slurm_job()}",
        f"scancel {slurm_job()} {slurm_job()}  # 잘못 띄움",
        f"job {slurm_job()} OOM on node gpu07 ㅠ",
        f"sacct -j {slurm_job()} --format=JobID,Elapsed,MaxRSS",
        f"array job {slurm_job()}_[0-15] 중 3번 실패",
    )

    r.add(
        "container_digest",
        f"nvcr.io/nvidia/pytorch:24.05-py3@sha256:{sha256()}",
        f"docker pull acme-mllab/train@sha256:{sha256()}",
        f"이미지 digest {sha256()[:12]} 가 최신",
        f"FROM pytorch/pytorch:2.3.1-cuda12.1-cudnn8-runtime@sha256:{sha256()}",
        f"image: registry.mllab.internal/vllm:0.5.4\ndigest: sha256:{sha256()}",
    )

    r.add(
        "share_link_uuid",
        f"오버리프 프로젝트 https://www.overleaf.com/project/{hexs(24)}",
        f"Notion 실험노트 https://acme-mllab.notion.site/{hexs(32)}",
        f"구글 시트 (GPU 예약표) https://docs.google.com/spreadsheets/d/{rnd(URLSAFE, 44)}/edit",
        f"zoom 랩미팅 회의 ID {digits(3, lead=True)} {digits(4)} {digits(4)}",
        f"labeling project https://label.mllab.internal/projects/{uid()}",
    )

    r.add(
        "ssh_public_material",
        f"authorized_keys에 추가할 내 공개키\nssh-ed25519 {ssh_ed25519()} jypark@macbook",
        f"key fingerprint {ssh_fingerprint()} (서버 처음 접속할때 확인)",
        f"ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 {ssh_fingerprint()} jypark@lab (ED25519)",
        f"조교님께 보낸 pubkey: ssh-ed25519 {ssh_ed25519()}",
        f"known_hosts: dgx01.mllab.internal ssh-ed25519 {ssh_ed25519()}",
    )

    r.add(
        "masked_card_number",
        f"카드 끝자리 {digits(4)} 로 결제됨 (AWS 청구서)",
        f"결제카드 ****-****-****-{digits(4)}",
        f"카카오뱅크 체크카드 {digits(4)}-****-****-{digits(4)} 재발급 신청",
        f"visa ending in {digits(4)} charged $20 for colab pro",
        f"연구비카드 ({pick('신한', '국민', '하나')} ···{digits(4)}) 영수증 제출",
    )

    r.add(
        "env_var_name",
        "OPENAI_API_KEY는 .env에 있음, 코드에선 os.environ[\"OPENAI_API_KEY\"]로만",
        "export HF_TOKEN=$(cat ~/.cache/huggingface/token)",
        "wandb key는 WANDB_API_KEY 환경변수로 넘기기 (노트북에 하드코딩 금지)",
        "api_key = os.getenv('GEMINI_API_KEY')",
        ".env.example\nOPENAI_API_KEY=\nHF_TOKEN=\nWANDB_API_KEY=",
    )

    r.add(
        "ci_secret_placeholder",
        "env:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n  WANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}",
        "password: ${{ secrets.DOCKERHUB_TOKEN }}",
        "GitHub Actions에 OPENAI_API_KEY secret 등록해둠 (값은 1Password)",
        "token: ${NGROK_AUTHTOKEN:?set it first}",
        "docker run -e HF_TOKEN -e WANDB_API_KEY acme-mllab/train:latest  (값은 host env에서 넘어감)",
    )

    r.add(
        "expired_otp_code",
        f"카뱅 인증번호 {digits(6)} (이미 사용함)",
        f"OTP {digits(6)} 입력했는데 시간초과 ㅡㅡ 다시 받음",
        f"[Web발신] 인증번호 [{digits(6)}] 3분 이내 입력 — 로그인 완료",
        f"vpn 2fa code was {digits(6)}, expired already",
        f"문자로 온 인증번호 {digits(6)} 써서 비번 재설정 끝",
    )

    r.add(
        "parcel_tracking",
        f"CJ대한통운 운송장 {cj_tracking()}",
        f"우체국 등기 {s10('RR', 'KR')} (학위논문 심사본)",
        f"쿠팡 배송 송장번호 {cj_tracking()} 내일 도착",
        f"international EMS {s10('EE', 'US')} - 학회 포스터 튜브",
        f"한진택배 {cj_tracking()} 기숙사 택배실",
    )

    r.add(
        "shopping_order_no",
        f"쿠팡 주문번호 {coupang_order()} (모니터암)",
        f"order #{digits(10, lead=True)} — GPU 서버 램 추가",
        f"네이버페이 주문 {digits(16, lead=True)} 환불요청함",
        f"11번가 주문번호 {digits(12, lead=True)} keyboard",
    )

    r.add(
        "receiving_bank_account",
        f"회비 입금: 카카오뱅크 {kakaobank_acct()} 박지연",
        f"엄마한테 보낼 계좌 국민 {digits(6)}-{digits(2)}-{digits(6)}",
        f"RA 인건비 받는 계좌 신한 110-{digits(3)}-{digits(6)}",
        f"랩 회식비 정산 {kakaobank_acct()} (카뱅, 1/N = 23,500원)",
        f"account for reimbursement: Woori 1002-{digits(3)}-{digits(6)}",
    )

    r.add(
        "contact_phone",
        f"조교님 {phone()}",
        f"기숙사 행정실 02-{digits(3, lead=True)}-{digits(4)}",
        f"택배 기사님 {phone()} 문앞에 두라고 함",
        f"lab manager: {phone()} / ext. {digits(4, lead=True)}",
    )

    r.add(
        "train_reservation",
        f"KTX 서울→부산 승차권 {ktx_ticket()} 11호차 {secrets.randbelow(20) + 1}A",
        f"SRT 예매번호 {digits(10, lead=True)} 추석 귀성",
        f"korail ticket no. {ktx_ticket()} (학회 가는길)",
        f"ACL 숙소 booking confirmation {digits(10, lead=True)}, PIN 없음",
    )

    r.add(
        "dataset_checksum",
        f"ko_wiki_2024.jsonl sha256 {sha256()}",
        f"md5sum train.parquet → {hexs(32)}",
        f"sha256sum -c checksums.txt\n{sha256()}  shard-00000.tar\n{sha256()}  shard-00001.tar",
        f"ckpt step-12000 digest {sha256()[:16]}",
        f"xxh64 {hexs(16)} (tokenized cache)",
    )

    r.add(
        "gpu_uuid_serial",
        f"nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: {gpu_uuid()})\nGPU 1: NVIDIA A100-SXM4-80GB (UUID: {gpu_uuid()})",
        f"CUDA_VISIBLE_DEVICES={gpu_uuid()}",
        f"고장난 GPU serial {digits(13, lead=True)} RMA 신청",
        f"dgx01 board serial {rnd(UPPER + DIGITS, 12)}",
        f"H100 {gpu_uuid()} ECC error 계속 남",
    )

    r.add(
        "device_mac_registration",
        f"기숙사 인터넷 MAC 등록 {mac(':', True)}",
        f"맥북 wifi MAC {mac()} 학교 네트워크에 등록함",
        f"lab printer mac {mac('-', True)} ip 10.0.3.50",
        f"dorm net registration: laptop {mac()}, phone {mac()}",
    )

    r.add(
        "card_approval_receipt",
        f"승인번호 {approval_no()} 45,000원 (교보문고 교재)",
        f"영수증 승인 {approval_no()} / 가맹점번호 {digits(9, lead=True)}",
        f"연구비 영수증: 승인번호 {approval_no()}, 2024-11-{secrets.randbelow(28) + 1:02d}, ₩132,000",
        f"refund approval no. {approval_no()}",
    )

    r.add(
        "tuition_virtual_account",
        f"등록금 가상계좌 우리 {virtual_acct()} 납부기한 2/{secrets.randbelow(20) + 5}",
        f"기숙사비 가상계좌 {virtual_acct()} (1,254,000원)",
        f"tuition virtual acct {virtual_acct()} (scholarship 차감 후)",
        f"학회 등록비 입금용 가상계좌 {virtual_acct()}",
    )

    r.add(
        "public_oauth_client_id",
        f"Google OAuth client id (공개해도 됨) {google_client_id()}",
        f"reCAPTCHA site key {recaptcha_site_key()} 데모 페이지에 들어감",
        f"카카오 지도 JavaScript 키 {hexs(32)} — 도메인 제한 걸어둠, 프론트에 노출 OK",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}",
        "Supabase anon key는 브라우저용이라 공개 (service_role 키는 여기 안 적음)",
    )

    r.add(
        "vault_path_ref",
        "op://MLLab/Naver/password 참고",
        "비번은 1Password 'Lab Shared' 볼트에 있음 (항목명: dgx01 sudo)",
        "vault kv get -field=token secret/mllab/hf",
        "키체인에 'univ-vpn' 으로 저장함 — 여기엔 안 씀",
        "kubectl get secret hf-token -n mllab -o yaml 로 확인 (base64 디코딩은 하지 말것)",
    )

    r.add(
        "wifi_ssid_only",
        "연구실 와이파이 SSID: MLLAB_5G / MLLAB_2G (비번은 화이트보드)",
        "eduroam 로그인은 학교 계정으로",
        "카페 와이파이 이름 STARBUCKS_KT_5G, 비번 없음",
        f"공유기 관리페이지 192.168.0.1 / 모델 iptime A{secrets.randbelow(8) + 2}004NS-M",
    )

    r.add(
        "software_version_pins",
        f"torch==2.{secrets.randbelow(4) + 1}.{secrets.randbelow(3)}+cu121, transformers==4.{secrets.randbelow(10) + 38}.{secrets.randbelow(3)}",
        f"CUDA 12.{secrets.randbelow(5)} / driver 5{secrets.randbelow(5) + 35}.{digits(3)}",
        f"vllm {pick('0.5.4', '0.6.1', '0.6.3')} + flash-attn {pick('2.5.8', '2.6.3')}",
        f"macOS 14.{secrets.randbelow(6)} (23{pick('E', 'F', 'G', 'H')}{digits(3)})",
        f"nccl 2.{secrets.randbelow(5) + 18}.{secrets.randbelow(5)} 버전 mismatch 에러",
    )

    r.add(
        "license_serial",
        f"MATLAB campus license number {digits(8, lead=True)}",
        f"한컴오피스 제품번호 {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))} 이미 학교 계정에 등록됨",
        f"노트북 S/N {rnd(UPPER + DIGITS, 12)} (AS 접수)",
        f"iPad serial {rnd(UPPER + DIGITS, 10)} 분실신고용",
    )

    r.add(
        "node_hostnames_ports",
        f"gpu01~gpu08.mllab.internal, login node login.cluster.acme.test:22{digits(2)}",
        f"tensorboard --port 60{digits(2)} → ssh -L 60{digits(2)}:localhost:6006 gpu05",
        f"node IPs 10.0.3.{secrets.randbelow(200) + 10}, 10.0.3.{secrets.randbelow(200) + 10}",
        f"vllm serve on gpu07:{8000 + secrets.randbelow(100)}",
        "slurm partition a100 (gpu01-04), h100 (gpu05-08), maxtime 3-00:00:00",
    )

    r.add(
        "stipend_dates_amounts",
        f"BK21 장학금 {secrets.randbelow(5) + 6}0만원 매달 25일 입금",
        f"RA 인건비 {digits(3, lead=True)},000원 / 2025-03-{secrets.randbelow(28) + 1:02d}",
        f"conference travel grant ₩{digits(1, lead=True)},{digits(3)},000 (영수증 제출 마감 6/30)",
        f"기숙사비 {digits(1, lead=True)},{digits(3)},000원 1학기분 납부완료",
    )

    r.add(
        "password_rule_prose",
        "학교 SSO 비번 규칙: 9자 이상, 영문+숫자+특수문자, 90일마다 변경, 직전 3개 재사용 불가",
        "VPN 비번 5회 틀리면 잠김 → 정보화본부 헬프데스크 전화 (번호는 포털 하단)",
        "카뱅 간편비밀번호는 6자리, 연속숫자/같은숫자 안됨",
        "reminder: rotate the HF token before the paper goes public",
        "기숙사 현관 비번 이번주 바뀐대, 새 번호는 행정실 공지 확인",
    )

    r.add(
        "researcher_profile_ids",
        f"ORCID {orcid()}",
        f"Google Scholar user={rnd(URLSAFE, 12)}",
        f"Semantic Scholar author id {digits(10, lead=True)}",
        f"NTIS 연구자번호 {digits(8, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout388.py", [
        ("heldout388_credentials.yaml", credentials(), "Held-out batch 388: credentials an ML graduate student in Seoul keeps (SSO, VPN, cluster SSH, HF, W&B, OpenAI, door codes, 보안카드, KakaoBank PIN, lab Wi-Fi and more)"),
        ("heldout388_lookalikes.yaml", lookalikes(), "Held-out batch 388: an ML graduate student's ids, revisions, run links, order and tracking numbers, masked cards, used OTP codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
