# ruff: noqa: E501
"""Writes heldout106_credentials.yaml and heldout106_lookalikes.yaml: held-out batch 106.

Persona: Jean-Yves, a retired engineer in a village of the Côtes-d'Armor, not very technical,
who writes his notes in French (a Breton word now and then, some typos). He keeps his Ameli
and tax logins, the Crédit Agricole code and card PINs, the Freebox admin password and Wi-Fi
key, the digicode of his daughter's building in Rennes, the alarm, garage, shed and safe codes,
his wife Maryvonne's phone PIN; and many harmless numbers: masked tax and social security
numbers, EDF and La Poste references, invoices, the plumber's SIRET, the club's IBAN, dates.

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
    Rows,
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    phrase,
    pick,
    rnd,
    write_corpora,
)

MOTS = ["Kerlouan", "Mouette", "Goeland", "Bigouden", "Menhir", "Cormoran", "Granit", "Iroise",
        "Ouessant", "Fougere", "Hortensia", "Bruyere", "Chouchen", "Triskell", "Korrigan",
        "Breizh", "Penmarch", "Argoat", "Brehat", "Paimpol", "Goelette", "Kouign"]
CHIENS = ["Pilou", "Fripouille", "Tango", "Caramel", "Filou", "Vagabond", "Moustache", "Bijou"]
FR_WORDS = ["phare", "maree", "galette", "bruyere", "chaloupe", "ajonc", "lande", "goemon",
            "crepe", "cidre", "falaise", "sardine", "bolee", "menhir", "dolmen", "cabestan",
            "hortensia", "mouette", "granit", "chapelle", "pardon", "bigorneau", "palourde"]
PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTVWXYZ"
VILLAGES = [("22580", "Plouha"), ("22680", "Étables-sur-Mer"), ("22500", "Paimpol"),
            ("22620", "Ploubazlanec"), ("22410", "Saint-Quay-Portrieux"), ("22290", "Lanvollon")]


def pin(n: int = 4) -> str:
    """n digits, leading zeros allowed, as a PIN or a door code."""
    return "".join(secrets.choice(DIGITS) for _ in range(n))


def annee() -> str:
    return str(1945 + secrets.randbelow(75))


def mdp() -> str:
    """A password Jean-Yves chose himself."""
    return pick(
        f"{secrets.choice(MOTS)}{annee()}{pick('!', '*', '.', '#', '')}",
        f"{secrets.choice(CHIENS)}{pin(2)}{secrets.choice(MOTS).lower()}",
        f"{secrets.choice(MOTS).lower()}{pick('-', '_', '.')}{secrets.choice(CHIENS)}{pin(3)}",
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{pin(4)}{pick('!', '?', '$')}",
        f"{secrets.choice(CHIENS)}&{secrets.choice(MOTS)}{pin(2)}",
    )


def mdp_fort() -> str:
    """A password the grandson generated for him."""
    return rnd(ALNUM + "!#%&*+-?", pick(12, 14, 16))


def cle_wifi() -> str:
    return rnd(LOWER + DIGITS, 26)


def digicode() -> str:
    return pick(f"{pick('A', 'B', 'C')}{pin(4)}", f"{pin(4)}{pick('A', 'B')}", pin(5), f"{pin(4)}#")


def nir(sexe: str | None = None) -> tuple[str, str]:
    """A French social security number (13 digits) and its two-digit key."""
    s = sexe or pick("1", "2")
    body = (s + f"{secrets.randbelow(25) + 42:02d}" + f"{secrets.randbelow(12) + 1:02d}"
            + pick("22", "29", "35", "56") + f"{secrets.randbelow(350) + 1:03d}"
            + f"{secrets.randbelow(998) + 1:03d}")
    return body, f"{97 - int(body) % 97:02d}"


def nir_spaced(body: str, key: str) -> str:
    return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key}"


def nir_masque(sexe: str | None = None) -> str:
    body, key = nir(sexe)
    return pick(
        f"{body[0]} {body[1:3]} ** ** *** *** {key}",
        f"{body[0]} ** ** ** *** {body[10:13]} {key}",
        f"XXXXXXXXXX{body[10:13]} {key}",
        f"{body[0]} {body[1:3]} {body[3:5]} XX XXX XXX XX",
    )


def num_fiscal() -> str:
    return pick("0", "1", "2", "3") + digits(12)


def fiscal_masque() -> str:
    n = num_fiscal()
    return pick(f"{n[:2]}** *** *** {n[-3:]}", f"*********{n[-4:]}", f"{n[:4]} XXX XXX XXX")


def cle_rib(bank: str, guichet: str, compte: str) -> str:
    return f"{97 - (89 * int(bank) + 15 * int(guichet) + 3 * int(compte)) % 97:02d}"


def iban_fr(bank: str | None = None) -> str:
    b = bank or pick("15589", "12206", "13606", "16006")
    g = digits(5)
    c = digits(11)
    return iban("FR", f"{b}{g}{c}{cle_rib(b, g, c)}")


def siret() -> str:
    siren = luhn(str(secrets.randbelow(9) + 1), 9)
    return luhn(siren + "0", 14)


def plaque() -> str:
    return f"{rnd(PLATE_LETTERS, 2)}-{digits(3, lead=True)}-{rnd(PLATE_LETTERS, 2)}"


def s10(service: str = "LA", country: str = "FR") -> str:
    """A UPU S10 tracking number with its check digit."""
    body = digits(8)
    total = sum(int(d) * w for d, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service}{body}{check}{country}"


def colissimo() -> str:
    return f"{pick('6A', '6C', '6M', '8R', '8V')}{digits(11)}"


def lettre_suivie() -> str:
    return f"{pick('1K', '1L', '1Y')}{digits(11)}"


def tel_fixe() -> str:
    """A number from the ARCEP range kept for fiction (02 61 91 xx xx)."""
    return f"02 61 91 {pin(2)} {pin(2)}"


def tel_mobile() -> str:
    return f"06 39 98 {pin(2)} {pin(2)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def heure() -> str:
    return f"{secrets.randbelow(10) + 8}h{pick('00', '15', '30', '45')}"


def village() -> tuple[str, str]:
    return secrets.choice(VILLAGES)


def carte(prefix: str = "4970") -> str:
    return groups(luhn(prefix, 16), 4)


def dip() -> str:
    return " ".join(pick("ON", "OFF") for _ in range(10))


def credentials() -> Rows:
    r = Rows()
    nb, nk = nir("1")
    r.add(
        "ameli_password",
        f"ameli\nidentifiant : mon n° de sécu sans la clé ({nb})\nmot de passe : {mdp()}",
        f"Pour le compte ameli j'ai remis le mot de passe {mdp()} (l'ancien ne marchait plus, ils veulent 8 caractères minimum avec un chiffre)",
        f"Ameli Maryvonne : {mdp()} — le mien : {mdp()}",
    )
    r.add(
        "impots_password",
        f"impots : numéro fiscal {num_fiscal()} / mdp {mdp()}",
        f"Site des impôts, espace particulier\n  n° fiscal = {num_fiscal()}\n  mot de passe = {mdp()}\nDéclaration à faire avant fin mai !!",
        f"rappel pour la déclaration : le mot de pase des impots c'est {mdp()} (majuscule au début)",
    )
    r.add(
        "credit_agricole_access_code",
        f"Crédit Agricole en ligne\nidentifiant : {digits(11)}\ncode perso : {pin(6)}",
        f"CA : {digits(11)} puis le code à 6 chiffres {pin(6)} sur le pavé qui bouge",
        f"code d'accès banque (Crédit Agricole) changé hier -> {pin(6)}",
        f"Pour voir les comptes sur l'ordi: n° client {digits(11)}, code {pin(6)}. Si c'est bloqué appeler l'agence de Paimpol",
    )
    r.add(
        "bank_card_pin",
        f"code CB : {pin()}",
        f"Carte bleue Crédit Agricole, code secret {pin()}. NE PAS le garder dans le portefeuille !!",
        f"le code de la nouvelle carte reçue le {date()} :\n{pin()}",
    )
    r.add(
        "wife_card_pin",
        f"Carte de Maryvonne (Visa Banque Postale) code {pin()}",
        f"si je dois retirer au distributeur pour Maryvonne, son code c'est {pin()}, le mien n'a pas changé",
        f"Maryvonne m'a encore demandé : « c'est quoi déjà mon code de carte ? »\n-> {pin()}",
    )
    r.add(
        "bank_card_number_cvv",
        f"Visa pour les achats internet\n{carte()}\nexp {card_expiry()}  crypto {digits(3)}",
        f"carte: {luhn('4970', 16)} {card_expiry()} cryptogramme au dos {digits(3)}",
        f"Pour réserver le gîte à Brélès ils ont demandé la carte : {carte('5132')} exp. {card_expiry()} code au dos {digits(3)} (Mastercard de Maryvonne)",
    )
    r.add(
        "freebox_admin_password",
        f"Freebox : page d'admin http://192.168.1.254 (ou mafreebox.example)\nmot de passe admin {mdp_fort()}",
        f"mdp de Freebox OS = {mdp()}  (c'est Gaël qui l'a mis à Noël)",
        f"Freebox Server -> Paramètres -> mot de passe de connexion : {mdp_fort()}",
    )
    r.add(
        "freebox_wifi_key",
        f"WiFi maison\nréseau : Freebox-{rnd(UPPER + DIGITS, 6)}\nclé : {cle_wifi()}",
        f"clé wifi (pour les petits enfants quand ils viennent) : {cle_wifi()}",
        f"Wi-Fi invités : Ti-Kerbiquet / {mdp()}",
    )
    r.add(
        "daughter_building_digicode",
        f"Digicode chez Nolwenn à Rennes : {digicode()}, puis interphone « Le Guen » 3e étage gauche",
        f"Rennes, rue de Fougères : porte de la rue {digicode()}, bâtiment B code {pin()}",
        f"Nolwenn a changé le code de son immeuble. nouveau : {digicode()}",
    )
    r.add(
        "house_alarm_code",
        f"Alarme : code {pin()} + touche OFF. Code sous contrainte : {pin()} (prévient la télésurveillance sans sonner)",
        f"code alarme {pin(6)}",
        f"Pour les Le Bihan qui arrosent pendant les vacances : alarme {pin()}, on a 30 secondes pour le taper en entrant",
    )
    r.add(
        "garage_remote_code",
        f"Télécommande garage (vieille Came, si je dois en racheter une) interrupteurs : {dip()}",
        f"clavier à code du garage : {pin(5)} puis #",
        f"garage: code {pin()}* si la télécommande ne marche plus (pile ?)",
    )
    r.add(
        "shed_padlock_code",
        f"cadenas abri de jardin {pin(3)}",
        f"Le cadenas de la cabane au fond du jardin = {pin()}. celui de la remorque = {pin(3)}",
        f"Abri de jardin\ncadenas à code :\n{pin()}\n(tondeuse + bidons dedans)",
    )
    r.add(
        "email_password",
        f"Ma messagerie Orange\nadresse : jeanyves.legoff29@orange.example\nmdp : {mdp()}",
        f"mot de passe mail {mdp()}",
        f"Adresse laposte : jy.lg22@laposte.example — mot de passe {mdp()} (changé en janvier)",
        f"Pour lire les mails sur la tablette il faut l'adresse jeanyves.legoff29@orange.example et le code {mdp()}",
    )
    r.add(
        "doctolib_password",
        f"Doctolib : jeanyves.legoff29@orange.example / {mdp()}",
        f"doctolib mot de passe {mdp()} — pour prendre rdv chez le kiné",
        f"Compte Doctolib (on a un seul compte pour Maryvonne et moi)\nmdp: {mdp()}",
    )
    r.add(
        "safe_code",
        f"coffre : {pin(6)}",
        f"Coffre-fort de la chambre : gauche {secrets.randbelow(99)}, droite {secrets.randbelow(99)}, gauche {secrets.randbelow(99)} puis tourner la poignée",
        f"code du coffre {pin()} puis la clé (la clé est dans la boîte à couture)",
    )
    r.add(
        "wife_phone_pin",
        f"téléphone de Maryvonne : {pin()}",
        f"Samsung de Maryvonne, code de déverrouillage {pin(6)}",
        f"Si elle oublie encore : code du portable de Maryvonne = {pin()}",
    )
    r.add(
        "own_phone_pin",
        f"mon portable (le nouveau Wiko) : code écran {pin(6)}",
        f"Code pour déverrouiller mon téléphone : {pin()}",
        f"tel (moi) {pin()} / tel (Maryvonne) pareil sauf le dernier chiffre : {pin()}",
    )
    r.add(
        "sim_pin_puk",
        f"carte SIM Free Mobile\nPIN {pin()}\nPUK {digits(8)}",
        f"code PIN de la puce : {pin()} (si bloqué, PUK = {digits(8)})",
        f"PUK de Maryvonne : {digits(8)}",
    )
    r.add(
        "la_poste_identite_numerique_code",
        f"L'Identité Numérique La Poste (pour se connecter aux sites de l'état) code secret : {pin()}",
        f"appli identité numérique : code {pin()}",
        f"Pour se connecter à ameli via La Poste, on tape le code {pin()} sur le téléphone",
    )
    r.add(
        "info_retraite_password",
        f"info-retraite : n° sécu {nir_spaced(nb, nk)} / mdp {mdp()}",
        f"Compte retraite (Carsat) mot de passe : {mdp()}",
        f"Pour voir mes paiements de retraite : {mdp()}",
    )
    r.add(
        "agirc_arrco_password",
        f"Agirc-Arrco espace perso\nidentifiant = mon n° de sécu\nmdp = {mdp()}",
        f"complémentaire retraite, mot de passe {mdp()}",
        f"agirc arrco {mdp()} (j'ai du le refaire en mars)",
    )
    r.add(
        "mutuelle_password",
        f"Mutuelle (MGEN) : adhérent {digits(9)}, mot de passe {mdp()}",
        f"Site mutuelle pour les remboursements lunettes -> {mdp()}",
        f"mutuelle\n  login : jeanyves.legoff29@orange.example\n  mdp : {mdp()}",
    )
    r.add(
        "edf_account_password",
        f"EDF espace client : jeanyves.legoff29@orange.example  {mdp()}",
        f"mot de passe EDF (pour envoyer le relevé) : {mdp()}",
        f"EDF -> {mdp()}",
    )
    r.add(
        "water_account_password",
        f"Eau (Veolia) compte en ligne : mdp {mdp()}",
        f"espace client de l'eau, j'ai mis {mdp()}",
        f"Eau du SMEGA : login {digits(6)} mdp {mdp()}",
    )
    r.add(
        "amazon_password",
        f"Amazon : jeanyves.legoff29@orange.example / {mdp()}",
        f"amazon mot de passe {mdp()} ne pas enregistrer la carte dessus",
        f"Compte Amazon (Gaël l'a créé) : {mdp_fort()}",
    )
    r.add(
        "leboncoin_password",
        f"le bon coin : {mdp()}",
        f"Leboncoin pour vendre la remorque, mot de passe : {mdp()}",
        f"LBC\njeanyves.legoff29@orange.example\n{mdp()}",
    )
    r.add(
        "facebook_password",
        f"Facebook (pour voir les photos des petits) : {mdp()}",
        f"fb de Maryvonne mdp {mdp()}",
        f"facebook\n{mdp()}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp demande de temps en temps un code PIN à 6 chiffres : {pin(6)}",
        f"code whatsapp (vérification en 2 étapes) {pin(6)}",
        f"Nolwenn sur WhatsApp : « Papa ton code de confirmation c'est {pin(6)}, note-le !! »",
    )
    r.add(
        "google_app_password",
        f"Gaël a fait un « mot de passe d'application » pour que l'imprimante envoie les scans par mail : {app_password()}",
        f"mot de passe appli (imprimante Brother) : {app_password()}",
        f"imprimante -> mail : serveur smtp.orange.example port 465, utilisateur jeanyves.legoff29, mot de passe {mdp()}",
    )
    r.add(
        "google_backup_codes",
        "Codes de secours Google (chacun ne sert qu'une fois) :\n" + "\n".join(f"{pin(4)} {pin(4)}" for _ in range(5)),
        f"codes de secours gmail : {pin(4)} {pin(4)} — {pin(4)} {pin(4)} — {pin(4)} {pin(4)}",
    )
    r.add(
        "apple_id_password",
        f"Identifiant Apple (iPad) : jeanyves.legoff29@orange.example  mot de passe {mdp()}",
        f"mdp apple {mdp()}",
        f"L'iPad demande le mot de passe de l'identifiant Apple à chaque mise à jour : {mdp()}",
    )
    r.add(
        "ipad_passcode",
        f"code iPad : {pin(6)}",
        f"pour allumer la tablette : {pin()} (4 chiffres)",
        f"iPad de Maryvonne : {pin(6)}",
    )
    r.add(
        "windows_session_password",
        f"Ordinateur du bureau, session « Jean-Yves » : {mdp()}",
        f"mot de passe de l'ordi portable {mdp()}",
        f"PC : session Maryvonne = {mdp()} / session Jean-Yves = {mdp()}",
    )
    r.add(
        "ip_camera_password",
        f"caméra du portail (appli EZVIZ) : admin / {mdp()}",
        f"Pour voir la caméra sur l'ordi : rtsp://admin:{mdp_fort()}@192.168.1.40:554/stream1",
        f"code de vérification de la caméra (étiquette dessous) : {rnd(UPPER, 6)}",
    )
    r.add(
        "gate_keypad_code",
        f"portail : {pin()}",
        f"Code du portail électrique pour le facteur et les livreurs : {pin()}#",
        f"Portail (clavier à gauche) nouveau code : {pin(5)}",
    )
    r.add(
        "key_box_code",
        f"boîte à clés à côté de la porte (pour l'infirmière) : {pin()}",
        f"Aide à domicile : la clé est dans la boîte à code, code {pin()}",
        f"boite a clef du gîte de Ploubazlanec : {pin(3)}",
    )
    r.add(
        "securipass_code",
        f"Sécuripass (appli Ma Banque) code à 4 chiffres : {pin()}",
        f"code pour valider les virements sur le téléphone {pin()}",
        f"Ma Banque appli : code SecuriPass {pin()} (le même pour Maryvonne sur son tel)",
    )
    r.add(
        "paypal_password",
        f"Paypal : {mdp()}",
        f"paypal jeanyves.legoff29@orange.example mdp {mdp()}",
        f"Mot de passe PayPal changé après le faux mail, nouveau : {mdp()}",
    )
    r.add(
        "sncf_connect_password",
        f"SNCF Connect (train pour Rennes) : {mdp()}",
        f"sncf mot de passe {mdp()}, carte avantage senior dans le compte",
        f"train : compte SNCF de Maryvonne {mdp()}",
    )
    r.add(
        "canal_plus_password",
        f"Canal+ pour le rugby : jeanyves.legoff29@orange.example / {mdp()}",
        f"code Canal {mdp()}",
    )
    r.add(
        "password_manager_master_passphrase",
        f"Bitwarden (le coffre à mots de passe que Gaël a installé)\nmot de passe maître : {phrase(FR_WORDS, 5, '-')}",
        f"phrase maître bitwarden : {phrase(FR_WORDS, 4, ' ')} {pin(2)}",
    )
    r.add(
        "car_radio_code",
        f"code autoradio Clio : {pin()}",
        f"Si on débranche la batterie du Kangoo la radio demande un code : {pin()}",
        f"autoradio\ncode {pin()}\n(taper avec les touches 1 à 4 puis maintenir 6)",
    )
    r.add(
        "voicemail_code",
        f"messagerie vocale Free Mobile code {pin()}",
        f"code répondeur du fixe (pour écouter à distance) : {pin()}",
        f"répondeur : faire le 666 puis code {pin()}",
    )
    r.add(
        "association_bank_password",
        f"Compte de l'Amicale (Crédit Mutuel de Bretagne)\nidentifiant {digits(10)}\nmot de passe {mdp()}",
        f"trésorerie amicale : accès banque {digits(10)} / {pin(6)}",
        f"CMB asso mdp {mdp()} (le président a le même)",
    )
    r.add(
        "association_website_admin_password",
        f"Site de l'amicale : https://amicale-plouha.example/wp-admin  utilisateur admin  mdp {mdp_fort()}",
        f"wordpress du club de boules, compte jyves : {mdp_fort()}",
    )
    r.add(
        "carte_vitale_app_code",
        f"appli carte Vitale : code à 6 chiffres {pin(6)}",
        f"Code de l'application carte vitale sur le téléphone = {pin(6)}",
        f"carte vitale appli Maryvonne {pin(6)} (elle l'oublie toujours)",
    )
    r.add(
        "authenticator_setup_key",
        f"Clé de configuration de l'authentificateur (si je change de téléphone) :\n{groups(rnd(BASE32, 32).lower(), 4)}",
        f"clé secrète double authentification mail : {groups(rnd(BASE32, 32), 4)}",
    )
    r.add(
        "tv_parental_code",
        f"code parental Freebox TV : {pin()}",
        f"Pour les films après 22h la box demande le code parental {pin()}",
    )
    r.add(
        "daughter_wifi_key",
        f"wifi chez Nolwenn : Livebox-{rnd(UPPER + DIGITS, 4)} clé {rnd(UPPER + DIGITS, 26)}",
        f"Chez Nolwenn le wifi c'est {mdp()}",
    )
    r.add(
        "bike_lock_code",
        f"antivol vélo électrique : {pin()}",
        f"cadenas vélo de Maryvonne {pin(3)}",
        f"Vélo : antivol à chiffres {pin()} — le même pour les deux vélos",
    )
    r.add(
        "ants_password",
        f"ANTS (carte grise du Kangoo) : {mdp()}",
        f"site ants permis/carte grise mdp {mdp()}",
        f"ANTS pour la carte grise de la Clio de Maryvonne : {mdp()}",
    )
    r.add(
        "association_premises_code",
        f"local de l'amicale (salle derrière la mairie) : code porte {pin()}",
        f"Code du local du club de boules {digicode()}",
        f"Boulodrome couvert : code cadenas du local à matériel {pin()}",
    )
    r.add(
        "household_codes_list",
        f"CODES MAISON\n- alarme : {pin()}\n- portail : {pin()}\n- garage : {pin(5)}\n- abri : {pin(3)}\n- coffre : {pin(6)}",
        f"Pour Gaël s'il garde la maison en août :\nalarme {pin()} (entrée) / wifi {cle_wifi()} / boîte à clés {pin()}\nMerci de nourrir le chat !",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    cp, ville = village()
    r.add(
        "numero_fiscal_masked",
        f"Sur l'avis d'impôt le n° fiscal est caché : {fiscal_masque()}",
        f"numéro fiscal (les derniers chiffres) : {fiscal_masque()}, le vrai est sur la feuille dans la chemise verte",
        f"Maryvonne a son propre numéro fiscal, se termine par {digits(4)}",
    )
    r.add(
        "secu_number_masked",
        f"n° de sécu sur le relevé ameli : {nir_masque()}",
        f"Attestation de droits reçue, n° {nir_masque()}",
        f"Sécu Maryvonne : {nir_masque('2')}",
    )
    r.add(
        "carte_vitale_masked",
        f"carte vitale n° de série {'*' * 6}{digits(3)} (numéro au dos)",
        f"Nouvelle carte vitale demandée le {date()} — n° {nir_masque()}",
    )
    r.add(
        "edf_client_reference",
        f"EDF référence client : {digits(10)}",
        f"Facture EDF n° {digits(11)} — référence client {digits(1, lead=True)} {digits(3)} {digits(3)} {digits(3)}, prélèvement le 10",
        f"EDF compte {digits(12)} (pour appeler le service client, ils demandent ce numéro)",
    )
    r.add(
        "linky_prm_number",
        f"compteur Linky PRM : {digits(14, lead=True)}",
        f"n° PRM (point de livraison) {groups(digits(14, lead=True), 2)} — à donner si on change de fournisseur",
    )
    r.add(
        "gas_pce_number",
        f"gaz propane Antargaz : n° client {digits(8)}, cuve n° {rnd(UPPER, 2)}{digits(6)}",
        f"PCE gaz : GI{digits(6)}",
    )
    r.add(
        "la_poste_tracking_number",
        f"colis de Nolwenn suivi : {colissimo()}",
        f"Lettre recommandée pour les impôts, n° {lettre_suivie()}",
        f"Suivi La Poste {colissimo()} — livré le {date()}",
        f"n° de suivi des médicaments (pharmacie en ligne) : {lettre_suivie()}",
    )
    r.add(
        "international_tracking_number",
        f"paquet pour le Québec (cousine Annick) : {s10('CP')}",
        f"recommandé international {s10('RR')} envoyé le {date()}",
    )
    r.add(
        "insurance_contract_reference",
        f"Assurance maison Groupama contrat n° {digits(2)}{rnd(UPPER, 2)}{digits(7)}",
        f"Assurance auto (Kangoo) : contrat {digits(9)}, sociétaire {digits(8)}",
        f"Contrat obsèques réf. {rnd(UPPER, 3)}-{digits(6)}-{digits(2)}",
    )
    r.add(
        "invoice_number",
        f"Facture plombier FA-2024-{digits(5)} payée par chèque",
        f"facture Free n° {digits(9)} du {date()} : 39,99 €",
        f"Garage Le Roux, facture {digits(6)} (vidange + plaquettes), {secrets.randbelow(400) + 100} €",
    )
    s1 = siret()
    r.add(
        "plumber_siret",
        f"Plombier Le Floch SARL — SIRET {groups(s1[:9], 3)} {s1[9:]}",
        f"SIRET du plombier (pour le crédit d'impôt) : {siret()}",
        f"Artisan chauffagiste Kerjean : SIRET {siret()}, TVA FR{digits(2)}{digits(9)}",
    )
    r.add(
        "association_iban_flyer",
        f"Flyer du fest-noz : pour les dons, IBAN de l'association {iban_fr('15589')} BIC CMBRFR2BXXX",
        f"Cotisation amicale 20 € à verser sur {iban_fr()}",
        f"Virement pour la SNSM (sauveteurs) : IBAN {iban_fr()} — reçu fiscal envoyé",
    )
    r.add(
        "licence_plate",
        f"Kangoo : {plaque()}",
        f"plaque de la voiture de Maryvonne {plaque()}",
        f"La voiture garée devant le portail depuis 3 jours : {plaque()}, prévenir la mairie si ça continue",
    )
    r.add(
        "postcode",
        "adresse de Nolwenn : 12 rue de Fougères, 35700 Rennes",
        f"nous : 4 hent Kerbiquet, {cp} {ville}",
        f"code postal de la cousine : 29{digits(3)}",
    )
    r.add(
        "phone_number",
        f"Docteur Le Gall : {tel_fixe()}",
        f"Plombier portable {tel_mobile()}",
        f"Nolwenn {tel_mobile()} / travail {tel_fixe()}",
        f"Télésurveillance alarme (en cas de déclenchement) : {tel_fixe()}",
    )
    r.add(
        "code_changed_not_written",
        f"J'ai changé le code de l'alarme le {date()}. Le nouveau, Maryvonne le connaît.",
        "code du portail modifié, je ne le note pas ici (trop de monde voit ce carnet)",
        "Nolwenn a un nouveau digicode depuis les travaux, lui redemander avant d'y aller",
        f"mot de passe ameli changé le {date()} — OK",
    )
    r.add(
        "password_hint_only",
        "indice mot de passe impôts : nom du premier chien + année du mariage",
        "mdp mail = le bateau de papa avec un point d'exclamation à la fin",
        "Pour Doctolib c'est le même que la mutuelle mais avec la majuscule",
        "code carte de Maryvonne : l'année de naissance de sa mère (à l'envers)",
    )
    r.add(
        "appointment_datetime",
        f"RDV cardiologue Dr Morvan le {date()} à {heure()} — amener l'ECG",
        f"Contrôle technique Kangoo : {date()} {heure()}",
        f"Dentiste {date()} à {heure()}, salle 2",
        f"rdv banque (conseiller M. Quéré) le {date()} à {heure()} pour le livret",
    )
    r.add(
        "hospital_file_number",
        f"Hôpital de Saint-Brieuc, n° de dossier patient (IPP) : {digits(9)}",
        f"Clinique : n° de séjour {digits(10)} (opération de la cataracte)",
        f"Bulletin de sortie, n° d'entrée {digits(2)}{digits(7)} — rendez-vous de contrôle dans 1 mois",
    )
    r.add(
        "password_stored_elsewhere",
        "Tous les codes sont dans le carnet bleu, tiroir de gauche du bureau",
        "Le mot de passe de la Freebox est sur l'étiquette sous la box",
        "les codes du coffre : voir enveloppe chez le notaire",
        "Gaël a mis les mots de passe dans Bitwarden, le mot de passe maître est dans la boîte en fer",
    )
    r.add(
        "password_rules_talk",
        "impots : le mot de passe doit faire au moins 8 caractères avec chiffre, minuscule et majuscule",
        "ameli bloque le compte après 3 essais ratés — attendre 24h",
        "Le Crédit Agricole demande de changer le code perso tous les ans environ",
    )
    r.add(
        "card_pin_by_mail",
        "Nouvelle carte bleue reçue, le code arrive par courrier séparé dans quelques jours",
        "Carte avalée au distributeur de Paimpol : la banque en envoie une autre, même code",
        "code CB oublié : demander la réédition du code à l'agence (payant, 10 €)",
    )
    r.add(
        "freebox_serial_mac",
        f"Freebox Révolution n° de série {digits(3)}{rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 2)}{digits(6)}, adresse MAC {mac(upper=True)}",
        f"Box : MAC {mac()} (Free demande ça au téléphone)",
        f"Player TV n° série {digits(2)}{rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "wifi_ssid_only",
        f"le wifi s'appelle Freebox-{rnd(UPPER + DIGITS, 6)} (la clé est au dos de la box)",
        "nom du réseau chez nous : Ti-Kerbiquet",
        f"chez Nolwenn le wifi s'appelle Livebox-{rnd(UPPER + DIGITS, 4)}, elle me donnera la clé",
    )
    r.add(
        "box_ip_address",
        "Pour aller sur la box taper 192.168.1.254 dans la barre d'adresse",
        f"imprimante Brother : adresse IP 192.168.1.{secrets.randbelow(200) + 20}",
        f"Caméra du portail : 192.168.1.{secrets.randbelow(200) + 20} port 554",
    )
    r.add(
        "software_version",
        f"Freebox Server mise à jour en version 4.{secrets.randbelow(9)}.{secrets.randbelow(20)}",
        f"iPad : iOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)} installé le {date()}",
        f"Appli Ma Banque version 13.{secrets.randbelow(30)}.{secrets.randbelow(10)} (build {hexs(7)})",
    )
    r.add(
        "amazon_order_number",
        f"commande Amazon {pick('402', '403', '405', '171')}-{digits(7)}-{digits(7)} (tondeuse) à retourner avant le {date()}",
        f"Amazon n° de commande {pick('402', '171')}-{digits(7)}-{digits(7)}",
        f"Cdiscount commande {digits(10)}, livraison point relais {digits(6)}",
    )
    r.add(
        "sncf_booking_reference",
        f"Train pour Rennes le {date()} {heure()}, référence dossier {rnd(UPPER, 6)}, voiture 14 place 53",
        f"billets SNCF réf. {rnd(UPPER, 6)} (aller-retour Guingamp–Rennes)",
        f"Carte Avantage Senior n° {digits(17)}, valable jusqu'au {date()}",
    )
    r.add(
        "product_reference",
        f"Leroy Merlin réf. {digits(8)} (robinet extérieur)",
        f"Code barre du cartouche d'encre : {ean13('34')}",
        f"Filtre de la VMC : modèle {rnd(UPPER, 3)}-{digits(4)}{rnd(UPPER, 1)}",
    )
    r.add(
        "coupon_code",
        f"code promo jardinerie : PRINTEMPS{secrets.randbelow(20) + 10}",
        f"bon de réduction Intermarché code {rnd(UPPER + DIGITS, 8)} valable jusqu'au {date()}",
        f"code avantage Damart : {rnd(UPPER, 2)}{digits(4)}",
    )
    r.add(
        "boiler_serial_number",
        f"Chaudière De Dietrich n° de série {digits(4)}-{digits(4)}-{digits(6)}-{digits(5)}, entretien annuel en octobre",
        f"Pompe à chaleur : modèle WH-{rnd(UPPER, 2)}{digits(2)}, n° série {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "water_meter_number",
        f"compteur d'eau n° {digits(2)}{rnd(UPPER, 2)}{digits(6)}, index {digits(5)} m3 le {date()}",
        f"eau : référence abonné {digits(6)}-{digits(4)}",
    )
    r.add(
        "vehicle_vin",
        f"Kangoo VIN VF1{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 14)}",
        f"numéro de châssis (carte grise, case E) : VF7{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 14)}",
    )
    r.add(
        "mutuelle_member_number",
        f"Mutuelle n° adhérent {digits(9)}, tiers payant code AMC {digits(8)}",
        f"carte mutuelle 2025 : {digits(10)} (Maryvonne ayant droit)",
        f"Mutuelle : n° de dossier remboursement lunettes {rnd(UPPER, 2)}{digits(8)}",
    )
    r.add(
        "pension_number",
        f"Carsat : n° de retraite {digits(10)}{rnd(UPPER, 1)}",
        f"Agirc-Arrco identifiant retraité {digits(8)} (sur le relevé annuel)",
        f"Paiement retraite Carsat le 9 de chaque mois, référence {rnd(UPPER, 3)}{digits(9)}",
    )
    r.add(
        "cadastre_parcel",
        f"Terrain du bas : section {rnd(UPPER, 2)} n° {secrets.randbelow(900) + 10}, {ville}",
        f"cadastre parcelles {rnd(UPPER, 1)}{rnd(UPPER, 1)} {secrets.randbelow(500) + 1} et {secrets.randbelow(500) + 1}",
    )
    r.add(
        "support_ticket_number",
        f"Free assistance : ticket n° {digits(8)}, technicien le {date()} entre 8h et 13h",
        f"Darty SAV lave-linge dossier {rnd(UPPER, 1)}{digits(9)}",
        f"Réclamation EDF n° {digits(2)}-{digits(7)}",
    )
    r.add(
        "free_account_identifier",
        f"identifiant abonné Free : fbx{digits(8)} (le mot de passe est dans le carnet bleu)",
        f"numéro de ligne Freebox 09 77 42 {pin(2)} {pin(2)}, identifiant {digits(10)}",
        f"Free Mobile : n° de client {digits(8)}, forfait 2 € pour Maryvonne",
    )
    r.add(
        "phishing_warning",
        "ATTENTION : la banque ne demande JAMAIS le code par téléphone ou SMS. Raccrocher !",
        "SMS « votre carte vitale expire » = arnaque, ne pas cliquer",
        "Faux mail des impôts reçu avec un lien pour un remboursement, supprimé",
    )
    r.add(
        "code_format_talk",
        "le code de la carte a 4 chiffres, celui du coffre 6, celui de l'alarme 4 aussi",
        "Digicode de Nolwenn : une lettre puis 4 chiffres, il faut appuyer sur la lettre en premier",
        "Le cadenas de l'abri a 3 molettes, je l'ai graissé",
    )
    r.add(
        "sms_code_explanation",
        "Pour payer sur internet la banque envoie un code par SMS, il marche 5 minutes",
        "ameli : code de sécurité reçu par mail à chaque connexion depuis un nouvel ordinateur, c'est normal",
        "Doctolib envoie un code à 6 chiffres par SMS quand on se connecte depuis la tablette, rien à noter",
    )
    r.add(
        "cheque_number",
        f"chèque n° {digits(7)} de {secrets.randbelow(300) + 20} € au plombier, encaissé le {date()}",
        f"chéquier reçu, chèques n° {digits(7)} à {digits(7)}",
    )
    r.add(
        "cesu_number",
        f"CESU pour l'aide ménagère : n° employeur {digits(7)}{rnd(UPPER, 1)}",
        f"Déclaration CESU {date()} : 12 heures, salariée n° {digits(8)}",
    )
    r.add(
        "doctor_rpps_number",
        f"Médecin traitant Dr Le Gall, RPPS {digits(11, lead=True)}",
        f"kiné : n° ADELI {digits(9, lead=True)}",
    )
    r.add(
        "alarm_contract_reference",
        f"Contrat télésurveillance n° {rnd(UPPER, 3)}{digits(7)}, mot de passe oral de la télésurveillance : voir carnet",
        f"Centrale alarme modèle {rnd(UPPER, 2)}{digits(3)}, n° série {hexs(12).upper()}, pile changée le {date()}",
    )
    r.add(
        "gps_coordinates",
        f"Coin à champignons : 48.{digits(5)}, -2.{digits(5)}",
        f"Mouillage du bateau de Yannick : 48°{secrets.randbelow(60):02d}.{digits(3)}N 002°{secrets.randbelow(60):02d}.{digits(3)}W",
    )
    r.add(
        "driving_licence_number",
        f"permis de conduire n° {digits(2)}{rnd(UPPER, 2)}{digits(5)} délivré en 1971",
        f"Nouveau permis format carte : n° {digits(12)}, valable jusqu'au {date()}",
    )
    r.add(
        "bank_agency_details",
        f"Agence Crédit Agricole {ville} : code banque 12206, code guichet {digits(5)}, tél {tel_fixe()}",
        f"BIC de la banque : AGRIFRPP{digits(3)}, agence ouverte le samedi matin",
    )
    r.add(
        "radio_precode",
        f"autoradio Clio précode {rnd(UPPER, 1)}{digits(3)} (sur l'étiquette quand on sort la radio) — le code lui est dans le carnet d'entretien",
        f"Radio Kangoo : n° de série {rnd(UPPER, 2)}{digits(9)}",
        "Si la radio affiche CODE après le changement de batterie, le code est dans le carnet d'entretien (pochette plastique)",
    )
    r.add(
        "padlock_reset_instructions",
        "Pour changer le code du cadenas : mettre le code actuel, tourner le bouton à 90°, choisir le nouveau, remettre le bouton",
        "Le cadenas de la remorque ne s'ouvre plus, acheter un neuf chez Bricomarché",
    )
    r.add(
        "wifi_key_reset",
        "J'ai remis la box en usine, la clé wifi est revenue celle de l'étiquette",
        "Changé la clé wifi le dimanche, il faut la retaper sur la tablette et l'imprimante",
        "Mot de passe admin de la Freebox remis à zéro par le technicien, il faudra en mettre un nouveau",
    )
    r.add(
        "association_registration_number",
        f"Amicale des retraités : n° RNA W{digits(9)}, SIREN {groups(siret()[:9], 3)}",
        f"Association déclarée en préfecture, récépissé n° W22{digits(7)}",
    )
    r.add(
        "meter_reading",
        f"relevé compteur le {date()} : HP {digits(6)} HC {digits(6)}",
        f"index eau {digits(5)} — index gaz {digits(5)}",
        f"Linky : consommation {secrets.randbelow(4000) + 3000} kWh sur l'année, index HP {digits(6)}",
    )
    r.add(
        "lottery_numbers",
        f"grille loto : {secrets.randbelow(49) + 1} {secrets.randbelow(49) + 1} {secrets.randbelow(49) + 1} {secrets.randbelow(49) + 1} {secrets.randbelow(49) + 1} n° chance {secrets.randbelow(10) + 1}",
        f"Euromillions ticket {digits(4)} {digits(4)} {digits(4)} {digits(4)} — vérifier mardi",
    )
    r.add(
        "family_birthdays",
        f"anniversaires : Nolwenn {date()[:5]}, Gaël {date()[:5]}, Maryvonne {date()[:5]}",
        f"Mariage de Yannick et Soizic le {date()} à {heure()}, mairie de {ville}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout106.py", [
        ("heldout106_credentials.yaml", credentials(), "batch 106 (retired engineer in Brittany, French notes), written blind; every value synthetic"),
        ("heldout106_lookalikes.yaml", lookalikes(), "batch 106 look-alikes: masked French ids, EDF/La Poste refs, SIRET, IBAN flyer, codes changed but not written, written blind"),
    ])


if __name__ == "__main__":
    main()
