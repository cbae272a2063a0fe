# ruff: noqa: E501
"""Writes heldout349_credentials.yaml and heldout349_lookalikes.yaml: held-out batch 349.

Persona: a freelance 3D artist and Unreal Engine developer in Tbilisi who writes his notes
in Georgian (Georgian script, sometimes Latin transliteration) mixed with Russian and
English. He keeps ArtStation, Sketchfab, Epic Games and Fab seller logins, Perforce and
Plastic SCM credentials, render-farm API keys, Payoneer and TBC Bank details, a Blender
add-on licence key, his Steam account and Steam Guard codes, and the studio door code; and
many look-alikes: ArtStation and Sketchfab URLs, Fab listing ids, Epic account ids,
changelists and changesets, render job ids, IBANs, masked cards, Steam ids, used Steam Guard
codes, engine build strings, asset GUIDs, EOS product ids, public keys, invoice and tracking
numbers, phone numbers and references to a secret rather than the secret.

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
    b64u_bytes,
    card_expiry,
    digits,
    epoch,
    github_fine_token,
    github_token,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

PLACES = [
    "Mtatsminda", "Narikala", "Sololaki", "Vake", "Saburtalo", "Kazbegi", "Svaneti",
    "Batumi", "Mestia", "Ushguli", "Gudauri", "Kakheti", "Rustaveli", "Abanotubani",
]


GUARD = "23456789BCDFGHJKMNPQRTVWXY"


def sketchfab_token() -> str:
    return hexs(32)


def p4_ticket() -> str:
    return hexs(32).upper()


def gumroad_licence() -> str:
    return groups(hexs(32).upper(), 8, "-")


def steam_id() -> str:
    return "7656119" + digits(10)


def snowflake() -> str:
    return digits(pick(18, 19), lead=True)


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{snowflake()}/{rnd(URLSAFE, 68)}"


def guard_code() -> str:
    return rnd(GUARD, 5)


def stripe_secret() -> str:
    return pick("sk_live_", "rk_live_") + rnd(ALNUM, pick(24, 99))


def eos_client_id() -> str:
    return "xyza7891" + rnd(ALNUM, 24)


def eos_client_secret() -> str:
    return rnd(ALNUM + "+/", 43)


def farm_key() -> str:
    return rnd(ALNUM, pick(32, 40))


def place_pw() -> str:
    return f"{pick(*PLACES)}{digits(4)}{pick('!', '#', '$', '?')}"


def steam_cookie() -> str:
    sid = steam_id()
    now = epoch()
    claims = {
        "iss": f"r:{hexs(16).upper()}",
        "sub": sid,
        "aud": ["web", "store", "community"],
        "exp": now + 86400,
        "nbf": now - 60,
        "iat": now,
        "jti": f"{hexs(4).upper()}_{hexs(8).upper()}_{hexs(5).upper()}",
        "oat": now,
        "rt_exp": now + 15_552_000,
        "per": 0,
        "ip_subject": "188.129.0.1",
        "ip_confirmer": "188.129.0.1",
    }
    return f"{sid}%7C%7C{jwt(claims, alg='EdDSA', signature=b64u_bytes(64))}"


def visa() -> str:
    return groups(luhn("4"), 4)


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5")), 4)


def ssl_fingerprint() -> str:
    return groups(secrets.token_hex(20).upper(), 2, ":")


def sha256_fp() -> str:
    return "SHA256:" + b64u_bytes(32).replace("-", "+").replace("_", "/")


def georgian_phone() -> str:
    return f"+995 5{digits(2)} {digits(2)} {digits(2)} {digits(2)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "artstation_password",
        f"ArtStation — levan.gelashvili@acme-mail.test / {pw()}",
        f"არტსტეიშენის პაროლი შევცვალე, ახალი: {rnd(ALNUM + '!#%', 14)}",
        f"artstation paroli akhali {place_pw()} (dzveli agar mushaobs)",
        f"ArtStation Pro логин: levan_3d\nпароль\n{rnd(ALNUM, 16)}",
        f"- artstation: levan3d | {pw()} | pro plan until march\n- behance: same mail, google login",
    )

    r.add(
        "sketchfab_api_token",
        f"Sketchfab API token (Settings > Password & API): {sketchfab_token()}",
        f"blender-ის sketchfab plugin-ში ჩასაწერი ტოკენი {sketchfab_token()}",
        f'curl -H "Authorization: Token {sketchfab_token()}" -F "modelFile=@balcony_v3.zip" https://api.sketchfab.com/v3/models',
        f"SKETCHFAB_API_TOKEN={sketchfab_token()}  # для скрипта массовой загрузки",
        f"sketchfab tokeni\n{sketchfab_token()}\nar dakargo, tavidan generacia ar minda",
    )

    r.add(
        "epic_account_password",
        f"Epic Games acc: levan.gelashvili@acme-mail.test pw {pw()}",
        f"ეპიკის ანგარიში — პაროლი: {rnd(ALNUM + '!@#', 15)} (2FA ჩართულია, ტელეფონზე)",
        f"epic launcheri ro moitxovs: {pick(*PLACES)}_{rnd(ALNUM, 8)}",
        f"Пароль от Epic (лаунчер + UE) — {pw()}",
        f"epicgames.com\n  user: levan3d\n  pass: {rnd(ALNUM, 18)}",
    )

    def epic_codes(n: int) -> list[str]:
        return [rnd(UPPER + DIGITS, 6) for _ in range(n)]

    r.add(
        "epic_backup_codes",
        "Epic 2FA backup codes:\n" + "\n".join(epic_codes(10)),
        "ეპიკის სარეზერვო კოდები (თითო მხოლოდ ერთხელ): " + " ".join(epic_codes(8)),
        "epic backup kodebi — pirveli ori gamoviyene, darcha:\n" + "\n".join(epic_codes(6)),
        "Резервные коды Epic Games, хранить тут, не в облаке:\n" + ", ".join(epic_codes(10)),
        "| # | epic backup |\n|---|---|\n" + "\n".join(f"| {i} | {c} |" for i, c in enumerate(epic_codes(5), 1)),
    )

    r.add(
        "fab_publisher_password",
        f"Fab seller (publisher acc, სხვა მეილით): levan.store@acme-mail.test / {pw()}",
        f"fab.com seller portal — paroli {place_pw()}",
        f"Fab / старый UE Marketplace seller аккаунт\nlogin: gelashvili.assets\npass: {rnd(ALNUM + '!', 16)}",
        f"fab sellers akhali paroli {rnd(ALNUM, 14)}, dzveli marketplace-is ukve aghar mushaobs",
        f"seller acc for Fab (payouts go to Payoneer) → {pw()}",
    )

    r.add(
        "perforce_password",
        f"P4PORT=ssl:p4.acme-studio.internal:1666\nP4USER=levan\nP4PASSWD={pw()}",
        f"perforce-ის პაროლი (სტუდიის სერვერი): {rnd(ALNUM, 12)}",
        f"p4 -p ssl:p4.acme.test:1666 -u levan -P {rnd(ALNUM + '#!', 14)} sync //depot/Main/...",
        f"Perforce новый пароль после сброса админом: {pw()} (старый больше не работает)",
        f".p4config в проекте клиента:\nP4CLIENT=levan_ws_main\nP4PASSWD={rnd(ALNUM, 16)}",
    )

    r.add(
        "perforce_ticket",
        f"~/.p4tickets\np4.acme-studio.internal:1666=levan:{p4_ticket()}",
        f"p4 login -p ticket-ი build მანქანისთვის: {p4_ticket()}",
        f"P4PASSWD={p4_ticket()}  # это тикет, не пароль; группа с unlimited timeout",
        f"ci agent ticket for ssl:p4.acme.test:1666 user buildbot: {p4_ticket()}",
        f"perforce tiketi jenkins-istvis\n{p4_ticket()}",
    )

    r.add(
        "plastic_scm_login",
        f"Plastic SCM cloud org acme-studio@cloud — levan@acme-mail.test / {pw()}",
        f"Unity VCS (ყოფილი Plastic) პაროლი: {rnd(ALNUM, 14)}",
        f"cm configure --workingmode=UPWorkingMode --username=levan --password={rnd(ALNUM + '!', 15)} --server=plastic.acme.internal:8087",
        f"plastic-is logini klientis proeqtze: user levan_ext pass {place_pw()}",
        f"Plastic (on-prem у клиента) — логин levan, пароль {pw()}",
    )

    r.add(
        "render_farm_api_key",
        f"RebusFarm API key: {farm_key()}",
        f"render farm (garage) api key {hexs(40)}",
        f"რენდერ ფერმის API გასაღები: {farm_key()}",
        f"X-API-Key: {rnd(URLSAFE, 48)}  <- farm.acme-render.test upload script",
        f"ферма: RENDER_FARM_API_KEY={farm_key()}\nRENDER_FARM_USER=levan",
    )

    r.add(
        "aws_render_keys",
        f"AWS (deadline render nodes)\naccess key {aws_key_id()}\nsecret {aws_secret()}",
        f"[render]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-central-1",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"ამაზონის გასაღებები (spot ინსტანსებისთვის): {aws_key_id()} / {aws_secret()}",
        f"AWS ключи от клиента, удалить после проекта: {aws_key_id()} : {aws_secret()}",
    )

    r.add(
        "payoneer_login",
        f"Payoneer — levan.gelashvili@acme-mail.test / {pw()}; security q: პირველი ძაღლის სახელი = {pick('Bobo', 'Murka', 'Tuzik', 'Jeki')}{digits(2)}",
        f"payoneer paroli {rnd(ALNUM + '!#', 13)}",
        f"პეიონერის ახალი პაროლი {pw()} — ძველი დაბლოკეს",
        f"Payoneer вход: логин мейл, пароль {rnd(ALNUM, 16)}, смс на грузинский номер",
        f"payoneer\n{place_pw()}",
    )

    r.add(
        "tbc_card_details",
        f"TBC Visa: {visa()} {card_expiry()} CVV {digits(3)}",
        f"თიბისის ბარათი\n{visa()}\nვადა {card_expiry()}\nCVC {digits(3)}",
        f"tbc mastercard (dolaris) {mastercard()} exp {card_expiry()} cvc {digits(3)} — Fab-istvis da steam-istvis",
        f"Карта TBC для оплаты AWS: {mastercard()} / {card_expiry()} / {digits(3)}",
        f"card: {luhn('4')}, {card_expiry()}, {digits(3)} (TBC, GEL, Levan Gelashvili)",
    )

    r.add(
        "card_pin",
        f"TBC ბარათის PIN {pin(4)}",
        f"pin kodi bankomatistvis: {pin(4)}",
        f"PIN от новой карты TBC — {pin(4)}, старый не работает",
        f"TBC dollar card pin {pin(4)} / lari card pin {pin(4)}",
        f"ATM PIN: {pin(4)} (ar dagaviwydes, mxolod 3 cda)",
    )

    r.add(
        "blender_addon_license",
        f"Gumroad licence for the HardOps/BoxCutter bundle: {gumroad_licence()}",
        f"ბლენდერის ადონის ლიცენზიის გასაღები: {gumroad_licence()}",
        f'license_key = "{gumroad_licence()}"  # Preferences > Add-ons > activate',
        f"Лицензия аддона (Gumroad), на 2 машины: {gumroad_licence()}",
        f"addon licenzia\n{gumroad_licence()}\nmeore kompze ar gaaaktiuro",
    )

    r.add(
        "steam_password",
        f"Steam: levan_ge / {pw()}",
        f"სტიმის პაროლი {rnd(ALNUM, 12)}",
        f"steam acc (dev, steamworks partner) login levan_dev pass {rnd(ALNUM + '!', 14)}",
        f"Пароль Steam: {pw()} — сменил после фишинга в дискорде",
        f"steam\nuser: levan_ge\npw: {pick(*PLACES).lower()}_{digits(4)}{pick('!', '?')}",
    )

    r.add(
        "steam_guard_secret",
        '{"shared_secret":"' + b64(secrets.token_bytes(20)) + '","serial_number":"' + digits(19, lead=True) + '","revocation_code":"R' + digits(5) + '","account_name":"levan_ge","identity_secret":"' + b64(secrets.token_bytes(20)) + '"}',
        f"Steam Guard revocation code: R{digits(5)} — ჩაიწერე, authenticator-ის მოსახსნელად სჭირდება",
        f"steam guard shared_secret {b64(secrets.token_bytes(20))} (SDA-ში ჩასამატებლად)",
        f"Код восстановления Steam Guard: R{digits(5)}",
        f"otpauth://totp/Steam:levan_ge?secret={totp_seed()}&issuer=Steam",
    )

    r.add(
        "studio_door_code",
        f"სტუდიის კარის კოდი: {pin(4)}#",
        f"karis kodi studiashi {pin(5)} (orshabatidan icvleba)",
        f"Код от двери студии — {pin(4)}, сигнализация {pin(4)}",
        f"studio door: *{pin(6)}# then wait for the beep",
        f"სადარბაზოს კოდი {pin(4)}, სტუდიის კარი {pin(4)}",
    )

    r.add(
        "wifi_key",
        f"სტუდიის wifi: AcmeStudio_5G / {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:Levan_Home;P:{rnd(ALNUM, 14)};;",
        f"wifi paroli kafeshi {pick(*PLACES).lower()}{digits(4)}",
        f"Пароль от вайфая у заказчика: {rnd(ALNUM + '!', 16)}",
        f'network={{\n    ssid="Acme-Render"\n    psk="{pw()}"\n}}',
    )

    r.add(
        "github_pat",
        f"GitHub PAT (UE plugin repo, repo scope): {github_token()}",
        f"git clone https://levan3d:{github_token()}@github.com/levan3d/ue-procedural-balconies.git",
        f"{github_fine_token()} — fine-grained, 90 დღე",
        f"гитхаб токен для приватного форка UnrealEngine: {github_token()}",
        f"GH_TOKEN={github_token()}  (გითჰაბის ტოკენი CI-სთვის)",
    )

    r.add(
        "ssh_private_key",
        "build server key:\n" + openssh_private(),
        "ჩემი ssh გასაღები (render node-ებზე):\n" + openssh_private(),
        "id_rsa от сервера у клиента\n" + pem("RSA PRIVATE KEY", 6),
        openssh_private(),
        "```\n" + pem("PRIVATE KEY", 5) + "\n```\nes private key-a p4 ssl-istvis (P4SSLDIR/privatekey.txt)",
    )

    r.add(
        "discord_webhook",
        f"discord webhook for p4 commits: {discord_webhook()}",
        f"რენდერი რომ დამთავრდება, აქ აგზავნის: {discord_webhook()}",
        f'DISCORD_WEBHOOK_URL="{discord_webhook()}"',
        f"вебхук в канал #builds\n{discord_webhook()}",
        f"curl -H 'Content-Type: application/json' -d '{{\"content\":\"build ok\"}}' {discord_webhook()}",
    )

    r.add(
        "telegram_bot_token",
        f"render-bot ტელეგრამში: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}\nTELEGRAM_CHAT_ID=-100{digits(10, lead=True)}",
        f"токен бота от BotFather: {telegram_bot_token()}",
        f"tg bot tokeni (farm notifications) {telegram_bot_token()}",
        f'bot = telebot.TeleBot("{telegram_bot_token()}")',
    )

    r.add(
        "totp_seed",
        f"ArtStation 2FA secret key (tu telefoni daikarga): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Payoneer:levan.gelashvili?secret={totp_seed()}&issuer=Payoneer",
        f"2FA სეტაპის კოდი (Epic, ხელით შესაყვანი): {totp_seed()}",
        f"TOTP секрет от Perforce Helix MFA: {totp_seed()}",
        f"google authenticator backup for sketchfab\n{groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password (Thunderbird): {app_password()}",
        f"Gmail-ის აპის პაროლი ინვოისების სკრიპტისთვის — {app_password()}",
        f"SMTP_PASSWORD={app_password().replace(' ', '')}\nSMTP_USER=levan.gelashvili@gmail.test",
        f"пароль приложения гугл для почты на телефоне: {app_password()}",
        f"app paroli blender market notif-ebistvis\n{app_password()}",
    )

    r.add(
        "portfolio_db_connection",
        f"DATABASE_URL=mysql://portfolio:{rnd(ALNUM, 18)}@db.levan-portfolio.internal:3306/wp",
        f"define( 'DB_PASSWORD', '{pw()}' );  // wp-config პორტფოლიოს საიტზე",
        f"postgres://shop_admin:{rnd(ALNUM, 20)}@pg.acme.test:5432/assets_shop?sslmode=require",
        f"база сайта: host db.acme-studio.internal user wp_levan pass {pw()}",
        f"mysql -h db.levan-portfolio.internal -u portfolio -p'{rnd(ALNUM + '!#', 16)}' wp < dump.sql",
    )

    r.add(
        "steam_login_cookie",
        f"steamLoginSecure={steam_cookie()}",
        f"სტიმის cookie (inventory სკრიპტისთვის): steamLoginSecure={steam_cookie()}",
        '{"name": "steamLoginSecure", "value": "' + steam_cookie() + '", "domain": "steamcommunity.com"}',
        f"кука стима, не светить: {steam_cookie()}",
        f"curl -b 'steamLoginSecure={steam_cookie()}; sessionid={hexs(24)}' https://steamcommunity.com/my/inventory",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret (assets shop): {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"სტრაიპის საიდუმლო გასაღები — არავის მისცე: {stripe_secret()}",
        f"stripe.api_key = \"{stripe_secret()}\"",
        f"ключ страйпа (live, restricted, только checkout): {stripe_secret()}",
    )

    r.add(
        "eos_client_secret",
        f'[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName="{hexs(32)}",ClientId="{eos_client_id()}",ClientSecret="{eos_client_secret()}",ProductId="{hexs(32)}",SandboxId="{hexs(32)}",DeploymentId="{hexs(32)}",EncryptionKey="{hexs(64).upper()}")',
        f"EOS dedicated server client — ClientId {eos_client_id()} / ClientSecret {eos_client_secret()}",
        f"EOS-ის client secret (სერვერის პოლისით): {eos_client_secret()}",
        f"секрет клиента EOS для бэкенда: {eos_client_secret()}",
        f"EOS_CLIENT_ID={eos_client_id()}\nEOS_CLIENT_SECRET={eos_client_secret()}",
    )

    r.add(
        "android_keystore_password",
        f"[/Script/AndroidRuntimeSettings.AndroidRuntimeSettings]\nKeyStore=levan_release.keystore\nKeyAlias=levan\nKeyStorePassword={rnd(ALNUM, 16)}\nKeyPassword={rnd(ALNUM, 16)}",
        f"ანდროიდის keystore პაროლი (UE mobile build): {pw()}",
        f"keytool -list -keystore levan_release.keystore -storepass {rnd(ALNUM + '!', 14)}",
        f"пароль от кейстора для Google Play — {place_pw()}",
        f"signingConfigs {{ release {{ storePassword '{rnd(ALNUM, 14)}'; keyAlias 'levan'; keyPassword '{rnd(ALNUM, 14)}' }} }}",
    )

    r.add(
        "wallet_seed_phrase",
        f"seed (metamask, NFT-ebis dros): {seed_phrase(12)}",
        f"საფულის 24 სიტყვა:\n{seed_phrase(24)}",
        "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"мнемоника кошелька — {seed_phrase(12)} — только на бумаге и тут",
        f"recovery phrase (Phantom)\n{seed_phrase(12)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "artstation_artwork_url",
        f"ახალი ნამუშევარი: https://www.artstation.com/artwork/{rnd(ALNUM, 6)}",
        f"artstation post Old Tbilisi balcony — https://levan3d.artstation.com/projects/{rnd(ALNUM, 6)}",
        f"клиент прислал референс https://www.artstation.com/artwork/{rnd(ALNUM, 6)} (освещение как тут)",
        f"портфолио для заявки: artstation.com/artwork/{rnd(ALNUM, 6)}, artstation.com/artwork/{rnd(ALNUM, 6)}",
        f"prints order id {digits(7, lead=True)} on ArtStation Prints, shipped to Berlin",
    )

    r.add(
        "sketchfab_model_uid",
        f"https://sketchfab.com/3d-models/old-tbilisi-balcony-{hexs(32)}",
        f'<iframe src="https://sketchfab.com/models/{hexs(32)}/embed" allowfullscreen></iframe>',
        f"სკეჩფაბის მოდელის uid {hexs(32)} — საჯაროა, embed-ისთვის",
        f"Sketchfab model uid {hexs(32)} (download free, CC-BY)",
        f"uid модели на скетчфабе {hexs(32)}, 48k tris",
    )

    r.add(
        "fab_listing_url",
        f"Fab listing: https://www.fab.com/listings/{uid()}",
        f"ჩემი პაკი Fab-ზე — https://www.fab.com/listings/{uid()} (Georgian Architecture Kit)",
        f"fab listing id {uid()}, fasi 24.99$",
        f"ссылка на ассет на Fab: fab.com/listings/{uid()}",
        f"- Megascans Caucasus rocks: https://www.fab.com/listings/{uid()}\n- Medieval church kit: https://www.fab.com/listings/{uid()}",
    )

    r.add(
        "epic_account_id",
        f"Epic account ID: {hexs(32)} (საჯაროა, support-მა მოითხოვა)",
        f"epic acc id {hexs(32)} — fab seller-is mibmistvis",
        f"Epic Account ID для поддержки: {hexs(32)}",
        f"EpicAccountId={hexs(32)} in the Saved/Logs line, display name levan3d",
        f"epic id\n{hexs(32)}\n(ეს არ არის პაროლი)",
    )

    r.add(
        "perforce_changelist",
        f"CL {digits(5, lead=True)} — lighting pass on Sololaki_Main.umap",
        f"p4 describe -s {digits(5, lead=True)}",
        f"//depot/Main/Content/Maps/Tbilisi_Night.umap#{secrets.randbelow(40) + 2} at change {digits(5, lead=True)}",
        f"P4 სერვერის fingerprint (p4 trust): {ssl_fingerprint()}",
        f"shelve {digits(5, lead=True)} не сабмитить, там сломанный BP_Door",
    )

    r.add(
        "plastic_changeset",
        f"cs:{digits(4, lead=True)} on /main/art-pass — {uid()}",
        f"plastic changeset guid {uid()}",
        f"cm diff cs:{digits(4, lead=True)} cs:{digits(4, lead=True)}",
        f"ჩეინჯსეტი {digits(4, lead=True)}, ბრენჩი /main/task{digits(3, lead=True)}",
        f"changeset {digits(4, lead=True)}@acme-studio@cloud — rollback сюда если что",
    )

    r.add(
        "render_job_id",
        f"render job {uid()} finished, 240 frames, 3h12m",
        f"Deadline job id {hexs(24)} (Tbilisi_Night_cam03)",
        f"რენდერის ჯობი #{digits(6, lead=True)} — ფერმაზე ჯერ რიგშია",
        f"задание на ферме {rnd(UPPER + DIGITS, 10)}, стоимость 38.40 EUR",
        f"farm invoice line: job {digits(7, lead=True)}, GHz-h 1420.5, 0.012 EUR/GHz-h",
    )

    r.add(
        "payoneer_transaction_ref",
        f"Payoneer transaction ID {digits(9, lead=True)} — 1,250.00 USD from Acme Games",
        f"payoneer payment request #{digits(8, lead=True)} gadaxdilia",
        f"პეიონერის გადარიცხვა ბანკში, reference {digits(10, lead=True)}",
        f"Payoneer номер платежа {digits(9, lead=True)}, зачислено 980 USD",
        f"Payoneer Customer ID {digits(8, lead=True)} (support-ისთვის)",
    )

    r.add(
        "tbc_iban_account",
        f"ჩემი ანგარიშის ნომერი (TBC): {iban('GE', 'TB' + digits(16))}",
        f"IBAN for invoices: {iban('GE', 'TB' + digits(16), spaced=False)} SWIFT TBCBGE22",
        f"реквизиты: TBC Bank, {iban('GE', 'TB' + digits(16))}, USD",
        f"gadmoricxva am angarishze {iban('GE', 'TB' + digits(16), spaced=False)} (Levan Gelashvili)",
        f"Bank: TBC Bank JSC\nBeneficiary: Levan Gelashvili\nIBAN: {iban('GE', 'TB' + digits(16))}\nSWIFT: TBCBGE22",
    )

    r.add(
        "masked_card_number",
        f"TBC Visa **** **** **** {digits(4)} — აქედან იხდება Adobe",
        f"karta •••• {digits(4)} vadagasulia, akhali mosatania",
        f"Steam списал с карты ending {digits(4)}",
        f"Mastercard xxxx-xxxx-xxxx-{digits(4)} (exp {card_expiry()})",
        f"AWS billing card: Visa ending in {digits(4)}",
    )

    r.add(
        "steam_profile_id",
        f"SteamID64 {steam_id()}",
        f"https://steamcommunity.com/profiles/{steam_id()}/",
        f"სტიმის friend code {digits(9, lead=True)}",
        f"мой steamid для вайтлиста сервера: {steam_id()}",
        f"playtest testers: {steam_id()}, {steam_id()}, {steam_id()}",
    )

    r.add(
        "steam_guard_used_code",
        f"Steam Guard კოდი {guard_code()} — უკვე გამოყენებულია",
        f"steam guard kodi iyo {guard_code()}, vadagasulia, axali movida",
        f"код Steam Guard {guard_code()} истёк, пришёл новый на почту",
        f"login attempt from Batumi at 02:14, code {guard_code()} (expired, not me?)",
        f"steam email code {guard_code()} used 10:31 — logged in on the laptop",
    )

    r.add(
        "addon_version_string",
        f"addon bl_info version (1, {secrets.randbelow(9)}, {secrets.randbelow(20)}), blender (4, 2, 0)",
        f"HardOps {secrets.randbelow(3) + 9}.{secrets.randbelow(10)}.{secrets.randbelow(30)} / BoxCutter {secrets.randbelow(3) + 8}.{secrets.randbelow(10)}.{secrets.randbelow(10)}",
        f"Blender 4.2.{secrets.randbelow(6)} LTS, hash {hexs(12)}",
        f"ადონის ახალი ვერსია v{secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)} — changelog-ში ფიქსები",
        f"версия аддона {secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)}-beta{secrets.randbelow(5) + 1}, build {digits(8, lead=True)}",
    )

    r.add(
        "unreal_build_version",
        f"5.4.{secrets.randbelow(5)}-{digits(8, lead=True)}+++UE5+Release-5.4",
        f"UE 5.5 source build, CL {digits(8, lead=True)}, Engine Association {{{uid().upper()}}}",
        f'"EngineAssociation": "{{{uid().upper()}}}"',
        f"ენჯინის ვერსია კლიენტთან: 5.3.2-{digits(8, lead=True)}",
        f"билд игры 0.{secrets.randbelow(9) + 1}.{secrets.randbelow(100)} (CL {digits(5, lead=True)}), Shipping, Win64",
    )

    r.add(
        "git_commit_sha",
        f"ue-procedural-balconies commit {hexs(40)}",
        f"git checkout {hexs(7)}  # ბოლო სტაბილური",
        f"fix merged in {hexs(40)}, tag v1.{secrets.randbelow(9)}.{secrets.randbelow(9)}",
        f"откатился на {hexs(10)} — после него сломался PCG граф",
        f"EpicGames/UnrealEngine @ {hexs(40)} (5.4 branch)",
    )

    r.add(
        "unreal_asset_guid",
        f"Guid={hexs(32).upper()} in BP_Balcony.uasset",
        f"PersistentLevel actor guid {groups(hexs(32).upper(), 8, '-')}",
        f"ассет с битым guid {hexs(32).upper()} — пересохранить",
        f'ActorGuid="{hexs(32).upper()}" ExternalPackage=/Game/__ExternalActors__/Maps/Tbilisi/{rnd(UPPER + DIGITS, 2)}/{rnd(UPPER + DIGITS, 2)}/{rnd(UPPER + DIGITS, 22)}',
        f"ლეველის guid {hexs(32).upper()}, world partition-ში ორჯერ ჩანს",
    )

    r.add(
        "eos_public_ids",
        f"EOS ProductId {hexs(32)} / SandboxId {hexs(32)} / DeploymentId {hexs(32)}",
        f"EOS Live sandbox: {hexs(32)} (საჯაროა, ბილდში ისედაც ჩანს)",
        f"DeploymentId для dev: {hexs(32)}",
        f"eos organization id o-{rnd(LOWER + DIGITS, 30)}",
        f'ProductId="{hexs(32)}" SandboxId="p-{rnd(LOWER + DIGITS, 30)}" — shipping config',
    )

    r.add(
        "ssh_public_key_fingerprint",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} levan@workstation",
        f"render node host key: {sha256_fp()} (ED25519)",
        f"ჩემი public key სერვერზე დასამატებლად:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} levan@laptop",
        f"отпечаток ключа сервера {sha256_fp()} — сверил, совпадает",
        f"GPG fingerprint {groups(hexs(40).upper(), 4)} (signing Fab releases)",
    )

    r.add(
        "secret_reference",
        "p4 password: ${{ secrets.P4PASSWD }} in the GitHub Actions build",
        "P4PASSWD-ს ვაყენებ `p4 set`-ით, აქ არ ვწერ",
        "EOS client secret → op://Studio/EOS dedicated/credential",
        "AWS ключи в ~/.aws/credentials, профиль [render], сюда не копировать",
        "stripe key: os.environ['STRIPE_SECRET_KEY'], vault path secret/data/shop/stripe",
    )

    r.add(
        "client_invoice_number",
        f"Invoice INV-2025-{digits(3)} — Acme Games, 3,400 USD, net 30",
        f"ინვოისი №{digits(4, lead=True)} გაგზავნილია {pick('12.03', '02.04', '28.05')}-ზე",
        f"счёт {digits(3, lead=True)}/{pick('24', '25')} для студии, оплата до конца месяца",
        f"PO number PO-{digits(6, lead=True)} must be on the invoice",
        f"anga-faqtura {rnd(UPPER, 2)}-{digits(7, lead=True)} (RS.ge-ze atvirtuli)",
    )

    r.add(
        "parcel_tracking",
        f"Wacom tablet tracking: {s10('RR', 'CN')}",
        f"ამანათის თრექინგი {s10('CP', 'DE')} — საბაჟოზეა",
        f"DHL waybill {digits(10, lead=True)}, GPU from Germany",
        f"трек-номер посылки {s10('LZ', 'GE')}",
        f"Georgian Post {s10('RB', 'GE')} → client in Yerevan",
    )

    r.add(
        "phone_contact",
        f"ნიკა (p4 admin) {georgian_phone()}",
        f"studio manager tel {georgian_phone()}",
        f"курьер: {georgian_phone()}, после 18:00",
        f"TBC hotline 2 27 27 27, my number {georgian_phone()}",
        f"dato — {georgian_phone()} (renderis kompebi)",
    )

    r.add(
        "stripe_publishable",
        f"pk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_live_{rnd(ALNUM, 99)}  # frontend, public",
        f"სტრაიპის publishable key (საჯაროა, checkout.js): pk_test_{rnd(ALNUM, 99)}",
        f"const stripe = Stripe('pk_live_{rnd(ALNUM, 99)}');",
        f"публичный ключ страйпа pk_live_{rnd(ALNUM, 24)}",
    )

    r.add(
        "file_checksum",
        f"sha256 of UE_5.4.4.zip: {hexs(64)}",
        f"{hexs(64)}  Georgian_Architecture_Kit_v2.zip",
        f"md5 {hexs(32)} — ფაილი სწორად ჩამოვიდა",
        f"контрольная сумма билда {hexs(64)}",
        f"blender-4.2.{secrets.randbelow(6)}-windows-x64.msi SHA256 {hexs(64).upper()}",
    )

    r.add(
        "device_serial",
        f"Wacom Intuos Pro S/N {rnd(UPPER, 4)}{digits(7)}",
        f"RTX 4090 serial {digits(13, lead=True)} (garantia 3 weli)",
        f"render node MAC {mac(upper=True)}",
        f"სერიული ნომერი (მონიტორი) {rnd(UPPER + DIGITS, 12)}",
        f"серийник ноутбука {rnd(UPPER + DIGITS, 10)}, гарантия до 2027",
    )

    r.add(
        "travel_booking_ref",
        f"GDC flight PNR {rnd(UPPER, 6)}, TBS→SFO via IST",
        f"ფრენის ჯავშანი {rnd(UPPER + DIGITS, 6)}, ბილეთი {digits(13, lead=True)}",
        f"бронь отеля в Кёльне (Gamescom) {digits(10, lead=True)}",
        f"Airbnb reservation HM{rnd(UPPER + DIGITS, 8)}",
        f"train Tbilisi-Batumi ticket no. {digits(9, lead=True)}, wagon 4 seat 22",
    )

    r.add(
        "payment_amount_date",
        f"{secrets.randbelow(4000) + 500} GEL — ბინის ქირა, ყოველი თვის 5-ში",
        f"Fab payout {secrets.randbelow(900) + 100}.{digits(2)} USD on 2025-0{secrets.randbelow(9) + 1}-15",
        f"аванс {secrets.randbelow(9) + 1}00 USD получен 14.03, остаток после сдачи",
        f"render farm spent {secrets.randbelow(300) + 20}.{digits(2)} EUR this month",
        f"1% tax (small business status) — {secrets.randbelow(9000) + 1000} GEL Q2",
    )

    r.add(
        "company_tax_code",
        f"კლიენტის საიდენტიფიკაციო კოდი {digits(9, lead=True)}",
        f"Acme Games LLC s/k {digits(9, lead=True)}",
        f"ИНН/код компании заказчика {digits(9, lead=True)}",
        f"VAT ID DE{digits(9, lead=True)} (German client)",
        f"client EIN {digits(2, lead=True)}-{digits(7)}",
    )

    r.add(
        "discord_snowflake_ids",
        f"discord server id {snowflake()}, #builds channel {snowflake()}",
        f"ჩემი discord user id {snowflake()}",
        f"id сообщения с фидбеком {snowflake()}",
        f"role id for testers <@&{snowflake()}>",
        f"https://discord.com/channels/{snowflake()}/{snowflake()}/{snowflake()}",
    )

    r.add(
        "licence_order_receipt",
        f"Gumroad sale #{rnd(ALNUM, 22)}==, HardOps bundle, ${secrets.randbelow(30) + 20}",
        f"addon licence …{hexs(8).upper()} (only last block, full key in Gumroad library)",
        f"Blender Market order {digits(6, lead=True)} — ლიცენზია ბიბლიოთეკაშია, აქ არ ვწერ",
        f"заказ на Superhive {digits(6, lead=True)}, квитанция в почте",
        f"Substance subscription invoice {rnd(UPPER, 3)}{digits(9, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout349.py", [
        ("heldout349_credentials.yaml", credentials(), "Held-out batch 349: credentials a Tbilisi 3D artist and Unreal developer keeps (ArtStation, Sketchfab, Epic, Fab, Perforce, Plastic SCM, render farm, Payoneer, TBC, Steam, door code and more)"),
        ("heldout349_lookalikes.yaml", lookalikes(), "Held-out batch 349: a Tbilisi 3D artist's ids, URLs, changelists, IBANs, masked cards, used codes, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
