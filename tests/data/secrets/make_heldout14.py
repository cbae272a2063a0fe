# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout14_credentials.yaml and heldout14_lookalikes.yaml: the fourteenth blind batch.

The batch imitates the notes a memory-keeping assistant writes after a month of long
conversations with many different people: a freelance translator, a PhD student, a site
reliability engineer, a dentist's receptionist, a radio amateur, a crypto trader, a school IT
coordinator, a music producer, a retiree who keeps the family's accounts and a startup CTO.
About a quarter of the notes are in French, German, Spanish, Italian, Portuguese, Dutch,
Polish, Swedish or Japanese.

It was written blind: without reading the detector, its tests or the earlier corpora (only the
helpers of make_heldout.py are reused). Every secret is synthetic, drawn at run time from the
`secrets` module, with hosts under `.test`, `.internal`, `.example` or `acme`; a rerun draws
new values. Run `python tests/data/secrets/make_heldout14.py` to redraw.
"""

from __future__ import annotations

import base64
import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    bitlocker_key,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    openssh_private,
    pem,
    pem_body,
    phrase,
    png,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDLIST = (
    "abandon ability absorb acoustic actor adapt advice aerobic afford agent airport alarm album alley "
    "almost amateur anchor ancient animal ankle antenna antique apple april arctic arena armor arrow "
    "artist aspect asthma athlete atom auction august autumn avocado awake axis bacon badge balcony "
    "bamboo banana barrel basket battle beach beauty bench bicycle biology blanket blossom blouse "
    "bonus border bounce bracket brass breeze brick broccoli bronze bubble buffalo bundle cabbage "
    "cabin cactus canal candy canoe canvas canyon captain carbon cargo castle catalog cattle ceiling "
    "celery cement cereal chalk chapter cherry chimney cinnamon citizen clarify clinic cluster coconut "
    "coffee comic copper coral cotton coyote cradle crater cricket crystal cupboard curtain cushion "
    "dance daring dawn debris december decorate deer dentist deposit desert diagram diamond diesel "
    "dinosaur dolphin donkey dragon drama drift dune dutch dwarf eagle earth echo ecology elbow "
    "elegant elephant elevator embark emerge empower engine enrich envelope episode erosion essay "
    "estate evoke exhibit exotic fabric faculty fantasy fashion february fence festival fiber fiction "
    "flame flavor fossil fragile frequent fringe frost furnace galaxy garlic gather giraffe glacier "
    "globe gorilla gospel gravity guitar hamster harbor hazard helmet hobby hockey horizon hybrid "
    "iceberg igloo immune inherit insect island ivory jaguar jazz jungle kangaroo kettle kidney kiwi "
    "ladder lagoon lantern laptop lava lemon leopard liberty lizard lobster lumber lyrics magnet "
    "mammal mango marble meadow melody mercy meteor mirror monkey mosquito muffin museum napkin "
    "nephew noodle nurse oasis obey ocean olive orbit orchard ostrich oxygen oyster paddle palace "
    "panda parade pelican pepper piano pigeon planet plastic pluck poem pottery prairie pudding "
    "pumpkin puzzle pyramid quantum quarter rabbit raccoon radar raven recipe reptile rhythm ribbon "
    "rocket rubber saddle salmon satoshi scatter scorpion sculpture season shrimp silver sketch "
    "slogan smoke snack soccer spider spray squirrel stadium sunset swamp symbol tobacco tomato "
    "tornado tortoise trumpet tuition tunnel turtle umbrella unicorn uphold valley velvet violin "
    "volcano voyage walnut warrior wheat whisper window winter wisdom wolf yellow zebra zoo"
)
WORDS = WORDLIST.split()

MONTHS = range(1, 13)


def two(n: int) -> str:
    """A two-digit month or year field."""
    return f"{n:02d}"


def expiry() -> str:
    return f"{two(secrets.choice(MONTHS))}/{two(26 + secrets.randbelow(5))}"



def filevault() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(6))




def urlb64(n: int) -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(n)).decode().rstrip("=")


def call(prefix: str) -> str:
    """An amateur radio callsign: a prefix with its digit, then a two or three letter suffix."""
    return prefix + "".join(secrets.choice(UPPER) for _ in range(secrets.choice([2, 3])))


def credentials() -> list[tuple[str, str]]:
    r = Rows()
    r.add("wifi_passphrase",
          f"Remember: Marguerite's studio Wi-Fi is \"Atelier-5G\" and the key is {rnd(ALNUM, 14)}; she said User can use it on Thursdays.",
          f"Setup notes for the dental practice:\n- staff network PRAXIS-INTERN (WPA2)\n- passphrase {pw()}\n- the patient network is separate and open",
          f"WLAN bei den Eltern: SSID FRITZ!Box 7590 {rnd(UPPER, 2)}, WLAN-Schlüssel {digits(20)} (steht auf der Unterseite, hat User abgetippt).")
    r.add("door_code",
          f"Code de l'immeuble chez Léa : {digits(4)}B à la porte de la rue, puis {digits(4)} pour l'ascenseur. 3e étage gauche.",
          f"User's key box at the holiday cottage opens with {digits(4)}; it hangs behind the left drainpipe.",
          f"Decided: the server room at the school keeps badge + PIN. Door PIN is now {digits(6)} (changed after the summer).")
    r.add("safe_combination",
          f"Dad's safe in the study: right to {secrets.randbelow(90) + 5}, left once past it to {secrets.randbelow(90) + 5}, right to {secrets.randbelow(90) + 5}. Passports and the will are in there.",
          f"Cassaforte a casa della nonna: combinazione {digits(6)}. Dentro ci sono i documenti della pensione e l'oro.")
    r.add("alarm_code",
          f"Alarm at the practice: disarm code {digits(4)}, duress code {digits(4)}. Only Dr. Okafor and the receptionist know them.",
          f"Alarmcode van oma's huis: {digits(4)} gevolgd door #. De meldkamer vraagt dan het codewoord \"{secrets.choice(['tulpen', 'molen', 'fietsbel'])}{digits(2)}\".")
    r.add("sim_pin_puk",
          f"User's Orange SIM (the travel phone): PIN {digits(4)}, PUK {digits(8)}.",
          f"Tarjeta SIM del móvil de mamá: PIN {digits(4)} · PUK {digits(8)}. La tarjeta de plástico ya se tiró, así que solo está aquí.")
    r.add("card_pin",
          f"Mum asked me to remember her Visa debit PIN because she keeps forgetting it: {digits(4)}.",
          f"Bankkortets PIN-kod till pappas konto: {digits(4)}. Han vill att den sparas här tills han lärt sig den.")
    r.add("payment_card",
          f"Company card for ad spend: {groups(luhn('4'), 4)}, exp {expiry()}, CVC {digits(3)}, name NOVA LABS LTD.",
          f"Card on file for the hosting renewal (User pasted it):\nMastercard {luhn('5')}\nvalid thru {expiry()}\nCVV {digits(3)}",
          f"Cartão da empresa para os anúncios: {groups(luhn('4'), 4)}, validade {expiry()}, código de segurança {digits(3)}.")
    r.add("online_banking",
          f"Banque en ligne (Crédit Agricole) pour Papa : identifiant {digits(11, True)}, code personnel {digits(6)}.",
          f"User's credit union login: member number {digits(8, True)}, password {pw()}, security answer (first pet) {secrets.choice(['Biscuit', 'Pepper', 'Rolo'])}{digits(2)}.",
          f"Remember for the joint account: membership number {digits(12, True)}, passcode {digits(5)}, memorable word {secrets.choice(['harbour', 'lavender', 'kestrel'])}{digits(2)}.")
    r.add("voicemail_pin",
          f"Voicemail on the reception line: dial *86, mailbox 200, PIN {digits(6)}.",
          f"De provider heeft de voicemail-pincode van User teruggezet naar {digits(4)} na de simwissel.")
    r.add("email_app_password",
          f"Gmail app password for Thunderbird on the old laptop: {groups(rnd(LOWER, 16), 4)}",
          f"The scanner at school sends mail through Outlook with the app password {rnd(LOWER, 16)} (normal MFA login doesn't work there).",
          f"翻訳用のGmailアカウントのアプリパスワード: {groups(rnd(LOWER, 16), 4)}（Thunderbirdに設定済み）")
    r.add("password_manager_master",
          f"User's KeePassXC master password: {phrase(WORDS, 5, '-')}-{digits(2)}. The .kdbx file is on the blue USB stick.",
          f"1Password emergency kit, typed out by User:\nSecret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}\nAccount password {pw()}")
    r.add("disk_encryption_key",
          f"BitLocker recovery key for the reception PC:\n{bitlocker_key()}",
          f"FileVault recovery key for the studio Mac mini: {filevault()}",
          f"Hasło do LUKS na laptopie (doktorat): \"{phrase(WORDS, 4)} {digits(3)}\" — bez tego dysk się nie odblokuje.")
    r.add("apple_id",
          f"Mormors Apple-ID är rosa.lindqvist@mail.example, lösenord {pw()}, återställningsnyckel {groups(rnd(UPPER + DIGITS, 28), 4, '-')}.",
          f"Managed Apple ID for the school iPad cart: ipadcart@school.example, temporary password {rnd(ALNUM, 12)} until the first sign-in.")
    r.add("streaming_login",
          f"Netflix der Familie: familie.huber@mail.example / {pw()}. User teilt den Zugang mit den Enkeln.",
          f"Spotify family plan owner account: producer.ines@mail.example, password {pw()}")
    r.add("gov_portal",
          f"impots.gouv.fr pour Papa : numéro fiscal {digits(13, True)}, mot de passe {pw()}.",
          f"ELSTER: die Zertifikatsdatei liegt auf dem USB-Stick, das Passwort dazu lautet {pw()}.")
    r.add("totp_secret",
          f"otpauth://totp/Binance:trader.kim%40mail.example?secret={rnd(BASE32, 16)}&issuer=Binance",
          f"2FA setup key the exchange showed (User typed it by hand): {groups(rnd(BASE32, 32), 4)}",
          f"TOTP-hemlighet för radioklubbens gemensamma adminkonto: {rnd(BASE32, 32)} (läggs in i Aegis på klubbens surfplatta).")
    r.add("backup_codes",
          "Google Workspace super-admin backup codes for the school:\n" + "\n".join("   ".join(f"{digits(4)} {digits(4)}" for _ in range(2)) for _ in range(5)),
          "GitHub recovery codes for the CTO account:\n" + recovery_codes(7, "github"),
          "Códigos de respaldo de Discord de User (cada uno sirve una vez):\n" + "\n".join(f"{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for _ in range(6)))
    r.add("seed_phrase",
          f"Wallet recovery phrase (MetaMask, the trading account): {phrase(WORDS, 12)}",
          "Ledger backup sheet, 24 words as written:\n" + "\n".join(" ".join(f"{i + j + 1}. {secrets.choice(WORDS)}" for j in range(6)) for i in range(0, 24, 6)),
          f"Wiederherstellungsphrase der Hardware-Wallet: {phrase(WORDS, 18)}")
    r.add("hw_wallet_pin",
          f"Trezor PIN {digits(6)}; hidden wallet passphrase \"{phrase(WORDS, 2)}\".",
          f"O PIN da Ledger Nano é {digits(8)}. O User guarda o aparelho na gaveta debaixo da impressora.")
    r.add("eth_private_key",
          f"MetaMaskのアカウント2からエクスポートした秘密鍵: 0x{hexs(64)}",
          f"Hot wallet for the arbitrage bot:\nWALLET_ADDRESS=0x{hexs(40)}\nPRIVATE_KEY={hexs(64)}")
    r.add("exchange_api",
          f"Binance API for the grid bot (spot only, no withdrawals):\napiKey {rnd(ALNUM, 64)}\nsecretKey {rnd(ALNUM, 64)}",
          f"Kraken API key {rnd(B64, 56)}\nprivate key {b64(secrets.token_bytes(64))}",
          'Coinbase CDP key for the tax export:\nname: "organizations/' + uid() + '/apiKeys/' + uid() + '"\n' + pem("EC PRIVATE KEY", 3))
    r.add("openai_key",
          f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
          f"The translator's glossary script uses the OpenAI key sk-proj-{rnd(URLSAFE, 48)}T3BlbkFJ{rnd(URLSAFE, 48)} (billing on her card).",
          f"Clé API OpenAI pour le stage d'Hugo : sk-{rnd(ALNUM, 48)}")
    r.add("anthropic_key",
          f"ANTHROPIC_API_KEY=sk-ant-api03-{rnd(URLSAFE, 93)}AA",
          f"Claude key for the lab's annotation tool: sk-ant-api03-{rnd(URLSAFE, 93)}AA, owner is the PhD student.")
    r.add("hf_token",
          f"Jeton Hugging Face (écriture) pour pousser les checkpoints de la thèse : hf_{rnd(ALNUM, 34)}",
          f"huggingface-cli login --token hf_{rnd(ALNUM, 34)}")
    r.add("wandb_key",
          f"WANDB_API_KEY={hexs(40)}",
          f"~/.netrc on the cluster:\nmachine api.wandb.ai\n  login user\n  password {hexs(40)}")
    r.add("github_token",
          f"GitHub classic token for the release script: ghp_{rnd(ALNUM, 36)}",
          f"Fine-grained PAT (contents: read/write on acme/infra): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"gh CLI hosts.yml from the build box:\ngithub.com:\n    user: acme-ci\n    oauth_token: gho_{rnd(ALNUM, 36)}\n    git_protocol: https")
    r.add("gitlab_token",
          f"GitLab PAT for the mirror job: glpat-{rnd(URLSAFE, 20)}",
          f"gitlab-runner register --url https://gitlab.acme.test --token glrt-{rnd(URLSAFE, 20)}")
    r.add("docker_pat",
          f"docker login -u acmebuild -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"Docker Hub access token for the school's image mirror: dckr_pat_{rnd(URLSAFE, 27)}")
    r.add("slack_token",
          f"SLACK_BOT_TOKEN=xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"User token for the export script (has admin scope!): xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}")
    r.add("chat_webhook",
          f"Incoming webhook for #oncall alerts: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"Discord webhook for the radio club's net reminders: https://discord.com/api/webhooks/{digits(19, True)}/{rnd(URLSAFE, 68)}",
          f"Teams-Webhook für den Kanal IT-Störungen: https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}")
    r.add("stripe_secret",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}",
          f"Restricted key for the analytics job (read-only charges): rk_live_51{rnd(ALNUM, 97)}",
          f"Stripe webhook signing secret for /billing/hook: whsec_{rnd(ALNUM, 32)}")
    r.add("aws_access_key",
          f"~/.aws/credentials on User's laptop:\n[prod]\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(ALNUM + '+/', 40)}",
          f"export AWS_ACCESS_KEY_ID=AKIA{rnd(UPPER + DIGITS, 16)}\nexport AWS_SECRET_ACCESS_KEY={rnd(ALNUM + '+/', 40)}",
          f"Der IAM-User backup-nas hat den Zugriffsschlüssel AKIA{rnd(UPPER + DIGITS, 16)} mit geheimem Schlüssel {rnd(ALNUM + '+/', 40)}.")
    r.add("gcp_key",
          f"Unrestricted Google Maps server key used by the clinic's booking backend: AIza{rnd(URLSAFE, 35)}",
          '{"type": "service_account", "client_email": "exporter@acme-lab.iam.gserviceaccount.com", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(90)) + '\\n-----END PRIVATE KEY-----\\n"}')
    r.add("azure_secret",
          f"App registration \"intune-sync\": client id {uid()}, client secret {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.-', 34)}",
          f"AZURE_CLIENT_SECRET={rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.-', 34)}")
    r.add("supabase_service_key",
          f"SUPABASE_SERVICE_ROLE_KEY={jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': 1735000000, 'exp': 2050576000})}",
          f"The service_role key (bypasses RLS) for the beta project: {jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': 1738000000, 'exp': 2053576000})}")
    r.add("dropbox_token",
          f"Dropbox token for the stems upload script: sl.B{rnd(URLSAFE, 135)}",
          f"DROPBOX_REFRESH_TOKEN={rnd(ALNUM, 11)}AAAAAAAAAA{rnd(URLSAFE, 43)}")
    r.add("deepl_key",
          f"DeepL API Free key for the CAT plugin: {uid()}:fx",
          f"Clave de la API de DeepL Pro de la agencia: {uid()}")
    r.add("cloudflare_token",
          f"Cloudflare API token (Zone.DNS edit on acme.test): {rnd(URLSAFE, 40)}",
          f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)} for the certbot DNS challenge")
    r.add("ssh_private_key",
          "Deploy key for the thesis repo on the cluster:\n" + openssh_private(),
          openssh_private(),
          "Chiave privata per il server del coro (Luca l'ha incollata):\n" + pem("RSA PRIVATE KEY", 5))
    r.add("tls_private_key",
          "Private key for the wildcard cert *.acme.test:\n" + pem("PRIVATE KEY", 5),
          "nginx ssl_certificate_key contents:\n" + pem("EC PRIVATE KEY", 2))
    r.add("database_url",
          f"DATABASE_URL=postgres://app_owner:{rnd(ALNUM, 24)}@db.acme.internal:5432/app?sslmode=require",
          f"mysql -h 10.20.0.5 -u wp_admin -p'{pw()}' wordpress  (the music blog's DB)",
          f"Connection string for the practice software: Server=DENTAL-SRV\\SQLEXPRESS;Database=Praxis;User Id=sa;Password={pw()};")
    r.add("mongodb_uri",
          f"MONGO_URL=mongodb+srv://trader:{rnd(ALNUM, 18)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.example/bot",
          f"mongosh \"mongodb://admin:{rnd(ALNUM, 16)}@mongo.lab.internal:27017/?authSource=admin\"")
    r.add("redis_url",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.acme.internal:6380/0",
          f"redis-cli -h queue.acme.internal -a {rnd(ALNUM, 24)} --no-auth-warning")
    r.add("bearer_token",
          f"User pasted the request that worked:\ncurl https://api.acme.test/v2/invoices \\\n  -H \"Authorization: Bearer {jwt({'sub': 'svc-billing', 'scope': 'invoices:write', 'iat': 1738000000, 'exp': 2053576000}, alg='RS256', signature=urlb64(256))}\"",
          f"Token für die Übersetzungsplattform-API: Authorization: Token {hexs(40)}",
          f"X-API-Key: {rnd(ALNUM, 32)}  (the admin key for the booking system)")
    r.add("session_cookie",
          f"Cookie: _gitlab_session={hexs(32)}; known_sign_in={rnd(URLSAFE, 40)}",
          f"User's logged-in session on the school MIS, copied from devtools: ASP.NET_SessionId={rnd(LOWER + DIGITS, 24)}; .AspNetCore.Cookies=CfDJ8{rnd(URLSAFE, 180)}",
          f"connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)} (session for the admin panel, valid 30 days)")
    r.add("signed_url",
          f"Presigned download for the mixdown (valid 7 days): https://acme-stems.s3.eu-west-3.amazonaws.com/album/mix-v7.wav?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{rnd(UPPER + DIGITS, 16)}%2F20250312%2Feu-west-3%2Fs3%2Faws4_request&X-Amz-Date=20250312T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={hexs(64)}",
          f"https://storage.googleapis.com/acme-lab-data/corpus.tar?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme-lab.iam.gserviceaccount.com%2F20250402%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20250402T080000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature={hexs(512)}",
          f"Link privado da fatura: https://cdn.acme.test/invoices/2025-03.pdf?Expires=2053576000&Signature={rnd(URLSAFE, 172)}__&Key-Pair-Id=K{rnd(UPPER + DIGITS, 13)}")
    r.add("router_admin",
          f"Router at the cabin (192.168.8.1): admin / {rnd(ALNUM, 10)}",
          f"À retenir : le mot de passe admin de la Livebox chez Léa est {rnd(ALNUM, 8)} (imprimé sous la box, recopié par User).",
          f"Decided: the school's UniFi controller login stays it-admin with password {pw()} until the MSP takes over.")
    r.add("nas_login",
          f"Synology DS920+ at home: user family_admin, password {pw()}. QuickConnect ID is fam-lindqvist.",
          f"Il NAS dello studio (QNAP) si apre con admin / {pw()}.")
    r.add("camera_rtsp",
          f"Doorbell camera stream for Home Assistant: rtsp://admin:{rnd(ALNUM, 12)}@192.168.1.64:554/Streaming/Channels/101",
          f"Kamera w garażu: rtsp://viewer:{pw()}@10.0.0.23/stream1")
    r.add("hpc_ssh_login",
          f"Cluster login for the thesis runs: ssh jdoe@login.hpc.uni.example, password {pw()} (no keys allowed yet).",
          f"sshpass -p '{rnd(ALNUM, 16)}' ssh student42@gpu01.lab.internal",
          f"Mot de passe du compte sur le cluster du labo (login: m.durand): {pw()}")
    r.add("radio_account",
          f"LoTW: the .p12 certificate for {call('DL3')} is protected with the password {pw()}.",
          f"Pi-Star setup notes for the hotspot:\n- DMR ID 2{digits(6)}\n- BrandMeister hotspot security password: {rnd(ALNUM, 12)}",
          f"EchoLink login: callsign {call('SP5')}-L, password {rnd(UPPER + DIGITS, 10)}")
    r.add("practice_software_login",
          f"Practice software (front desk account): user empfang, password {pw()}",
          f"Remember: the card terminal's supervisor PIN is {digits(6)}; needed for refunds.",
          f"Login del gestionale dello studio dentistico: reception2 / {pw()}")
    r.add("school_admin",
          f"Google Workspace super-admin for the school: admin@school.example, password {pw()}",
          f"Decided: all new Year 7 accounts start with the shared password {secrets.choice(['Welcome', 'Spring', 'Harbor'])}{digits(4)}! and must change it on first login.",
          f"Intune enrollment: DEM account enroll@school.example / {pw()}; Apple School Manager token file is on the IT share.")
    r.add("home_assistant_token",
          f"Home Assistant long-lived access token for the Node-RED flows: {jwt({'iss': hexs(32), 'iat': 1736000000, 'exp': 2051360000})}",
          f"HASS_TOKEN={jwt({'iss': hexs(32), 'iat': 1740000000, 'exp': 2055360000})}")
    r.add("mqtt_login",
          f"Mosquitto auf dem Pi: Benutzer zigbee2mqtt, Kennwort {rnd(ALNUM, 18)}",
          f"mqtt:\n  server: mqtt://192.168.1.20:1883\n  user: tasmota\n  password: {rnd(ALNUM, 16)}")
    r.add("vpn_psk",
          f"IPsec site-to-site with the clinic branch: pre-shared key {rnd(ALNUM, 32)}",
          f"L2TP-VPN der Schule: Server vpn.schule.example, Benutzer lehrer, gemeinsamer Schlüssel {rnd(ALNUM, 20)}")
    r.add("wireguard_key",
          f"WireGuard config for the producer's laptop:\n[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.66.0.4/32\nDNS = 10.66.0.1",
          f"wg set wg0 private-key <(echo {b64(secrets.token_bytes(32))})")
    r.add("keystore_password",
          f"Android release signing: upload-keystore.jks, storePassword {rnd(ALNUM, 16)}, keyAlias upload, keyPassword {rnd(ALNUM, 16)}",
          f"Hasło do magazynu kluczy aplikacji (release.keystore): {pw()}")
    r.add("gpg_passphrase",
          f"Passphrase for User's GPG signing subkey: \"{phrase(WORDS, 6)}\"",
          f"GnuPG-Passphrase für die Backup-Verschlüsselung (duplicity): {pw()}")
    r.add("telegram_bot",
          f"Telegram bot for price alerts: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
          f"Token del bot Telegram del club (promemoria della net): {digits(10, True)}:AA{rnd(URLSAFE, 33)}")
    r.add("sftp_login",
          f"SFTP do cliente para entregar as traduções: sftp://sftp.agency.example, utilizador tr_ferreira, palavra-passe {pw()}",
          f"FileZilla site for the mastering engineer: host ftp.mastering.example, user studio_b, pass {rnd(ALNUM, 12)}")
    r.add("smtp_login",
          f"Setup notes for the newsletter: SMTP smtp.mail.example:587, user news@acme.test, password {pw()}",
          f"SMTP_PASS={rnd(ALNUM, 20)}",
          f"Servidor de correo de la clínica: usuario recepcion@clinica.example, contraseña {pw()}")
    r.add("music_platform_login",
          f"DistroKid login for the label account: label@records.example / {pw()}",
          f"Splice-Zugang von Ines: ines.beats@mail.example, Passwort {pw()}")
    return list(r)


def lookalikes() -> list[tuple[str, str]]:
    acct = lambda: str(10**11 + secrets.randbelow(9 * 10**11))  # noqa: E731
    r = Rows()
    r.add("order_number",
          f"User's Amazon order {digits(3, True)}-{digits(7)}-{digits(7)} (the studio headphones) arrives Thursday.",
          f"Bestellung bei Thomann Nr. {digits(9, True)}: Audio-Interface, Lieferung in KW {secrets.randbelow(50) + 1}.",
          f"Zalando order #{digits(11, True)} was returned; refund expected in 5-7 days.")
    r.add("parcel_tracking",
          f"UPS tracking for the replacement router: 1Z{rnd(UPPER + DIGITS, 16)}",
          f"Colissimo : colis n° 6A{digits(11)} déposé au relais, à retirer avant vendredi.",
          f"PostNL-pakket met de microfoons: 3S{rnd(UPPER, 4)}{digits(9)}, bezorging morgen tussen 14 en 16 uur.")
    r.add("travel_booking",
          f"Flight to Lisbon for the conference: booking reference {rnd(UPPER, 6)}, seat 14C, e-ticket 047-{digits(10)}.",
          f"Treno per Bologna: codice PNR {rnd(UPPER + DIGITS, 6)}, carrozza 7, posto {secrets.randbelow(80) + 1}.",
          f"Hotel for the radio convention: Booking.com confirmation {digits(10, True)}, check-in from 15:00.")
    r.add("invoice_reference",
          f"Invoice INV-2025-{digits(5)} to the agency is overdue by 12 days; amount EUR {secrets.randbelow(2000) + 300}.40.",
          f"Facture n° F{digits(8)} du dentiste payée par virement le 3 mars.")
    r.add("company_iban",
          f"The IBAN printed on every invoice of User's translation business: {iban('DE', digits(18))}",
          f"IBAN de la association de radioamateurs pour les cotisations (publié sur le site) : {iban('FR', digits(23))}")
    r.add("vat_id",
          f"User's VAT number for invoices: DE{digits(9, True)}; the client's is FR{digits(2)}{digits(9, True)}.",
          f"Partita IVA dello studio: IT{digits(11)}.")
    r.add("support_ticket",
          f"Opened ticket #{digits(7, True)} with the NAS vendor about the failing drive bay.",
          f"Zendesk request {digits(6, True)}: the parent can't see the homework app; escalated to the vendor as CASE-{digits(8)}.")
    r.add("git_commit",
          f"The fix for the OOM crash is commit {hexs(40)}; backported to release/1.8 as {hexs(10)}.",
          f"git bisect points at {hexs(12)} (\"switch to async writer\").",
          f"Der letzte funktionierende Stand der Thesis-Vorlage ist Commit {hexs(7)}.")
    r.add("file_checksum",
          f"sha256sum of the Raspberry Pi OS image User downloaded:\n{hexs(64)}  2025-03-15-raspios-bookworm-arm64.img.xz",
          f"MD5 of the final master WAV sent to the label: {hexs(32)}",
          f"Suma kontrolna SHA-1 pliku z danymi do rozdziału 3: {hexs(40)}")
    r.add("container_digest",
          f"Prod runs ghcr.io/acme/api@sha256:{hexs(64)}; staging is one build behind.",
          f"docker images shows IMAGE ID {hexs(12)} for grafana/grafana:11.2.0.")
    r.add("uuid_reference",
          f"Interview transcript file: {uid()}.txt (from the transcription service).",
          f"Intune device ID of the broken laptop in room 12: {uid()}",
          f"O projeto no Smartcat tem o ID {uid()}; o prazo é dia 20.")
    r.add("ssh_public_key",
          f"Add this to the cluster's authorized_keys for the PhD student:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} m.durand@thinkpad",
          f"Public key for the backup NAS user: ssh-rsa {ssh_pub('ssh-rsa', 260)} backup@nas",
          f"Clé publique à donner à l'hébergeur : ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} lea@macbook")
    r.add("ssh_host_fingerprint",
          f"First connection to gpu01 showed ED25519 key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — matches the wiki.",
          f"Host key fingerprint of the SFTP server according to the agency: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")
    r.add("pgp_fingerprint",
          f"User's public PGP key fingerprint (on keys.openpgp.org): {groups(hexs(40).upper(), 4)}",
          f"Releases of the logging tool are signed by {hexs(16).upper()}; verify with gpg --verify.")
    r.add("public_certificate",
          "The clinic's booking site certificate, for pinning in the app:\n" + pem("CERTIFICATE", 5),
          "Root CA of the school network (install on every iPad):\n" + pem("CERTIFICATE", 4))
    r.add("crypto_address",
          f"User's BTC deposit address on the exchange: bc1q{rnd(BECH32, 38)}",
          f"Send the USDC refund to the public address 0x{hexs(40)} (Polygon).",
          f"Dirección pública de Solana para recibir pagos: {rnd(BASE58, 44)}")
    r.add("tx_hash",
          f"The withdrawal landed: tx 0x{hexs(64)} on Etherscan, 12 confirmations.",
          f"Bitcoin txid {hexs(64)} — the fee was too low, waiting for it to confirm.")
    r.add("oauth_client_id",
          f"OAuth client ID for the school's sign-in button: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (public; the secret is in the vault).",
          f"GitHub OAuth app Client ID Iv1.{hexs(16)}; the client secret was never shared with me.")
    r.add("publishable_key",
          f"Stripe publishable key for the checkout page: pk_live_51{rnd(ALNUM, 97)}",
          f"Algolia search-only API key used in the website's JavaScript: {hexs(32)} (app ID {rnd(UPPER + DIGITS, 10)}).")
    r.add("encrypted_blob",
          "group_vars/all/vault.yml is encrypted:\n$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(4)),
          "The message Léa sent is PGP-encrypted, only readable with her key:\n-----BEGIN PGP MESSAGE-----\n\n" + pem_body(4) + "\n-----END PGP MESSAGE-----",
          f"secrets.enc.yaml (sops): db_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]")
    r.add("secret_reference",
          "The Netflix password lives in the family 1Password vault: op://Family/Netflix/password",
          "aws secretsmanager get-secret-value --secret-id prod/stripe/live --query SecretString",
          "La password del NAS è nel Portachiavi di macOS alla voce \"DS920-admin\", non in questa nota.")
    r.add("env_placeholder",
          "OPENAI_API_KEY=<paste-your-key-here>\nHF_TOKEN=<your-hf-token>\nWANDB_API_KEY=",
          "In der .env.sample stehen nur Platzhalter: SMTP_PASSWORD=${SMTP_PASSWORD} und API_KEY=<API_KEY>.",
          "config.example.toml: [exchange] api_key = \"YOUR_API_KEY\" and api_secret = \"YOUR_API_SECRET\"")
    r.add("redacted_value",
          f"Stripe dashboard shows the live key only as sk_live_••••••••••••{rnd(ALNUM, 4)}; the full key is in Vault.",
          "The screenshot User sent had password: ******** in the form field, so nothing leaked.",
          "Dans les logs on voit maintenant Authorization: Bearer [REDACTED] — le jeton n'apparaît plus depuis le correctif.")
    r.add("docs_example",
          "README template (not a real value): DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/app",
          "The Slack docs use xoxb-your-token as the placeholder in every example; User copied that into the tutorial, not a real token.",
          "Ejemplo de la documentación: curl -u 'usuario:contraseña' https://api.example.com/v1/ping — hay que sustituirlo por datos reales.")
    r.add("credential_prose",
          "Decided: the family moves every password into Bitwarden; nobody sends them by e-mail or WhatsApp any more.",
          "パスワードは紙に書かず、1Passwordに保存することにした。共有はファミリー保管庫で。",
          "User rotated the Stripe live key after the contractor left; the new key was never pasted into this chat.",
          "Hasło do Wi-Fi w gabinecie zmienione w poniedziałek; nowe zna tylko kierowniczka.")
    r.add("password_policy",
          "School policy from September: student passwords at least 12 characters, no forced expiry, MFA for all staff.",
          "Lösenordsregler för mottagningen: minst 14 tecken, byts bara vid misstanke om läcka, aldrig på lappar.")
    r.add("error_code",
          "Windows Update fails with 0x800f0922 on the reception PC; the fix was enlarging the recovery partition.",
          "ORA-01017: invalid username/password; logon denied — turned out to be the wrong service name in tnsnames.ora.",
          f"Erro HTTP 401 com x-request-id {uid()}: faltava o cabeçalho de autenticação no script do cliente.")
    r.add("device_serial",
          f"Studio MacBook Pro serial number {rnd(UPPER + DIGITS, 12)}, AppleCare until 2026.",
          f"Synology DS920+ serial {digits(4)}{rnd(UPPER, 3)}{digits(6)} for the warranty claim.",
          f"Yaesu FT-991A Seriennummer {digits(1)}N{digits(6)}, gekauft gebraucht 2023.")
    r.add("mac_address",
          f"Reserved DHCP lease for the label printer: MAC {':'.join(rnd(HEX, 2) for _ in range(6))} -> 192.168.10.45",
          f"Wake-on-LAN target for the render PC: {'-'.join(rnd(HEX, 2).upper() for _ in range(6))}")
    r.add("postal_address",
          f"Ship the contract to: Atelier Léa Martin, {secrets.randbelow(120) + 1} rue Oberkampf, 75011 Paris.",
          f"Adres do korespondencji: ul. Długa {secrets.randbelow(90) + 1}/{secrets.randbelow(30) + 1}, 00-{digits(3)} Warszawa.")
    r.add("phone_number",
          f"Practice phone for patient callbacks: +44 20 {digits(4)} {digits(4)}; out of hours line ends in {digits(3)}.",
          f"Telefone do consultório em Lisboa: +351 21 {digits(3)} {digits(4)}.")
    r.add("price_amount",
          f"Quote for the mastering: EUR {secrets.randbelow(400) + 100} per track, {secrets.randbelow(10) + 2} tracks, 20% deposit.",
          f"The trader's average entry for ETH was {secrets.randbelow(2000) + 1500}.{digits(2)} USDT, stop at {secrets.randbelow(1000) + 1000}.00.",
          f"Hyran för replokalen höjs till {secrets.randbelow(3000) + 2000} kr i månaden från 1 juli.")
    r.add("date_time",
          f"Thesis defence is 2025-06-{secrets.randbelow(20) + 10} at 14:00 CEST, room B-{digits(3, True)}.",
          f"Le rendez-vous de contrôle est le {secrets.randbelow(20) + 1}/04/2025 à 09h30.",
          f"次回の歯科検診は2025年5月{secrets.randbelow(20) + 1}日 10:30から。")
    r.add("isbn_doi",
          f"Source text for the translation: ISBN {ean13('978')}, 2nd edition.",
          f"Cite as doi:10.{digits(4, True)}/j.neuron.2024.{digits(2)}.{digits(3)} in chapter 2.",
          f"Das Wörterbuch hat die ISBN {ean13('978')}; die Bibliothek hat es unter Signatur 4-{digits(4)}.")
    r.add("orcid_arxiv",
          f"User's ORCID: 0000-000{secrets.randbelow(3) + 1}-{digits(4)}-{digits(3)}{secrets.choice(DIGITS + 'X')}",
          f"Preprint is on arXiv as 2503.{digits(5)} (v2 fixes the table).")
    r.add("callsign_locator",
          f"User's callsign is {call('F4')}, locator JN18{rnd(LOWER, 2)}; QSL via bureau.",
          f"Worked {call('JA1')} on 20 m FT8 from grid PM95{rnd(LOWER, 2)}, signal -12 dB.",
          f"Contest log: {call('SP9')} {digits(3)} 599 / {call('OH2')} {digits(3)} 599.")
    r.add("dmr_talkgroup",
          f"DMR settings: radio ID 2{digits(6)}, TG 91 worldwide, TG 262 Germany, color code 1, timeslot 2.",
          f"BrandMeister talkgroup {digits(4, True)} is the club's net on Wednesdays at 20:00.")
    r.add("radio_frequency",
          "Local repeater: 145.6625 MHz, shift -600 kHz, CTCSS 88.5 Hz.",
          "Il ponte ripetitore R3 è su 430.075 MHz, tono 123.0 Hz, shift +1.6 MHz.")
    r.add("appointment_ref",
          f"Reminder SMS template: \"Your appointment #A-{digits(6)} is on Tuesday at 14:30. Reply C to cancel.\"",
          f"Recall list export: {digits(3, True)} patients due for a check-up in May, file recall_2025-05.csv.",
          f"Prenotazione igiene dentale n. {digits(7, True)}, lunedì ore 11:15, poltrona 2.")
    r.add("insurance_claim",
          f"Dental insurance claim number CLM-{digits(9)} was approved for 80%.",
          f"Schadennummer der Hausratversicherung: {digits(2)}-{digits(6)}-{digits(2)} (Wasserschaden Keller).")
    r.add("isrc_upc",
          f"ISRC for the single: FR-{rnd(UPPER + DIGITS, 3)}-25-{digits(5)}",
          f"UPC of the EP as assigned by the distributor: {digits(12, True)}",
          f"ISWC do tema registado na SPA: T-{digits(3)}.{digits(3)}.{digits(3)}-{digits(1)}")
    r.add("audio_settings",
          "Session settings: 48 kHz / 24-bit, 124 BPM, key of F# minor, buffer 256 samples.",
          "Mixdown: -14 LUFS integrated, true peak -1 dBTP, dither off for the 32-bit float stems.")
    r.add("translation_job",
          f"Job from the agency: PO-2025-{digits(5)}, 4,800 words EN>FR, due Friday 17:00 CET.",
          f"Zlecenie tłumaczenia nr TR/{digits(4)}/2025, 12 stron, stawka za stronę rozliczeniową.")
    r.add("network_config",
          "School VLANs: 10 staff 10.10.0.0/22, 20 students 10.20.0.0/21, 30 guests 10.30.0.0/24; DNS 10.10.0.53.",
          "Home network: 192.168.1.0/24, DHCP range .100-.200, gateway .1, the Pi-hole is .2.")
    r.add("color_codes",
          f"Brand colours for the album art: #{hexs(6)} (primary), #{hexs(6)} (accent), #fafafa background.",
          f"Kleuren van de nieuwe huisstijl: #{hexs(6)}, #{hexs(6)} en rgb(34, 34, 34) voor tekst.")
    r.add("wifi_ssid",
          "Networks at the practice: PRAXIS-INTERN for staff, PRAXIS-GAST for patients (open, with a splash page).",
          "The school's SSIDs are EDU-Staff, EDU-Students and eduroam; all use 802.1X with personal accounts.")
    r.add("jwk_public",
          'JWKS endpoint returns: {"keys":[{"kty":"RSA","kid":"' + rnd(URLSAFE, 16) + '","use":"sig","alg":"RS256","n":"' + urlb64(256) + '","e":"AQAB"}]}',
          'Public verification key for the webhooks: {"kty":"OKP","crv":"Ed25519","x":"' + urlb64(32) + '"}')
    r.add("magnet_link",
          f"Ubuntu ISO via torrent: magnet:?xt=urn:btih:{hexs(40)}&dn=ubuntu-24.04.2-desktop-amd64.iso",
          f"Infohash of the public-domain concert recordings torrent: {hexs(40)}")
    r.add("base64_data",
          f"Favicon inlined in the newsletter HTML: data:image/png;base64,{png(48)}",
          f"The preferences cookie is just base64 JSON: {b64(json.dumps({'lang': 'fr', 'theme': 'dark', 'fontSize': 16}).encode())}")
    r.add("firmware_version",
          f"Router firmware updated to 7.57 (build {digits(6, True)}); the Yaesu to main CPU V0{digits(1)}-{digits(2)}.",
          f"BIOS der Schul-Laptops: Version 1.{secrets.randbelow(30)}.0, Build-Datum 2025-01-{secrets.randbelow(20) + 10}.")
    r.add("k8s_names",
          f"kubectl get pods: api-{hexs(10)}-{rnd(LOWER + DIGITS, 5)} is CrashLoopBackOff, the other two are Running.",
          f"The stuck job is backup-{digits(8, True)}-{rnd(LOWER + DIGITS, 5)} in namespace ops.")
    r.add("aws_arn",
          f"Lambda role: arn:aws:iam::{acct()}:role/thumbnailer-exec",
          f"The secret is referenced by ARN only: arn:aws:secretsmanager:eu-west-1:{acct()}:secret:prod/db-{rnd(ALNUM, 6)}")
    r.add("tracking_url",
          f"Newsletter link: https://shop.acme.test/vinyl?utm_source=newsletter&utm_medium=email&utm_campaign=spring25&utm_id={hexs(8)}",
          f"Vídeo de la clase: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}&t=95s")
    r.add("asset_filenames",
          f"The photo User means is IMG_{digits(4)}.HEIC, exported as PXL_20250316_{digits(9)}.jpg.",
          f"Build output: main.{hexs(8)}.js, styles.{hexs(8)}.css, chunk-{rnd(UPPER + DIGITS, 8)}.js.")
    r.add("regex_pattern",
          "Log scrubber regex for AWS keys: (?<![A-Z0-9])AKIA[A-Z0-9]{16}(?![A-Z0-9]) — matches the shape only, no key in here.",
          "Validation for student IDs: ^S[0-9]{7}$; for room codes: ^[A-C]-[0-9]{3}$.")
    r.add("gps_coordinates",
          f"Portable station spot for the summit activation: 47.{digits(4)}° N, 11.{digits(4)}° E.",
          f"Coordenadas del local del concierto: 40.{digits(5)}, -3.{digits(5)}")
    r.add("memory_address",
          f"Plugin crash in the DAW: EXC_BAD_ACCESS at 0x0000{hexs(12)}, thread 14 (audio render).",
          f"dmesg: segfault at {hexs(12)} ip 0000{hexs(12)} sp 00007ff{hexs(9)} error 4 in libfoo.so")
    r.add("secret_word_prose",
          "Decided: the staff Secret Santa budget is 15 EUR, names drawn on 1 December.",
          "Le secret de la sauce de Mamie, c'est une pincée de cannelle et beaucoup de patience.",
          "User's novel chapter 9 reveals the secret passage behind the library shelf.")
    r.add("pin_word",
          "Pin 7 of the Raspberry Pi header drives the PTT relay; pin 6 is ground.",
          "Pinned the release checklist in #ops so nobody loses it.",
          "Op de kaart een pin gezet bij de ingang van het congrescentrum, zodat de sprekers het vinden.")
    r.add("token_word",
          "The thesis summary came to about 3,200 tokens; the model's context is 200k tokens, so it fits easily.",
          "Oma sammelt alte Straßenbahn-Wertmarken (Tokens) aus Wien; die Sammlung hat 140 Stück.")
    r.add("key_word",
          "Schema decision: orders.id is the primary key, customer_id is a foreign key to customers.",
          "Remember: the piano on track 3 modulates to the relative major key in the bridge.",
          "La llave inglesa grande está en la caja de herramientas azul del garaje.")
    r.add("bitlocker_key_id",
          f"BitLocker key ID shown on the blue screen: {uid().upper()[:8]} — the recovery key itself is in Entra ID, not here.",
          f"Identyfikator klucza odzyskiwania BitLocker: {uid().upper()}; sam klucz jest w koncie Microsoft dyrektora.")
    return list(r)


def main() -> None:
    write_corpora("make_heldout14.py", [
        ("heldout14_credentials.yaml", credentials(), "fourteenth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout14_lookalikes.yaml", lookalikes(), "fourteenth blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
