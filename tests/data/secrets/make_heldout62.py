# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout62_credentials.yaml and heldout62_lookalikes.yaml: held-out batch 62.

Persona: a freelance backend developer from Russia who lives in Tbilisi and keeps notes
in Russian (about 60 %) and English. The credential notes hold Telegram bot tokens and
Telethon api hashes, Yandex Cloud OAuth/IAM tokens, static access keys and API keys,
Selectel/Timeweb VPS root passwords, PostgreSQL/Redis passwords, crypto-exchange API keys,
GitHub/GitLab/Sentry/Grafana tokens, a client's 1C and Bitrix24 logins and webhooks, SSH
key passphrases, a Georgian bank's internet-banking login and SMS codes, WireGuard keys and
Outline access keys. The look-alikes are Telegram chat/message ids and bot usernames,
Yandex Cloud folder/cloud/resource ids, commit hashes, image digests, request ids,
INN/OGRN-like company numbers, invoice numbers, public wallet addresses, transaction
hashes, Outline server addresses without keys, .env.example placeholders and tickets.

The batch was written blind: without reading the detector, its tuned corpora or any other
held-out batch. Every value is synthetic and drawn at run time from the `secrets` module
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`,
and IP addresses in the documentation ranges.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
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
    b64u,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pod_name,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

BIP39 = [
    "abandon", "orbit", "velvet", "ladder", "canyon", "tissue", "fringe", "badge", "rural",
    "oxygen", "glare", "kitten", "walnut", "shadow", "pilot", "summer", "drift", "cactus",
    "harvest", "museum", "tornado", "bracket", "voyage", "empty", "lunar", "silk", "gravity",
]


def ip() -> str:
    """An address in one of the documentation ranges."""
    return f"{pick('203.0.113', '198.51.100', '192.0.2')}.{secrets.randbelow(250) + 2}"


def bot_id() -> str:
    return pick("5", "6", "7") + digits(9)


def tg_token() -> str:
    return f"{bot_id()}:AA{rnd(URLSAFE, 33)}"


def chat_id() -> str:
    return f"-100{pick('1', '2')}{digits(9)}"


def yc_id(prefix: str) -> str:
    """A Yandex Cloud resource id: a three-letter prefix and 17 lowercase characters."""
    return prefix + rnd(LOWER + DIGITS, 17)


def yc_oauth() -> str:
    return "y0_AgAAAA" + rnd(URLSAFE, 49)


def yc_iam() -> str:
    return f"t1.9euelZ{rnd(URLSAFE, 80)}.{rnd(URLSAFE, 86)}"


def yc_key_id() -> str:
    return "YCAJE" + rnd(URLSAFE, 20)


def yc_secret() -> str:
    return "YC" + pick("M", "N", "O", "P") + rnd(URLSAFE, 37)


def yc_api_key() -> str:
    return "AQVN" + rnd(URLSAFE, 36)


def gen_pw(n: int = 16) -> str:
    """A password a generator or a hosting panel made."""
    return rnd(ALNUM + "!@#%^*_-", n)


def human_pw() -> str:
    """A password a person chose: wrong-layout Russian words, city names, years."""
    return pick(
        f"{pick('Ghbdtn', 'Rfnfcnhjaf', 'Vjcrdf', 'Gfhjkm', 'Rjnktnf', 'Cjkysirj')}{digits(4)}{pick('!', '', '#')}",
        f"{pick('Tbilisi', 'Batumi', 'Khinkali', 'Sulguni', 'Mtatsminda', 'Kazbegi')}{pick('!', '#', '@', '_')}{digits(pick(2, 4))}",
        f"{pick('artem', 'temych', 'tema')}{pick('.', '_', '')}{pick('19', '20')}{digits(2)}{pick('!', '$', '')}",
        f"{pick('Barsik', 'Murzik', 'Kotik', 'Piter')}{digits(2)}{pick('!', '?', '#')}{pick('Gori', 'Ushba', 'Rustavi')}",
    )


def ss_key(host: str, port: int, name: str) -> str:
    """An Outline (Shadowsocks) access key."""
    userinfo = b64(f"chacha20-ietf-poly1305:{rnd(ALNUM, 22)}".encode()).rstrip("=")
    return f"ss://{userinfo}@{host}:{port}/?outline=1#{name}"


def inn10() -> str:
    body = digits(9, lead=True)
    w = [2, 4, 10, 3, 5, 9, 4, 6, 8]
    return body + str(sum(int(c) * k for c, k in zip(body, w, strict=True)) % 11 % 10)


def inn12() -> str:
    body = digits(10, lead=True)
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    body += str(sum(int(c) * k for c, k in zip(body, w11, strict=True)) % 11 % 10)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    return body + str(sum(int(c) * k for c, k in zip(body, w12, strict=True)) % 11 % 10)


def ogrn() -> str:
    body = pick("1", "5") + digits(11)
    return body + str(int(body) % 11 % 10)


def ogrnip() -> str:
    body = "3" + digits(13)
    return body + str(int(body) % 13 % 10)


def ge_iban(spaced: bool = False) -> str:
    return iban("GE", pick("TB", "BG") + digits(16), spaced)


def tron() -> str:
    return "T" + rnd(BASE58, 33)


def kube_sa_token() -> str:
    claims = {"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "default",
              "sub": "system:serviceaccount:default:deployer"}
    return jwt(claims, "RS256", rnd(URLSAFE, 342))


def credentials() -> Rows:
    r = Rows()
    t1, t2 = tg_token(), tg_token()
    r.add("telegram_bot_token",
          f"Бот для заказов @stroymarket_orders_bot, токен от BotFather: {tg_token()}",
          f".env бота на проде:\nTELEGRAM_BOT_TOKEN={t1}\nADMIN_CHAT_ID={chat_id()}\nLOG_LEVEL=info",
          f"Revoked the old token after the leak scare; new one for the staging bot: {tg_token()}",
          f"проверить апдейты вручную (локальный Bot API сервер):\ncurl http://tg-bot-api.acme.internal:8081/bot{t2}/getUpdates?offset=-1")
    r.add("telethon_api",
          f"Telegram API development tools → App configuration\napi_id: {digits(8, lead=True)}\napi_hash: {hexs(32)}",
          f"TG_API_ID={digits(8, lead=True)}\nTG_API_HASH={hexs(32)}  # для парсера каналов клиента",
          f"client = TelegramClient('parser', {digits(8, lead=True)}, '{hexs(32)}')")
    r.add("telegram_session",
          f"StringSession юзербота (аккаунт +995 5xx, второй номер):\n1{b64u(secrets.token_bytes(263))}",
          f"pyrogram session string for the channel scraper: {b64u(secrets.token_bytes(271))}")
    r.add("yandex_oauth",
          f"OAuth-токен Яндекс ID для yc CLI: {yc_oauth()}",
          f"yc config profile create freelance\nyc config set token {yc_oauth()}\nyc config set folder-id {yc_id('b1g')}",
          f"export YC_TOKEN={yc_oauth()}  # для terraform, потом перейти на SA")
    r.add("yandex_iam_token",
          f"IAM-токен на 12 часов, для быстрого теста:\ncurl -H \"Authorization: Bearer {yc_iam()}\" https://llm.api.acme.test/foundationModels/v1/completion",
          f"Bearer {yc_iam()} — the one the function got at cold start, pasted here to debug the 403")
    r.add("yandex_static_key",
          f"Статический ключ для Object Storage (бэкапы клиента):\nkey_id: {yc_key_id()}\nsecret: {yc_secret()}",
          f"профиль для aws cli, смотрит в Object Storage:\n[yc]\naws_access_key_id = {yc_key_id()}\naws_secret_access_key = {yc_secret()}",
          f"rclone s3 remote: provider=Other endpoint=https://s3.acme.test access_key_id={yc_key_id()} secret_access_key={yc_secret()}",
          f"WAL-G env на db-01:\nAWS_ACCESS_KEY_ID={yc_key_id()}\nAWS_SECRET_ACCESS_KEY={yc_secret()}\nWALG_S3_PREFIX=s3://pg-backups-acme/main")
    r.add("yandex_api_key",
          f"API-ключ сервисного аккаунта speechkit-bot: {yc_api_key()}",
          f"headers = {{'Authorization': 'Api-Key {yc_api_key()}'}}  # YandexGPT via the client's SA")
    sa, key = yc_id("aje"), yc_id("aje")
    r.add("yandex_sa_key_json",
          '{"id": "' + key + '", "service_account_id": "' + sa + '", "key_algorithm": "RSA_2048", "private_key": "PLEASE DO NOT REMOVE THIS LINE! Yandex.Cloud SA Key ID <' + key + '>\\n-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(96)) + '\\n' + b64(secrets.token_bytes(96)) + '\\n-----END PRIVATE KEY-----\\n"}',
          f"authorized_key.json для CI (sa-deployer):\n  \"id\": \"{yc_id('aje')}\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(120))}\\n-----END PRIVATE KEY-----\\n\"")
    r.add("vps_root_password",
          f"Selectel VPS (ru-9), {ip()}\nroot / {gen_pw(14)}",
          f"Timeweb Cloud: сервер tbilisi-bot, IP {ip()}, пароль root: {gen_pw(12)}",
          f"ssh root@{ip()} — пароль {human_pw()}, ключ так и не добавил",
          f"New VPS from Timeweb: root@{ip()}, initial password {gen_pw(16)}; change it after first login")
    r.add("hosting_panel",
          f"Панель Timeweb (виртуальный хостинг клиента): логин cz{digits(5)}, пароль {human_pw()}",
          f"FTP хостинга: ftp.acme-shop.test, user acme_shop, pass {gen_pw(12)}",
          f"ISPmanager on the old VPS: https://{ip()}:1500/ispmgr, admin / {gen_pw(14)}")
    r.add("timeweb_api_token",
          f"twc config: token = {jwt({'login': 'cz' + digits(5), 'jti': uid()}, 'RS512', rnd(URLSAFE, 342))}",
          f"TIMEWEB_CLOUD_TOKEN={jwt({'login': 'cz' + digits(5), 'is_api': True}, 'RS512', rnd(URLSAFE, 342))}")
    r.add("selectel_openstack",
          f"openrc для Selectel, сервисный пользователь terraform:\nOS_USERNAME=terraform\nOS_PASSWORD={gen_pw(20)}\nOS_PROJECT_ID={hexs(32)}",
          f"export OS_PASSWORD='{gen_pw(18)}'  # selectel service user, project {hexs(32)}")
    r.add("postgres_url",
          f"DATABASE_URL=postgresql://bot_app:{gen_pw(20)}@db-01.acme.internal:6432/orders?sslmode=verify-full",
          f"прод-база клиента: postgres://crm:{human_pw()}@{ip()}:5432/crm",
          f"asyncpg DSN for the parser: postgresql+asyncpg://parser:{rnd(ALNUM, 24)}@pg.acme.internal/parser",
          f"psql \"host=rc1b-{rnd(LOWER + DIGITS, 16)}.mdb.acme.internal port=6432 dbname=shop user=shop password={gen_pw(16)} sslmode=verify-full\"")
    r.add("postgres_password",
          f"PGPASSWORD={rnd(ALNUM, 18)} pg_dump -h db-01.acme.internal -U backup shop > shop.sql  # ночной дамп в cron",
          f"~/.pgpass на бастионе: db-01.acme.internal:5432:*:postgres:{gen_pw(16)}",
          f"ALTER ROLE report_ro WITH LOGIN PASSWORD '{human_pw()}';  -- для клиента, метабейс")
    r.add("redis_password",
          f"redis.conf на боте: requirepass {rnd(ALNUM, 32)}",
          f"redis-cli -h {ip()} -a '{gen_pw(20)}' --no-auth-warning info keyspace",
          f"REDIS_URL=redis://:{rnd(ALNUM, 24)}@redis.acme.internal:6379/2  # второй инстанс, для очередей",
          f"ACL SETUSER celery on >{gen_pw(22)} ~celery* +@all")
    r.add("binance_api",
          f"Binance API (только чтение + спот), для арбитражного бота клиента:\nkey: {rnd(ALNUM, 64)}\nsecret: {rnd(ALNUM, 64)}",
          f"# .env арбитражного бота\nBINANCE_API_KEY={rnd(ALNUM, 64)}\nBINANCE_API_SECRET={rnd(ALNUM, 64)}",
          f"ccxt.binance({{'apiKey': '{rnd(ALNUM, 64)}', 'secret': '{rnd(ALNUM, 64)}'}})")
    r.add("bybit_api",
          f"Bybit API key {rnd(ALNUM, 18)}, secret {rnd(ALNUM, 36)}, IP whitelist {ip()}",
          f"ключ Bybit для сигналов:\napi_key={rnd(ALNUM, 18)}\napi_secret={rnd(ALNUM, 36)}",
          f"BYBIT_KEY={rnd(ALNUM, 18)} BYBIT_SECRET={rnd(ALNUM, 36)} python grid.py --testnet=false")
    r.add("okx_api",
          f"OKX API для клиента:\napiKey: {uid()}\nsecretKey: {hexs(32).upper()}\npassphrase: {human_pw()}",
          f"okx = ccxt.okx({{'apiKey': '{uid()}', 'secret': '{hexs(32).upper()}', 'password': '{gen_pw(12)}'}})")
    r.add("github_classic_pat",
          f"GitHub PAT для деплоя с ноутбука (repo, workflow): ghp_{rnd(ALNUM, 36)}",
          f"git remote set-url origin https://artem-dev:ghp_{rnd(ALNUM, 36)}@github.acme.test/acme-client/crm-bot.git",
          f"GH_TOKEN=ghp_{rnd(ALNUM, 36)} gh release create v1.4.0  # релиз из консоли, если CI лежит")
    r.add("github_fine_grained",
          f"fine-grained token, only acme-client/*, expires in 90 days:\ngithub_pat_11{rnd(UPPER + DIGITS, 22)}_{rnd(ALNUM, 59)}",
          f"токен для renovate: github_pat_11{rnd(UPPER + DIGITS, 22)}_{rnd(ALNUM, 59)}")
    r.add("gitlab_pat",
          f"GitLab клиента (gitlab.acme.test), мой PAT: glpat-{rnd(URLSAFE, 20)}",
          f"export GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}  # права api и read_registry, истекает в декабре",
          f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.test/shop/backend.git")
    r.add("gitlab_runner_token",
          f"gitlab-runner register --url https://gitlab.acme.test --token glrt-{rnd(URLSAFE, 20)} --executor docker",
          f"config.toml раннера на VPS:\n[[runners]]\n  name = \"tbilisi-vps\"\n  url = \"https://gitlab.acme.test\"\n  token = \"glrt-{rnd(URLSAFE, 20)}\"")
    r.add("gitlab_deploy_token",
          f"deploy token для docker pull на проде: username gitlab+deploy-token-{digits(4, lead=True)}, password gldt-{rnd(URLSAFE, 20)}",
          f"на проде: docker login registry.acme.test -u gitlab+deploy-token-{digits(3, lead=True)} -p gldt-{rnd(URLSAFE, 20)}")
    org = b64(json.dumps({"iat": 1717000000 + secrets.randbelow(10**7), "url": "https://sentry.acme.test", "region_url": "https://sentry.acme.test", "org": "acme"}).encode()).rstrip("=")
    r.add("sentry_token",
          f"SENTRY_AUTH_TOKEN=sntrys_{org}_{rnd(ALNUM + '+/', 43)}",
          f"личный токен Sentry (project:releases): sntryu_{hexs(64)}",
          f"sentry-cli --auth-token sntryu_{hexs(64)} releases new bot@1.4.0  # из Makefile, убрать оттуда")
    glc = b64(json.dumps({"o": digits(6, lead=True), "n": "stack-" + digits(6) + "-hm-read", "k": rnd(ALNUM, 24), "m": {"r": "prod-eu-west-2"}}).encode())
    r.add("grafana_token",
          f"Grafana service account token (dashboards provisioning): glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"GRAFANA_CLOUD_TOKEN=glc_{glc}",
          f"Графана на VPS клиента: https://grafana.acme.test, admin / {human_pw()}")
    portal = pick("crm.acme-stroy.test", "b24.acme-mebel.test", "portal.acme.test")
    r.add("bitrix24_webhook",
          f"Входящий вебхук Битрикс24 (права crm, user):\nhttps://{portal}/rest/1/{rnd(LOWER + DIGITS, 16)}/",
          f"B24_WEBHOOK=https://{portal}/rest/{digits(2, lead=True)}/{rnd(LOWER + DIGITS, 16)}/crm.deal.list.json",
          f"исходящий вебхук на ONCRMDEALUPDATE, application_token для проверки: {rnd(LOWER + DIGITS, 32)}",
          f"Bitrix24 local app: client_id local.{hexs(13)}.{digits(8)}, client_secret {rnd(ALNUM, 50)}")
    r.add("bitrix24_admin",
          f"Битрикс клиента, /bitrix/admin/: логин admin, пароль {human_pw()}",
          f"Bitrix24 portal {portal}: integration user bot@acme.test / {gen_pw(14)}",
          f"доступ в админку сайта (Битрикс: Управление сайтом) — it@acme-mebel.test, {human_pw()}")
    r.add("bitrix_db_config",
          f"/bitrix/.settings.php:\n'connections' => ['value' => ['default' => [\n  'host' => 'localhost', 'database' => 'sitemanager',\n  'login' => 'bitrix0', 'password' => '{gen_pw(20)}',\n]]]",
          f"dbconn.php на старом хостинге: $DBLogin = \"bitrix_user\"; $DBPassword = \"{rnd(ALNUM, 16)}\";")
    r.add("onec_admin",
          f"1С:Бухгалтерия клиента (файловая база на RDP {ip()}): пользователь Администратор, пароль {human_pw()}",
          f"1С RDP: {ip()}:3389, user acme\\artem, pass {gen_pw(14)}",
          f"Администратор кластера 1С (ras/rac): rac cluster admin --cluster-user=admin --cluster-pwd={gen_pw(12)}")
    r.add("onec_odata",
          f"OData 1С для синхронизации с Битриксом:\nhttp://1c.acme.internal/trade/odata/standard.odata/\nuser: odata_sync\npassword: {gen_pw(12)}",
          f"curl -u 'ОбменСайт:{human_pw()}' 'http://1c.acme.internal/ut/odata/standard.odata/Catalog_Номенклатура?$format=json'",
          f"HTTP-сервис 1С: Authorization: Basic {basic('exchange', rnd(ALNUM, 12))}")
    r.add("ssh_passphrase",
          f"пассфраза от ~/.ssh/id_ed25519 (рабочий ноут): {phrase(BIP39, 4, '-')}",
          f"The passphrase for deploy_key_client is {human_pw()}",
          f"ключ id_rsa_selectel, пароль к ключу: {gen_pw(18)}",
          f"ssh-keygen -p -f ~/.ssh/id_ed25519_gitlab -P '{human_pw()}' -N '{gen_pw(20)}'")
    r.add("ssh_private_key",
          "ключ для деплоя на VPS клиента (~/.ssh/acme_deploy):\n" + openssh_private(),
          openssh_private())
    r.add("bank_login",
          f"TBC internet bank: логин artem.{rnd(LOWER, 4)}{digits(2)}, пароль {human_pw()}",
          f"Bank of Georgia (iBank): user ARTEM{digits(4)}, password {human_pw()}",
          f"Интернет-банк TBC, бизнес-аккаунт ИП: user {rnd(LOWER, 6)}{digits(3)} / {gen_pw(12)}",
          f"bog business login: {rnd(LOWER, 5)}_ge, pass {human_pw()}, секретный вопрос: кличка кота — {pick('Barsik', 'Murzik', 'Pushok')}")
    r.add("bank_sms_code",
          f"TBC: вход artem.{rnd(LOWER, 3)} / {human_pw()}, SMS-код {digits(6)} (пришёл в 14:02)",
          f"BoG transfer confirmation: login {rnd(LOWER, 6)}{digits(2)}, pass {gen_pw(12)}, code from SMS {digits(4)}",
          f"подтверждение перевода 1 200 GEL: логин {rnd(LOWER, 5)}{digits(3)}, пароль {human_pw()}, код из смс {digits(6)}")
    r.add("bank_card",
          f"карта TBC (GEL): {groups(luhn('4'), 4)}, {card_expiry()}, CVV {digits(3)}",
          f"Visa BoG for the Hetzner invoice: {groups(luhn('4'), 4)} exp {card_expiry()} cvc {digits(3)}",
          f"виртуальная карта для подписок: {groups(luhn('5'), 4)} {card_expiry()} {digits(3)}, PIN {digits(4)}")
    r.add("wireguard_private",
          f"wg0.conf на ноуте:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\nDNS = 1.1.1.1",
          f"WireGuard клиент для телефона:\nPrivateKey = {wg_key()}\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = {ip()}:51820",
          f"the client laptop peer: private key {wg_key()}, address 10.66.0.7")
    r.add("outline_access_key",
          f"Outline ключ для мамы: {ss_key(ip(), secrets.randbelow(50000) + 10000, 'mama')}",
          f"ключи Outline (сервер Timeweb, Амстердам):\nartem: {ss_key(ip(), 443, 'artem')}\nclient: {ss_key(ip(), 443, 'client')}",
          f"Access key for the client's sales team: {ss_key('vpn.acme.test', 8443, 'sales')}")
    r.add("outline_api_url",
          '{"apiUrl":"https://' + ip() + ':' + str(secrets.randbelow(50000) + 10000) + '/' + rnd(URLSAFE, 22) + '","certSha256":"' + hexs(64).upper() + '"}',
          f"Outline Manager API для скрипта раздачи ключей: https://{ip()}:{secrets.randbelow(50000) + 10000}/{rnd(URLSAFE, 22)}/access-keys")
    r.add("crypto_seed",
          f"seed кошелька TrustWallet (старый):\n{phrase(BIP39, 12)}",
          f"Ledger backup, 24 words: {phrase(BIP39, 24)}")
    r.add("crypto_private_key",
          f"приватный ключ TRON-кошелька для выплат бота: {hexs(64)}",
          f"PAYOUT_WALLET_PRIVATE_KEY=0x{hexs(64)}  # hot wallet, USDT on BSC")
    r.add("jwt_secret",
          f"JWT_SECRET={rnd(URLSAFE, 48)}  # общий для API и админки",
          f"FastAPI backend клиента: SECRET_KEY = \"{hexs(64)}\", ALGORITHM = \"HS256\"",
          f"signing secret for the mini-app sessions: {rnd(ALNUM, 40)}")
    r.add("django_secret",
          f"SECRET_KEY = 'django-insecure-{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
          f"прод settings: DJANGO_SECRET_KEY={rnd(ALNUM + '!@#%^*-_', 50)}")
    r.add("smtp_app_password",
          f"пароль приложения Яндекс 360 для SMTP (noreply@acme-shop.test): {rnd(LOWER, 16)}",
          f"EMAIL_HOST=smtp.acme.test\nEMAIL_HOST_USER=noreply@acme-shop.test\nEMAIL_HOST_PASSWORD={rnd(LOWER, 16)}",
          f"app password for the client's mailbox (mail.acme-shop.test): {rnd(ALNUM, 20)}")
    r.add("rabbitmq_url",
          f"CELERY_BROKER_URL=amqp://celery:{rnd(ALNUM, 24)}@rabbit.acme.internal:5672/shop  # прод, vhost shop",
          f"RabbitMQ management: http://{ip()}:15672, admin / {human_pw()}")
    r.add("mongodb_url",
          f"MONGO_URI=mongodb://parser:{gen_pw(18)}@mongo-01.acme.internal:27017/parser?authSource=admin",
          f"монга для логов бота: mongodb+srv://logs:{rnd(ALNUM, 20)}@cluster0.acme.test/botlogs")
    r.add("clickhouse_password",
          f"clickhouse-client --host ch.acme.internal --secure --user analytics --password {gen_pw(20)}  # доступ для аналитика клиента",
          f"ClickHouse для аналитики клиента: user default, пароль {rnd(ALNUM, 16)} (users.xml)")
    r.add("yookassa_secret",
          f"ЮKassa магазина клиента: shopId {digits(6, lead=True)}, секретный ключ live_{rnd(URLSAFE, 43)}",
          f"YOOKASSA_SHOP_ID={digits(6, lead=True)}\nYOOKASSA_SECRET_KEY=live_{rnd(URLSAFE, 43)}",
          f"Configuration.configure('{digits(6, lead=True)}', 'test_{rnd(URLSAFE, 43)}')  # тестовый магазин")
    r.add("tinkoff_acquiring",
          f"Т-Банк эквайринг: TerminalKey {digits(13, lead=True)}, Password {rnd(LOWER + DIGITS, 16)}",
          f"TINKOFF_TERMINAL_KEY={digits(13, lead=True)}DEMO\nTINKOFF_PASSWORD={rnd(LOWER + DIGITS, 16)}")
    r.add("vk_token",
          f"токен сообщества VK для бота: vk1.a.{rnd(URLSAFE, 200)}",
          f"VK_ACCESS_TOKEN=vk1.a.{rnd(URLSAFE, 180)}  # user token, wall + groups")
    r.add("dadata_key",
          f"DaData: API-ключ {hexs(40)}, секретный ключ {hexs(40)}",
          f"headers: Authorization: Token {hexs(40)}, X-Secret: {hexs(40)}")
    r.add("openai_key",
          f"ключ OpenAI клиента (через их прокси): sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
          f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}\nOPENAI_BASE_URL=https://llm-proxy.acme.test/v1")
    r.add("cloudflare_token",
          f"Cloudflare API token (DNS edit, zone acme-shop.test): {rnd(URLSAFE, 40)}",
          f"CF_API_TOKEN={rnd(URLSAFE, 40)} certbot certonly --dns-cloudflare -d '*.acme-shop.test'")
    r.add("registry_login",
          f"логин в registry для CI-раннера: docker login registry.acme.test -u ci -p {gen_pw(24)}",
          '~/.docker/config.json на проде: {"auths": {"registry.acme.test": {"auth": "' + basic("robot$deploy", rnd(ALNUM, 32)) + '"}}}')
    r.add("totp_seed",
          f"2FA GitHub, seed на случай потери телефона: {' '.join(rnd(BASE32, 4) for _ in range(8))}",
          f"otpauth://totp/Binance:artem%40acme.test?secret={rnd(BASE32, 16)}&issuer=Binance")
    r.add("kube_token",
          f"токен SA deployer для k3s клиента:\n{kube_sa_token()}",
          f"доступ к k3s клиента без kubeconfig: kubectl --server https://{ip()}:6443 --token {kube_sa_token()} get pods")
    r.add("npm_token",
          f"~/.npmrc на маке:\n//npm.acme.test/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}  # публикация @acme/tg-ui")
    r.add("mysql_password",
          f"MySQL на хостинге: u{digits(6)}_shop / {gen_pw(14)}, хост localhost",
          f"mysql -h {ip()} -u wp_client -p'{human_pw()}' wordpress  # база вордпресса клиента")
    r.add("minio_root",
          f"MinIO на VPS: MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
          f"mc alias set acme https://minio.acme.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM + '+/', 40)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("tg_chat_id",
          f"Чат клиента с менеджерами: {chat_id()}, канал для логов: {chat_id()}",
          f"ADMIN_IDS={digits(9, lead=True)},{digits(10, lead=True)}  # я и Гиорги",
          f"bot.send_message({chat_id()}, text) падает с chat not found — бота удалили из группы")
    r.add("tg_message_link",
          f"Договорились тут: https://t.me/c/{pick('1', '2')}{digits(9)}/{digits(5, lead=True)}",
          f"message_id {digits(6, lead=True)} в чате {chat_id()} — закреп с прайсом",
          f"ТЗ от клиента в канале: t.me/acme_stroy_news/{digits(4, lead=True)}, правки в /{digits(4, lead=True)}")
    r.add("tg_bot_username",
          f"Боты клиента: @stroymarket_orders_bot (прод), @stroymarket_test_{rnd(LOWER, 4)}_bot (стейдж)",
          f"bot id {bot_id()} — это только первая часть токена, сам токен лежит в Lockbox",
          f"getMe: {{\"id\": {bot_id()}, \"is_bot\": true, \"username\": \"acme_{rnd(LOWER, 5)}_bot\", \"can_join_groups\": false}}")
    r.add("tg_file_id",
          f"file_id логотипа для приветствия: AgACAgIAAxkBAAI{rnd(URLSAFE, 60)}",
          f"sticker file_unique_id AgAD{rnd(URLSAFE, 12)}, file_id CAACAgIAAxkBAAE{rnd(URLSAFE, 55)}")
    r.add("tg_update",
          f"webhook получил update_id {digits(9, lead=True)} дважды — дедуплицирую по нему в Redis",
          f"последний update_id {digits(9, lead=True)}, потом тишина — webhook отвалился",
          f"{{\"update_id\": {digits(9, lead=True)}, \"message\": {{\"message_id\": {digits(4, lead=True)}, \"chat\": {{\"id\": {chat_id()}, \"type\": \"supergroup\"}}}}}}")
    r.add("tg_callback_data",
          f"callback_data кнопок: order:{digits(6)}:confirm, order:{digits(6)}:cancel, page:{secrets.randbelow(30)}",
          f"inline button payload {b64u(json.dumps({'a': 'cart', 'id': int(digits(5, lead=True)), 'q': 2}).encode())} (base64url JSON, 64 bytes max)")
    r.add("tg_deeplink",
          f"реферальные ссылки: https://t.me/stroymarket_orders_bot?start=ref_{rnd(LOWER + DIGITS, 8)}",
          f"deep link for the promo: t.me/acme_shop_bot?startapp=promo_{rnd(UPPER + DIGITS, 6)}")
    r.add("yc_folder_id",
          f"folder-id прод: {yc_id('b1g')}, стейдж: {yc_id('b1g')}",
          f"yc resource-manager folder list-access-bindings {yc_id('b1g')}",
          f"terraform: folder_id = \"{yc_id('b1g')}\" (client's prod folder)")
    r.add("yc_cloud_id",
          f"в консоли: облако acme-prod ({yc_id('b1g')}), каталоги default и bots",
          f"cloud-id клиента {yc_id('b1g')}, организация {yc_id('bpf')}",
          f"billing account dn2{rnd(LOWER + DIGITS, 17)} is linked to cloud {yc_id('b1g')}")
    r.add("yc_compute_ids",
          f"ВМ bot-prod: {yc_id('fhm')}, диск {yc_id('fhm')}, подсеть {yc_id('e9b')}",
          f"yc compute instance stop {yc_id('epd')} && yc compute snapshot create --disk-id {yc_id('epd')}",
          f"instance group {yc_id('cl1')} scaled to 3, network {yc_id('enp')}")
    r.add("yc_service_account",
          f"сервисный аккаунт sa-deployer: {yc_id('aje')}, роли editor + container-registry.images.pusher",
          f"SA id {yc_id('aje')}; its static key object id {yc_id('aje')} was deleted on rotation")
    r.add("yc_lockbox_ref",
          f"секрет в Lockbox: {yc_id('e6q')}, ключ TELEGRAM_BOT_TOKEN, версия {yc_id('e6q')}",
          f"yc lockbox payload get --id {yc_id('e6q')} --key DB_PASSWORD",
          f"serverless container env: lockbox secret {yc_id('e6q')} → REDIS_PASSWORD")
    r.add("yc_registry_image",
          f"реестр {yc_id('crp')}, lifecycle-политика удаляет untagged старше 7 дней",
          f"образ бота: cr.acme.test/{yc_id('crp')}/orders-bot:1.4.{secrets.randbelow(20)}",
          f"docker pull cr.acme.test/{yc_id('crp')}/parser@sha256:{hexs(64)}")
    r.add("yc_function_ids",
          f"функция webhook-handler {yc_id('d4e')}, API Gateway {yc_id('d5d')}",
          f"триггер {yc_id('a1s')} дёргает функцию {yc_id('d4e')} каждые 5 минут")
    r.add("git_commit",
          f"Фикс таймзоны в {hexs(40)}, черри-пик в release/1.4 как {hexs(12)}",
          f"git bisect: первый плохой коммит {hexs(40)}",
          f"откатил прод на {hexs(7)}, diff: https://gitlab.acme.test/shop/backend/-/compare/{hexs(8)}...{hexs(8)}",
          f"Merge branch 'fix/payments' into 'main' ({hexs(40)})")
    r.add("docker_digest",
          f"на проде крутится registry.acme.test/shop/api@sha256:{hexs(64)}",
          f"docker images --digests:\npostgres   16-alpine   sha256:{hexs(64)}",
          f"Image ID sha256:{hexs(64)} ещё на диске, docker image prune не трогал")
    r.add("request_id",
          f"клиент пишет, что оплата не прошла; x-request-id {uid()}",
          f"YC API Gateway request id {uid()}, trace {hexs(32)} — 502 from the function",
          f"Binance error -1021, request {hexs(32)}, timestamp {digits(13, lead=True)}")
    r.add("inn_ogrn",
          f"Реквизиты клиента: ООО «Строймаркет», ИНН {inn10()}, ОГРН {ogrn()}",
          f"ИП Иванов А.С., ИНН {inn12()}, ОГРНИП {ogrnip()}",
          f"для договора: ИНН {inn10()}, КПП {digits(4, lead=True)}01001",
          f"Contractor's INN {inn10()} checks out in the public register")
    r.add("bank_requisites",
          f"р/с 40702810{digits(12)}, к/с 30101810{digits(9)}, БИК 04{digits(7)}",
          f"SWIFT TBCBGE22, beneficiary account {ge_iban()} (GEL)")
    r.add("invoice_number",
          f"Счёт № {digits(3, lead=True)}/2024 от 12.03 на 85 000 ₽, оплата по ИНН {inn10()}",
          f"invoice INV-2024-{digits(4)} sent via Deel, ref {rnd(UPPER + DIGITS, 10)}",
          f"акт № А-{digits(5)} подписан в Диадоке, документ {uid()}")
    r.add("ge_iban",
          f"Мои реквизиты для оплаты в GEL: {ge_iban()}, TBC Bank",
          f"долларовый счёт для иностранных клиентов: {ge_iban(spaced=True)}",
          f"перевод на {ge_iban()} (Bank of Georgia), назначение: invoice {digits(4)}")
    r.add("crypto_wallet",
          f"USDT TRC-20 для оплаты: {tron()}",
          f"ETH/USDT ERC-20 address 0x{hexs(40)}",
          f"BTC: bc1q{rnd(BECH32, 38)}",
          f"TON wallet UQ{rnd(URLSAFE, 46)} for the mini-app payouts")
    r.add("tx_hash",
          f"клиент оплатил, txid {hexs(64)} (TRON, 1 450 USDT)",
          f"ETH-транзакция 0x{hexs(64)} висит, мало газа",
          f"Binance withdrawal id {hexs(32)}, TxID {hexs(64)}")
    r.add("outline_server",
          f"Outline сервер: vpn-ams.acme.test ({ip()}), порт ключей 443, порт API {secrets.randbelow(50000) + 10000}",
          f"second Outline box on Timeweb, hostname outline-{rnd(LOWER + DIGITS, 6)}.acme.test, 14 keys issued",
          f"Outline Manager → сервер tbilisi-2 (id {uid()}), лимит трафика 50 GB на ключ")
    r.add("env_example",
          ".env.example:\nTELEGRAM_BOT_TOKEN=\nYC_FOLDER_ID=\nDATABASE_URL=postgresql://user:password@localhost:5432/db\nREDIS_URL=redis://localhost:6379/0",
          "TELEGRAM_BOT_TOKEN=123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11  # пример из доки Telegram",
          "BINANCE_API_KEY=your_api_key_here\nBINANCE_API_SECRET=your_api_secret_here",
          "AWS_ACCESS_KEY_ID=<YCAJ...>\nAWS_SECRET_ACCESS_KEY=<YC...>\n# ключи статические, выдать в консоли")
    r.add("ticket",
          f"Задача BACK-{digits(4, lead=True)}: перенести бота на вебхуки, оценка 6 ч",
          f"YouTrack SHOP-{digits(3, lead=True)} and SHOP-{digits(3, lead=True)} are blocked by the 1C export",
          f"Upwork contract #{digits(8, lead=True)}, milestone {digits(7, lead=True)}")
    r.add("sentry_issue",
          f"Sentry: BOT-{rnd(UPPER + DIGITS, 3)}, event {hexs(32)}",
          f"https://sentry.acme.test/organizations/acme/issues/{digits(7, lead=True)}/events/{hexs(32)}/",
          f"release bot@1.4.0+{hexs(7)} added 3 new issues")
    r.add("grafana_dashboard",
          f"алерт «Bot 5xx» висит на панели {secrets.randbelow(30) + 1} дашборда {rnd(ALNUM, 9)}, порог 2 %",
          f"дашборд бота: https://grafana.acme.test/d/{rnd(ALNUM, 9)}/bot-latency?orgId=1&from=now-6h",
          f"panel id {secrets.randbelow(40)} on dashboard uid {rnd(ALNUM, 14)}")
    r.add("ci_run",
          f"пайплайн {digits(6, lead=True)} упал на тестах, перезапустил как {digits(6, lead=True)}",
          f"GitHub Actions run {digits(10, lead=True)} failed on the lint step, job {digits(11, lead=True)}",
          f"GitLab pipeline #{digits(6, lead=True)}, job #{digits(7, lead=True)}: docker build ушёл в таймаут")
    r.add("bitrix_ids",
          f"Сделка #{digits(5, lead=True)} в Битриксе, контакт {digits(4, lead=True)}, воронка C{secrets.randbelow(9) + 1}",
          "вебхук вида https://<портал>/rest/1/<код_вебхука>/crm.lead.add.json — код выдаст админ клиента",
          f"crm.deal.update id={digits(5, lead=True)} fields[UF_CRM_{digits(13, lead=True)}]=Y")
    r.add("onec_refs",
          f"Номенклатура Ref_Key guid'{uid()}' не выгрузилась на сайт",
          f"документ РеализацияТоваровУслуг № ЦБ-{digits(6)} от 05.04, ссылка {uid()}",
          f"1C exchange package {digits(8, lead=True)}, node code {rnd(UPPER, 2)}{digits(2)}")
    r.add("wg_public",
          f"[Peer] # телефон\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.3/32",
          f"wg show: peer {wg_key()} latest handshake 2 minutes ago, transfer 1.2 GiB received",
          f"server public key {wg_key()}, endpoint {ip()}:51820, my address 10.66.0.2")
    r.add("ssh_public",
          f"добавил в authorized_keys клиента: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} artem@macbook",
          f"host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519) — сверил с консолью Selectel",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} gitlab-ci@acme")
    r.add("tls_fingerprint",
          f"certSha256 Outline сервера: {hexs(64).upper()} (публичный, для проверки)",
          f"Let's Encrypt cert serial {hexs(36)}, SHA-1 fingerprint {groups(hexs(40).upper(), 2, ':')}")
    r.add("phone_numbers",
          f"Гиорги (бухгалтер клиента): +995 5{digits(2)} {digits(2)} {digits(2)} {digits(2)}",
          f"client's support line +7 495 {digits(3)}-{digits(2)}-{digits(2)}, ext {digits(3)}")
    r.add("tracking",
          f"посылка СДЭК {digits(10, lead=True)}, Georgian Post RR{digits(9)}GE",
          f"DHL waybill {digits(10, lead=True)} for the Yubikey, customs ref {rnd(UPPER + DIGITS, 12)}")
    r.add("exchange_ids",
          f"Binance UID {digits(9, lead=True)}, ордер {digits(11, lead=True)}, clientOrderId x-{rnd(ALNUM, 20)}",
          f"Bybit orderId {uid()}, orderLinkId grid-{digits(13, lead=True)}",
          f"P2P сделка № {digits(19, lead=True)}, продавец {rnd(LOWER, 6)}_{digits(3)}")
    r.add("secret_refs",
          "env:\n  TELEGRAM_BOT_TOKEN: ${{ secrets.TELEGRAM_BOT_TOKEN }}\n  YC_SA_KEY: ${{ secrets.YC_SA_JSON_CREDENTIALS }}",
          "token = os.environ[\"BOT_TOKEN\"]  # никогда не хардкодить, после инцидента с гитом",
          "docker-compose: POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}")
    r.add("config_keys",
          "password_min_length: 12\ntoken_ttl_seconds: 3600\nsecret_rotation_days: 90",
          "REDIS_PASSWORD_FILE=/run/secrets/redis_pass — пароль монтируется файлом",
          "api_key_header = 'Api-Key'; auth_scheme = 'Bearer'; iam_token_lifetime = '12h'")
    r.add("pod_names",
          f"{pod_name('orders-bot')} в CrashLoopBackOff, второй под жив",
          f"kubectl logs {pod_name('parser-worker')} -c app --since=1h")
    r.add("checksums",
          f"sha256 релиза: {hexs(64)}  orders-bot-1.4.0.tar.gz",
          f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\" in package-lock for grammy",
          f"md5 выгрузки из 1С: {hexs(32)} (совпало с тем, что у клиента)")
    r.add("wal_backup",
          f"последний успешный бэкап base_{hexs(24).upper()}, 14 GB, заняло 9 минут",
          f"wal-g backup-list: base_{hexs(24).upper()}, LSN {secrets.choice(HEX).upper()}/{hexs(8).upper()}",
          f"restore point before migration: base_0000000100000{digits(3)}000000{secrets.token_hex(1).upper()}")
    r.add("s3_object_keys",
          f"s3://pg-backups-acme/main/basebackups_005/base_{hexs(24).upper()}_backup_stop_sentinel.json",
          f"фото товаров: s3://acme-media/products/{secrets.token_hex(1)}/{hexs(32)}.webp")
    r.add("analytics_ids",
          f"Метрика сайта клиента: счётчик {digits(8, lead=True)}, цель order_{digits(4)}",
          f"GA4 G-{rnd(UPPER + DIGITS, 10)}, GTM-{rnd(UPPER + DIGITS, 7)}")
    r.add("uuid_ids",
          f"Idempotence-Key: {uid()} для повторной попытки платежа",
          f"заказ {uid()} завис в статусе pending",
          f"correlation id {uid()} сквозной: бот → мост в 1С")
    r.add("payment_ids",
          f"ЮKassa payment id {hexs(8)}-000f-5000-{pick('8', '9')}000-{hexs(12)}, статус succeeded",
          f"T-Bank PaymentId {digits(10, lead=True)}, OrderId shop-{digits(6)}",
          f"CloudPayments TransactionId {digits(9, lead=True)}, InvoiceId {digits(5, lead=True)}")
    r.add("masked_card",
          f"возврат на карту 4{digits(3)} **** **** {digits(4)} от Timeweb, 12.50 USD",
          f"списание с карты **** {digits(4)} на 49.90 USD (Timeweb)",
          f"card ending {digits(4)}, BIN {digits(6, lead=True)}, 3DS passed")
    r.add("bank_refs",
          f"перевод исполнен, референс FT{digits(5)}{rnd(UPPER + DIGITS, 5)}, RRN {digits(12)}",
          f"SWIFT MT103 ref {rnd(UPPER + DIGITS, 16)}, UETR {uid()}",
          f"TBC statement line: {digits(2)}.0{secrets.randbelow(9) + 1}.2024 POS {digits(6)} 23.40 GEL Carrefour")
    r.add("ge_company_id",
          f"код налогоплательщика клиента в Грузии {digits(9, lead=True)}, плательщик НДС с 2023",
          f"ИП в Грузии, идентификационный код {digits(9, lead=True)}, статус малого бизнеса",
          f"client's Georgian LLC, ID code 4{digits(8)}, registered in Tbilisi")
    r.add("network_ids",
          f"у роутера в квартире MAC {mac('-', True)}, статический IP {ip()} от провайдера",
          f"MAC роутера {mac()}, DHCP выдал {ip()}",
          f"AllowedIPs = 10.66.0.0/24, {ip()}/32; MTU 1380; PersistentKeepalive = 25")
    r.add("redis_keys",
          f"ключи в редисе: fsm:{chat_id()}:{digits(9, lead=True)}:state, cache:catalog:{hexs(16)}",
          f"SCAN 0 MATCH rate:{digits(9, lead=True)}:* — throttling buckets, TTL 60")
    r.add("version_build",
          f"orders-bot 1.4.{secrets.randbelow(20)}+build.{digits(4)} ({hexs(7)}), python 3.12.{secrets.randbelow(8)}",
          f"Bitrix module sale {secrets.randbelow(5) + 20}.{secrets.randbelow(500)}.{secrets.randbelow(100)}, 1С УТ 11.5.{secrets.randbelow(20)}.{digits(2)}")
    r.add("base64_payload",
          f"initData из mini app (после проверки hash): user={b64u(json.dumps({'id': int(digits(9, lead=True)), 'first_name': 'Artem', 'language_code': 'ru'}).encode())}",
          f"start_param в base64: {b64u(json.dumps({'src': 'vk', 'camp': 'spring', 'n': int(digits(3, lead=True))}).encode())}")
    r.add("prose",
          "Ротировал токен бота и пароль от Redis, новые значения только в Lockbox и в 1Password.",
          "SMS-коды от TBC приходят с задержкой, если роуминг включён — не забыть перед поездкой.",
          "The Outline keys were all revoked when the client's contract ended; nothing left to hand out.")
    return r


def main() -> None:
    write_corpora("make_heldout62.py", [
        ("heldout62_credentials.yaml", credentials(), "batch 62 (Russian freelance backend dev in Tbilisi), written blind; every value synthetic"),
        ("heldout62_lookalikes.yaml", lookalikes(), "batch 62 look-alikes: Telegram/Yandex Cloud ids, hashes, requisites, wallets, placeholders, written blind"),
    ])


if __name__ == "__main__":
    main()
