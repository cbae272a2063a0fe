# ruff: noqa: E501
"""Writes heldout135_credentials.yaml and heldout135_lookalikes.yaml: held-out batch 135.

Persona: a machine-learning engineer in Berlin (Kreuzberg flat, coworking in Mitte) who trains
and fine-tunes models on rented GPUs and dabbles in crypto on the side. Writes to the assistant
in English with German mixed in: API tokens for model hosts and trackers, a GPU-box SSH key,
MinIO and feature-store credentials, a hardware wallet and exchange keys, and the household
logins (NAS, Deutsche Bank, N26, ELSTER). Lots of hashes, run ids and addresses around them.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
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
    pem,
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

# A slice of the BIP39 English wordlist: enough to draw synthetic phrases from.
_WORDLIST = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident account "
    "accuse achieve acid acoustic acquire across act action actor actress actual adapt add addict "
    "address adjust admit adult advance advice aerobic affair afford afraid again age agent agree "
    "ahead aim air airport aisle alarm album alcohol alert alien all alley allow almost alone alpha "
    "already also alter always amateur amazing among amount amused analyst anchor ancient anger "
    "angle angry animal ankle announce annual another answer antenna antique anxiety any apart "
    "apology appear apple approve april arch arctic area arena argue arm armed armor army around "
    "arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
    "asthma athlete atom attack attend attitude attract auction audit august aunt author auto "
    "autumn average avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon "
    "badge bag balance balcony ball bamboo banana banner bar barely bargain barrel base basic basket "
    "battle beach bean beauty because become beef before begin behave behind believe below belt "
    "bench benefit best betray better between beyond bicycle bid bike bind biology bird birth bitter "
    "black blade blame blanket blast bleak bless blind blood blossom blouse blue blur blush board "
    "boat body boil bomb bone bonus book boost border boring borrow boss bottom bounce box boy "
    "bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli "
    "broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet "
    "bundle bunker burden burger burst bus business busy butter buyer buzz cabbage cabin cable "
    "cactus cage cake call calm camera camp can canal cancel candy cannon canoe canvas canyon "
    "capable capital captain car carbon card cargo carpet carry cart case cash casino castle casual "
    "cat catalog catch category cattle caught cause caution cave ceiling celery cement census "
    "century cereal certain chair chalk champion change chaos chapter charge chase chat cheap check "
    "cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk churn "
    "cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click "
    "client cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch "
    "coach coast coconut code coffee coil coin collect color column combine come comfort comic "
    "common company concert conduct confirm congress connect consider control convince cook cool "
    "copper copy coral core corn correct cost cotton couch country couple course cousin cover coyote "
    "crack cradle craft cram crane crash crater crawl crazy cream credit creek crew cricket crime "
    "crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch crush cry crystal cube "
    "culture cup cupboard curious current curtain curve cushion custom cute cycle wolf woman wonder "
    "wood wool word work world worry worth wrap wreck wrestle wrist write wrong yard year yellow you "
    "young youth zebra zero zone zoo"
)
BIP39 = _WORDLIST.split()

WORDS = ["Kiefer", "Spree", "Brezel", "Hafen", "Nebel", "Falke", "Kranich", "Pflaume", "Ampel", "Tresor"]


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def eth_addr() -> str:
    return "0x" + hexs(40)


def h256() -> str:
    return "0x" + hexs(64)


def bc1q() -> str:
    return "bc1q" + rnd(BECH32, 38)


def bc1p() -> str:
    return "bc1p" + rnd(BECH32, 58)


def xpub(prefix: str = "xpub") -> str:
    return prefix + "6" + rnd(BASE58, 106)


def human_pw() -> str:
    return pick(
        f"{pick(*WORDS)}{pick('#', '!', '$', '%')}{digits(4)}{pick(*WORDS).lower()}",
        pw(),
        f"{rnd(LOWER, 5)}-{rnd(LOWER, 6)}-{rnd(ALNUM, 5)}",
    )


def kraken_txid(first: str) -> str:
    return f"{first}{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 6)}"


def de_iban() -> str:
    return iban("DE", digits(18, lead=True))


def run_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def credentials() -> Rows:
    r = Rows()

    # --- model hosts and APIs -------------------------------------------------------------
    r.add(
        "huggingface_token",
        f"HF write token for pushing the llama-ft checkpoints: {hf_token()}",
        f"remember this pls, new HF token (read only, for the CI runner)\n{hf_token()}",
        f"export HF_TOKEN={hf_token()}  # in ~/.bashrc on gpu01, nicht committen!!",
        f"huggingface-cli login --token {hf_token()} --add-to-git-credential",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key for the eval harness (project 'evals-berlin'): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}\nOPENAI_ORG=org-{rnd(ALNUM, 24)}",
        f"neuer OpenAI key weil der alte geleakt war -> {openai_project_key()}",
    )
    r.add(
        "anthropic_api_key",
        f"Anthropic API key (workspace ml-side-projects):\n{anthropic_key()}",
        f"client = anthropic.Anthropic(api_key=\"{anthropic_key()}\")  # quick test in notebook, move to env later",
        f"claude key für das judge-script: {anthropic_key()}",
    )
    r.add(
        "replicate_api_token",
        f"replicate token r8_ style, for the flux finetune: r8_{rnd(ALNUM, 37)}",
        f"REPLICATE_API_TOKEN=r8_{rnd(ALNUM, 37)}",
        f"Replicate (Account: kreuzberg-ml) -> token r8_{rnd(ALNUM, 37)} ... billing limit 50 EUR/Monat",
    )
    r.add(
        "wandb_api_key",
        f"wandb login {hexs(40)}",
        f"W&B API key (personal, entity 'lena-ml'): {hexs(40)}",
        f"~/.netrc on the lambda box:\nmachine api.wandb.ai\n  login user\n  password {hexs(40)}",
    )
    r.add(
        "together_api_key",
        f"together.ai key: tgp_v1_{rnd(URLSAFE, 43)}",
        f"TOGETHER_API_KEY={hexs(64)} (old style key, still works for the batch inference)",
        f"Together AI – Zugang für Mixtral Benchmarks\nkey: tgp_v1_{rnd(URLSAFE, 43)}",
    )
    r.add(
        "groq_api_key",
        f"groq key gsk_{rnd(ALNUM, 52)} free tier, rate limit ist nervig",
        f"GROQ_API_KEY=gsk_{rnd(ALNUM, 52)}",
        f"for the latency demo tomorrow use groq: gsk_{rnd(ALNUM, 52)}",
    )
    r.add(
        "gemini_api_key",
        f"Gemini API key (AI Studio): AIza{rnd(URLSAFE, 35)}",
        f"GOOGLE_API_KEY=AIza{rnd(URLSAFE, 35)} fürs multimodal eval",
        f"genai.configure(api_key='AIza{rnd(URLSAFE, 35)}')  # colab, remove before sharing!!",
    )
    r.add(
        "mistral_api_key",
        f"mistral la plateforme key {rnd(ALNUM, 32)} – workspace 'default'",
        f"MISTRAL_API_KEY={rnd(ALNUM, 32)}\n(created for codestral autocomplete in VS Code)",
        f"Mistral key neu (alter abgelaufen): {rnd(ALNUM, 32)}",
    )
    r.add(
        "github_personal_access_token",
        f"GH PAT for pulling private repos on the GPU box: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://lena-ml:github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}@github.com/acme-ml/feature-pipeline.git",
        f"fine-grained token (repo: dotfiles, contents r/w, läuft ab in 90 Tagen)\ngithub_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
    )
    r.add(
        "kaggle_api_key",
        f"~/.kaggle/kaggle.json\n{{\"username\":\"lenaberlinml\",\"key\":\"{hexs(32)}\"}}",
        f"kaggle key {hexs(32)} (user lenaberlinml) for the competition downloads",
        f"KAGGLE_USERNAME=lenaberlinml KAGGLE_KEY={hexs(32)} kaggle datasets download -d acme/invoices",
    )
    r.add(
        "pinecone_api_key",
        f"pinecone key for the RAG demo index: pcsk_{rnd(ALNUM, 5)}_{rnd(ALNUM, 63)}",
        f"PINECONE_API_KEY=pcsk_{rnd(ALNUM, 5)}_{rnd(ALNUM, 63)}\nPINECONE_INDEX=papers-768",
    )

    # --- GPU cloud / infra ----------------------------------------------------------------
    r.add(
        "gpu_cloud_ssh_private_key",
        f"private key for the lambda H100 instances (~/.ssh/lambda_ed25519), keep a copy here in case the laptop dies:\n{openssh_private()}",
        f"ssh key for runpod pods, paste into ~/.ssh/runpod and chmod 600\n{openssh_private()}",
        f"datacrunch box key (passphrase-less, I know...):\n{openssh_private()}",
    )
    r.add(
        "lambda_cloud_api_key",
        f"Lambda Cloud API key: secret_lena-laptop_{hexs(32)}.{rnd(ALNUM, 32)}",
        f"curl -u secret_ci-launcher_{hexs(32)}.{rnd(ALNUM, 32)}: https://cloud.lambdalabs.com/api/v1/instances",
    )
    r.add(
        "runpod_api_key",
        f"RUNPOD_API_KEY=rpa_{rnd(UPPER + DIGITS, 44)}",
        f"runpod api key (für runpodctl): rpa_{rnd(UPPER + DIGITS, 44)}",
    )
    r.add(
        "modal_token",
        f"modal token set --token-id ak-{rnd(ALNUM, 22)} --token-secret as-{rnd(ALNUM, 22)}",
        f"Modal creds for the side project\nid: ak-{rnd(ALNUM, 22)}\nsecret: as-{rnd(ALNUM, 22)}",
    )
    r.add(
        "jupyter_server_token",
        f"jupyter on gpu01: http://gpu01.acme.internal:8888/lab?token={hexs(48)}",
        f"Jupyter token (ssh -L 8888:localhost:8888 gpu01 first): {hexs(48)}",
        f"c.ServerApp.token = '{hexs(48)}'  # jupyter_server_config.py auf der workstation",
    )
    r.add(
        "minio_access_secret_key",
        f"MinIO on the NAS (http://nas.home.internal:9000)\naccess key: {rnd(UPPER + DIGITS, 20)}\nsecret key: {aws_secret()}",
        f"mc alias set homelab http://nas.home.internal:9000 {rnd(UPPER + DIGITS, 20)} {aws_secret()}",
        f"[minio]\naws_access_key_id = {rnd(UPPER + DIGITS, 20)}\naws_secret_access_key = {aws_secret()}\nendpoint_url = http://minio.acme.internal:9000",
        f"MINIO_ROOT_USER=lena\nMINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
    )
    r.add(
        "aws_access_key",
        f"AWS (account for the S3 dataset mirror):\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"s3 keys for the training-data bucket, user 'ml-reader': {aws_key_id()} / {aws_secret()}",
    )
    r.add(
        "feature_store_postgres_url",
        f"feature store DB: postgresql://feast:{human_pw()}@featurestore.acme.internal:5432/feast",
        f"FEAST_REGISTRY=postgresql+psycopg://feast_admin:{rnd(ALNUM, 22)}@pg-features.acme.internal:5432/registry?sslmode=require",
        f"psql \"host=pg-features.acme.internal port=5432 dbname=features user=lena password={rnd(ALNUM + '!#%', 18)}\"",
        f"Feature-Store Postgres (prod, read-write!!)\nuser: feast_rw\npw: {human_pw()}\nhost: pg-features.acme.internal",
    )
    r.add(
        "dockerhub_access_token",
        f"docker login -u lenaml -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"Docker Hub access token for CI pushes (scope read/write): dckr_pat_{rnd(URLSAFE, 27)}",
        f"DOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "mlflow_tracking_password",
        f"MLFLOW_TRACKING_URI=https://mlflow.acme.internal\nMLFLOW_TRACKING_USERNAME=lena\nMLFLOW_TRACKING_PASSWORD={human_pw()}",
        f"mlflow UI login lena / {human_pw()}",
    )
    r.add(
        "hashicorp_vault_token",
        f"vault root token from the homelab init (yes I know): hvs.{rnd(URLSAFE, 92)}",
        f"VAULT_ADDR=https://vault.acme.internal:8200 VAULT_TOKEN=hvs.{rnd(URLSAFE, 24)} vault kv get secret/ml/wandb",
    )
    r.add(
        "tailscale_auth_key",
        f"tailscale up --authkey tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
        f"reusable ts auth key for new GPU nodes: tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
    )
    r.add(
        "grafana_service_account_token",
        f"grafana SA token for the GPU dashboard push: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"GRAFANA_TOKEN=glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
    )
    r.add(
        "label_studio_token",
        f"Label Studio (annotations for the doc-classifier) API token {hexs(40)}",
        f"curl -H 'Authorization: Token {hexs(40)}' https://labels.acme.internal/api/projects",
    )
    r.add(
        "telegram_bot_token",
        f"training-done notifier bot token: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)} chat_id {digits(9, lead=True)}",
        f"TG_BOT_TOKEN={digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
    )
    r.add(
        "discord_webhook_url",
        f"discord webhook für #training-runs: https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}",
        f"callback = DiscordCallback(url=\"https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}\")",
    )
    r.add(
        "backup_age_key",
        f"age key for the restic/rclone backups of the checkpoints:\n{age_secret_key()}",
        f"# keys.txt (age)\n# public key: {age_public_key()}\n{age_secret_key()}",
    )

    # --- crypto -----------------------------------------------------------------------------
    r.add(
        "bip39_seed_phrase",
        f"Ledger seed (24):\n{phrase(BIP39, 24)}",
        f"test wallet mnemonic, only sepolia stuff on it: {phrase(BIP39, 12)}",
        f"Trezor Wiederherstellungswörter\n1-6: {phrase(BIP39, 6)}\n7-12: {phrase(BIP39, 6)}",
        f"MNEMONIC=\"{phrase(BIP39, 12)}\"  # hardhat.config .env for the local fork",
    )
    r.add(
        "bip39_passphrase",
        f"25th word / passphrase for the hidden Ledger wallet: {pick(*WORDS)}{digits(3)}{pick(*WORDS)}",
        f"Trezor passphrase (the one with the actual savings): {rnd(LOWER, 6)} {rnd(LOWER, 7)} {digits(4)}",
        f"hidden wallet passphrase -> {human_pw()} (case sensitive!)",
    )
    r.add(
        "eth_private_key",
        f"PRIVATE_KEY=0x{hexs(64)}  # deployer for the sepolia contracts",
        f"eth private key of the metamask 'bot' account:\n{hexs(64)}",
        f"export DEPLOYER_PK={hexs(64)}\nforge script Deploy.s.sol --rpc-url $SEPOLIA_RPC --private-key $DEPLOYER_PK",
        f"[chat w/ Jonas] hier der key vom gemeinsamen test-wallet, nicht weitergeben: 0x{hexs(64)}",
    )
    r.add(
        "eth_keystore_password",
        f"keystore UTC--2024-...--{hexs(40)}.json password: {human_pw()}",
        f"geth account unlock, keystore pw {human_pw()}",
        f"Passwort für die keystore json (MyEtherWallet export): {human_pw()}",
    )
    r.add(
        "hardware_wallet_pin",
        f"Ledger Nano PIN {digits(8)}",
        f"trezor pin {digits(6)} (layout is scrambled anyway)",
        f"ledger #2 (the backup device in the Schließfach) PIN: {digits(6)}",
    )
    r.add(
        "metamask_password",
        f"metamask pw on the browser profile 'crypto': {human_pw()}",
        f"Metamask Passwort (Laptop) -> {human_pw()}",
    )
    r.add(
        "kraken_api_key_secret",
        f"Kraken API (name: tax-export, query only)\nkey: {rnd(B64, 56)}\nprivate key: {b64(secrets.token_bytes(64))}",
        f"KRAKEN_KEY={rnd(B64, 56)}\nKRAKEN_SECRET={b64(secrets.token_bytes(64))}",
        f"kraken keys for the DCA script: {rnd(B64, 56)} / {b64(secrets.token_bytes(64))}",
    )
    r.add(
        "binance_api_key_secret",
        f"Binance API\nAPI Key: {rnd(ALNUM, 64)}\nSecret Key: {rnd(ALNUM, 64)}",
        f"client = Client(\"{rnd(ALNUM, 64)}\", \"{rnd(ALNUM, 64)}\")  # binance read-only, IP restricted to home",
        f"binance testnet key {rnd(ALNUM, 64)} secret {rnd(ALNUM, 64)}",
    )
    r.add(
        "coinbase_cdp_api_key",
        f"Coinbase CDP key\nname: organizations/{uid()}/apiKeys/{uid()}\n{pem('EC PRIVATE KEY', 3)}",
        f"coinbase advanced api secret (ECDSA), for koinly sync:\n{pem('EC PRIVATE KEY', 3)}",
    )
    r.add(
        "etherscan_api_key",
        f"etherscan api key {rnd(UPPER + DIGITS, 34)} for contract verification",
        f"ETHERSCAN_API_KEY={rnd(UPPER + DIGITS, 34)}",
    )
    r.add(
        "rpc_provider_key",
        f"alchemy sepolia rpc: https://eth-sepolia.g.alchemy.com/v2/{rnd(URLSAFE, 32)}",
        f"Infura project {hexs(32)}, project secret {hexs(32)} (secret required for IPFS pinning)",
        f"MAINNET_RPC=https://eth-mainnet.g.alchemy.com/v2/{rnd(URLSAFE, 32)}",
    )
    r.add(
        "exchange_2fa_totp_seed",
        f"Kraken 2FA secret (backup, in case the phone dies): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Binance:lena%40example.com?secret={rnd(BASE32, 32)}&issuer=Binance",
        f"HF 2FA setup key {groups(rnd(BASE32, 32).lower(), 4)}",
    )
    r.add(
        "account_recovery_codes",
        f"Hugging Face recovery codes:\n{recovery_codes(6, 'other')}",
        f"github 2fa recovery codes (lena-ml)\n{recovery_codes(8, 'github')}",
        f"Binance backup codes: {recovery_codes(4, 'digits')}",
    )

    # --- household / banking -------------------------------------------------------------
    r.add(
        "nas_admin_password",
        f"Synology DS920+ admin: lena_admin / {human_pw()}",
        f"NAS (http://nas.home.internal:5000) Admin-Passwort: {human_pw()}",
        f"reminder: nas root pw is {human_pw()} – the web UI one is different, see below\nDSM: {human_pw()}",
    )
    r.add(
        "deutsche_bank_login",
        f"Deutsche Bank Online-Banking\nFiliale {digits(3, lead=True)} Konto {digits(7, lead=True)} Unterkonto 00\nPIN {digits(5)}",
        f"DB login: branch {digits(3, lead=True)}, account {digits(7, lead=True)}, pin {digits(5)}. photoTAN on the old iPhone",
        f"deutsche bank pw (neu seit Mai) {human_pw()}",
    )
    r.add(
        "n26_login",
        f"N26: lena.k@example.com / {human_pw()}",
        f"n26 karten-PIN {digits(4)}, app login pw {human_pw()}",
        f"N26 Passwort geändert -> {human_pw()}",
    )
    r.add(
        "elster_certificate_password",
        f"ELSTER Zertifikat (elster-lena-2025.pfx) Passwort: {human_pw()}",
        f"password for the ELSTER .pfx file, needed every year for the Steuererklärung: {human_pw()}",
        f"Mein ELSTER login: cert file is in ~/Documents/Steuern, pw {human_pw()}",
    )
    r.add(
        "credit_card_with_cvv",
        f"Visa (company card for GPU bills): {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"mastercard {luhn('5' + pick('1', '2', '3', '4', '5'))} {card_expiry()} cvc {digits(3)} – for lambda & runpod",
        f"Karte für Binance Einzahlung: {groups(luhn('4'), 4)}, gültig bis {card_expiry()}, Prüfziffer {digits(3)}",
    )
    r.add(
        "wifi_password",
        f"WLAN zuhause: FRITZ!Box 7590 XY, Schlüssel {digits(20)}",
        f"coworking wifi 'acme-members' pw: {human_pw()}",
        f"wpa_passphrase homelab-iot {rnd(ALNUM, 16)}",
    )
    r.add(
        "door_and_alarm_code",
        f"Coworking Mitte Tür-Code nach 20 Uhr: {digits(6)}#",
        f"server room at acme (3rd floor) keypad {digits(4)}, alarm disarm {digits(4)}",
        f"Alarmanlage Wohnung: Code {digits(4)}, Notfall-Code (silent alarm) {digits(4)}",
    )
    r.add(
        "sim_pin_puk",
        f"SIM (Telekom, the 2FA phone): PIN {digits(4)} PUK {digits(8)}",
        f"data SIM in the LTE router: pin {digits(4)}, puk {digits(8)}",
    )
    r.add(
        "paypal_login",
        f"PayPal lena.k@example.com pw {human_pw()}",
        f"paypal (used for HF pro + colab): {human_pw()}",
        f"paypal login changed, the new one:\n{human_pw()}",
    )
    r.add(
        "gpg_backup_passphrase",
        f"gpg passphrase for the encrypted seed backup on the USB stick: {phrase(['kiefer', 'spree', 'nebel', 'hafen', 'falke', 'ampel', 'tresor', 'brezel', 'kranich', 'pflaume', 'regen', 'licht'], 6, '-')}",
        f"restic repo password (checkpoints on B2): {rnd(ALNUM, 32)}",
    )
    r.add(
        "ssh_key_passphrase",
        f"passphrase for ~/.ssh/id_ed25519 (laptop): {phrase(['kiefer', 'spree', 'nebel', 'hafen', 'falke', 'ampel', 'tresor', 'brezel'], 4, ' ')} {digits(2)}",
        f"ssh-add ~/.ssh/gpu_ed25519 -> Enter passphrase: {human_pw()}",
    )
    r.add(
        "redis_password",
        f"redis for the inference queue: redis://:{rnd(ALNUM, 24)}@redis.acme.internal:6379/0",
        f"requirepass {rnd(ALNUM, 32)}   # redis.conf on gpu01",
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf on the laptop\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32",
        f"WireGuard privkey (home tunnel) {wg_key()}",
    )
    r.add(
        "web_session_cookie",
        f"hf session cookie token={rnd(ALNUM, 40)} (for the scraper that checks endpoint status, expires in 30d)",
        f"Cookie: wandb_session={b64u_bytes(48)}; path=/",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    # --- crypto identifiers, public by design -----------------------------------------------
    r.add(
        "eth_wallet_address",
        f"my receiving address (public, ok to share): {eth_addr()}",
        f"send the sepolia test ETH to {eth_addr()} pls",
        f"Ledger account 2 = {eth_addr()}\nLedger account 3 = {eth_addr()}",
        f"cold wallet addr {eth_addr()} – nur empfangen, nie davon signieren ohne Ledger",
    )
    r.add(
        "bitcoin_address",
        f"BTC deposit address (native segwit): {bc1q()}",
        f"taproot addr for the ordinals experiment: {bc1p()}",
        f"Kraken BTC Einzahlungsadresse {bc1q()} (ändert sich manchmal)",
    )
    r.add(
        "extended_public_key",
        f"xpub for the watch-only wallet in Sparrow:\n{xpub('xpub')}",
        f"zpub (BIP84, account 0) for koinly import: {xpub('zpub')}",
        f"watch-only on the NAS uses this xpub, no private keys there: {xpub('xpub')}",
    )
    r.add(
        "eth_transaction_hash",
        f"tx for the deployer funding: {h256()}",
        f"stuck tx, nonce 14, hash {h256()} – speed up or cancel?",
        f"https://sepolia.etherscan.io/tx/{h256()}",
        f"Kraken withdrawal ETH txid {h256()} arrived after 3 min",
    )
    r.add(
        "block_hash",
        f"block {800000 + secrets.randbelow(90000)} hash 0000000000000000000{hexs(45)}",
        f"eth block hash {h256()} (block #{19000000 + secrets.randbelow(2000000)}) for the reproducible fork test",
    )
    r.add(
        "ens_name",
        f"ENS: lena-trains.eth -> resolves to {eth_addr()}",
        "renew kreuzberg-ml.eth before it expires in march!",
        "ens subname gpu.kreuzberg-ml.eth for the bot address",
    )
    r.add(
        "token_contract_address",
        f"USDC on sepolia: {eth_addr()} (official faucet one)",
        f"my ERC-20 test token deployed at {eth_addr()}, verified on etherscan",
        f"Uniswap router {eth_addr()} – double-check before approving",
    )
    r.add(
        "eth_public_key",
        f"uncompressed pubkey of the bot account (for the ecrecover test): 0x04{hexs(128)}",
        f"compressed public key 0x{pick('02', '03')}{hexs(64)} – derived from the xpub, not secret",
    )
    r.add(
        "signed_message_signature",
        f"signature for the airdrop claim (EIP-191 signed msg, public): 0x{hexs(130)}",
        f"SIWE signature I posted in the discord for verification: 0x{hexs(128)}1b",
    )
    r.add(
        "wallet_master_fingerprint",
        f"Ledger master fingerprint {hexs(8)}, derivation m/84'/0'/0'",
        f"Sparrow shows fingerprint {hexs(8).upper()} for the Trezor – matches the passphrase wallet? check",
    )
    r.add(
        "solana_address",
        f"phantom sol address: {rnd(BASE58, 44)}",
        f"SOL receive {rnd(BASE58, 43)} (for the hackathon prize)",
    )
    r.add(
        "ipfs_cid",
        f"NFT metadata pinned at ipfs://bafybei{rnd(BASE32.lower(), 52)}",
        f"model card mirror on IPFS: Qm{rnd(BASE58, 44)}",
    )
    r.add(
        "exchange_order_reference",
        f"Kraken order {kraken_txid('O')} filled, 0.05 BTC @ {60000 + secrets.randbelow(9000)} EUR",
        f"Kraken ledger id {kraken_txid('L')} for the fee refund",
        f"binance orderId {digits(11, lead=True)}, clientOrderId web_{hexs(32)}",
    )
    r.add(
        "exchange_deposit_memo",
        f"XRP deposit on Kraken needs destination tag {digits(9, lead=True)} – not a secret, just don't forget it",
        f"binance ATOM memo {digits(9, lead=True)}",
    )
    r.add(
        "bip39_discussion",
        "BIP39: 12 words = 128 bit entropy + 4 bit checksum, 24 words = 256 + 8. the last word is partly checksum, so random 24 words are usually invalid",
        "note to self: the wordlist has 2048 words, first 4 letters are unique. Cryptosteel only needs 4 letters per word",
        "Should I use a 25th word (passphrase)? Pro: plausible deniability. Con: if I forget it the funds are gone. Decide before moving savings",
        "Seed phrase for the Ledger is ONLY on the steel plate in the Bankschließfach. never type it into anything, never photo",
    )
    r.add(
        "derivation_path",
        "derivation paths: m/44'/60'/0'/0/0 (MetaMask, Ledger Live), m/84'/0'/0' (BTC native segwit), m/86'/0'/0' (taproot)",
        "ledger live vs legacy path: m/44'/60'/0'/0 – if accounts 'missing' try the other one",
    )

    # --- ML artefacts -------------------------------------------------------------------------
    r.add(
        "hf_model_repo_id",
        "base model: meta-llama/Llama-3.1-8B-Instruct, tokenizer from the same repo",
        f"pushed adapter to lena-ml/llama31-8b-doccls-lora-r{pick(8, 16, 32)} (private repo)",
        "try mistralai/Mistral-7B-v0.3 and Qwen/Qwen2.5-7B-Instruct next week",
    )
    r.add(
        "hf_revision_sha",
        f"pin the revision! AutoModel.from_pretrained('lena-ml/doccls-base', revision='{hexs(40)}')",
        f"dataset revision {hexs(40)} is the one before the dedup fix",
        f"HF commit {hexs(40)[:7]} = v2 weights (after lr sweep)",
    )
    r.add(
        "safetensors_checksum",
        f"model-00001-of-00004.safetensors sha256 {hexs(64)}",
        f"sha256sum adapter_model.safetensors\n{hexs(64)}  adapter_model.safetensors",
        f"checksums for the release:\n{hexs(64)}  model-00001-of-00002.safetensors\n{hexs(64)}  model-00002-of-00002.safetensors",
    )
    r.add(
        "wandb_run_id",
        f"best run so far: wandb run {run_id()} (lr 2e-4, r=16), report link in the project",
        f"https://wandb.ai/lena-ml/doccls/runs/{run_id()}",
        f"resume: wandb.init(id='{run_id()}', resume='must')",
        f"runs {run_id()}, {run_id()}, {run_id()} diverged at step ~3k, ignore them",
    )
    r.add(
        "experiment_uuid",
        f"mlflow experiment id {digits(18, lead=True)}, run {hexs(32)}",
        f"Optuna study uuid {uid()} – 200 trials, storage on the feature-store pg",
        f"experiment {uid()} is the ablation without the synthetic data",
    )
    r.add(
        "dataset_hash",
        f"dvc: data/train.parquet md5 {hexs(32)}",
        f"dataset fingerprint (datasets lib) {hexs(16)} after map(tokenize)",
        f"train split v3 sha256={hexs(64)}, 1.24M rows",
    )
    r.add(
        "git_commit_sha",
        f"regression started with commit {hexs(40)}, bisect later",
        f"pip install git+https://github.com/acme-ml/trainer.git@{hexs(40)}",
        f"tagged v0.4.2 at {hexs(7)}; hotfix cherry-picked from {hexs(7)}",
    )
    r.add(
        "docker_image_digest",
        f"FROM nvcr.io/nvidia/pytorch:24.05-py3@sha256:{hexs(64)}",
        f"pushed lenaml/vllm-serve:0.6.3 digest sha256:{hexs(64)}",
        f"docker pull ghcr.io/acme-ml/trainer@sha256:{hexs(64)}",
    )
    r.add(
        "pip_hash_pin",
        f"torch==2.4.1 \\\n    --hash=sha256:{hexs(64)}",
        f"requirements.lock has flash-attn 2.6.3 --hash=sha256:{hexs(64)}",
    )
    r.add(
        "rng_seed_and_hyperparams",
        "seed=42, lr=3e-4, warmup=500, bs=64 (grad accum 4), wd=0.01, cosine",
        f"torch.manual_seed({digits(4, lead=True)}); np.random.seed({digits(4, lead=True)}) – seeds for the 3 repeats: 13, 1337, 2024",
        f"lora: r=16 alpha=32 dropout=0.05 target=q_proj,v_proj | seed {digits(6, lead=True)}",
        "PYTHONHASHSEED=0 CUBLAS_WORKSPACE_CONFIG=:4096:8 for determinism",
    )
    r.add(
        "checkpoint_filename",
        f"best ckpt: checkpoints/doccls-step{digits(5, lead=True)}-{hexs(8)}.pt",
        f"s3://acme-ml-ckpts/runs/{run_id()}/global_step{digits(4, lead=True)}/mp_rank_00_model_states.pt",
    )
    r.add(
        "paper_and_dataset_refs",
        f"cite arXiv:{pick('2403', '2407', '2411', '2502')}.{digits(5)} (the DPO variant) and doi:10.{digits(4, lead=True)}/{rnd(LOWER + DIGITS, 9)}",
        f"zenodo record {digits(8, lead=True)} for the annotated corpus",
    )

    # --- keys that are public, or only named -----------------------------------------------------
    r.add(
        "ssh_public_key",
        f"add to lambda dashboard: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lena@thinkpad",
        f"authorized_keys on gpu01:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lena@thinkpad\nssh-rsa {ssh_pub('ssh-rsa', 260)} ci@runner",
        f"public key for runpod (the .pub, not the private one!): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} runpod",
    )
    r.add(
        "key_fingerprint",
        f"gpu01 host key SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519) – verify on first connect",
        f"my GPG fingerprint {groups(hexs(40).upper(), 4)}",
        f"ssh-keygen -lf lambda_ed25519.pub -> 256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} lena@thinkpad (ED25519)",
    )
    r.add(
        "wireguard_public_key",
        f"[Peer] # gpu01\nPublicKey = {wg_key()}\nEndpoint = gpu01.acme.internal:51820\nAllowedIPs = 10.66.0.1/32",
        f"laptop wg pubkey {wg_key()} (send this to the homelab config, not the private key)",
    )
    r.add(
        "age_public_recipient",
        f"backup recipient (age public key): {age_public_key()}",
        f"age -r {age_public_key()} -o ckpt.tar.age ckpt.tar",
    )
    r.add(
        "publishable_client_key",
        f"mapbox public token for the demo map (URL-restricted, fine in frontend): pk.{b64u_bytes(40)}.{rnd(URLSAFE, 22)}",
        f"Google OAuth client id (public part) {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"posthog project key phc_{rnd(ALNUM, 43)} – it's the client-side one, fine in the web app",
    )
    r.add(
        "api_key_name_without_value",
        "HF tokens: 'laptop-write' (write), 'ci-read' (read), 'endpoint-bot' (fine-grained, inference only)",
        "OpenAI project evals-berlin has 2 keys: 'harness' and 'notebook'. the notebook one has a $20 budget",
        f"Kraken key 'tax-export' – permissions: query funds, query ledger. nonce window {digits(4, lead=True)}",
        "W&B: service account 'ci-bot' in team acme-ml, key lives in the GH Actions secret WANDB_API_KEY",
    )
    r.add(
        "redacted_api_key",
        f"billing dashboard shows sk-proj-...{rnd(ALNUM, 4)} used 41 USD this month – which one is that?",
        f"anthropic console: key sk-ant-api03-{rnd(URLSAFE, 4)}...{rnd(URLSAFE, 4)}AA last used yesterday",
        f"HF token hf_****{rnd(LOWER + UPPER, 4)} is the one on gpu01",
        f"groq key ending in ...{rnd(ALNUM, 4)} belongs to the demo project",
    )
    r.add(
        "revoked_or_rotated_key",
        "rotated the OpenAI key after it showed up in a notebook output on GitHub. old one revoked 14:20, new one only in 1Password",
        "Docker Hub token 'ci-push' deleted – replaced by org access token, update the GH secret DOCKERHUB_TOKEN",
        "Binance API key removed after the IP change. need to create a new one with the new static IP",
        "revoked the HF write token, the laptop now only has a read token. re-login with huggingface-cli login when pushing",
    )
    r.add(
        "secret_location_reference",
        "Ledger PIN and the 25th word: NOT here. in my head + sealed envelope at Mama's",
        "All API keys are in 1Password vault 'ML', item names = provider names. .env files get generated by op inject",
        "vault path for the feature-store creds: secret/data/ml/featurestore/prod (key: password)",
        "ELSTER cert password is on the paper in the Steuer-Ordner, page 1",
    )
    r.add(
        "env_var_reference",
        "needed env vars for the trainer: HF_TOKEN, WANDB_API_KEY, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL",
        "export OPENAI_API_KEY=$(op read op://ML/OpenAI/credential)",
        "docker run --env-file .env.local -e ANTHROPIC_API_KEY ... (value comes from the shell, not the file)",
    )
    r.add(
        "password_policy_talk",
        "ELSTER cert password must be 8+ chars, and you can't recover it – lost it once, had to re-register (took 2 weeks by post)",
        "Deutsche Bank PIN is 5 digits, N26 wants 8+ chars password. changed both in June",
        "Ledger: 3 wrong PINs = wipe. use 8 digits this time, not 4",
        "NAS: enforce 16 char min for all users + 2FA for admin, disabled the default admin account",
    )
    r.add(
        "twofa_setup_note",
        "2FA everywhere: Kraken (Yubikey + TOTP in Aegis), Binance (TOTP), HF (TOTP), GitHub (passkey). backup codes printed, in the Ordner",
        "Aegis export is encrypted, backup file aegis-export-20250112.json on the NAS",
    )
    r.add(
        "supabase_anon_key",
        "supabase anon key is public by design (RLS protects the data), only the service_role key must stay secret",
        f"SUPABASE_URL=https://{rnd(LOWER, 20)}.supabase.co  (anon key in the frontend bundle is ok, RLS is on)",
    )

    # --- infra identifiers -----------------------------------------------------------------------
    r.add(
        "cloud_resource_ids",
        f"lambda instance {hexs(32)} (gpu_1x_h100_pcie, us-east-1) – terminate after the sweep!",
        f"runpod pod id {rnd(LOWER + DIGITS, 14)}, volume {rnd(LOWER + DIGITS, 10)}",
        f"ec2 i-0{hexs(16)} (g5.2xlarge) in eu-central-1, vpc-{hexs(17)}",
    )
    r.add(
        "aws_arn",
        f"role arn:aws:iam::{aws_account()}:role/ml-training-s3-reader",
        f"bucket policy on arn:aws:s3:::acme-ml-datasets/* for account {aws_account()}",
        f"SageMaker endpoint arn:aws:sagemaker:eu-central-1:{aws_account()}:endpoint/doccls-v2",
    )
    r.add(
        "object_storage_path",
        f"s3://acme-ml-datasets/raw/{uid()}/part-0000{secrets.randbelow(10)}.parquet",
        "minio bucket: homelab/ckpts/doccls/, lifecycle 30d on tmp/",
    )
    r.add(
        "gpu_and_driver_versions",
        "gpu01: 2x RTX 4090, driver 550.54.15, CUDA 12.4, torch 2.4.1+cu124, flash-attn 2.6.3, vllm 0.6.3.post1",
        "H100 node: nvidia-smi says 'NVIDIA H100 80GB HBM3', driver 535.183.01, NCCL 2.21.5",
        "conda env ml311: python 3.11.9, transformers 4.46.2, peft 0.13.2, accelerate 1.1.1",
    )
    r.add(
        "hardware_serials",
        f"RTX 4090 serial {digits(13, lead=True)}, warranty until 2026 (bought at Alternate)",
        f"NAS disks: WD-WX{rnd(UPPER + DIGITS, 10)}, WD-WX{rnd(UPPER + DIGITS, 10)} (RAID1)",
        f"Ledger Nano S Plus S/N {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "network_addresses",
        f"gpu01 = 192.168.178.{secrets.randbelow(200) + 20}, NAS = 192.168.178.{secrets.randbelow(200) + 20}, tailnet gpu01.tail{hexs(5)}.ts.net",
        f"NAS MAC {mac(':', True)} – DHCP reservation in the Fritzbox",
        "jupyter only on 127.0.0.1:8888, ssh tunnel from laptop. mlflow at mlflow.acme.internal:5000",
    )
    r.add(
        "phone_imei",
        f"old iPhone (photoTAN device) IMEI {luhn('35', 15)}",
        f"2FA phone IMEI {luhn('35', 15)}, Telekom contract nr {digits(10, lead=True)}",
    )

    # --- money, orders, household ----------------------------------------------------------------
    r.add(
        "invoice_iban",
        f"freelance invoice footer: IBAN {de_iban()}, BIC DEUTDEBBXXX, Steuernr. on request",
        f"Rechnung an acme GmbH: bitte überweisen an {de_iban()} (N26, BIC NTSBDEB1XXX)",
        f"landlord's IBAN for the Miete: {de_iban()}",
    )
    r.add(
        "masked_card_reference",
        f"lambda bills go to the Visa ending {digits(4)}",
        f"N26 card **** **** **** {digits(4)} expired {card_expiry(24, 1)}, new card arrived",
    )
    r.add(
        "invoice_number",
        f"Lambda invoice INV-{digits(8, lead=True)} (412.80 USD) – forward to Steuerberater",
        f"RE-2025-{digits(4)} an acme GmbH, fällig in 14 Tagen",
        f"Hetzner Rechnung R{digits(10, lead=True)} für den GPU server",
    )
    r.add(
        "order_and_tracking_numbers",
        f"Amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)} (NVMe 4TB)",
        f"DHL Sendungsnummer 00340434{digits(12)} – Ledger replacement cable",
        f"Alternate Bestellung {digits(9, lead=True)}, tracking {rnd(UPPER, 2)}{digits(9)}DE",
    )
    r.add(
        "support_ticket",
        f"HF support ticket #{digits(6, lead=True)} about the endpoint billing",
        f"Kraken support case {digits(8, lead=True)} (withdrawal delay), response within 48h",
        f"acme jira MLOPS-{digits(4, lead=True)}: feature store latency",
    )
    r.add(
        "elster_transfer_ticket",
        f"ELSTER Übermittlung ok, Transferticket {rnd('abcdefghijklmnopqrstuvwxyz0123456789', 2)}{digits(1)}{rnd(LOWER + DIGITS, 10)}",
        f"Einkommensteuer 2024 sent, ELSTER transfer ticket {rnd(LOWER + DIGITS, 13)}, Bescheid expected ~6 weeks",
    )
    r.add(
        "bank_identifiers",
        "Deutsche Bank BLZ 100 700 24, BIC DEUTDEDBBER (Berlin)",
        "N26 BIC NTSBDEB1XXX, Kundenservice only via app chat",
    )
    r.add(
        "safe_deposit_box",
        f"Bankschließfach Nr. {digits(4)} (Sparkasse Mitte), key #2 in the drawer at home",
        "steel plate backup location: Schließfach. Second copy (Shamir share 2 of 3) at Jonas'",
    )
    r.add(
        "coupon_and_product_codes",
        f"lambda promo code {rnd(UPPER, 6)}{digits(2)} gave 50 USD credits (one-time, already redeemed)",
        f"EAN of the NAS drive {ean13('40')} – reorder the same",
        f"Alternate Gutschein {rnd(UPPER + DIGITS, 10)} used on the 4090 order",
    )
    r.add(
        "licence_plate",
        f"Car share pickup: B-{rnd(UPPER, 2)} {digits(4, lead=True)}E (electric)",
        f"parking ticket for B-{rnd(UPPER, 2)} {digits(3, lead=True)} – pay by Friday",
    )
    r.add(
        "contact_numbers",
        f"Coworking Mitte front desk +49 30 {digits(7, lead=True)}, Hausmeister +49 151 {digits(8, lead=True)}",
        f"Steuerberater Fr. Wagner 030 {digits(6, lead=True)}-{digits(2)}",
    )
    r.add(
        "postal_address",
        "deliveries to the coworking: acme Space, Torstraße 109, 10119 Berlin, 3. OG",
        f"Packstation {digits(3, lead=True)}, 10997 Berlin – Postnummer is on the DHL card",
    )
    r.add(
        "exchange_account_ids",
        f"Kraken public account id AA{digits(2)} N{digits(2)}G {rnd(UPPER, 4)} – for support only",
        f"Binance UID {digits(9, lead=True)} (for the referral, public)",
    )
    r.add(
        "gas_and_nonce_note",
        f"sepolia deployer nonce is at {secrets.randbelow(90) + 10}, gas price 1.5 gwei, gas limit {digits(7, lead=True)}",
        "mainnet base fee ~12 gwei sunday mornings – good time for the ENS renewal",
    )
    return r


def main() -> None:
    write_corpora("make_heldout135.py", [
        ("heldout135_credentials.yaml", credentials(), "batch 135 (Berlin ML engineer and crypto hobbyist), written blind; every value synthetic"),
        ("heldout135_lookalikes.yaml", lookalikes(), "batch 135 look-alikes: wallet addresses, ML hashes and run ids, named or revoked keys, written blind"),
    ])


if __name__ == "__main__":
    main()
